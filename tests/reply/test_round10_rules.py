"""Rules added after round 10: ID harvest vs onboarding, pay kept from scams, moving clauses.

Every sentence here is written for this test (none is a labelled message): each shape with
honest look-alikes that share its words and must keep their other flags only.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


# An ID asked for by an anonymous sender while the vetting is skipped or the job withheld.
ID_HARVESTS = [
    "Hello, talent team here. Your coding test went so well that we will fast-track you to the"
    " final interview! To proceed, reply with a picture of your Aadhaar card.",
    "Hi there, a hiring partner here. Before we can disclose the job details, please send your"
    " date of birth and bank account details for verification.",
]
# A named employer putting a hired person on the books, and a real fast-track with no ID asked.
ONBOARDING = [
    "Dear Priya, welcome aboard! You have been selected for the Analyst position at Kestrel"
    " Logistics Pvt. Ltd. in Pune. To add you to our payroll and issue your appointment letter,"
    " please upload your PAN card, Aadhaar card and a cancelled cheque on the HR portal.",
    "Hi Tom, we were impressed by your take-home exercise for the Backend Engineer role at"
    " Orbitly and would like to fast-track you to the final round in our Leeds office. Which"
    " days next week suit you?",
]


@pytest.mark.parametrize("text", ID_HARVESTS)
def test_id_asked_before_any_vetting_is_a_scam(text: str) -> None:
    assert {"scam", "personal_data"} <= _categories(text)


@pytest.mark.parametrize("text", ONBOARDING)
def test_named_onboarding_and_plain_fast_track_are_no_scam(text: str) -> None:
    assert "scam" not in _categories(text)


def test_onboarding_keeps_its_personal_data_flag() -> None:
    assert "personal_data" in _categories(ONBOARDING[0])


def test_onboarding_words_do_not_excuse_a_joining_fee() -> None:
    text = (
        "Congratulations, you are selected for the Support Executive post at Zenith Infotech Pvt"
        " Ltd, Noida. Pay the refundable joining fee of Rs 2,500 and send your Aadhaar and PAN card"
        " so we can issue your appointment letter and add you to payroll."
    )
    assert {"scam", "personal_data"} <= _categories(text)


PAY_IN_SCAMS = [
    "Cash the money order at your bank, keep 8% of it as your commission and wire the rest.",
    "Deposit the cheque we mail you, keep part of the money as pay and buy the vouchers.",
    "Your weekly income is guaranteed, whatever the number of parcels.",
    "Kindly attach your last three payslips with the joining form.",
    "You will draw a fixed in-hand compensation of [amount] each month.",
]
NO_PAY = [
    "Please keep your camera on during the video call.",
    "Keep the laptop charger with you on your first day.",
    "We guarantee a reply within five working days.",
]


@pytest.mark.parametrize("text", PAY_IN_SCAMS)
def test_pay_kept_promised_or_documented_is_salary(text: str) -> None:
    assert "salary" in _categories(text)


@pytest.mark.parametrize("text", NO_PAY)
def test_keep_and_guarantee_without_pay_are_no_salary(text: str) -> None:
    assert "salary" not in _categories(text)


MOVES = [
    "The Company reserves the right to post you to any of its branches in India.",
    "Management may depute you wherever the business requires.",
    "You will work at a location specified by the employer from time to time.",
    "Skilled worker visa sponsorship is available for this Manchester role.",
    "We offer UK visa sponsorship and a permanent contract.",
]
STAYS = [
    "Do you need visa sponsorship now or in the future?",
    "We will not transfer you to another office during probation.",
    "The company may move you to another team after six months.",
]


@pytest.mark.parametrize("text", MOVES)
def test_moving_clauses_and_offered_sponsorship_are_relocation(text: str) -> None:
    assert "relocation" in _categories(text)


@pytest.mark.parametrize("text", STAYS)
def test_sponsorship_questions_and_team_moves_are_no_relocation(text: str) -> None:
    assert "relocation" not in _categories(text)


# Words that look like a flag's but state no term: owning an account, a money transfer, "between
# you and our team", an agreement named as paperwork to draw up.
NOT_THESE = [
    ("personal_data", "Applicants must have a bank account and a smartphone."),
    ("relocation", "Send the balance by bank transfer to our account within a day."),
    ("relocation", "This is an agreement between you and our studio about the brief."),
    ("legal", "Please reply with your details for the Freelancer Agreement by Friday."),
]
STILL_THESE = [
    ("personal_data", "Please send us your bank account details so we can pay you."),
    ("relocation", "You would split your week between Leeds and York."),
    ("relocation", "You may be transferred to another branch after training."),
    ("legal", "Please sign the Freelancer Agreement and return it by Friday."),
]


@pytest.mark.parametrize(("category", "text"), NOT_THESE)
def test_look_alike_words_raise_no_flag(category: str, text: str) -> None:
    assert category not in _categories(text)


@pytest.mark.parametrize(("category", "text"), STILL_THESE)
def test_the_real_terms_keep_their_flag(category: str, text: str) -> None:
    assert category in _categories(text)


# An income opportunity sold instead of a job (network marketing): income hype meets no-effort
# freedom. A real sales job may mention uncapped earnings; that alone is no scam.
INCOME_PITCHES = [
    "Tired of the 9-5? Be your own boss with our proven system and build a residual income"
    " from your kitchen table.",
    "Follow our simple 4-step system part time and unlock six-figure income within months.",
    "Career changers wanted: executive-level income, working with just your laptop and phone.",
]
REAL_SALES = [
    "Account Executive at Brightwave Ltd in Bristol. Base salary of £35,000 plus uncapped"
    " earnings potential. Hybrid, two days a week in our Bristol office.",
    "Our retirement workshop on Tuesday explains how pensions and passive income are taxed.",
    "Join Harbour Foods as a field sales rep in Leeds: company car, bonus scheme and training.",
]


@pytest.mark.parametrize("text", INCOME_PITCHES)
def test_income_opportunity_pitch_is_a_scam(text: str) -> None:
    assert "scam" in _categories(text)


@pytest.mark.parametrize("text", REAL_SALES)
def test_real_sales_jobs_and_income_talk_are_no_scam(text: str) -> None:
    assert "scam" not in _categories(text)


PRICES = [
    "Order the headset from our supplier today. Total: $240. Send the receipt when done.",
    "Bitte zahlen Sie den Laptop selbst. Preis: 900 €. Wir erstatten ihn später.",
]
PAY_LINES = [
    "The offer stands. Salary: $68,000 a year with a review after six months.",
    "Total compensation is $140,000 including bonus.",
]


@pytest.mark.parametrize("text", PRICES)
def test_a_price_to_pay_is_no_salary(text: str) -> None:
    assert "salary" not in _categories(text)


@pytest.mark.parametrize("text", PAY_LINES)
def test_labelled_pay_stays_salary(text: str) -> None:
    assert "salary" in _categories(text)
