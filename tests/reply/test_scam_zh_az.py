"""Chinese and Azerbaijani scam and salary cues (round 11), with honest recruiter mail beside them.

Every sentence here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

SCAMS = [
    # Chinese: task orders paid per piece, chat apps, fees, copy-paste posting, daily pay
    "招募兼职，用手机即可操作，每单5块，做单后截图发给客服，私聊我领取任务。",
    "在家兼职，复制粘贴我们的文案发到朋友圈就行，一天轻松赚300元。",
    "線上兼職，日結薪資，先交報名費99元即可開始，名額有限！",
    "网上兼职工资日结，详情加微信咨询",
    "邀请好友加入即可获得奖励，拉人头越多赚越多，入会费200元。",
    # Azerbaijani: pay per day, a phone at home, registration fee, referrals
    "Sadə iş! Telefonunuzla evdən işləyin, gündə 150 AZN qazanın. Qeydiyyat haqqı 10 AZN.",
    "Təcrübə lazım deyil. Hər tapşırıq üçün 5 manat ödəyirik, WhatsApp-a yazın.",
    "Komandaya qoşulun: dostlarınızı dəvət edin, hər yeni üzv üçün komissiya qazanın. Referal"
    " sistemi ilə passiv gəlir!",
]
HONEST = [
    "张女士您好，感谢您投递我们公司的Java开发工程师职位。诚邀您于3月12日下午2点到北京办公室面试。",
    "您好，很高兴通知您已通过终面。我们为您提供高级数据分析师职位，月薪25000元，"
    "入职时间为4月1日，请查收附件中的录用通知书。",
    "您好，感謝您應徵本公司的產品經理職位，很遺憾這次未能進入下一輪，我們會保留您的履歷。",
    "Hörmətli Aysel xanım, müraciətiniz üçün təşəkkür edirik. Sizi 12 mart saat 14:00-da"
    " Bakı ofisimizdə müsahibəyə dəvət edirik.",
    "Təklifimiz: aylıq 2500 AZN maaş, tibbi sığorta və illik məzuniyyət. İşə başlama tarixi"
    " 1 aprel.",
    "Vakansiya: Mühasib, Kapital Bank ASC. Tələblər: 3 il təcrübə, 1C proqramı. Maaş: 1800-2200"
    " AZN. CV-ni e-poçtla göndərin.",
]
SALARY = [
    "每单8块，客户填表一单90元。",
    "网络兼职，工资日结。",
    "Maaş: 200 AZN/gün.",
    "薪资待遇：月薪15000元，年底双薪。",
]


@pytest.mark.parametrize("text", SCAMS)
def test_chinese_and_azerbaijani_scams_are_flagged(text: str) -> None:
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert flags and all(f.quote in text.replace("\n", " ") for f in flags), flags


@pytest.mark.parametrize("text", HONEST)
def test_honest_chinese_and_azerbaijani_mail_is_not_a_scam(text: str) -> None:
    assert not [f for f in risk_flags(text) if f.category == "scam"]


@pytest.mark.parametrize("text", SALARY)
def test_chinese_and_azerbaijani_pay_figures_are_salary_flags(text: str) -> None:
    assert "salary" in {f.category for f in risk_flags(text)}


def test_registered_capital_is_not_pay() -> None:
    text = "公司名称：某某科技有限公司\n注册资本：100万元\n岗位：前端开发工程师"
    assert "salary" not in {f.category for f in risk_flags(text)}
