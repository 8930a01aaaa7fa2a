"""Scam screen in RU/UK, VI, AR, HI, JA and KO: the issue's probes, new scams, honest mail."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# Issue 9's probes: before these languages had tables, none of them got a scam flag.
PROBES = [
    "Удалённая работа! Зарплата от 3000 рублей в день, опыт не нужен. Пишите в WhatsApp.",
    "Робота онлайн! Заробіток від 2000 грн на день, без досвіду. Пишіть у Телеграм.",
    "Việc làm online tại nhà! Thu nhập 500k/ngày, không cần kinh nghiệm. Liên hệ Zalo.",
    "فرصة عمل من المنزل! اربح 500 دولار يوميا بدون خبرة. تواصل معنا عبر واتساب.",
    "घर बैठे काम करें! रोज़ ₹3000 कमाएं, अनुभव की ज़रूरत नहीं। व्हाट्सएप पर संपर्क करें।",
    "在宅ワーク！日給1万円、未経験OK。LINEで連絡してください。",
    "재택 부업! 일당 10만원, 경험 불필요. 카카오톡으로 연락주세요.",
]
# Issue 9's probes: a pay question and a move question, no scam.
PAY_AND_MOVE = [
    "Какие у вас зарплатные ожидания? Готовы ли вы к переезду в Москву?",
    "Mức lương mong muốn của bạn là bao nhiêu? Bạn có sẵn sàng chuyển đến Hà Nội không?",
    "ما هو راتبك المتوقع؟ هل أنت مستعد للانتقال إلى دبي؟",
]
# Issue 9: relocation asked in languages whose scam tables already existed.
MOVE_ELSEWHERE = [
    "İstanbul ofisimize taşınmaya hazır mısınız?",
    "Czy jest Pan gotów na przeprowadzkę do Warszawy?",
    "Apakah Anda bersedia pindah ke Jakarta?",
]
# Written for this test in the style of real task, fee, parcel and ID-harvest scams
# (three per language; Russian and Ukrainian share a table, so four).
SCAMS = [
    "Добрый день! Ищете подработку? Ставите лайки под видео, присылаете скриншот и получаете "
    "150 рублей за каждое задание. Пишите нам в Телеграм.",
    "Вы были отобраны для удалённой работы оператором. Для начала нужно оплатить обучение "
    "2500 рублей, после этого доступ к заказам.",
    "Нужны курьеры-посредники: приём и отправка посылок из дома, 5000 руб в неделю. "
    "Отправьте номер банковской карты и код из СМС для выплат.",
    "Шукаєте роботу? Прості завдання з телефону, 2-3 години в день, оплата щоденно від 800 "
    "грн. Пишіть у Вайбер.",
    "Tuyển cộng tác viên: chỉ cần điện thoại, mỗi đơn hàng nhận 50.000đ hoa hồng. Phí kích "
    "hoạt tài khoản 300k. Inbox Zalo ngay.",
    "Chúc mừng! Bạn đã được chọn làm nhân viên online. Gửi ảnh CCCD và mã OTP để nhận lương "
    "mỗi ngày.",
    "Bạn đang tìm việc làm thêm không? Thả tim video rồi chụp màn hình gửi lại, 20k mỗi "
    "video. Số lượng có hạn, nhắn tin qua Telegram.",
    "مطلوب موظفين للعمل من هاتفك في وقت فراغك، 200 ريال في اليوم. الأماكن محدودة، راسلنا على "
    "الواتساب.",
    "تم اختيارك لوظيفة إدخال بيانات عن بعد. يرجى دفع رسوم التسجيل 50 دولار وإرسال صورة جواز السفر.",
    "هل تبحث عن عمل؟ اكسب 30 دولار لكل مهمة: إعجاب بالفيديو وإرسال لقطة شاشة. تواصل عبر تيليجرام.",
    "आपका चयन हो गया है! पार्ट टाइम डेटा एंट्री, प्रति दिन 2000 रुपये। रजिस्ट्रेशन फीस 499 रुपये जमा करें।",
    "Ghar baithe mobile se kaam karo aur roz 1500 rs kamaye. Experience ki zarurat nahi. "
    "WhatsApp pe msg karo.",
    "क्या आप नौकरी ढूंढ रहे हैं? यूट्यूब वीडियो लाइक करें, स्क्रीनशॉट भेजें, हर लाइक 50 रुपये। टेलीग्राम पर संपर्क करें।",
    "スマホだけで簡単作業！1件500円、スキマ時間で月30万円も可能。まずはLINE追加してください。",
    "あなたが選ばれました。在宅でできるお仕事です。開始には登録料5000円が必要です。",
    "副業募集：いいねしてスクショを送るだけ、日給2万円。先着10名、テレグラムで連絡ください。",
    "집에서 간단한 부업, 건당 5000원! 누구나 가능, 선착순 모집. 오픈채팅으로 문의하세요.",
    "축하합니다, 선정되셨습니다. 재택 알바 시작 전 교육비 3만원 입금 후 신분증 사본을 보내주세요.",
    "좋아요 누르고 캡처만 보내면 하루 5만원 지급. 텔레그램으로 연락주세요.",
]
# An invitation with place and time, a confirmation and a rejection per language: no flag at all.
REPLIES = [
    "Здравствуйте, Анна! Приглашаем вас на собеседование в четверг, 14 ноября, в 11:00 в "
    "нашем офисе на Тверской, 7. Пожалуйста, подтвердите, удобно ли вам время.",
    "Спасибо, подтверждаю встречу во вторник в 15:00. До встречи!",
    "Благодарим за ваш отклик. К сожалению, мы решили продолжить с другими кандидатами. "
    "Желаем удачи!",
    "Дякуємо за ваш відгук на вакансію. Запрошуємо на співбесіду в понеділок о 10:00 у "
    "нашому офісі в Києві.",
    "Chào anh Minh, cảm ơn anh đã ứng tuyển. Mời anh tham gia phỏng vấn lúc 9h sáng thứ Ba, "
    "ngày 12/11, tại văn phòng công ty ở tầng 5, tòa nhà Viettel.",
    "Em xác nhận sẽ có mặt đúng giờ buổi phỏng vấn chiều thứ Năm. Cảm ơn chị.",
    "Cảm ơn bạn đã quan tâm đến vị trí này. Rất tiếc, chúng tôi đã chọn ứng viên khác phù hợp hơn.",
    "مرحبا أحمد، شكرا على تقدمك. يسعدنا دعوتك لمقابلة يوم الأحد الساعة 10 صباحا في مكتبنا بالرياض.",
    "أؤكد حضوري للمقابلة يوم الثلاثاء الساعة الثانية ظهرا. شكرا لكم.",
    "نشكرك على اهتمامك بالوظيفة. للأسف قررنا المضي قدما مع مرشحين آخرين.",
    "नमस्ते राहुल, आपके आवेदन के लिए धन्यवाद। आपका इंटरव्यू सोमवार सुबह 11 बजे हमारे पुणे ऑफिस में है।",
    "मैं गुरुवार दोपहर 3 बजे के इंटरव्यू की पुष्टि करता हूँ। धन्यवाद।",
    "आपकी रुचि के लिए धन्यवाद। खेद है कि हम इस पद के लिए अन्य उम्मीदवार के साथ आगे बढ़ रहे हैं।",
    "ご応募ありがとうございます。11月20日（水）14時より、弊社渋谷オフィスにて面接を行いたく存"
    "じます。ご都合をお知らせください。",
    "面接日時のご連絡ありがとうございます。20日14時にお伺いします。",
    "慎重に選考を進めました結果、誠に残念ながら今回はご希望に添いかねる結果となりました。",
    "김민수님, 지원해 주셔서 감사합니다. 11월 15일 오후 2시 본사 3층 회의실에서 면접을 "
    "진행하고자 합니다.",
    "네, 목요일 오전 10시 면접 일정 확인했습니다. 감사합니다.",
    "귀하의 지원에 감사드립니다. 아쉽게도 이번에는 다른 지원자와 함께하기로 했습니다.",
]
# An honest recruiter intro with a monthly salary range: a salary flag, never a scam flag.
INTROS = [
    "Здравствуйте! Я рекрутер компании Яндекс. Ищем Python-разработчика в команду поиска, "
    "зарплата 250 000–350 000 рублей в месяц, гибрид. Интересно обсудить?",
    "Chào bạn, mình là chuyên viên tuyển dụng của FPT Software. Bên mình đang tuyển Java "
    "Developer, mức lương 25-35 triệu/tháng, làm việc tại Hà Nội. Bạn có quan tâm không?",
    "مرحبا، أنا مسؤولة التوظيف في شركة أرامكو. لدينا وظيفة مهندس بيانات براتب شهري 20,000 - "
    "25,000 ريال في الظهران. هل أنت مهتم؟",
    "नमस्ते, मैं Infosys से रिक्रूटर हूँ। हमारे पास Java डेवलपर का पद है, वेतन "
    "80,000–1,00,000 रुपये प्रति माह, बेंगलुरु ऑफिस। क्या आप इच्छुक हैं?",
    "はじめまして、株式会社メルカリの採用担当です。バックエンドエンジニア（Go）のポジションで"
    "、月給45万円〜60万円を想定しております。ご興味はございますか。",
    "안녕하세요, 네이버 채용 담당자입니다. 백엔드 개발자 포지션으로 월급 500만원~700만원 "
    "수준이며 근무지는 판교입니다. 관심 있으신가요?",
]


def _categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", PROBES + SCAMS)
def test_scams_in_more_languages_are_flagged(text: str) -> None:
    "A task, fee or ID-harvest scam in Russian, Vietnamese, Arabic, Hindi, Japanese or"
    "Korean is a scam."
    assert "scam" in _categories(text), text


@pytest.mark.parametrize("text", PAY_AND_MOVE)
def test_pay_and_move_questions_are_flagged_without_scam(text: str) -> None:
    """A pay-expectation and a relocation question get those flags and no scam flag."""
    assert _categories(text) == {"salary", "relocation"}, text


@pytest.mark.parametrize("text", MOVE_ELSEWHERE)
def test_relocation_questions_in_turkish_polish_indonesian(text: str) -> None:
    """Asking whether you would move to a named city gets a relocation flag."""
    assert _categories(text) == {"relocation"}, text


@pytest.mark.parametrize("text", REPLIES)
def test_invitations_confirmations_rejections_get_no_flag(text: str) -> None:
    """Ordinary hiring mail in these languages raises no flag of any kind."""
    assert _categories(text) == set(), text


@pytest.mark.parametrize("text", INTROS)
def test_honest_recruiter_intro_with_salary_is_no_scam(text: str) -> None:
    """A named employer quoting a monthly salary range gets a salary flag but no scam flag."""
    categories = _categories(text)
    assert "salary" in categories and "scam" not in categories, text
