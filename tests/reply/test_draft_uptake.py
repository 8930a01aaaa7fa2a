"""Offline drafts take up each ask the reader finds, leaving the user's own facts blank."""

from __future__ import annotations

from agent.reply.asks import placeholders_in
from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult
from agent.reply.risk_rules import risk_flags
from agent.reply.templates import compose

PROFILE = ProfileContext(name="Sam Lee")


def _draft(text: str, kind: str = "offer", contact: str = "") -> str:
    screen = ScreenResult(flags=risk_flags(text))
    return compose(text, EmployerMessage(kind=kind, contact_name=contact), screen, PROFILE)  # type: ignore[arg-type]


def test_an_offer_that_sets_a_start_date_gets_a_start_date_to_confirm() -> None:
    draft = _draft("We are happy to offer you the role. Your first day will be Monday, May 4.")
    assert "[your earliest possible start date]" in placeholders_in(draft)
    assert "As for a start date" not in draft  # no second, vaguer start-date sentence


def test_a_probation_term_alone_is_taken_up_as_a_term_not_a_date() -> None:
    draft = _draft("We are happy to offer you the role. The first three months are probationary.")
    assert "probation and notice terms" in draft and "start date" not in draft


def test_a_start_date_label_to_fill_is_answered_with_a_start_date_not_a_notice() -> None:
    draft = _draft(
        "Thanks for accepting the analyst role at Northwind.\n- Team: data platform\n"
        "- Start date: [TBD]",
        kind="question",
    )
    assert "[your earliest possible start date]" in draft
    assert "My notice period is" not in draft


def test_a_notice_question_is_still_answered_with_the_notice() -> None:
    draft = _draft("Thanks for your time today. What is your notice period?", kind="question")
    assert "My notice period is [your notice period]." in draft
