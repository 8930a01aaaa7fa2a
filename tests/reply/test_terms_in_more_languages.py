"""Visa, contract terms, personal papers, moves and start dates read in many languages."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


FLAGGED = [
    # visa: citizenship, permits, work visas, clearance
    ("visa", "Voraussetzung ist die deutsche Staatsangehörigkeit."),
    ("visa", "Se requiere nacionalidad española para esta plaza."),
    ("visa", "Wymagane jest obywatelstwo polskie oraz niekaralność."),
    ("visa", "Stillingen krever norsk statsborgerskap og sikkerhetsklarering."),
    ("visa", "Tehtävä edellyttää henkilöturvallisuusselvitystä."),
    ("visa", "Posisi ini perlu KITAS yang masih berlaku."),
    ("visa", "Heb je een geldige werkvergunning voor Nederland?"),
    ("visa", "Hai già un permesso di soggiorno valido per lavorare?"),
    ("visa", "Munkavállalási engedély szükséges a pozícióhoz."),
    ("visa", "Потрібен дозвіл на роботу в Польщі."),
    ("visa", "המשרה דורשת סיווג ביטחוני."),
    ("visa", "新加坡岗位需要公司申请就业准证。"),
    ("visa", "Caithfidh cead fostaíochta bailí a bheith agat."),
    ("visa", "यह पद केवल भारतीय नागरिकों के लिए है।"),
    # legal: probation, non-compete, secrecy, repayment, fixed term
    ("legal", "Die Probezeit beträgt sechs Monate."),
    ("legal", "Le contrat prévoit une clause de non-concurrence de 12 mois."),
    ("legal", "Okres próbny trwa trzy miesiące."),
    ("legal", "Испытательный срок составляет три месяца."),
    ("legal", "Sözleşmede rekabet yasağı bulunmaktadır."),
    ("legal", "Karyawan terikat ikatan dinas selama dua tahun."),
    ("legal", "Nếu nghỉ trước thời hạn phải bồi hoàn chi phí đào tạo."),
    ("legal", "퇴직 후 2년간 전직금지 약정이 있습니다."),
    ("legal", "離職後一年內競業禁止，違約金為六個月薪資。"),
    ("legal", "El contrato es a plazo fijo por seis meses."),
    ("legal", "Kontrak ini adalah PKWT selama 12 bulan."),
    ("legal", "يرجى الانتباه إلى الشرط الجزائي في البند السابع."),
    ("legal", "ทดลองงาน 119 วัน"),
    # personal_data: ID numbers, copies, bank details
    ("personal_data", "Schick mir bitte deine Steuer-ID und Sozialversicherungsnummer."),
    ("personal_data", "Prosimy o skan dowodu i numer PESEL."),
    ("personal_data", "Mándame foto de tu INE y tu CLABE interbancaria."),
    ("personal_data", "Envie o número do seu CPF e o comprovante de residência."),
    ("personal_data", "Gửi giúp chị bản photo CCCD nhé."),
    ("personal_data", "กรุณาส่งสำเนาบัตรประชาชนภายในวันพุธ"),
    ("personal_data", "请带身份证复印件和工资卡。"),
    ("personal_data", "Tafadhali tuma nambari ya NIDA yako."),
    # relocation: housing with the job, commuting, moving
    ("relocation", "Die Firma stellt ein Monteurzimmer für die Woche."),
    ("relocation", "Kas oleksite valmis Pärnusse kolima?"),
    ("relocation", "Kënnt Dir Iech virstellen op Lëtzebuerg ze plënneren?"),
    ("relocation", "Vi forventer at du bor innen pendleavstand til kontoret."),
    ("relocation", "Az első hónapban a cég fizeti a szállást egy munkásszálláson."),
    ("relocation", "Мы дапамагаем з пераездам у Варшаву."),
    ("relocation", "Ma diyaar u tahay inaad u guurto Doha?"),
    ("relocation", "Darbs Norvēģijā zivju rūpnīcā."),
    # notice_period: the notice and the first day
    ("notice_period", "Kakšen je vaš odpovedni rok?"),
    ("notice_period", "La toma de posesión deberá efectuarse en un mes."),
    ("notice_period", "La presa di servizio è fissata per il 2 maggio."),
    ("notice_period", "Quel est votre délai de prévenance ?"),
    ("notice_period", "Työsuhde alkaa 1.6. tai sopimuksen mukaan."),
    ("notice_period", "ನಿಮ್ಮ ನೋಟಿಸ್ ಅವಧಿ ಎಷ್ಟು?"),
    ("notice_period", "आपको 15 दिनों के भीतर कार्यभार ग्रहण करना होगा।"),
    ("notice_period", "Vanaf wanneer kan je starten?"),
    # scam: a fee onto a manager's card, a bank card handed over, a kit bought before work
    (
        "scam",
        "Работа на складе в Чехии. Для оформления документов нужно перевести 150 € на карту"
        " нашему менеджеру Олегу до пятницы.",
    ),
    (
        "scam",
        "Подработка 2 000 ₽ за задание: откройте карту в банке и передайте карту и пин-код"
        " нашему курьеру.",
    ),
    (
        "scam",
        "Sei stato selezionato come rider. Prima di iniziare è obbligatorio acquistare il kit"
        " di benvenuto a 89 € sul nostro sito.",
    ),
    (
        "scam",
        "Usted fue preseleccionada. Para el examen médico debe consignar $60.000 a la"
        " cuenta Nequi a nombre de la doctora encargada.",
    ),
]


@pytest.mark.parametrize(("category", "text"), FLAGGED)
def test_term_is_read(category: str, text: str) -> None:
    assert category in _categories(text)


# Honest look-alikes: a courtesy of confidence, a visit, a job title, a test's start, a place.
HONEST = [
    ("legal", "Ihre Bewerbung wird selbstverständlich vertraulich behandelt."),
    ("legal", "Votre candidature sera traitée en toute confidentialité."),
    ("legal", "Su candidatura se tratará con absoluta confidencialidad."),
    ("legal", "Jelentkezését titoktartás mellett kezeljük."),
    ("legal", "भर्ती सूचना – परिवीक्षाधीन अधिकारी पद के लिए आवेदन आमंत्रित हैं।"),
    ("legal", "Der Vertrag ist unbefristet."),
    ("visa", "Vă așteptăm la o vizită în fabrica noastră."),
    ("visa", "Zapraszamy na wizytę w naszym biurze w czwartek."),
    ("visa", "Приглашаем на визит в наш офис в четверг."),
    ("visa", "Ho visto il tuo profilo e vorrei invitarti a un colloquio."),
    ("notice_period", "Om uw indiensttreding voor te bereiden sturen wij u een link."),
    ("relocation", "Nous vous invitons à un entretien dans nos locaux à Lyon."),
    ("personal_data", "Bitte bringen Sie zum Gespräch einen Lebenslauf mit."),
    ("personal_data", "I saw you're finishing your BSN this spring, congratulations!"),
    ("visa", "서명한 보안서약서를 입사일 전까지 제출해 주세요."),
    ("legal", "기간제근로자 채용 면접 안내: 면접은 5월 31일 14시입니다."),
    ("legal", "Phỏng vấn khoảng 30 phút, sau đó em thử việc phục vụ bữa trưa luôn."),
    ("notice_period", "入社日の1週間前までに書類をご提出ください。"),
    ("visa", "Tráeme dos fotocopias de tu DNI o permiso de residencia para la entrevista."),
    ("scam", "Зарплата 80 000 ₽ в месяц, выплата на карту дважды в месяц."),
    ("scam", "Sie erhalten per SMS einen Code, mit dem Sie den Termin im Portal bestätigen."),
]


@pytest.mark.parametrize(("category", "text"), HONEST)
def test_look_alike_stays_unflagged(category: str, text: str) -> None:
    assert category not in _categories(text)
