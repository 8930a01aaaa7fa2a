"""A message whose turn ran but whose replies were not recorded runs once after a SIGKILL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest
from conftest import TEST_DATABASE_URL, fresh_postgres_database
from serve_process import sigkill, until_held
from subprocess_hooks.hold_point import env as hold_env
from tests_support import RESUME

from .harness import OTHER_ID, USER_ID, bot_message, text_update
from .served_process import free_port, post, serve, wait_healthy
from .stand_in import BotApiStandIn, Call

ANSWER = "About 4 years, and I led it as the go-to expert, in production."
# The second turn's replies are recorded here: hold there, after its run advanced the thread.
RECORD = "storage.inbox:Inbox.record_replies"
# On PostgreSQL a restarted process takes the dead one's event when its lease runs out.
LEASE_S = "2"


async def interview_answered(
    session: aiohttp.ClientSession, base: str, api: BotApiStandIn, user: int
) -> dict[str, object]:
    """Send a resume, wait for its question; return the answer update (not yet sent)."""
    resume = text_update(RESUME, user=user)
    assert await post(session, base, resume) == 200
    resume_id = resume["message"]["message_id"]
    question = await api.wait_for(
        "sendMessage", lambda c: c.reply_to == resume_id and "?" in c.params["text"], timeout=60
    )
    return text_update(ANSWER, user=user, reply_to=bot_message(question[0]))


async def killed_then_replayed(
    tmp_path: Path, api: BotApiStandIn, **env: str
) -> tuple[list[Call], list[Call]]:
    """Kill a process between an answer's run and its record, restart; return the replayed
    answer's replies and, for comparison, those of the same answer never killed."""
    data_dir, port = tmp_path / "data", free_port()
    base, held = f"http://127.0.0.1:{port}", tmp_path / "held"
    async with aiohttp.ClientSession() as session:
        with serve(data_dir, api.url, port, **env, **hold_env(RECORD, 2, held)) as proc:
            await wait_healthy(session, base)
            answer = await interview_answered(session, base, api, USER_ID)
            assert await post(session, base, answer) == 200
            await until_held(held.exists, timeout=60)
            sigkill(proc)
        answer_id = answer["message"]["message_id"]
        assert not [c for c in api.of("sendMessage") if c.reply_to == answer_id]

        with serve(data_dir, api.url, port, **env):
            await wait_healthy(session, base)
            await api.wait_for("sendMessage", lambda c: c.reply_to == answer_id, timeout=60)
            # The same conversation, never killed: what one answer to the first question gets.
            control = await interview_answered(session, base, api, OTHER_ID)
            assert await post(session, base, control) == 200
            control_id = control["message"]["message_id"]
            expected = await api.wait_for(
                "sendMessage", lambda c: c.reply_to == control_id, timeout=60
            )
    return [c for c in api.of("sendMessage") if c.reply_to == answer_id], expected


@asynccontextmanager
async def postgres() -> AsyncIterator[str]:
    """Yield a fresh PostgreSQL database's URL (CI's TEST_DATABASE_URL server)."""
    if not TEST_DATABASE_URL:
        pytest.fail("set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run)")
    async with fresh_postgres_database(TEST_DATABASE_URL) as url:
        yield url


async def test_an_interview_answer_killed_before_its_replies_were_recorded_applies_once(
    tmp_path: Path, api: BotApiStandIn
) -> None:
    replayed, expected = await killed_then_replayed(tmp_path, api)
    # Run twice, the answer would also have answered the next question: another question.
    assert [c.params["text"] for c in replayed] == [c.params["text"] for c in expected]


@pytest.mark.scale
async def test_the_same_on_postgresql(tmp_path: Path, api: BotApiStandIn) -> None:
    async with postgres() as url:
        env = {"DATABASE_URL": url, "CAREER_BOT_INBOX_LEASE": LEASE_S}
        replayed, expected = await killed_then_replayed(tmp_path, api, **env)
    assert [c.params["text"] for c in replayed] == [c.params["text"] for c in expected]
