"""Drafts answer what was asked; revise instructions are obeyed and counted on the card."""

from __future__ import annotations

import re

import pytest
from tests_support import RESUME, decide

from agent.reply.asks import find_asks, placeholders_in
from agent.reply.draft_checks import word_count
from agent.reply.instructions import apply_instruction, parse_instruction
from agent.reply.model import EmployerMessage, ProfileContext, ProfileSkill
from agent.reply.postcheck import check_draft
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "ask")
RESUME_KEY = ConversationKey("console", "local", "console", "cv")
RECRUITER = (
    "Hi Sam,\n\nThanks for your application for the Backend Engineer role at Acme. We would "
    "like to invite you to a first interview. What is your notice period? Could you send your "
    "updated CV?\n\nBest,\nJane"
)
PROFILE = ProfileContext(
    name="Sam Lee",
    skills=[ProfileSkill(name="Python", attributes={"duration": "5 years"})],
)
DRAFT = (
    "Hi Jane,\n\nThank you for reaching out about the Backend Engineer role at Acme. I'm very "
    "interested and would be glad to arrange a call. Could you share a few times that suit "
    "you?\n\nMy notice period is [your notice period]. I've attached my resume [attach your "
    "resume before sending].\n\nBest regards,\nSam Lee"
)
MESSAGE = EmployerMessage(company="Acme", role="Backend Engineer", contact_name="Jane")


def card(replies: list[Reply]) -> Reply:
    return next(r for r in replies if r.card is not None)


def draft_of(reply: Reply) -> str:
    assert reply.card is not None
    return reply.card.draft


def field(reply: Reply, name: str) -> str:
    assert reply.card is not None
    return dict(reply.card.fields)[name]


def token(reply: Reply, label: str) -> str:
    return next(b.token for b in reply.buttons if b.label == label)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Salary?\nNotice period?\nLocation?", {"salary", "notice_period", "location"}),
        ("Please send a resume and a good time to talk.", {"attachments", "availability"}),
        ("Would you be interested in a quick chat?", {"interest", "next_steps"}),
        ("I am hoping you can recommend some great folks for us!", {"referral"}),
        ("Are you authorized to work in the US without sponsorship?", {"visa"}),
        (
            "Please be prepared for the coding assessment by having your computer ready.",
            {"assessment"},
        ),
        ("- Email address\n- Phone number (including country code)", {"contact_details"}),
        ("Your Contact:\nMitchell Admin\nEmail: admin@example.com", set()),
    ],
)
def test_asks_are_read_in_their_real_forms(text: str, kinds: set[str]) -> None:
    assert {a.kind for a in find_asks(text)} == kinds


async def test_a_draft_answers_each_ask_with_placeholders_not_invented_facts(app: App) -> None:
    await app.service.handle(IncomingMessage(key=RESUME_KEY, user_id=USER, text=RESUME))
    reply = card(await app.service.handle(IncomingMessage(key=KEY, user_id=USER, text=RECRUITER)))
    draft = draft_of(reply)
    assert draft.startswith("Hi Jane,")
    assert "[your notice period]" in draft and re.search(r"resume|CV", draft)
    assert "Fill in before sending" in reply.card.body  # type: ignore[union-attr]
    assert reply.card.title.endswith("needs your approval")  # type: ignore[union-attr]
    assert not check_draft(draft, PROFILE, RECRUITER)


def test_a_confirmation_with_no_questions_gets_no_filler() -> None:
    from agent.reply.model import ScreenResult
    from agent.reply.templates import compose

    text = (
        "Dear Sam,\n\nThis email is to confirm your phone interview on Monday from 10 to 11."
        "\n\nThe Schedulers"
    )
    draft = compose(text, EmployerMessage(kind="scheduling"), ScreenResult(), PROFILE)
    assert "confirming" in draft
    assert "in more detail when we speak" not in draft
    assert "share the slots" not in draft


@pytest.mark.parametrize(
    ("instruction", "check"),
    [
        ("make it shorter", lambda new: word_count(new) < word_count(DRAFT)),
        ("make it longer", lambda new: word_count(new) > word_count(DRAFT)),
        ("warmer please", lambda new: "Warm regards," in new and "nice to hear" in new),
        ("more formal", lambda new: new.startswith("Dear Jane,") and "I'm" not in new),
        ("decline politely", lambda new: "not to pursue" in new and "[your notice" not in new),
        ("propose Tuesday 10am", lambda new: "Would Tuesday 10am work for you?" in new),
        ("mention Python", lambda new: "5 years of experience with Python" in new),
        (
            "mention Rust",
            lambda new: "haven't worked with Rust" in new and "I have Rust" not in new,
        ),
        ("drop the last paragraph", lambda new: "notice period" not in new and "Hi Jane" in new),
        ("accept the interview", lambda new: "that works for me" in new),
    ],
)
def test_each_instruction_changes_the_draft_as_asked(instruction: str, check) -> None:
    new = apply_instruction(DRAFT, parse_instruction(instruction), MESSAGE, PROFILE)
    assert new != DRAFT
    assert check(new), new
    assert new.rstrip().endswith("Sam Lee")


def test_warmer_and_shorter_together_do_both() -> None:
    new = apply_instruction(
        DRAFT, parse_instruction("make it warmer and shorter"), MESSAGE, PROFILE
    )
    assert "Warm regards," in new
    body = lambda d: d.split("\n\n")[1:-1]  # noqa: E731
    assert sum(word_count(p) for p in body(new)) < sum(word_count(p) for p in body(DRAFT)) + 14


def test_what_the_user_wrote_themselves_is_not_flagged_as_a_leak() -> None:
    draft = DRAFT.replace("[your notice period]", "one month").replace(
        "I've attached", "My expectation is $150,000. I've attached"
    )
    assert check_draft(draft, PROFILE, RECRUITER)  # the bot alone may not name a figure...
    assert not check_draft(
        draft,
        PROFILE,
        RECRUITER,
        user_words="say my notice period is one month and I expect $150,000",
    )


async def test_revise_obeys_and_the_card_counts_every_revision(app: App) -> None:
    first = card(await app.service.handle(IncomingMessage(key=KEY, user_id=USER, text=RECRUITER)))
    assert field(first, "Revisions") == "0"
    revised = card(
        await decide(
            app,
            ButtonPress(
                key=KEY, user_id=USER, token=token(first, "Revise"), text="decline politely"
            ),
        )
    )
    assert "not to pursue" in draft_of(revised)
    assert field(revised, "Revisions") == "1"
    again = card(
        await decide(
            app,
            ButtonPress(key=KEY, user_id=USER, token=token(revised, "Revise"), text="more formal"),
        )
    )
    assert field(again, "Revisions") == "2"
    assert "I have decided" in draft_of(again) and draft_of(again) != draft_of(revised)
    assert placeholders_in(draft_of(again)) == []
