"""Employer mail in Russian/Ukrainian, Vietnamese, Arabic, Hindi, Japanese and Korean is read.

Every message here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from bot.core.intake import looks_like_resume, route

# An interview invitation, a recruiter's introduction, an offer and a rejection per language.
EMPLOYER = {
    "ru": [
        "Здравствуйте, Анна! Спасибо за ваш отклик на вакансию аналитика. Приглашаем вас на "
        "собеседование в четверг в 11:00.",
        "Добрый день! Меня зовут Ольга, я рекрутер компании. Увидела ваше резюме и хотела бы "
        "предложить вакансию Python-разработчика. Вам было бы интересно?",
        "Уважаемый Игорь, рады сообщить, что вы прошли все этапы. Предлагаем вам должность "
        "инженера, зарплата 250 000 рублей.",
        "Здравствуйте! Благодарим вас за интерес к нашей компании. К сожалению, мы не готовы "
        "сделать вам предложение по этой вакансии.",
    ],
    "uk": [
        "Добрий день, Олено! Дякуємо за ваш відгук на вакансію. Запрошуємо вас на співбесіду у "
        "вівторок.",
        "Вітаю! Мене звати Андрій, я рекрутер. Переглянув ваше резюме і хочемо запросити вас на "
        "розмову щодо посади тестувальника.",
        "Шановний Петре, на жаль, ми вирішили продовжити з іншим кандидатом. Дякуємо за ваш час.",
    ],
    "vi": [
        "Chào bạn Minh, cảm ơn bạn đã ứng tuyển vị trí kỹ sư phần mềm. Trân trọng mời bạn tham gia "
        "buổi phỏng vấn vào thứ Ba.",
        "Xin chào, tôi là Lan, chuyên viên tuyển dụng. Tôi đã xem hồ sơ của bạn, bạn có quan tâm "
        "đến vị trí Data Analyst không?",
        "Kính gửi anh Hùng, chúc mừng anh đã vượt qua vòng phỏng vấn. Mức lương đề xuất là 30 "
        "triệu đồng.",
        "Chào chị Hoa, chúng tôi rất tiếc phải thông báo rằng hồ sơ của chị chưa phù hợp.",
    ],
    "ar": [
        "مرحبا أحمد، شكرا لاهتمامك بوظيفة محلل البيانات. ندعوك لإجراء مقابلة يوم الخميس.",
        "السلام عليكم، اسمي سارة من فريق التوظيف. اطلعت على سيرتك الذاتية، هل أنت مهتم بوظيفة "
        "مهندس برمجيات؟",
        "عزيزي خالد، يسعدنا أن نقدم لك عرض عمل لوظيفة مطور براتب شهري قدره 15000 درهم.",
        "عزيزتي مريم، نشكرك على طلبك. يؤسفنا إبلاغك بأننا اخترنا مرشحا آخر.",
    ],
    "hi": [
        "नमस्ते राहुल, आपके आवेदन के लिए धन्यवाद। हम आपको साक्षात्कार के लिए आमंत्रित करते हैं।",
        "नमस्कार, मेरा नाम प्रिया है, मैं एचआर से हूँ। आपका रिज्यूमे देखा, क्या आप डेवलपर पद में रुचि रखते हैं?",
        "Hi Rohit, mera naam Neha hai. Aapka resume dekha, aapko interview ke liye invite karna "
        "chahte hain.",
        "Aapka resume shortlist ho gaya hai. Kya aap kal 11 baje interview ke liye available hain?",
        "प्रिय अमित, बधाई हो! हमें आपको इंजीनियर पद की पेशकश करते हुए खुशी है, वेतन 12 लाख।",
    ],
    "ja": [
        "山田様\nこの度はご応募いただき誠にありがとうございます。面接の日程についてご都合をお知らせください。",
        "はじめまして。株式会社テックの採用担当の佐藤と申します。ご経歴を拝見し、エンジニアの"
        "ポジションについてお声がけしました。",
        "田中様\n選考の結果、誠に残念ながら今回は見送らせていただくことになりました。",
        "鈴木様\n内定のご連絡です。おめでとうございます。年収は600万円をご提示いたします。",
    ],
    "ko": [
        "안녕하세요 김민수님, 지원해 주셔서 감사합니다. 다음 주 화요일 면접에 초대합니다.",
        "안녕하세요, 저는 헤드헌터 이지은입니다. 귀하의 경력을 보고 백엔드 포지션을 제안드리고 "
        "싶습니다. 관심 있으시면 연락 부탁드립니다.",
        "박지훈님, 최종 합격을 축하드립니다. 연봉은 6천만원입니다.",
        "안녕하세요, 아쉽게도 이번 채용에서는 함께하지 못하게 되었습니다.",
    ],
}
# The user's own words in each language: a question to the bot, or job words aimed at nobody.
NOT_EMPLOYER = {
    "ru": ["что мне ответить?", "Помогите составить сопроводительное письмо для вакансии"],
    "uk": ["що мені відповісти рекрутеру?"],
    "vi": ["Tôi nên trả lời thế nào?", "Tôi là sinh viên, tôi nên viết CV thế nào?"],
    "ar": ["كيف أرد على هذه الرسالة؟"],
    "hi": ["मुझे क्या जवाब देना चाहिए?", "mujhe kya reply karna chahiye?"],
    "ja": ["どう返信すればいいですか？"],
    "ko": ["어떻게 답장해야 하나요?", "저는 대학생입니다. 이력서를 어떻게 써야 하나요?"],
}


@pytest.mark.parametrize("text", [t for texts in EMPLOYER.values() for t in texts])
def test_employer_mail_in_these_languages_is_an_employer_message(text: str) -> None:
    intake = route(text)
    assert intake.kind == "employer", intake
    assert intake.confident, intake


@pytest.mark.parametrize("text", [t for texts in NOT_EMPLOYER.values() for t in texts])
def test_the_users_own_words_are_not_read_as_an_employer_message(text: str) -> None:
    intake = route(text)
    assert not (intake.kind == "employer" and intake.confident), intake
    if text.endswith(("?", "？", "؟")):
        assert intake.kind == "question", intake


@pytest.mark.parametrize(
    "text", ["Привет", "Здравствуйте!", "नमस्ते", "こんにちは", "안녕하세요", "مرحبا"]
)
def test_a_bare_greeting_in_these_languages_is_a_greeting(text: str) -> None:
    assert route(text).kind == "greeting"


def test_job_words_alone_do_not_act_without_asking() -> None:
    assert not route("Зарплаты и вакансии в Москве за прошлый год").confident
    assert not route("面接と履歴書の一般的な統計").confident


POSTING = (
    "Мы ищем Python-разработчика в команду платформы.\n"
    "Обязанности:\n- разработка сервисов на Python, Django, PostgreSQL, Docker, Kubernetes\n"
    "- поддержка системы с 2019 по 2024 год\nТребования:\n- опыт от 3 лет, SQL, Git, Linux\n"
    "Условия:\n- удалённая работа, зарплата от 300 000 рублей, ДМС, обучение за счёт компании, "
    "гибкий график и оплачиваемый отпуск 28 дней в году.\n"
)


def test_a_russian_posting_with_dates_and_skills_is_not_a_resume() -> None:
    assert not looks_like_resume(POSTING)
    assert route(POSTING).kind == "job_posting"


def test_a_korean_posting_is_a_posting() -> None:
    text = (
        "백엔드 개발자 채용합니다\n주요 업무\n- API 개발\n자격 요건\n- Python 3년 이상\n"
        "복리후생\n- 재택근무"
    )
    assert route(text).kind == "job_posting"


@pytest.mark.parametrize(
    "text",
    [
        "Olá Ana, obrigado pelo seu pull request no nosso desafio. Vamos avaliar e entraremos "
        "em contato em breve.",
        "Prezado Carlos, seu perfil está em análise pela nossa equipe. Agradecemos sua "
        "participação no processo seletivo.",
        "Oi Bruno, sua candidatura está em análise e entraremos em contato na próxima semana.",
    ],
)
def test_portuguese_thank_you_and_status_notes_are_employer_messages(text: str) -> None:
    intake = route(text)
    assert intake.kind == "employer" and intake.confident, intake
