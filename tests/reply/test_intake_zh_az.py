"""Chinese and Azerbaijani employer mail is read as an employer's message, not as 'other'.

Every sentence here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from bot.core.intake import route

EMPLOYER = [
    "您好，感谢您投递我们的后端开发职位，诚邀您下周二上午十点参加视频面试。",
    "您好，恭喜您通過面試，我們將為您提供職位，月薪兩萬元，請回覆確認入職日期。",
    "Hörmətli namizəd, müraciətiniz üçün təşəkkür edirik. Sizi müsahibəyə dəvət edirik.",
    "Salam! Vakansiya: Satış meneceri. Maaş: 1200 AZN. CV göndərin.",
]


@pytest.mark.parametrize("text", EMPLOYER)
def test_chinese_and_azerbaijani_employer_mail_is_an_employer_message(text: str) -> None:
    result = route(text)
    assert result.kind == "employer" and result.score > 0, result


def test_a_chinese_greeting_and_invitation_is_pitched_at_the_reader() -> None:
    result = route("您好，诚邀您参加我们公司产品经理职位的面试。")
    assert "it is pitched at you" in result.reasons
