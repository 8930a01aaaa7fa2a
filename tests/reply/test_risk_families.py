"""Signal families added after the third blind round, on wordings not in the labelled set."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags


def _flags(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Earn Rs 2,000 daily by rating hotels from your phone.",
        "Make up to A$400 per day, simply reviewing apps in your spare time.",
        "We will pay 1.50 per review. Payment is made by money order.",
        "Transfer ₹500 to activate your task account and start earning today.",
        "You can earn at least $7,000 per month working from home.",
        "Send $40 to unlock the premium assignments.",
        "Deposit the cheque, keep a portion as your payment and send the rest to our vendor.",
    ],
)
def test_scam_families_flag_new_wordings(text: str) -> None:
    assert "scam" in _flags(text)


@pytest.mark.parametrize(
    "text",
    [
        "Your annual bonus will be paid by separate check in March.",
        "The base salary for this role is up to $120,000 plus equity.",
        "We pay our contractors $45 per hour, invoiced monthly.",
        "Please find the offer letter attached; the salary is $95,000 per year.",
    ],
)
def test_ordinary_pay_terms_are_not_called_a_scam(text: str) -> None:
    flags = _flags(text)
    assert "scam" not in flags and "salary" in flags


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Earn ₹3,000 per day.", "salary"),
        ("We offer INR 12 lakhs per annum.", "salary"),
        ("The rate is .08 per word for each article.", "salary"),
        ("You agree not to solicit our clients for a year after your employment ends.", "legal"),
        ("These duties continue following the termination of your employment.", "legal"),
        ("The employee shall not compete with the Company in the region.", "legal"),
        ("This confirms your appointment as analyst, effective 3 March 2025.", "notice_period"),
        ("You must join us no later than [date].", "notice_period"),
        ("Please confirm your date of joining.", "notice_period"),
        ("Send a scan of your Aadhaar and PAN card.", "personal_data"),
        ("You will be transferred to our Denver office on 1 May.", "relocation"),
        ("This role is based in our Austin office.", "relocation"),
        ("Please sign and return one copy of this letter.", "legal"),
        ("The offer is subject to your being found medically fit.", "legal"),
        ("Your total compensation is given in the annexure.", "salary"),
        ("Please join as early as possible, but not later than 1 July.", "notice_period"),
    ],
)
def test_new_rule_families_raise_their_category(text: str, category: str) -> None:
    assert category in _flags(text)


@pytest.mark.parametrize(
    "text",
    [
        "Thank you for interviewing with us; the panel will not be able to proceed.",
        "We will start the interview at 10am; please join five minutes early.",
        "The role starts in the new year; we will share details at the next stage.",
        "We transferred the fee to the team; the interview will be based on your portfolio.",
        "Please join the call no later than 9:55.",
    ],
)
def test_invitations_get_no_legal_or_start_date_flag(text: str) -> None:
    assert not _flags(text) & {"legal", "notice_period", "scam", "relocation"}
