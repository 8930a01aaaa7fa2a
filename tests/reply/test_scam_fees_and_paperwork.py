"""Advance-fee job scams in many languages, and the honest paperwork that must stay unflagged.

Every text here was written for these tests. A fee the candidate pays before the interview,
departure or joining letter is a scam in any language; the same fee paid by the employer is not.
Identity and bank data asked for payroll, a contract or a check is paperwork, unless a second
family (a fee, a chat-app-only contact, pay per task, a password) stands beside it.
"""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_base import cue_match, cue_unless
from agent.reply.scam_features import features
from agent.reply.scam_verdict import verdict


def _is_scam(text: str) -> bool:
    return "scam" in {flag.category for flag in risk_flags(text)}


def _families(text: str) -> set[str]:
    return {f.family for f in features(normalize(text))}


# The candidate pays before work, an interview, departure or a joining letter.
ADVANCE_FEES = [
    "Overseas welding jobs in Qatar. Each selected worker pays a placement charge of Rs 60,000, "
    "payable before the visa is stamped. Call our agent today.",
    "Hospital jobs in Saudi Arabia for nurses. Before departure you must remit N120,000 for "
    "medicals and ticketing to our agent's account.",
    "Cleaner needed at Sunrise Hotel, Toronto. Interview Monday 10:00. Candidates must first "
    "pay a $200 training fee.",
    "برای کار در امارات نیرو می‌پذیریم. هزینه ثبت نام ۱۵ میلیون تومان است و باید قبل از اعزام "
    "واریز شود.",
    "سعودی عرب میں ڈرائیوروں کی ضرورت ہے۔ میڈیکل اور پروٹیکٹر فیس کے لیے پچاس ہزار روپے ایجنٹ کے "
    "اکاؤنٹ میں جمع کروائیں۔",
    "দুবাইতে ক্লিনার পদে চাকরি। রেজিস্ট্রেশন ফি বাবদ ২০,০০০ টাকা অগ্রিম জমা দিন।",
    "Nafasi za kazi Qatar kwa walinzi. Lipia gharama ya viza Ksh 40,000 kwa wakala kabla ya "
    "safari. Nafasi ni chache!",
    "Angajăm muncitori pentru depozit în Olanda. Taxa de înscriere de 250 euro trebuie plătită "
    "în avans, în contul agentului.",
    "Angajare la Metro Logistic SRL în Iași. Interviu luni la ora 10. Taxa de înscriere este de "
    "200 lei.",
    "Munka Ausztriában, szállás biztosított. A közvetítési díjat, 80 000 Ft-ot, előre kell "
    "befizetni a kiutazás előtt.",
    "Práce v Anglii ve skladu. Zprostředkovatelský poplatek 5 000 Kč je třeba zaplatit předem "
    "na osobní účet koordinátora.",
    "รับสมัครพนักงานแพ็คของทำที่บ้าน รายได้วันละ 800 บาท ต้องจ่ายค่าสมัคร 300 บาทก่อนเริ่มงาน แอดไลน์",
    "Trabajo en España en recolección. Debe realizar un pago de 900 USD para trámite de visado "
    "y pasaje antes de viajar.",
    "Empleo en Estados Unidos. Para iniciar la gestión de visa se cobra una cuota de colocación "
    "de 400 dólares por adelantado.",
    "Parabéns, você foi aprovada para revendedora. Para receber o kit, pague a taxa de envio de "
    "R$ 59 via Pix antes do início.",
    "Olá, sou recrutadora da Magazine Express em São Paulo. Entrevista amanhã às 10h. Para "
    "garantir a vaga, pague a taxa de cadastro de R$ 80.",
    "Lowongan kerja di Korea. Calon pekerja wajib membayar biaya proses Rp 25 juta sebelum "
    "berangkat, ditransfer ke rekening pribadi sponsor.",
    "बधाई हो, बिना इंटरव्यू के आपका चयन डाटा एंट्री पद पर हो गया है। ट्रेनिंग फीस ₹2,999 नीचे दिए खाते में "
    "जमा करें।",
    "विदेश में नौकरी: वीजा फीस ₹40,000 पहले जमा करें, उसके बाद मेडिकल होगा।",
]


@pytest.mark.parametrize("text", ADVANCE_FEES)
def test_a_fee_the_candidate_pays_first_is_a_scam_in_any_language(text: str) -> None:
    assert "pay_first" in _families(text), text
    assert _is_scam(text), text


# The same costs, paid by the employer or waived, beside an ordinary invitation.
FEES_NOT_CHARGED = [
    "Great news: Fairmont Hotels covers your visa fees and flight. Your start date in Dubai is "
    "1 March; the company will process your work permit.",
    "Hi Omar, Gulf Star Contracting will sponsor your visa. The company pays your training fee "
    "and the medical. Interview at our Doha office, Sunday 10:00.",
    "Kindly note the visa fee is borne by the employer. Your deployment date will be confirmed "
    "by our licensed agency.",
    "Our POEA-licensed agency charges no placement fee for Canada. Orientation is on Friday at "
    "2pm at our Makati office.",
    "محترم علی، آپ کا انٹرویو پیر کو صبح 10 بجے ہمارے لاہور دفتر میں ہے۔ ویزا اور ٹکٹ کے اخراجات "
    "کمپنی برداشت کرے گی۔",
    "প্রিয় রাহুল, আপনার আবেদনের জন্য ধন্যবাদ। সোমবার সকাল ১০টায় আমাদের ঢাকা অফিসে সাক্ষাৎকার। ভিসা খরচ "
    "কোম্পানি বহন করবে।",
    "Habari Amina, asante kwa ombi lako. Usaili wako ni Jumatatu saa nne asubuhi ofisini kwetu "
    "Nairobi. Gharama ya viza italipwa na kampuni, bila malipo kwako.",
    "Taxa de viză este suportată de angajator, fără niciun cost pentru tine.",
    "Kedves Anna, köszönjük a jelentkezését. Az interjú kedden 10 órakor lesz budapesti "
    "irodánkban. A munkáltató fizeti a vízumdíjat.",
    "Registrační poplatek neplatíte, školení je zdarma. Pohovor je ve středu v 9:00.",
    "บริษัทออกค่าวีซ่าและค่าเดินทางให้ทั้งหมด ไม่มีค่าใช้จ่ายสำหรับผู้สมัคร",
    "สมัครงานฟรี ไม่มีค่าสมัคร สัมภาษณ์วันพุธ 10.00 น.",
    "Hola Lucía, la empresa cubre el costo de la visa y el pasaje. Tu entrevista es el martes a "
    "las 9:00 en nuestra oficina de Madrid.",
    "Biaya pelatihan dan visa ditanggung perusahaan. Wawancara hari Rabu pukul 13.00.",
    "नमस्ते प्रिया, आपके आवेदन के लिए धन्यवाद। आपका इंटरव्यू मंगलवार सुबह 10 बजे है। वीजा फीस कंपनी देगी।",
    "कोई रजिस्ट्रेशन फीस नहीं है, आवेदन निःशुल्क है। इंटरव्यू बुधवार को है।",
    "ثبت نام رایگان است و هیچ هزینه ثبت نام از شما دریافت نمی‌شود.",
    "Mshahara hulipwa kupitia M-Pesa kila mwezi. Hakuna ada ya usajili.",
    "O salário é pago via Pix toda sexta-feira. Entrevista na segunda às 10h em Recife.",
]


@pytest.mark.parametrize("text", FEES_NOT_CHARGED)
def test_a_fee_the_employer_pays_or_waives_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


# Interview invitations in the newly read languages.
INVITATIONS = [
    "سلام، از طرف شرکت آریا ارتباط. مصاحبه شما برای موقعیت برنامه‌نویس روز دوشنبه ساعت ۱۰ در دفتر "
    "تهران است.",
    "Bună ziua, vă mulțumim pentru candidatură. Interviul este joi la ora 11 la sediul nostru "
    "din Cluj.",
    "Dobrý den, děkujeme za Vaši reakci. Pohovor proběhne ve čtvrtek v 10:00 v naší kanceláři "
    "v Brně.",
    "เรียนคุณสมชาย ขอเชิญสัมภาษณ์งานตำแหน่งนักบัญชี วันจันทร์ เวลา 10.00 น. ที่สำนักงานกรุงเทพ",
    "เงินเดือน 25,000 บาท มีค่าคอมมิชชั่นรายเดือน สัมภาษณ์วันจันทร์",
]


@pytest.mark.parametrize("text", INVITATIONS)
def test_an_interview_invitation_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


# Other schemes: money through the reader's card, a cheque for equipment, paid ratings, a
# border-town "admin" job.
OTHER_SCHEMES = [
    (
        "Требуется курьер-помощник. Нужно получать переводы от клиентов на свою карту и "
        "отправлять их на наши кошельки, вознаграждение 3%.",
        "through_you",
    ),
    (
        "Votre candidature est retenue. Nous vous enverrons un chèque pour acheter le matériel "
        "chez notre fournisseur partenaire. Merci d'envoyer votre RIB.",
        "through_you",
    ),
    (
        "Práce z domova, výdělek až 1 500 Kč denně za hodnocení produktů. Pošlete fotku občanky "
        "a číslo účtu.",
        "money",
    ),
    (
        "Otthonról végezhető munka: termékek értékelése, napi 15 ezer Ft kereset. Írj Telegramon!",
        "form",
    ),
    (
        "งานคอลเซ็นเตอร์ที่สีหนุวิลล์ กัมพูชา เงินเดือนสูง ไม่ต้องมีประสบการณ์ บริษัทออกค่าตั๋วเครื่องบินให้ ทักไลน์มาเลย",
        "form",
    ),
]


@pytest.mark.parametrize(("text", "family"), OTHER_SCHEMES)
def test_other_schemes_are_read_as_their_family_and_flagged(text: str, family: str) -> None:
    assert family in _families(text), text
    assert _is_scam(text), text


# Identity and bank data for a named hiring step, from an employer, and nothing else.
PAPERWORK = [
    "Hi Maya, thanks for interviewing with Northwind Logistics. Please upload your passport and "
    "bank details to BambooHR so payroll can set you up before your start on 3 June.",
    "Welcome to Alder Health! For your I-9, bring two forms of ID on your first day; HR will "
    "also need your direct deposit form.",
    "To complete your background check with HireRight, please confirm your date of birth and "
    "current address.",
    "Next step for couriers: add a photo of your licence in the app so we can verify your "
    "identity, then pick your first shift.",
    "Gentile Marco, per il contratto di lavoro ci servono copia della carta d'identità, codice "
    "fiscale e IBAN per la busta paga.",
    "Merhaba Ayşe, özlük dosyanız için kimlik fotokopisi ve maaş ödemesi için IBAN "
    "bilgilerinizi insan kaynaklarına iletiniz.",
    "Untuk kontrak kerja, mohon kirim foto KTP dan nomor rekening untuk penggajian.",
    "Para a admissão, envie cópia do RG, CPF e dados bancários para a folha de pagamento.",
    "Para darte de alta en la Seguridad Social necesitamos copia de tu DNI y número de cuenta "
    "para la nómina.",
    "Pentru dosarul de angajare vă rugăm să trimiteți copie după buletin și IBAN-ul pentru "
    "salariu.",
    "A munkaszerződéshez kérjük küldje el a személyi igazolvány másolatát és a bankszámlaszámát "
    "a bérszámfejtéshez.",
    "Pro pracovní smlouvu prosíme o kopii občanského průkazu a číslo účtu pro výplatu mzdy.",
    "برای تکمیل قرارداد کار لطفاً کپی کارت ملی و شماره حساب خود را برای امور اداری ارسال کنید.",
    "您好，您的劳动合同已准备好。入职手续需要身份证复印件和银行卡号，用于工资发放。",
    "合同约定：服务期内离职需返还培训费，试用期三个月。",
    "Для оформления трудового договора пришлите копию паспорта и реквизиты зарплатной карты.",
]


@pytest.mark.parametrize("text", PAPERWORK)
def test_paperwork_for_a_named_hiring_step_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


# The same kind of request beside a fee, a chat-app-only contact, pay per task or a password.
PAPERWORK_WITH_A_SCHEME = [
    "Congratulations on your selection. For payroll, send your bank details and a copy of your "
    "ID. Contact our HR manager only on Telegram @hr_manager_desk.",
    "Remote data entry: $40 per task. To set up your payroll, reply with your SSN and a photo of "
    "your driver's license.",
    "Welcome to the team! For your onboarding we need your SSN and bank account. A small "
    "equipment deposit of $150 is required first.",
    "Per l'assunzione inviaci carta d'identità e IBAN. Prima dell'inizio è prevista una quota di "
    "iscrizione di 80 euro da versare.",
    "İşe giriş için kimlik fotokopisi ve IBAN gönderin. Eğitim ücreti 1500 TL olup işe "
    "başlamadan önce yatırılmalıdır.",
    "For payroll setup please send your ID card scan and your online banking login and password.",
]


@pytest.mark.parametrize("text", PAPERWORK_WITH_A_SCHEME)
def test_paperwork_beside_another_family_is_still_a_scam(text: str) -> None:
    assert _is_scam(text), text


def test_an_id_and_account_request_alone_is_paperwork_but_a_bank_login_is_not() -> None:
    plain = "Kérem, küldje el a személyi igazolványa másolatát és az adóazonosító jelét."
    assert not _is_scam(plain)
    login = "Please send a copy of your ID card and your online banking login."
    assert "credentials" in _families(login)
    assert _is_scam(login)


@pytest.mark.parametrize(
    "text",
    [
        "Log in to the careers portal with your email and password to see your interview slot.",
        "आपके मोबाइल पर ओटीपी भेजा गया है, उसे पोर्टल पर डालें। इंटरव्यू सोमवार को है।",
        "Введите код из СМС на портале, чтобы подтвердить номер телефона.",
    ],
)
def test_a_portal_password_or_code_to_type_in_is_no_credential_request(text: str) -> None:
    assert "credentials" not in _families(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Rate is £120/day for the labouring shifts next week, paid weekly. Can you start Monday?",
        "Pwede ka bang pumasok bukas? 600/day, may overtime pay.",
    ],
)
def test_a_day_rate_alone_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


def test_a_day_rate_with_an_activation_fee_is_a_scam() -> None:
    text = "Rate is 600/day. Before your first shift pay the activation fee of 500 via GCash."
    assert _is_scam(text)


def test_an_offer_addressed_to_dear_candidate_is_a_scam_sign() -> None:
    generic = (
        "Dear Candidate, after your interview on Monday we are pleased to offer you the role of "
        "Payroll Clerk. To set up your pay, reply with your bank account and routing number."
    )
    named = generic.replace("Dear Candidate", "Dear Priya")
    assert _is_scam(generic)
    assert not _is_scam(named)


def test_a_cue_unless_skips_only_the_sentence_that_excuses_it() -> None:
    _, _, pattern = cue_unless("pay_first", 1.0, r"\bregistration\s+charge\b", r"\bwaived\b")
    waived = normalize("The registration charge is waived for you.")
    assert cue_match(pattern, waived) is None
    later = normalize(
        "The registration charge is waived. Next month a registration charge applies."
    )
    match = cue_match(pattern, later)
    assert match is not None and match.start() > later.index("Next")


def test_a_fee_named_outright_is_enough_even_in_a_concrete_message() -> None:
    text = normalize(
        "Vaga de motorista na Rápido Ltda em Campinas, entrevista segunda às 9h. Antes precisa "
        "pagar a taxa de documentação de R$ 150."
    )
    score, quoted = verdict(text)
    assert score >= 1.2 and [q.family for q in quoted] == ["pay_first"]
