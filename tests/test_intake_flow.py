"""A new conversation's first message: act when sure, offer a choice card when not."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import REALWORLD

from bot.core import texts
from bot.core.intake import route
from bot.core.messages import Button, ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "intake")
MESSAGES = sorted((REALWORLD / "recruiter_messages").glob("*.txt"))
QUALITY = Path(__file__).parent / "data" / "quality" / "messages"
AMBIGUOUS = "Subject: Stealth startup\n\n[..]\n\nThe service will be disruptive."


def msg(text: str, *, key: ConversationKey = KEY, user: str = USER) -> IncomingMessage:
    return IncomingMessage(key=key, user_id=user, text=text, new_thread=True)


def button(replies: list[Reply], label: str) -> Button:
    for reply in replies:
        for candidate in reply.buttons:
            if candidate.label == label:
                return candidate
    raise AssertionError(f"no button {label!r} in {[b.label for r in replies for b in r.buttons]}")


def press(token: str, *, user: str = USER) -> ButtonPress:
    return ButtonPress(key=KEY, user_id=user, token=token)


def real_messages() -> list[Path]:
    return MESSAGES + (sorted(QUALITY.glob("*.txt")) if QUALITY.is_dir() else [])


@pytest.mark.parametrize("path", real_messages(), ids=lambda p: p.stem[:40])
async def test_no_real_employer_message_hits_a_dead_end(app: App, path: Path) -> None:
    replies = await app.service.handle(msg(path.read_text(errors="replace")))
    cards = [r for r in replies if r.card is not None]
    assert cards, [r.text for r in replies]
    assert any(r.buttons for r in cards)


@pytest.mark.parametrize(
    "text",
    [
        "Salary?\nNotice period?\nLocation?",
        "Hi Sam, are you open to relocating to Berlin for a Senior Engineer role?",
        "Hello <name>,\n\nMy name is XXX -- I'm the Director of Engineering at XXX.",
        "---------- Forwarded message ---------\nFrom: Jane <jane@acme.example>\nSubject: "
        "Interview\n\nHi Sam, we'd like to invite you for a second interview next week.",
        "Thank you for applying. We'd like to schedule a 30 minute call with you.",
    ],
)
def test_recruiter_messages_in_many_forms_are_employer_messages(text: str) -> None:
    intake = route(text)
    assert (intake.kind, intake.confident) == ("employer", True), intake


def test_a_resume_is_not_mistaken_for_an_employer_message() -> None:
    for path in sorted((REALWORLD / "resumes").glob("r0*")):
        assert route(path.read_text(errors="replace")).kind == "resume", path.name


async def test_an_unclear_message_gets_a_choice_card_not_a_dead_end(app: App) -> None:
    replies = await app.service.handle(msg(AMBIGUOUS))
    assert replies[-1].card is not None
    assert replies[-1].card.title == texts.INTAKE_CHOICE_TITLE
    labels = [b.label for b in replies[-1].buttons]
    assert labels[0] == "Draft a reply to this"
    assert "It's my resume — interview me" in labels


async def test_choosing_draft_a_reply_drafts_one_and_the_card_works_once(app: App) -> None:
    choice = button(await app.service.handle(msg(AMBIGUOUS)), "Draft a reply to this")
    replies = await app.service.press(press(choice.token))
    assert any(r.card is not None and "Draft reply" in r.card.title for r in replies)
    thread = await app.repos.threads.get(KEY.thread_id)
    assert thread is not None and thread.kind == "reply"
    again = await app.service.press(press(choice.token))
    assert again[0].text == texts.BUTTON_STALE


async def test_choosing_interview_reads_the_text_as_a_resume(app: App) -> None:
    # Resume lines with no headings, dates or durations: the router cannot place them.
    text = (
        "SAP BO developer and SAP HANA developer at Accenture, Pune, for Credit Suisse.\n"
        "Analyzed user requirements and optimized the performance of universes.\n"
        "Built calculation views in HANA studio and Webi reports for Swiss business users.\n"
        "Developed and maintained universes in IDT and handled CMC activities for the client."
    )
    label = "It's my resume — interview me"
    choice = button(await app.service.handle(msg(text)), label)
    replies = await app.service.press(press(choice.token))
    thread = await app.repos.threads.get(KEY.thread_id)
    assert thread is not None and thread.kind == "interview", [r.text for r in replies]


async def test_only_the_sender_may_choose(app: App) -> None:
    choice = button(await app.service.handle(msg(AMBIGUOUS)), "Draft a reply to this")
    replies = await app.service.press(press(choice.token, user="console:mallory"))
    assert replies[0].ephemeral and replies[0].text == texts.BUTTON_NOT_OWNER
    assert await app.repos.threads.get(KEY.thread_id) is None


async def test_the_reply_command_always_wins(app: App) -> None:
    replies = await app.service.handle(msg("/reply " + AMBIGUOUS))
    assert any(r.card is not None and "Draft reply" in r.card.title for r in replies)


async def test_forget_removes_a_waiting_choice(app: App) -> None:
    choice = button(await app.service.handle(msg(AMBIGUOUS)), "Draft a reply to this")
    await app.forget(USER)
    replies = await app.service.press(press(choice.token))
    assert replies[0].ephemeral


async def test_a_posting_the_fit_check_turns_down_still_gets_a_choice(app: App) -> None:
    resume_key = ConversationKey("console", "local", "console", "cv")
    resume = (REALWORLD / "resumes" / "r04_sb2nov_sourabh_bajaj_swe.tex.txt").read_text()
    await app.service.handle(msg(resume, key=resume_key))
    text = (
        "Applicants must be willing to relocate. We can only hire people legally allowed to "
        "work in the EU; we are not set up to facilitate visa processes."
    )
    assert route(text).kind == "job_posting"
    replies = await app.service.handle(msg(text))
    labels = [b.label for r in replies for b in r.buttons]
    assert "Draft a reply to this" in labels, [r.text for r in replies]
