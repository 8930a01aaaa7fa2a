"""The conversation core end to end on the offline engine and a real SQLite file."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path

import docx
import pytest
from conftest import make_settings, realworld
from sqlalchemy import func, select
from tests_support import RESUME, decide

from bot.core import texts
from bot.core.messages import ButtonPress, ConversationKey, IncomingFile, IncomingMessage, Reply
from bot.runtime import App, open_app
from storage.models import Thread, User

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "1")


def msg(
    text: str = "", *, key: ConversationKey = KEY, user: str = USER, files=()
) -> IncomingMessage:
    return IncomingMessage(key=key, user_id=user, text=text, files=tuple(files))


def all_text(replies: list[Reply]) -> str:
    parts = []
    for r in replies:
        parts.append(r.text)
        if r.card:
            parts.extend([r.card.title, r.card.body])
    return "\n".join(parts)


async def count(app: App, model: type) -> int:
    async with app.db.session() as s:
        return int(await s.scalar(select(func.count()).select_from(model)) or 0)


async def test_a_greeting_gets_help_and_starts_nothing(app: App) -> None:
    replies = await app.service.handle(msg("hi there!"))
    assert "/interview" in all_text(replies)
    assert await count(app, Thread) == 0


async def test_a_pasted_resume_starts_an_interview_and_answers_continue_it(app: App) -> None:
    replies = await app.service.handle(msg(RESUME))
    text = all_text(replies)
    assert "Kubernetes" in text and "?" in replies[-1].text
    thread = await app.repos.threads.get(KEY.thread_id)
    assert thread is not None and (thread.kind, thread.status, thread.owner) == (
        "interview",
        "active",
        USER,
    )

    replies = await app.service.handle(
        msg("About 4 years, and I led it as the go-to expert, in production.")
    )
    assert replies and replies[-1].text
    profile = await app.service.handle(msg("/profile"))
    card = profile[0].card
    assert card is not None and card.table is not None
    known = [cell for row in card.table.rows for cell in row[1:] if cell != "?"]
    assert known, "the profile table shows learned attributes"


async def test_export_is_json_resume(app: App) -> None:
    await app.service.handle(msg(RESUME))
    replies = await app.service.handle(msg("/export"))
    attachment = replies[0].attachment
    assert attachment is not None and attachment.filename.endswith(".json")
    document = json.loads(attachment.content)
    assert {"basics", "skills"} <= set(document)
    names = {s["name"] for s in document["skills"]}
    assert "Kubernetes" in names
    assert all(isinstance(s["keywords"], list) for s in document["skills"])


async def test_interview_command_asks_for_a_resume_and_rejects_non_resumes(app: App) -> None:
    assert all_text(await app.service.handle(msg("/interview"))) == texts.ASK_FOR_RESUME
    assert "too short" in all_text(await app.service.handle(msg("what's up")))
    chatter = "I had a lovely weekend walking by the sea with my dog and reading a novel. " * 3
    assert all_text(await app.service.handle(msg(chatter))) == texts.NOT_A_RESUME
    replies = await app.service.handle(msg(RESUME))
    assert "?" in replies[-1].text
    assert (await app.repos.threads.get(KEY.thread_id)).status == "active"  # type: ignore[union-attr]


async def test_interview_command_with_the_resume_inline(app: App) -> None:
    replies = await app.service.handle(msg("/interview " + RESUME))
    assert "skills to talk about" in all_text(replies)


async def test_cancel_stops_and_keeps_what_was_learned(app: App) -> None:
    await app.service.handle(msg(RESUME))
    replies = await app.service.handle(msg("/cancel"))
    assert texts.FINISH_MESSAGES["user_stopped"] in all_text(replies)
    assert (await app.repos.threads.get(KEY.thread_id)).status == "done"  # type: ignore[union-attr]
    assert await app.repos.profiles.skills(USER)
    assert all_text(await app.service.handle(msg("/cancel"))) == texts.NOTHING_TO_CANCEL


async def test_forget_needs_the_owner_and_happens_once(app: App) -> None:
    await app.service.handle(msg(RESUME))
    card = (await app.service.handle(msg("/forget")))[0]
    confirm = next(b for b in card.buttons if b.label == "Delete everything")
    intruder = ButtonPress(key=KEY, user_id="console:mallory", token=confirm.token)
    assert all_text(await decide(app, intruder)) == texts.BUTTON_NOT_OWNER
    assert await app.repos.profiles.skills(USER)

    press = ButtonPress(key=KEY, user_id=USER, token=confirm.token)
    assert all_text(await decide(app, press)) == texts.FORGET_DONE
    assert await app.repos.profiles.skills(USER) == []
    assert await app.repos.threads.get(KEY.thread_id) is None
    assert (
        await app.checkpointer.aget_tuple({"configurable": {"thread_id": KEY.thread_id}})
    ) is None
    assert all_text(await decide(app, press)) in (
        texts.BUTTON_STALE,
        texts.BUTTON_UNKNOWN,
    )


async def test_keep_my_data_deletes_nothing(app: App) -> None:
    await app.service.handle(msg(RESUME))
    card = (await app.service.handle(msg("/forget")))[0]
    keep = next(b for b in card.buttons if b.label == "Keep my data")
    assert all_text(await decide(app, ButtonPress(KEY, USER, keep.token))) == texts.FORGET_KEPT
    assert await app.repos.profiles.skills(USER)
    unknown = ButtonPress(KEY, USER, "forged-token")
    assert all_text(await decide(app, unknown)) == texts.BUTTON_UNKNOWN


async def test_users_off_the_allowlist_get_one_refusal_and_nothing_is_stored(
    tmp_path: Path,
) -> None:
    settings = make_settings(tmp_path, allowed_users="console:alice, slack:T1:U2")
    async with open_app(settings) as app:
        stranger = msg("hello", user="console:eve")
        assert all_text(await app.service.handle(stranger)) == texts.NOT_ALLOWED
        assert await app.service.handle(msg(RESUME, user="console:eve")) == []
        assert await count(app, User) == 0 and await count(app, Thread) == 0
        assert "/interview" in all_text(await app.service.handle(msg("hello")))


@pytest.mark.parametrize(
    ("text", "expected"),
    [("", texts.EMPTY_MESSAGE), ("   \n ", texts.EMPTY_MESSAGE)],
)
async def test_empty_messages(app: App, text: str, expected: str) -> None:
    assert all_text(await app.service.handle(msg(text))) == expected


async def test_huge_messages_are_refused_politely(app: App) -> None:
    replies = await app.service.handle(msg("x" * 70_000))
    assert "too long" in all_text(replies)
    await app.service.handle(msg(RESUME))
    replies = await app.service.handle(msg("word " * 1000))
    assert "very long" in all_text(replies)
    # The question is still pending: a normal answer is taken.
    assert await app.service.handle(msg("3 years, in production"))


async def test_offline_notice_is_said_once(tmp_path: Path) -> None:
    async with open_app(make_settings(tmp_path, career_bot_llm=None)) as app:
        first = await app.service.handle(msg("hello"))
        assert first[0].text == texts.OFFLINE_NOTICE
        second = await app.service.handle(msg("hello"))
        assert texts.OFFLINE_NOTICE not in all_text(second)


def docx_bytes(text: str) -> bytes:
    document = docx.Document()
    for line in text.splitlines():
        document.add_paragraph(line)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


async def test_a_docx_resume_file_starts_an_interview(app: App) -> None:
    file = IncomingFile("resume.docx", docx_bytes(RESUME))
    replies = await app.service.handle(msg(files=[file]))
    assert "skills to talk about" in all_text(replies)


async def test_a_real_json_resume_file_starts_an_interview(app: App) -> None:
    path = realworld("resumes", "r16_thomasdavis_jsonresume_founder_senior_js.json")
    file = IncomingFile(path.name, path.read_bytes(), "application/json")
    replies = await app.service.handle(msg(files=[file]))
    assert "skills to talk about" in all_text(replies)
    basics = await app.repos.profiles.basics(USER)
    assert basics.get("name")


@pytest.mark.parametrize(
    ("name", "data", "needle"),
    [
        ("photo.png", b"\x89PNG\r\n\x1a\n" + b"\0" * 100, "PDF"),
        ("resume.pdf", b"<!DOCTYPE html><html><body>Sign in</body></html>", "download"),
        ("empty.txt", b"", "empty"),
    ],
)
async def test_unusable_files_get_a_friendly_message(
    app: App, name: str, data: bytes, needle: str
) -> None:
    replies = await app.service.handle(msg(files=[IncomingFile(name, data)]))
    assert needle.lower() in all_text(replies).lower()
    assert await app.repos.threads.get(KEY.thread_id) is None


async def test_concurrent_answers_on_one_thread_are_serialized(app: App) -> None:
    await app.service.handle(msg(RESUME))
    await asyncio.gather(
        app.service.handle(msg("4 years as the lead, in production")),
        app.service.handle(msg("I led a team of 5 on it, it's live for millions of users")),
    )
    state = await app.checkpointer.aget_tuple({"configurable": {"thread_id": KEY.thread_id}})
    assert state is not None
    values = state.checkpoint["channel_values"]
    assert values["turns"] == 2
    assert sum(values["probes"].values()) == 3


async def test_someone_elses_thread_is_not_continued(app: App) -> None:
    await app.service.handle(msg(RESUME))
    replies = await app.service.handle(msg("3 years", user="console:bob"))
    assert all_text(replies) == texts.NOT_YOUR_CONVERSATION
