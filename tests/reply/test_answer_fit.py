"""Answers fit what was asked: the documents asked for, a confirmation read as one."""

from __future__ import annotations

import pytest
from conftest import realworld
from tests_support import RESUME

from agent.reply.ask_replies import ask_answers
from agent.reply.asks import confirms_appointment, find_asks
from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult
from agent.reply.risk_rules import risk_flags
from agent.reply.templates import compose
from bot.core.messages import ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:alice"
QUALITY = realworld("..") / "quality" / "messages"


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Please send your CV.", "attached my resume"),
        ("Could you share a link to your portfolio?", "[add the link to your portfolio"),
        ("Please provide two references.", "provide references"),
        ("Please sign and return the enclosed forms.", "[attach the requested documents"),
    ],
)
def test_the_attachment_answer_names_what_was_asked_for(text: str, answer: str) -> None:
    said = " ".join(ask_answers(find_asks(text), "question", flagged=set(), confirmed=False))
    assert answer in said


@pytest.mark.parametrize(
    ("text", "confirmed"),
    [
        ("I am writing to confirm your upcoming interview for the role.", True),
        ("This email is to confirm your phone interview on Monday.", True),
        ("Please confirm your interview slot by Friday.", False),
        ("Could you confirm the interview time?", False),
    ],
)
def test_a_confirmation_is_told_from_a_request_to_confirm(text: str, confirmed: bool) -> None:
    assert confirms_appointment(text) is confirmed


def test_the_yes_to_interest_comes_before_the_other_answers() -> None:
    text = "Could you tell me the next steps? Also, are you interested in the role?"
    said = ask_answers(find_asks(text), "question", flagged=set(), confirmed=False)
    assert len(said) >= 2 and "interested" in said[0], said


def test_a_location_line_naming_the_venue_is_not_a_location_question() -> None:
    assert "location" not in {a.kind for a in find_asks("Location: 12 High Street, Leeds")}
    assert "location" in {a.kind for a in find_asks("Location?\nNotice period?")}


async def test_a_real_interview_confirmation_is_thanked_not_asked_for_times(app: App) -> None:
    resume_key = ConversationKey("console", "local", "console", "cv")
    await app.service.handle(IncomingMessage(key=resume_key, user_id=USER, text=RESUME))
    key = ConversationKey("console", "local", "console", "confirmation")
    text = (QUALITY / "q12_lettersandtemplates_interview_confirmation_letter.txt").read_text()
    replies = await app.service.handle(IncomingMessage(key=key, user_id=USER, text=text))
    card = next(r for r in replies if isinstance(r, Reply) and r.card is not None)
    assert card.card is not None
    draft = card.card.draft
    assert "Thank you for confirming" in draft
    assert "share a few times" not in draft and "based in" not in draft
    assert "[attach the requested documents before sending]" in draft


def test_the_yes_to_interest_comes_before_accepting_the_proposed_time() -> None:
    text = "Would Thursday at 3pm work for a call? Are you still interested in the role?"
    screen = ScreenResult(flags=risk_flags(text))
    draft = compose(text, EmployerMessage(kind="scheduling"), screen, ProfileContext(name="Sam"))
    interest, slot = draft.find("interested in hearing more"), draft.find("Thursday at 3pm works")
    assert 0 <= interest < slot, draft


def test_a_time_proposed_after_the_invitation_sentence_is_accepted_not_asked_for() -> None:
    text = (
        "We'd like to invite you to a 45-minute video interview for the Backend Engineer role. "
        "Would Tuesday at 11am work? Also, what are your salary expectations?"
    )
    screen = ScreenResult(flags=risk_flags(text))
    draft = compose(text, EmployerMessage(kind="invitation"), screen, ProfileContext(name="Sam"))
    assert "Tuesday at 11am works for me for the interview" in draft, draft
    assert "share a few times" not in draft
