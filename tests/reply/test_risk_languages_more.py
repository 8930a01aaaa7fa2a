"""Visa, legal, notice-period and personal-data flags in RU VI AR HI JA KO, TR PL ID."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# Written for this test: each sentence asks or states one term; (expected categories, text).
TERMS = [
    (
        ["legal", "visa"],
        "Есть ли у вас разрешение на работу в России? Договор содержит пункт о неконкуренции.",
    ),
    (
        ["notice_period", "personal_data"],
        "Какой у вас срок уведомления на текущем месте? Пришлите скан паспорта и ИНН.",
    ),
    (
        ["legal", "notice_period", "visa"],
        "Công ty hỗ trợ xin giấy phép lao động. Hợp đồng có điều khoản không cạnh tranh. "
        "Thời gian báo trước của bạn là bao lâu?",
    ),
    (
        ["legal", "notice_period", "personal_data", "visa"],
        "هل لديك تأشيرة عمل سارية؟ العقد يتضمن بند عدم المنافسة. ما هي فترة الإشعار لديك؟ "
        "أرسل رقم الهوية.",
    ),
    (
        ["notice_period", "personal_data", "visa"],
        "क्या आपके पास वीज़ा है? आपका नोटिस पीरियड कितना है? कृपया आधार कार्ड भेजें।",
    ),
    (
        ["legal", "notice_period", "personal_data", "visa"],
        "就労ビザはお持ちですか。競業避止義務があります。入社可能日を教えてください。マイナン"
        "バーをご提出ください。",
    ),
    (
        ["legal", "notice_period", "personal_data", "visa"],
        "비자가 있으신가요? 경업금지 조항이 있습니다. 입사 가능일을 알려주세요. "
        "주민등록번호를 보내주세요.",
    ),
    (
        ["legal", "notice_period", "visa"],
        "Çalışma izniniz var mı? Sözleşmede rekabet yasağı var. İhbar süreniz ne kadar?",
    ),
    (["legal", "visa"], "Czy posiada Pan pozwolenie na pracę? Umowa zawiera zakaz konkurencji."),
    (
        ["legal", "notice_period", "personal_data", "visa"],
        "Apakah Anda memiliki izin kerja? Ada klausul non-kompetisi. Kapan Anda bisa mulai "
        "bekerja? Kirimkan KTP Anda.",
    ),
]


@pytest.mark.parametrize(("expected", "text"), TERMS)
def test_terms_in_more_languages_are_flagged(expected: list[str], text: str) -> None:
    """Each work term asked in these languages gets its own flag, and no scam flag."""
    categories = {f.category for f in risk_flags(text)}
    assert categories == set(expected), text


# Look-alikes of the new words: the name Nik (Indonesian ID number NIK), a Korean director (이사,
# also 'moving house'). "Hi Nik" was flagged as a scam before NIK was read in capitals only.
LOOKALIKES = [
    "Hi Nik, thanks for your time today. Let's meet on Tuesday at 10am.",
    "김 이사가 목요일 오후 3시에 본사에서 면접을 진행합니다.",
]


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_words_raise_no_flag(text: str) -> None:
    """A name or title that reads like an ID number or a move raises no flag."""
    assert risk_flags(text) == [], text


def test_moving_costs_and_indonesian_id_numbers_are_flagged() -> None:
    """Moving costs paid (Korean) and the ID numbers KTP and NIK (Indonesian) are flagged."""
    assert {f.category for f in risk_flags("서울 근무 시 이사 비용을 지원해 드립니다.")} == {
        "relocation"
    }
    ids = "Kirimkan KTP dan NIK Anda untuk kontrak."
    assert {f.category for f in risk_flags(ids)} == {"personal_data"}


# English mail with words the new tables read: "1 video" (Vietnamese "1 video" as a task unit),
# "OTP sharing" (Hinglish "OTP share karo"), "add ... on Messenger" (Vietnamese "add Zalo").
ENGLISH = [
    "Please record 1 video introduction for our hiring team. The role pays $90,000 a year.",
    "For security, OTP sharing with anyone is prohibited. Your interview is on Monday at 10am.",
    "Please add our recruiter on Messenger to confirm the interview time: Tuesday at 2pm.",
]


@pytest.mark.parametrize("text", ENGLISH)
def test_english_mail_with_words_the_new_tables_read_is_no_scam(text: str) -> None:
    """The new languages' cues do not turn ordinary English hiring mail into a scam."""
    assert not any(f.category == "scam" for f in risk_flags(text)), text
