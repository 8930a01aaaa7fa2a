"""Round-4 signal families: evidence read from words together, with their real look-alikes."""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import collapse, normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_families import effort_pay, trivial_requirements
from agent.reply.scam_signals import SCAM_THRESHOLD, scam_score, scam_signs


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Spend just 20 minutes a day liking posts and earn a steady income!",
        "Work 1-2 hours from your phone and make $200-$400 daily. Message us to start.",
        "Requirements: must be 21 or older, have a smartphone and a bank account. Internet access.",
        "Are you in need of a job? A big oil company is recruiting now, call me.",
        "Send the registration payment today or you will lose the slot.",
        "Congratulations, you were selected for our remote data job with a ₦50,000 welcome bonus!",
        "Hi! Part-time work, KSh 3,000 per day, no experience needed, WhatsApp me.",
        "Good news: your resume on JobsNet has been approved. Click for details, 450/day.",
    ],
)
def test_written_family_scams_reach_the_threshold_and_quote_their_words(text: str) -> None:
    assert scam_score(scam_signs(normalize(text))) >= SCAM_THRESHOLD
    quotes = [flag.quote for flag in risk_flags(text) if flag.category == "scam"]
    assert quotes and all(quote in collapse(text) for quote in quotes)


@pytest.mark.parametrize(
    "text",
    [
        "Dear [Candidate's Name],\nThank you for applying. We have chosen another applicant.",
        "Dear [Candidate Name], we would like to invite you to a second interview on Monday.",
        "This cleared role requires that you must be a US citizen and 18 years of age or older.",
        "Feel free to call me on my direct line if you have questions about the interview.",
        "Please complete the payment details form so payroll can set up your direct deposit.",
        "Congratulations, you have been selected for the Analyst role; your salary is $70,000.",
        "The role is part-time, 20 hours a week, and pays $25 an hour at our Leeds office.",
        "Your application has been received; click here to see the interview schedule.",
    ],
)
def test_family_look_alikes_in_real_hiring_are_not_scams(text: str) -> None:
    assert "scam" not in _categories(text)


def test_effort_and_pay_count_only_in_the_same_sentence() -> None:
    assert effort_pay(normalize("Only work 30 to 60 minutes and earn!"))
    assert not effort_pay(normalize("The call takes 30 minutes. Salary is discussed later."))


def test_requirement_lists_weigh_more_with_more_kinds() -> None:
    two = trivial_requirements(normalize("Must be 18 years old. Must have a bank account."))
    three = trivial_requirements(
        normalize("Must be 18 years old. Must have a bank account. Internet access required.")
    )
    assert two and three and three[0].weight > two[0].weight
    assert not trivial_requirements(normalize("Must be 18 years old. Five years of Python."))


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Earn Sh9,000 daily from home.", "salary"),
        ("You can get 1500/day.", "salary"),
        ("R12,000 per month, start Monday.", "salary"),
        ("I will be responsible for reimbursing the company for the relocation fees.", "legal"),
        ("You agree to repay the training costs if you resign within a year.", "legal"),
        ("We will ask for evidence of your immigration status.", "visa"),
        ("Only those with the right to live and work in Ireland will be considered.", "visa"),
        ("Please bring your passport and birth certificate to the interview.", "personal_data"),
    ],
)
def test_term_families_cover_new_wordings(text: str, category: str) -> None:
    assert category in _categories(text)
