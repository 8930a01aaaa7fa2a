"""Offline drafts take up each ask the reader finds, leaving the user's own facts blank."""

from __future__ import annotations

import pytest

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


def test_a_next_step_set_by_the_sender_is_noted_not_asked_back() -> None:
    text = "Hi, a reminder of your interview at our office on Friday. Please arrive 10 minutes "
    text += "early."
    draft = _draft(text, kind="question")
    assert "noted the next steps" in draft
    assert "Could you let me know what the next steps would be?" not in draft


def test_an_offer_to_sign_and_return_defers_the_next_step_to_a_review() -> None:
    draft = _draft("We are pleased to offer you the role. Please sign and return this letter.")
    assert "come back to you about the next steps" in draft


def test_an_exercise_during_a_call_and_a_chat_request_are_read_as_asks() -> None:
    from agent.reply.asks import find_asks

    kinds = {a.kind for a in find_asks("We'll do a short live coding exercise on the call.")}
    assert "assessment" in kinds
    assert "interest" in {a.kind for a in find_asks("Hi there, could we talk with you?")}
    assert "interest" in {a.kind for a in find_asks("You might be interested in our new team.")}


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Kindly confirm your current notice period.", "notice_period"),
        ("Let me know if Thursday at 3pm works for a quick call.", "availability"),
        ("Are you open to a new challenge in fintech?", "interest"),
        ("Please let us know where you are currently based.", "location"),
        ("Kindly revert with your updated resume.", "attachments"),
        ("Let me know what you are currently earning.", "salary"),
        ("Is this something you'd consider?", "interest"),
        ("Let me know if you'd like to move forward.", "interest"),
        ("Please confirm if you can attend the interview on 12 May.", "availability"),
        ("Would you be open to a short intro call next week?", "next_steps"),
    ],
)
def test_plain_request_forms_are_read_as_asks(text: str, kind: str) -> None:
    from agent.reply.asks import find_asks

    assert kind in {a.kind for a in find_asks(text)}


def test_a_confirmed_time_is_left_for_the_user_to_check() -> None:
    text = "This email confirms your video interview for the analyst post on Friday at 11 am."
    draft = _draft(text, kind="other")
    assert "[confirm the time works for you]" in draft and "share the slots" not in draft


def test_a_slot_opener_leaves_set_next_steps_to_their_own_sentence() -> None:
    text = (
        "We are pleased to invite you for an interview on 3 June. Please hand the form to "
        "reception on arrival."
    )
    draft = _draft(text, kind="invitation")
    assert "noted the next steps" in draft


def test_an_offers_checks_are_deferred_to_the_user_with_a_blank() -> None:
    from agent.reply.draft_checks import is_deferred

    text = "We are pleased to offer you the role, subject to an enhanced DBS check."
    draft = _draft(text)
    assert "[confirm which documents you will share]" in draft
    assert is_deferred(draft, "personal_data")


def test_times_offered_in_a_list_are_picked_from_not_asked_for_again() -> None:
    text = (
        "Thanks for your application. We would like to invite you to a first interview on Zoom"
        " next week. Please let me know which of these times suit you: Mon 10:00, Tue 14:00."
    )
    draft = _draft(text, kind="invitation")
    assert "[pick one]" in placeholders_in(draft) and "share a few times" not in draft


def test_times_offered_on_the_invitations_own_line_answer_its_next_step() -> None:
    text = (
        "Hi Jane, thanks for your application to the Support Engineer role at Northwind. We would"
        " like to invite you to a first interview on Zoom next week. Please let me know which of"
        " these times suit you: Mon 10:00, Tue 14:00. Best, Priya"
    )
    draft = _draft(text, kind="invitation")
    assert "[pick one]" in placeholders_in(draft) and "noted the next steps" not in draft


def test_a_booking_link_is_used_not_answered_with_availability() -> None:
    text = (
        "Thanks for applying! Please grab a time that works for a 30-minute call:\n[Calendar link]"
    )
    draft = _draft(text, kind="scheduling")
    assert "book a time with the link you sent" in draft
    assert "[pick a slot there, then say which]" in placeholders_in(draft)
    assert "share the slots" not in draft and "[your available days and times]" not in draft


def test_a_task_that_asks_to_choose_a_time_without_options_offers_none() -> None:
    text = "Please complete the task within 5 days and choose a time for the debrief."
    assert "times you suggested" not in _draft(text, kind="other")


def test_a_slot_asked_in_the_invitation_answers_its_next_step_too() -> None:
    text = (
        "Hi Jane, thanks for applying for the Data Analyst role at Northwind. We'd like to invite"
        " you to a video interview with our team. Would Tuesday at 11am work?"
    )
    draft = _draft(text, kind="invitation")
    assert "Tuesday at 11am works for me for the interview" in draft
    assert "what the next steps would be" not in draft


def test_a_date_at_the_end_of_a_sentence_is_taken_without_its_full_stop() -> None:
    draft = _draft("We are pleased to invite you for an interview on 3 June.", kind="invitation")
    assert "3 June works for me" in draft and "3 June." not in draft


def test_accepting_an_invitation_with_a_booking_link_books_a_time_with_it() -> None:
    from agent.reply.instruction_words import parse_instruction
    from agent.reply.instructions import apply_instruction

    text = (
        "Thanks for applying! Please grab a time that works for a 30-minute call:\n[Calendar link]"
    )
    message = EmployerMessage(kind="scheduling")
    revised = apply_instruction(
        _draft(text, kind="scheduling"), parse_instruction("accept"), message, PROFILE, text=text
    )
    assert "book a time with the link" in revised and "[your available days" not in revised
