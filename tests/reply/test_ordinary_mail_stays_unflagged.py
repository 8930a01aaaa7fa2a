"""Ordinary recruiter mail that shares a word with a scam scheme or a term rule raises no flag."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# Each line once drew a flag from this stop's rules (a review found them); written for this test.
ORDINARY = [
    (
        "Hi Sarah, thanks for your application to Acme Corp. Please send us your phone number and"
        " our project manager will call you to arrange a short interview."
    ),
    (
        "Hi David, my assistant will contact you tomorrow to schedule the interview. Please leave"
        " your phone number in the form."
    ),
    (
        "As a Customer Support Associate at Zalando you will receive orders from customers by"
        " phone and chat, and you can work from home two days a week."
    ),
    "The role is full time, 8-10 hours per day, Monday to Friday, at our Leeds warehouse.",
    "We are hiring a Data Engineer in January.",
    "We are looking for a developer in TypeScript.",
    "We are hiring engineers in Q3.",
    "We are hiring a designer for our Platform team.",
    "We will never ask you to surrender your passport.",
    "张女士您好，欢迎加入我们北京办公室的研发团队。请于下周一入职，届时请带上身份证原件。",
    # an interview set for a time: the chat number is for the day itself
    (
        "Hi Leila, your interview is confirmed for Friday 9:30am. You can reach me on WhatsApp at"
        " +44 7700 900456 if you get lost on the way. Looking forward to meeting you!"
    ),
    # part-time hours by the week are a job's hours, not "minutes a day"
    (
        "Hi Chris, I'm the founder of a small startup. We're looking for a part-time frontend"
        " developer, 10-15 hours a week, paid $40 per hour. Reply here for our take-home task."
    ),
]
# The schemes those rules were written for still raise their flag.
STILL_FLAGGED = [
    ("scam", "Leave your phone number, my leader will contact you about this part-time job."),
    ("scam", "Work just 2-3 hours per day from your phone and earn $300 daily."),
    ("relocation", "We are hiring interns for our Pune office."),
    ("personal_data", "Your passport will be retained by the agency until your contract ends."),
    (
        "scam",
        "Your online interview is at 3pm today on Telegram with Mr. Lee. The job pays $300 a day"
        " for 1 hour of work from your phone.",
    ),
    (
        "scam",
        "Hello, your interview is confirmed for Friday 10:00 am via Google Hangouts chat. Please"
        " send a copy of your driver's license and your bank details so we can set up payroll.",
    ),
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_recruiter_lines_raise_no_scam_or_place_flag(text: str) -> None:
    found = {flag.category for flag in risk_flags(text)}
    assert not found & {"scam", "relocation", "personal_data"}, (text, found)


@pytest.mark.parametrize(("category", "text"), STILL_FLAGGED)
def test_the_schemes_and_terms_keep_their_flag(category: str, text: str) -> None:
    assert category in {flag.category for flag in risk_flags(text)}, text


def test_papers_brought_on_the_first_day_are_no_scam_even_unsigned() -> None:
    text = (
        "Welcome aboard! On your first day please bring your passport and bank details so HR"
        " can set up payroll. See you Monday at 9."
    )
    found = {flag.category for flag in risk_flags(text)}
    assert "scam" not in found and "personal_data" in found


def test_bank_details_sent_to_a_chat_app_stay_a_scam() -> None:
    text = (
        "Congratulations, you are hired! Send your passport scan and bank details today so HR"
        " can set up payroll. Reply on WhatsApp."
    )
    assert "scam" in {flag.category for flag in risk_flags(text)}


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("El contrato no incluye ninguna cláusula de no competencia.", False),
        ("O contrato não tem cláusula de não concorrência.", False),
        ("El contrato incluye una cláusula de no competencia de 12 meses.", True),
    ],
)
def test_a_non_compete_said_to_be_absent_is_no_legal_flag(text: str, flagged: bool) -> None:
    assert ("legal" in {flag.category for flag in risk_flags(text)}) is flagged
