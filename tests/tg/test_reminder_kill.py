"""`career-bot serve` (SQLite) killed at a reminder's due instant sends it once after a restart."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiohttp
from serve_process import sigkill, until_held

from bot.core import texts

from .harness import USER_ID, text_update
from .served_process import free_port, post, serve, wait_healthy
from .stand_in import BotApiStandIn, Call

REMINDER = texts.REMINDER.format(text="call Globex back")


def reminders(api: BotApiStandIn) -> list[Call]:
    """Return the reminders the Bot API received."""
    return [c for c in api.of("sendMessage") if c.params.get("text") == REMINDER]


def fired(db: Path) -> list[tuple[str, int, bool]]:
    """Return (text, attempts, fired) of the stored reminders."""
    with sqlite3.connect(db) as conn:
        query = "SELECT text, attempts, fired_at IS NOT NULL FROM reminders"
        return [(str(t), int(a), bool(f)) for t, a, f in conn.execute(query)]


def fall_due_now(db: Path) -> None:
    """Move every reminder's time to now (the minute /remind asks for passes at once)."""
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE reminders SET due_at = datetime('now')")


async def test_a_reminder_due_at_the_instant_of_a_sigkill_is_sent_once_after_a_restart(
    tmp_path: Path, api: BotApiStandIn
) -> None:
    data_dir, port = tmp_path / "data", free_port()
    base, db = f"http://127.0.0.1:{port}", data_dir / "career_bot.db"
    remind = text_update("/remind 1m call Globex back", user=USER_ID)
    async with aiohttp.ClientSession() as session:
        with serve(data_dir, api.url, port) as proc:
            await wait_healthy(session, base)
            assert await post(session, base, remind) == 200
            set_at = texts.REMIND_SET.split("{")[0]
            await api.wait_for("sendMessage", lambda c: c.params["text"].startswith(set_at))
            # The reminder falls due; its send is under way when the process dies.
            api.held.add("sendMessage")
            fall_due_now(db)
            await until_held(lambda: api.held_calls)
            assert api.held_calls[0].params["text"] == REMINDER
            sigkill(proc)
        assert fired(db) == [("call Globex back", 1, False)]  # claimed, never marked sent
        api.held.clear()  # the dead process's request stays unanswered: Telegram never saw it
        with serve(data_dir, api.url, port):
            await wait_healthy(session, base)
            await api.wait_for("sendMessage", lambda c: c.params.get("text") == REMINDER)
            async with asyncio.timeout(30):
                while not fired(db)[0][2]:
                    await asyncio.sleep(0.1)
            # Marked fired: no pass, here or after another restart, sends it again.
            later = text_update("/help", user=USER_ID)
            assert await post(session, base, later) == 200
            await api.wait_for(
                "sendMessage", lambda c: c.reply_to == later["message"]["message_id"]
            )
    assert len(reminders(api)) == 1
    assert fired(db) == [("call Globex back", 2, True)]
    api.release()
