"""Intake edge cases: postings without headings, letters with field lines, pay pitches."""

from __future__ import annotations

import pytest

from bot.core.intake import route


@pytest.mark.parametrize(
    "text",
    [
        "Barista (part-time)\nPay rate: $15.50 per hour\nHours: 20 per week\nStart date: 1 June\n"
        "Must be able to work weekends. Previous cafe experience is a plus.",
        "As the office coordinator, you will keep our studio running. Knowledge of Excel is "
        "essential. Applications will be reviewed on a rolling basis.",
        "Warehouse Associate\nLocation: Leeds\nEmployment type: Full-time\n"
        "Do you like a fast pace? You could be the perfect fit for our night shift.",
    ],
)
def test_postings_without_headings_are_postings(text: str) -> None:
    assert route(text).kind == "job_posting"


@pytest.mark.parametrize(
    "text",
    [
        "Hi Sam, I'm a recruiter at Acme. Would you be open to a quick call about a backend role? "
        "Location: Berlin, hybrid.",
        "Hello, thanks for applying. Availability: could you share two slots next week?",
    ],
)
def test_letters_with_a_field_line_stay_employer_messages(text: str) -> None:
    assert route(text).kind == "employer"


@pytest.mark.parametrize(
    "text",
    [
        "Can be done from your phone, make up to ₹4,000 per day!",
        "Could start this week and earn $250 a day, flexible hours",
    ],
)
def test_a_pay_pitch_is_an_employer_message_not_a_tracker_question(text: str) -> None:
    assert route(text).kind == "employer"


def test_the_users_own_pay_question_stays_a_question() -> None:
    assert route("Can I make $90k per year as a junior analyst?").kind == "question"
