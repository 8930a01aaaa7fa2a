"""Scam families from review33 (42 languages), in messages written for these tests.

Every text here was written for this file, none copied from the review. Each family has scams
in several languages that must be called a scam, and honest look-alikes that must not be:

- an advance fee for a visa, a work permit, a placement, a medical or a uniform deposit, paid
  ahead to a person's card, Revolut, Swish or Western Union, against an employer who pays them;
- a cheque to deposit, or a sum credited "by mistake", with the rest sent on to a supplier or
  as gift cards, against salary and travel costs paid into the reader's account;
- a "payment agent" who receives customers' money into their own account and forwards it,
  against a payroll form that asks for bank details after an offer;
- a task scam's deposit that unlocks an account or tasks and is "paid back" later, against an
  ordinary hourly wage;
- a login with BankID, Smart-ID or a bank on a look-alike of a job board or a state agency, or
  a card's CVV, against a real board's notice with a link to its own domain;
- a job held in the reader's name while others do the interviews and the work;
- work abroad with no passport needed and an escort across the border, against an employer
  who helps with the passport and the work visa.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags
from agent.reply.scam_links import job_site_lookalike


def _is_scam(text: str) -> bool:
    return "scam" in {flag.category for flag in risk_flags(text)}


ADVANCE_FEES = [
    "Jobb på fiskfabrik i Norge! 220 kr/timme, boende ordnas. Arbetstillståndsavgiften 3 500 kr "
    "betalas i förskott via Swish till vår koordinator Jonas.",
    "Sesongjobb i Lofoten. Formidlingsgebyret på 2 000 kr må betales forskuddsvis før avreise.",
    "Työ Ruotsissa, palkka 2 800 €/kk. Viisumimaksu 300 € maksetaan etukäteen yhteyshenkilön "
    "tilille.",
    "Посао у Словачкој, 1.100 € нето. Трошкови визе 400 € уплаћују се унапред на приватни рачун.",
    "Работа в Германия, 14 € на час. Таксата за работно разрешение е 300 лв. и се плаща "
    "предварително на координатора по Revolut.",
    "Робота в Чехії на заводі. Медогляд і оформлення візи оплачуєте самі — 3 000 грн переказом "
    "на картку менеджера.",
    "Εργασία σε θερμοκήπια στην Ολλανδία. Το κόστος βίζας 350€ πληρώνεται προκαταβολικά στον "
    "λογαριασμό του συντονιστή.",
    "עבודה בחקלאות בקנדה! דמי תיווך של 2,500 ₪ משולמים מראש בביט לרכז.",
    "Kerja kilang di Korea, gaji RM 6,000. Yuran visa RM 1,500 perlu dibayar terlebih dahulu ke "
    "akaun peribadi ejen.",
    "日本工厂直招，月薪2万。出发前需缴纳制服押金和中介费3000元，转账到王经理个人支付宝。",
    "Almanya'da depo işi, aylık 2.200 €. Vize ve çalışma izni için 500 € ön ödeme alınır, Papara "
    "ile temsilcimize gönderin.",
    "وظائف في قطر براتب 3000 ريال. رسوم التأشيرة 400 دولار تدفع مقدماً عن طريق ويسترن يونيون.",
    "በሳውዲ አረቢያ የስራ እድል። የምዝገባ ክፍያ 5,000 ብር በቅድሚያ ይከፈላል።",
    "दुबईमा काम, तलब मासिक १ लाख। भिसा शुल्क ३ लाख अग्रिम बुझाउनुपर्ने।",
]


@pytest.mark.parametrize("text", ADVANCE_FEES)
def test_a_fee_paid_ahead_to_a_person_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


# The employer pays the visa and the permit: a sponsorship, not a fee.
EMPLOYER_PAYS = [
    "Hej Ana! Vi erbjuder dig tjänsten som backend-utvecklare hos Spotify i Stockholm. "
    "Arbetsgivaren står för alla kostnader för arbetstillstånd och flytt. Ingen avgift tas ut av "
    "dig.",
    "Equinor dekker visum og arbeidstillatelse for deg og familien. Du betaler ingenting.",
    "Työnantaja maksaa viisumin ja työluvan kustannukset. Hakemus käsitellään Migrin kautta.",
    "Фирмата поема таксата за работно разрешение и визата. Вие не плащате нищо.",
    "Poslodavac snosi troškove vize i radne dozvole, a smještaj je osiguran u Splitu.",
    "Η εταιρεία καλύπτει το κόστος βίζας και τα αεροπορικά εισιτήρια για τη θέση στην Αθήνα.",
    "Yuran visa dan permit kerja ditanggung sepenuhnya oleh syarikat.",
    "签证及工作许可费用由公司承担，宿舍免费。",
    "رسوم التأشيرة والإقامة على حساب الشركة، والسكن مجاني.",
]


@pytest.mark.parametrize("text", EMPLOYER_PAYS)
def test_a_visa_the_employer_pays_for_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


PASSED_ON = [
    "Hej! Jag reser mycket i jobbet och söker en personlig assistent. Jag skickar dig en check på "
    "18 000 kr. Sätt in den, behåll din lön och skicka resten till min leverantör via Swish.",
    "Vi har ved en fejl overført 4.000 kr for meget til din konto. Send venligst forskellen "
    "tilbage via MobilePay.",
    "Lähetämme sinulle shekin 2 000 €. Talleta se tilillesi ja siirrä loput toimittajallemme.",
    "Wyślemy Ci czek na kwotę 6 000 zł. Zrealizuj go i prześlij resztę naszemu dostawcy sprzętu.",
    "Nous vous avons viré 1 500 € par erreur. Merci de reverser la différence par carte PCS.",
    "נשלח אליך צ'ק של 6,000 ₪. תפקיד אותו ותעביר את היתרה לספק שלנו.",
    "Θα σας στείλουμε μια επιταγή 2.000€. Καταθέστε την και στείλτε το υπόλοιπο στον "
    "προμηθευτή μας.",
    "Nosūtīsim jums čeku par 1 800 €. Iemaksājiet to savā kontā un atlikumu pārskaitiet mūsu "
    "piegādātājam.",
]


@pytest.mark.parametrize("text", PASSED_ON)
def test_a_cheque_or_overpayment_sent_on_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


MULES = [
    "Vi söker betalningsagenter i Sverige: du tar emot betalningar från våra kunder på ditt konto "
    "och för dem vidare till oss. 10 % provision.",
    "Etsimme maksuagentteja: otat vastaan asiakkaidemme maksuja omalle tilillesi ja siirrät ne "
    "eteenpäin.",
    "Tražimo financijske agente: primate uplate naših kupaca na svoj račun i prosljeđujete ih "
    "dalje.",
    "Ищем платёжных агентов: получаете переводы от клиентов на свою карту и пересылаете их дальше.",
    "Buscamos agentes de cobros: recibirá en su cuenta bancaria transferencias de clientes y las "
    "reenviará a nuestra empresa.",
    "Sewa akaun bank anda kepada kami, RM800 sebulan. Hantar username dan kata laluan perbankan.",
]


@pytest.mark.parametrize("text", MULES)
def test_money_routed_through_your_account_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


# Salary, travel costs and payroll data after an offer: what every employer's HR asks for.
PAYROLL = [
    "Velkommen til Novo Nordisk! Udfyld venligst lønsedlen med dit CPR-nummer og kontonummer, så "
    "vi kan udbetale din løn.",
    "Gratulerer med stillingen! Send oss kontonummer og fødselsnummer til lønnskjøringen innen "
    "fredag.",
    "Tervetuloa taloon! Lähetä henkilötunnuksesi ja tilinumerosi palkanmaksua varten HR:lle ennen "
    "ensimmäistä työpäivää.",
    "Pred nástupom nám prosím pošlite číslo bankového účtu na výplatu mzdy a rodné číslo do "
    "pracovnej zmluvy.",
    "Za ugovor o radu trebamo vaš OIB i broj tekućeg računa za isplatu plaće.",
    "לקראת תחילת העבודה, נא לשלוח מספר חשבון בנק לצורך תשלום משכורת.",
    "Για τη μισθοδοσία χρειαζόμαστε το ΑΦΜ και το IBAN σας.",
    "Din lön betalas ut till ditt bankkonto den 25:e varje månad. Vi ersätter dina resekostnader "
    "till intervjun via banköverföring.",
    "入职后工资每月15日转账至个人银行卡，请提供开户行和卡号。",
    "Maaşınız her ay şahsi hesabınıza yatırılır; lütfen IBAN bilginizi İK'ya iletin.",
    "Заплата перечисляется на вашу личную карту два раза в месяц.",
]


@pytest.mark.parametrize("text", PAYROLL)
def test_payroll_details_after_an_offer_are_no_scam(text: str) -> None:
    assert not _is_scam(text), text


TASK_DEPOSITS = [
    "Tjäna 800 kr om dagen genom att betygsätta hotell hemifrån! För att låsa upp uppgifterna "
    "sätter du in 200 kr, som återbetalas med första utbetalningen.",
    "Teeni 60 € päevas, hinnates rakendusi. Konto aktiveerimiseks tee sissemakse 30 €, mis "
    "tagastatakse esimese väljamaksega.",
    "Zaradi 50 € dnevno lajkanjem videa. Za otključavanje zadataka uplati 15 € koji ti se vraćaju "
    "s prvom isplatom.",
    "Evden çalış, günlük 2.000 TL kazan! Görev kilidini açmak için 250 TL yatır, ödediğin tutar "
    "komisyonla birlikte geri ödenir.",
    "Ganhe 40€ por dia a avaliar hotéis. Para ativar a sua conta de tarefas basta depositar 20€ "
    "via MB Way.",
    "Κερδίστε 60€ την ημέρα αξιολογώντας προϊόντα. Για να ενεργοποιήσετε τον λογαριασμό σας "
    "καταθέστε 25€.",
    "להפעלת החשבון יש להפקיד 100 ₪ שיוחזרו עם התשלום הראשון. מרוויחים 400 ₪ ליום מדירוג מלונות.",
    "激活任务账号需先充值200元，完成后连本带利返还，日赚500元。",
]


@pytest.mark.parametrize("text", TASK_DEPOSITS)
def test_a_deposit_that_unlocks_tasks_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


# An hourly wage, a tester's salary: pay for a role, not for tasks.
WAGES = [
    "Vi erbjuder timlön 165 kr/tim enligt kollektivavtal på vårt lager i Jönköping. Tillträde "
    "1 september.",
    "Tuntipalkka 14,50 € TES:n mukaan, työpaikka Vantaalla, vuorotyö.",
    "שכר שעתי 45 ₪ לשעה, משמרות בוקר בסניף תל אביב של רשת הקפה.",
    "Ωρομίσθιο 7€ την ώρα, σε ξενοδοχείο στη Ρόδο, για τη σεζόν 2025.",
    "Test mühendisi arıyoruz; mobil uygulamaları test edeceksiniz. Maaş aylık brüt 60.000 TL, "
    "ofisimiz İstanbul'da.",
    "Gaji RM 12 sejam, kerja syif di kilang kami di Penang.",
]


@pytest.mark.parametrize("text", WAGES)
def test_an_hourly_wage_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


PHISHING = [
    "Arbetsförmedlingen: Du har tilldelats ett uppdrag. Logga in med BankID för att acceptera: "
    "arbetsformedlingen-jobb.com",
    "Työmarkkinatori: sinulle on tarjolla etätyöpaikka. Vahvista henkilöllisyytesi "
    "pankkitunnuksilla osoitteessa tyomarkkinatori-tarjous.com",
    "Užimtumo tarnyba: jums pasiūlytas nuotolinis darbas. Patvirtinkite tapatybę per Smart-ID: "
    "uzt-pasiulymai.lt",
    "NAV: Du har fått tilbud om jobb. Bekreft identiteten med BankID på nav-jobbtilbud.no i dag.",
    "Robota.ua: для виплати зарплати введіть номер картки, термін дії та CVV на сайті "
    "robota-vyplaty.com",
    "InfoJobs: tu candidatura ha sido preseleccionada. Verifica tu identidad en "
    "https://infojobs-verificacion.com/login con los datos de tu tarjeta.",
]


@pytest.mark.parametrize("text", PHISHING)
def test_a_login_on_a_job_site_lookalike_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


# A board's or an agency's own notice, with a link to its own domain.
REAL_NOTICES = [
    "Arbetsförmedlingen: Du har ett nytt meddelande. Logga in med BankID på arbetsformedlingen.se "
    "för att läsa det.",
    "Töötukassa: teile on uus tööpakkumine. Logige e-töötukassasse sisse ID-kaardi või Smart-ID-ga "
    "aadressil tootukassa.ee.",
    "JobStreet: Ada 5 jawatan baharu yang sesuai dengan anda. Log masuk di jobstreet.com untuk "
    "melihat.",
    "Pracuj.pl: Nowe oferty dla Ciebie. Zaloguj się na pracuj.pl, aby zobaczyć szczegóły.",
    "France Travail : une nouvelle offre correspond à votre profil. Connectez-vous à votre espace "
    "sur francetravail.fr.",
    "Kontrakten underskrives digitalt med MitID. Du finder den i vores HR-system fra mandag.",
]


@pytest.mark.parametrize("text", REAL_NOTICES)
def test_a_real_job_site_notice_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


def test_a_job_site_name_on_another_domain_is_a_lookalike() -> None:
    text = "Töötukassa: kinnitage pakkumine."
    assert job_site_lookalike("tootukassa-kinnitus.ee", text)[0] > 0
    assert job_site_lookalike("www.tootukassa.ee", text)[0] == 0
    # a host with the name is no look-alike when the message does not claim to be that site
    assert job_site_lookalike("tootukassa-kinnitus.ee", "Tere! Kinnitage pakkumine.")[0] == 0


PROXIES = [
    "Tjena! Sök utvecklarjobb i ditt namn, så gör vi intervjuerna och själva jobbet. Du behåller "
    "20 % av lönen.",
    "Du søker jobb i ditt navn, vi tar intervjuene og gjør arbeidet. Du beholder 30 % av lønnen.",
    "Du søger stillinger i dit navn, og vi klarer jobsamtalerne og selve arbejdet. Du beholder "
    "25 % af lønnen.",
]


@pytest.mark.parametrize("text", PROXIES)
def test_a_job_in_your_name_done_by_others_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


def test_a_ticket_booked_in_your_name_is_no_proxy_job() -> None:
    text = (
        "Hej Sara! Vi bokar flygbiljetten till intervjun i Göteborg i ditt namn och betalar den. "
        "Intervjun hålls på vårt kontor på Lindholmen."
    )
    assert not _is_scam(text)


TRAFFICKING = [
    "泰国高薪客服，月入三万，不用护照，我们安排人带你过境。",
    "งานแอดมินที่ปอยเปต เงินเดือน 30,000 บาท ไม่ต้องมีพาสปอร์ต มีคนพาข้ามแดนให้",
    "Việc làm ở Campuchia lương 1.500 USD, không cần hộ chiếu, có người đưa bạn qua biên giới.",
    "Casino jobs in Myanmar, $2000/month. No passport needed, our driver will take you across "
    "the border.",
    "Работа в Европе без загранпаспорта, переведём через границу, жильё бесплатно.",
]


@pytest.mark.parametrize("text", TRAFFICKING)
def test_no_passport_and_an_escort_across_the_border_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


# An employer abroad helps with the passport and the visa: the legal way in.
LEGAL_ENTRY = [
    "We will help you renew your passport and apply for the work visa; the company books your "
    "flight to Toronto.",
    "公司协助办理护照和工作签证，入职后安排宿舍。",
    "บริษัทช่วยดำเนินการทำพาสปอร์ตและวีซ่าทำงานให้ฟรี",
]


@pytest.mark.parametrize("text", LEGAL_ENTRY)
def test_help_with_a_passport_and_visa_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text
