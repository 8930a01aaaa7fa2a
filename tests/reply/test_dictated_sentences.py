"""Revise instructions that dictate a sentence: "ask them for feedback", "mention that I ..."."""

from __future__ import annotations

import pytest
from conftest import realworld
from tests_support import RESUME, decide

from agent.reply.asks import placeholders_in
from agent.reply.instruction_sentences import added_sentences
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:alice"
RESUME_KEY = ConversationKey("console", "local", "console", "cv")
KEY = ConversationKey("console", "local", "console", "dictated")
QUALITY = realworld("..") / "quality" / "messages"
NOTICE_ASK = (
    "Hi Sam, thanks for your interest in the Backend Engineer role at Acme. What is your "
    "notice period?\n\nBest,\nDana"
)


@pytest.mark.parametrize(
    ("instruction", "sentence"),
    [
        ("ask them for feedback on my interview", "Could you share feedback on my interview?"),
        (
            "ask about their timeline, and make it shorter",
            "Could you tell me more about your timeline?",
        ),
        ("ask whether the role is remote", "Could you let me know whether the role is remote?"),
        ("mention that I'm available from January", "I'm available from January."),
        ("say I am not open to relocating", "I am not open to relocating."),
        ("tell them that they should pay more", None),  # not about the user: not stated
    ],
)
def test_dictated_sentences_are_the_users_words(instruction: str, sentence: str | None) -> None:
    assert added_sentences(instruction) == ((sentence,) if sentence else ())


def card(replies: list[Reply]) -> Reply:
    return next(r for r in replies if r.card is not None)


async def _first_card(app: App, text: str) -> Reply:
    await app.service.handle(IncomingMessage(key=RESUME_KEY, user_id=USER, text=RESUME))
    return card(await app.service.handle(IncomingMessage(key=KEY, user_id=USER, text=text)))


async def _revise(app: App, reply: Reply, instruction: str) -> Reply:
    token = next(b.token for b in reply.buttons if b.label == "Revise")
    press = ButtonPress(key=KEY, user_id=USER, token=token, text=instruction)
    return card(await decide(app, press))


def _draft(reply: Reply) -> str:
    assert reply.card is not None
    return reply.card.draft


def _revisions(reply: Reply) -> str:
    assert reply.card is not None
    return dict(reply.card.fields)["Revisions"]


async def test_asking_for_feedback_on_a_real_rejection_adds_the_question(app: App) -> None:
    first = await _first_card(
        app, (QUALITY / "q13_manatal_post_interview_rejection.txt").read_text()
    )
    revised = await _revise(app, first, "ask them for feedback on my interview")
    assert "Could you share feedback on my interview?" not in _draft(first)
    assert "Could you share feedback on my interview?" in _draft(revised)
    assert _revisions(revised) == "1"


async def test_a_dictated_fact_fills_the_blank_it_answers(app: App) -> None:
    first = await _first_card(app, NOTICE_ASK)
    assert "[your notice period]" in placeholders_in(_draft(first))
    revised = await _revise(app, first, "say that my notice period is four weeks")
    draft = _draft(revised)
    assert "My notice period is four weeks." in draft
    assert "[your notice period]" not in draft and draft.count("notice period") == 1
    # the user said it: the judge does not count it as a fact the draft made up
    assert "safety" not in dict(revised.card.fields).get("Needs work", "")  # type: ignore[union-attr]


RELOCATION_ASK = (
    "Hi Sam, we have a Platform Engineer opening at Acme in Munich. Would you be open to"
    " relocating? We offer relocation support.\n\nBest,\nDana"
)


async def test_a_stated_stance_replaces_the_draft_putting_that_topic_off(app: App) -> None:
    first = await _first_card(app, RELOCATION_ASK)
    revised = await _revise(app, first, "make it shorter and say I am not open to relocating")
    draft = _draft(revised)
    assert "I am not open to relocating." in draft
    assert "later" not in draft.lower() and draft.lower().count("relocat") == 1
    assert _revisions(revised) == "1"
