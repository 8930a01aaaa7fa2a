"""`career-bot forget --user` leaves no row about the user in any table of the database."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from sqlalchemy import create_engine, inspect, text
from tests_support import CRYPTO, INVITATION, RESUME

from bot.cli import main
from bot.reminders import ReminderSweep
from bot.scheduler import Scheduler

from .harness import GROUP_ID, OTHER_ID, USER_ID, Harness, callback_update, text_update
from .test_conversations import button

USER = f"telegram:{USER_ID}"
OTHER = f"telegram:{OTHER_ID}"


async def populate(tg: Harness, user: int) -> None:
    """Interview, a pending card, an opportunity, a reminder, and a group conversation."""
    resume = text_update(RESUME, user=user)
    await tg.send(resume)
    await tg.replies_to(resume["message"]["message_id"])
    cards = []
    for employer in (CRYPTO, INVITATION):
        update = text_update(employer, user=user, forwarded=True)
        await tg.send(update)
        message_id = update["message"]["message_id"]
        sent = await tg.api.wait_for(
            "sendMessage", lambda c, m=message_id: c.reply_to == m and bool(c.callback_data)
        )
        cards.append(sent[0])
    # The invitation's draft is approved (an opportunity); the crypto card stays pending.
    await tg.send(callback_update(cards[1], button(cards[1], "Approve"), user=user))
    await tg.reply_where(cards[1].params["_message_id"], "ready to copy")
    remind = text_update("/remind 3d call Globex back", user=user)
    await tg.send(remind)
    await tg.replies_to(remind["message"]["message_id"])
    group = text_update(f"@career_test_bot {INVITATION}", user=user, chat=GROUP_ID)
    group["message"]["entities"] = [{"type": "mention", "offset": 0, "length": 16}]
    await tg.send(group)
    await tg.replies_to(group["message"]["message_id"])
    # A reply can be out before its update is marked handled; /forget keeps waiting ones.
    await tg.settled()


def rows_mentioning(db: Path, needles: set[str]) -> dict[str, int]:
    """Count, per table, the rows where any column holds one of the needles."""
    engine = create_engine(f"sqlite:///{db}")
    found: dict[str, int] = {}
    with engine.connect() as conn:
        for table in inspect(conn).get_table_names():
            for row in conn.execute(text(f'SELECT * FROM "{table}"')):
                cells = [c.decode("latin-1") if isinstance(c, bytes) else str(c) for c in row]
                if any(n in cell for cell in cells for n in needles):
                    found[table] = found.get(table, 0) + 1
    engine.dispose()
    return found


def scalars(db: Path, query: str, **params: str) -> set[str]:
    """Return the first column of a query's rows."""
    engine = create_engine(f"sqlite:///{db}")
    with engine.connect() as conn:
        values = {str(v) for v in conn.scalars(text(query), params)}
    engine.dispose()
    return values


def thread_ids(db: Path, owner: str) -> set[str]:
    """Return the LangGraph thread ids a user owns."""
    return scalars(db, "SELECT thread_id FROM threads WHERE owner = :o", o=owner)


def exchanges(db: Path, owner: str) -> set[str]:
    """Return the ids of the exchanges of a user's opportunities (they name no user)."""
    query = (
        "SELECT m.id FROM opportunity_messages m JOIN opportunities o"
        " ON o.id = m.opportunity_id WHERE o.user_id = :o"
    )
    return scalars(db, query, o=owner)


async def test_cli_forget_leaves_no_row_about_the_user(
    tg: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    scheduler = Scheduler(tg.app.db.path, ReminderSweep(tg.app, {}))
    scheduler.start()
    tg.app.hooks.scheduler = scheduler
    await populate(tg, USER_ID)
    await populate(tg, OTHER_ID)
    # The platform process keeps running elsewhere; its scheduler is not this command's.
    await scheduler.stop()
    tg.app.hooks.scheduler = None
    db = tg.app.db.path
    assert db is not None
    needles = {USER, str(USER_ID), *thread_ids(db, USER)}
    before = rows_mentioning(db, needles)
    for table in (
        "users",
        "threads",
        "checkpoints",
        "writes",
        "kv",
        "reminders",
        "opportunities",
        "button_tokens",
        "events",
        "skills",
    ):
        assert before.get(table), f"the scenario left nothing in {table}"
    opportunities = scalars(db, "SELECT id FROM opportunities WHERE user_id = :o", o=USER)
    assert exchanges(db, USER)
    others_before = rows_mentioning(db, {OTHER, str(OTHER_ID), *thread_ids(db, OTHER)})

    for name, value in {"CAREER_BOT_DATA_DIR": str(db.parent), "CAREER_BOT_LLM": "offline"}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(db.parent)  # no .env here
    assert await asyncio.to_thread(main, ["forget", "--user", USER]) == 0

    assert rows_mentioning(db, needles) == {}
    left = scalars(db, "SELECT opportunity_id FROM opportunity_messages")
    assert not left & opportunities
    # Someone else's data is untouched.
    assert rows_mentioning(db, {OTHER, str(OTHER_ID), *thread_ids(db, OTHER)}) == others_before
