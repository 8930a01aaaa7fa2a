"""Scam screen in RU VI AR HI JA KO, precision and a second round: honest mail with scam words."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# Written for this test: a part-time ad with hourly pay and 'no experience', a chat-app
# scheduling note, and ID or bank data asked for a contract, per language. None was flagged
# as a scam when first run.
HONEST = [
    "В кофейню «Шоколадница» на Арбате требуются бариста, опыт не нужен, обучаем. Оплата 250 "
    "рублей в час, график 2/2.",
    "Анна, поздравляем! Для оформления трудового договора пришлите, пожалуйста, скан "
    "паспорта, СНИЛС и ИНН в отдел кадров ООО «Ромашка».",
    "Добрый день! Удобно ли вам созвониться завтра в 12:00? Можете написать мне в Телеграм: "
    "@hr_anna_ivanova. Анна, HR, Ozon",
    "Nhà hàng Pizza 4P's tuyển phục vụ bán thời gian, không yêu cầu kinh nghiệm, lương "
    "25.000đ/giờ. Nộp hồ sơ tại cửa hàng.",
    "Chào em, chị là HR của Tiki. Em vui lòng liên hệ qua Zalo số 0901 234 567 để chị gửi "
    "lịch phỏng vấn nhé.",
    "Chúc mừng bạn đã trúng tuyển! Vui lòng mang CCCD và sổ tài khoản ngân hàng khi đến ký "
    "hợp đồng vào thứ Hai.",
    "مطعم البيك يعلن عن وظائف كاشير، لا يشترط خبرة، الراتب 4000 ريال شهريا مع السكن. التقديم "
    "عبر موقع الشركة.",
    "مبروك! لإتمام عقد العمل يرجى إحضار صورة من جواز السفر والهوية الوطنية إلى قسم الموارد "
    "البشرية يوم الأحد.",
    "Swiggy में डिलीवरी पार्टनर बनें, अनुभव की ज़रूरत नहीं, प्रति घंटा 120 रुपये तक। ऐप से आवेदन करें।",
    "बधाई हो! ऑफर लेटर के लिए कृपया अपना आधार कार्ड और पैन कार्ड HR को ईमेल करें।",
    "スターバックス渋谷店でアルバイト募集。未経験歓迎、時給1200円、週2日からOK。応募は公式サ"
    "イトから。",
    "内定おめでとうございます。入社手続きのため、マイナンバーと口座番号を人事部までご提出くだ"
    "さい。",
    "스타벅스 강남점 바리스타 모집, 경력 무관, 시급 10,000원. 홈페이지에서 지원해 주세요.",
    "합격을 축하드립니다. 입사 서류로 신분증 사본과 통장 사본을 인사팀에 제출해 주세요.",
]
# Written after the first rules, in schemes they had not seen (a money mule, cashback tasks,
# parcel forwarding, a rented bank account). When first run, 2 of these 6 were missed (the
# mule's own card, 'lend us your bankbook'); the Russian and Korean tables gained those cues.
SCAMS = [
    "Требуются сотрудники для обработки платежей: деньги поступают на вашу карту, вы "
    "переводите их дальше и оставляете себе 10%. Подробности в личке.",
    "Công ty cần người đánh giá sản phẩm trên Shopee, hoàn tiền cộng hoa hồng 10-30%. Nạp "
    "tiền trước để nhận đơn hàng.",
    "نبحث عن مندوبين لاستلام الطرود وإعادة إرسالها من منزلك، 100 دولار لكل طرد.",
    "Amazon में पार्ट टाइम जॉब, सिर्फ 10 मिनट रोज़, ₹800 से ₹3000 रोज़ कमाएं। अभी जॉइन करें: t.me/amazonjobs",
    "高額案件！荷物の受け取りと転送だけで1回3万円。身分証の写真を送ってください。",
    "통장만 빌려주시면 월 200만원 드립니다. 카톡 아이디 abc123으로 연락주세요.",
]


@pytest.mark.parametrize("text", HONEST)
def test_honest_mail_with_scam_words_in_more_languages_is_not_a_scam(text: str) -> None:
    """Hourly pay, 'no experience', a chat app or onboarding papers alone do not make a scam."""
    assert not any(f.category == "scam" for f in risk_flags(text)), text


@pytest.mark.parametrize("text", SCAMS)
def test_second_round_scams_in_more_languages_are_flagged(text: str) -> None:
    """Mule, cashback, parcel and account-rental scams in these languages get a scam flag."""
    assert any(f.category == "scam" for f in risk_flags(text)), text
