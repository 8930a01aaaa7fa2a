"""Families written from the blind reviews of stop 26 (review34-37), on wordings written here.

Honest letters: an ID or certificates brought or shown in person, a firm whose name holds a risk
word, a parking permit, Queensland's Blue Card, a first day of a job already accepted, a subject
line naming the venue or the firm. Risk messages: notice, pay, work rights, moves and contract
terms raised in passing or in shorthand.
"""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import extract_message
from agent.reply.risk_rules import risk_flags
from agent.reply.signature import person_name
from bot.core.intake import route


def _cats(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Please bring your passport or driving licence so security can sign you in.",
        "Bring along your original trade certificates and a pen.",
        "Have a photo ID ready; the panel will ask you to hold it up to the camera.",
        "Report to the gatehouse with your national ID card at 7:45.",
        "Bitte bringen Sie Ihren Personalausweis für die Anmeldung an der Pforte mit.",
        "Traiga su DNI para recoger la tarjeta de visitante en recepción.",
        "Please bring your First Aid/CPR certificate if you have one.",
    ],
)
def test_an_id_brought_or_shown_in_person_is_no_data_request(text: str) -> None:
    assert "personal_data" not in _cats(text)


@pytest.mark.parametrize(
    "text",
    [
        "Please bring your passport on your first day so we can take a copy for our records.",
        "Carry self-attested photocopies of your PAN card and Aadhaar for verification.",
        "Please bring proof of identity and proof of address for the pre-employment checks.",
        "Bring your passport and send us your bank account number before Friday.",
    ],
)
def test_papers_copied_or_sent_for_the_job_are_still_a_data_request(text: str) -> None:
    assert "personal_data" in _cats(text)


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Hi Sara, Chef Omar here from the Equity Lounge brasserie.", "salary"),
        ("Welcome to Northgate Equity Advisers! Your desk is on level 4.", "salary"),
        ("See you Monday.\n– Lena, Citizens Dental Practice", "visa"),
        ("Staff parking: you'll get a temporary permit at reception.", "visa"),
        (
            "Please bring your Blue Card if you have one; it's needed for work with children.",
            "visa",
        ),
        ("Bring your DBS check clearance letter to the interview.", "visa"),
    ],
)
def test_a_risk_word_that_names_something_else_is_not_flagged(text: str, category: str) -> None:
    assert category not in _cats(text)


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("We'll sponsor your EU Blue Card and help you move to Munich.", "visa"),
        ("Are you a US citizen? The client cannot sponsor.", "visa"),
        ("The package includes equity: 0.2% vesting over four years.", "salary"),
    ],
)
def test_the_same_words_as_terms_still_are(text: str, category: str) -> None:
    assert category in _cats(text)


def test_the_first_day_of_a_job_already_accepted_is_no_start_date_to_settle() -> None:
    text = (
        "Hi Maya,\n\nWelcome aboard! Your first day is Monday 7 April. Please come to reception "
        "at 9am and ask for Tom.\n\nSee you then,\nTom"
    )
    assert "notice_period" not in _cats(text)


@pytest.mark.parametrize(
    "text",
    [
        "We'd like to offer you the role. Your first day would be Monday 7 April - does that work?",
        "Welcome aboard! Your anticipated first day is 7 April, subject to your notice.",
        "Offer: Warehouse Operative, $24/hr. Your first shift is on Monday 9 June at 6am.",
    ],
)
def test_a_first_day_offered_or_asked_still_is(text: str) -> None:
    assert "notice_period" in _cats(text)


@pytest.mark.parametrize(
    "text",
    [
        "Subject: Trade test - Welder (Structural) - Newcastle\n\nDear Sam,\n\nThank you for "
        "your application. We invite you to a trade test on Monday at 8am.",
        "Subject: Account Manager - Brightwave\n\nHi Jo,\n\nThank you for your time. We have "
        "decided to offer the role to another candidate.",
    ],
)
def test_a_subject_line_of_a_letter_about_an_application_names_no_job_town(text: str) -> None:
    assert "relocation" not in _cats(text)


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Quick one - what kind of notice are you on at the moment?", "notice_period"),
        ("Pls share CTC, ECTC & NP.", "notice_period"),
        ("How quickly could you be available if it goes well?", "notice_period"),
        ("They'd want you to start in two weeks.", "notice_period"),
        ("what's the hourly on the warehouse one?", "salary"),
        ("What sort of numbers are you after for your next role?", "salary"),
        ("TTD 9,500 per fortnight plus overtime.", "salary"),
        ("Are you a Singaporean or PR? The client can't support an EP.", "visa"),
        ("RTW? Also day rate?", "visa"),
        ("You would need a General Employment Permit.", "visa"),
        ("Only Manchester-based candidates please.", "relocation"),
        ("We'll fly you out and cover two weeks' temporary accommodation.", "relocation"),
        ("Are you mobile? The work moves between sites across the region.", "relocation"),
        ("The company may transfer you to any of its branches.", "relocation"),
        ("Are you still inside your restraint period?", "legal"),
        ("The scholarship carries a two-year service commitment.", "legal"),
        ("The signing bonus is repaid if you leave within a year.", "legal"),
    ],
)
def test_terms_raised_in_passing_are_flagged(text: str, category: str) -> None:
    assert category in _cats(text)


@pytest.mark.parametrize(
    "text",
    [
        "The receptionist will transfer you to his extension.",
        "Please collect a visitor's pass at the front desk.",
        "Our notice board lists the fire exits.",
    ],
)
def test_their_look_alikes_are_not(text: str) -> None:
    assert not _cats(text) & {"relocation", "visa", "notice_period"}


@pytest.mark.parametrize(
    "text",
    [
        "Hi Sam, Kerry @ Hays here. Got a forklift role in Dandenong, 6am start, $32/hr. Keen?",
        "Hey, it's Kerry from Hays - got a warehouse shift tmrw 7am, can u do it?",
    ],
)
def test_a_recruiters_text_is_read_as_an_employer_message_and_greets_the_sender(text: str) -> None:
    intake = route(text)
    assert intake.kind == "employer" and intake.confident
    assert extract_message(text).contact_name == "Kerry"


@pytest.mark.parametrize(
    "text", ["Click here to apply.", "Parking here from 9am. It's Monday at 10."]
)
def test_words_before_here_are_no_sender(text: str) -> None:
    assert person_name(extract_message(text).contact_name) == ""
