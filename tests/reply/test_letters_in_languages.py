"""Letters about an application and papers shown in person, read in many languages."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

GUARDED = ("relocation", "personal_data")

# Honest letters: an interview's office or town named, an ID shown at the gate.
HONEST = [
    "Vielen Dank für Ihre Bewerbung. Wir laden Sie zu einem Gespräch in unserem Büro in Leipzig "
    "ein, Karl-Heine-Straße 12. Bitte bringen Sie Ihren Personalausweis für den Empfang mit.",
    "Merci pour votre candidature. Nous avons le plaisir de vous convier à un entretien dans nos "
    "locaux de Lyon, 4 rue Garibaldi. Merci de vous munir d'une pièce d'identité à l'accueil.",
    "Gracias por tu candidatura. Te invitamos a una entrevista en nuestra oficina de Valencia, "
    "calle Colón 8, el martes a las 10:00. Traiga su DNI para acceder al edificio.",
    "Obrigado pela sua candidatura. Convidamos você para uma entrevista no nosso escritório em "
    "Curitiba, Rua XV 300, às 14h.",
    "Ti invitiamo a un colloquio presso la nostra sede di Bologna, via Rizzoli 3, lunedì alle 9.",
    "Bedankt voor je sollicitatie. We nodigen je graag uit voor een gesprek op ons kantoor in "
    "Utrecht. Neem een geldig legitimatiebewijs mee voor de receptie.",
    "Dziękujemy za zgłoszenie. Zapraszamy na rozmowę w naszym biurze w Gdańsku, ul. Długa 5.",
    "Спасибо за отклик! Приглашаем вас на собеседование в наш офис в Казани, ул. Баумана 9. "
    "На проходной предъявите паспорт для получения пропуска.",
    "Дякуємо за відгук. Запрошуємо вас на співбесіду в нашому офісі в Києві, вул. Хрещатик 10.",
    "Başvurunuz için teşekkür ederiz. Sizi İzmir'deki ofisimizde görüşmeye davet etmek isteriz. "
    "Girişte güvenliğe kimliğinizi göstermeniz yeterli.",
    "Tack för din ansökan! Vi vill bjuda in dig till en intervju på vårt kontor i Malmö på "
    "tisdag. Ta med legitimation till receptionen.",
    "Takk for søknaden. Vi vil invitere deg til intervju på kontoret i Bergen, Strandkaien 2.",
    "Kiitos hakemuksestasi. Kutsumme sinut haastatteluun toimistollemme Tampereella.",
    "Děkujeme za váš životopis. Zveme vás na pohovor v naší kanceláři v Brně, Masarykova 3.",
    "Köszönjük a jelentkezését. Szeretnénk meghívni személyes interjúra budapesti irodánkba.",
    "Vă mulțumim pentru candidatură. Vă invităm la interviu la sediul nostru din Cluj, "
    "strada Memorandumului 4.",
    "Σας ευχαριστούμε για την αίτηση. Σας προσκαλούμε σε συνέντευξη στο γραφείο μας στη "
    "Θεσσαλονίκη.",
    "Благодарим Ви за интереса. Каним Ви на интервю в офиса ни в София. Моля, представете "
    "лична карта на охраната, за да получите карта за посетител.",
    "Hvala na prijavi. Pozivamo Vas na razgovor u našem uredu u Splitu. Molimo ponesite osobnu "
    "iskaznicu za ulaz.",
    "感谢您投递我司职位，诚挚邀请您参加面试。地点：杭州市西湖区文三路 90 号。"
    "请携带身份证到前台登记。",
    "ご応募いただき誠にありがとうございます。面接のご案内です。場所：大阪本社 5階。",
    "지원해 주셔서 감사합니다. 면접 일정을 안내드립니다. 장소: 부산 본사 3층. "
    "1층 보안 게이트에서 신분증 확인 후 방문증을 받으세요.",
    "Terima kasih atas lamaran Anda. Kami mengundang Anda untuk wawancara di kantor kami di "
    "Surabaya. Mohon tunjukkan KTP di pos satpam.",
    "Cảm ơn anh đã ứng tuyển. Xác nhận lịch phỏng vấn tại Văn phòng Công ty, 12 Lê Lợi, Huế. "
    "Anh vui lòng trình thẻ căn cước tại bàn bảo vệ.",
    "ขอบคุณที่สมัครงานกับเรา ขอเชิญสัมภาษณ์ที่สำนักงานใหญ่ เชียงใหม่ กรุณานำบัตรประชาชนมาแสดงที่ป้อมยาม",
    "نشكرك على تقدمك للوظيفة. يسرنا دعوتك لمقابلة في مكتبنا في عمّان. يرجى إبراز الهوية عند الأمن.",
    "תודה על מועמדותך. נשמח לקבוע ראיון במשרדנו בחיפה. יש להציג תעודה מזהה בשער.",
    "Gràcies per la teva candidatura. Et convidem a una entrevista a la nostra oficina de "
    "Girona. Cal que portis el DNI.",
    "Salamat sa iyong aplikasyon. Iniimbitahan ka namin sa interview sa aming opisina sa Cebu.",
    "Asante kwa maombi yako. Tunakualika kwenye usaili katika ofisi zetu Arusha. Tafadhali "
    "onyesha kitambulisho getini.",
]

# Look-alikes that must still be flagged.
FLAGGED = [
    (
        "Vielen Dank für Ihre Bewerbung. Wären Sie bereit, für die Stelle nach Hamburg umzuziehen?",
        "relocation",
    ),
    (
        "Merci pour votre candidature. Seriez-vous prêt à déménager à Toulouse pour ce poste ?",
        "relocation",
    ),
    ("Gracias por tu candidatura. ¿Estarías dispuesto a mudarte a Sevilla?", "relocation"),
    ("Dziękujemy za zgłoszenie. Czy jest Pan gotowy na przeprowadzkę do Wrocławia?", "relocation"),
    ("Спасибо за отклик! Готовы ли вы к переезду в Новосибирск?", "relocation"),
    ("Başvurunuz için teşekkür ederiz. İstanbul'a taşınmaya hazır mısınız?", "relocation"),
    ("Tack för din ansökan. Kan du tänka dig att flytta till Kiruna för tjänsten?", "relocation"),
    (
        "Merci pour votre candidature. Nous vous invitons à un entretien à Paris. "
        "Le poste est basé à Marseille.",
        "relocation",
    ),
    ("感谢您投递我司职位，诚挚邀请您参加面试。工作地点：深圳。", "relocation"),
    ("ご応募いただき誠にありがとうございます。面接のご案内です。勤務地は福岡です。", "relocation"),
    (
        "Stellenangebot: Lagerist (m/w/d) in Vollzeit, Arbeitsort Dortmund, Umzug erforderlich.",
        "relocation",
    ),
    ("Запрошуємо на роботу до Польщі, житло надаємо.", "relocation"),
    ("Работа курьером, нужна только фото паспорта для пропуска.", "personal_data"),
    (
        "Vielen Dank für Ihre Bewerbung. Bitte senden Sie uns vorab eine Kopie Ihres "
        "Personalausweises per E-Mail.",
        "personal_data",
    ),
    ("Gracias por tu candidatura. Envíanos una foto de tu DNI por WhatsApp.", "personal_data"),
    ("Спасибо за отклик! Пришлите скан паспорта и номер карты для оформления.", "personal_data"),
]


@pytest.mark.parametrize("text", HONEST)
def test_honest_letters_stay_unflagged(text: str) -> None:
    flagged = {flag.category for flag in risk_flags(text)} & set(GUARDED)
    assert not flagged, flagged


@pytest.mark.parametrize(("text", "category"), FLAGGED)
def test_look_alikes_are_still_flagged(text: str, category: str) -> None:
    assert category in {flag.category for flag in risk_flags(text)}
