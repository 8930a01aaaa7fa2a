"""Retention: processed event ids, Telegram message mappings and the refusal set stay bounded."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import update

from bot import scheduled_jobs
from bot.core import texts
from bot.core.bounded import RecentSet
from bot.core.messages import ConversationKey, IncomingMessage
from bot.reminders import ReminderSweep
from bot.retention import RetentionPolicy, apply_retention
from bot.runtime import App
from bot.settings import Settings
from bot.telegram_adapter.conversations import Conversations
from bot.telegram_adapter.parse import BotIdentity
from storage.models import ProcessedEvent
from storage.retention import prune_numbered_keys

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


async def age_events(app: App, event_ids: list[str], days: int) -> None:
    """Pretend some event ids were recorded `days` ago."""
    async with app.db.session() as s, s.begin():
        await s.execute(
            update(ProcessedEvent)
            .where(ProcessedEvent.event_id.in_(event_ids))
            .values(created_at=NOW - timedelta(days=days))
        )


async def test_old_processed_event_ids_are_pruned_recent_ones_still_dedupe(app: App) -> None:
    for event_id in ("old1", "old2", "new1"):
        assert await app.repos.events.claim_event_id("slack", event_id)
    await age_events(app, ["old1", "old2"], days=8)
    await age_events(app, ["new1"], days=1)

    counts = await apply_retention(app.db, NOW)

    assert counts["processed_events"] == 2
    assert not await app.repos.events.claim_event_id("slack", "new1")  # still a duplicate
    assert await app.repos.events.claim_event_id("slack", "old1")  # forgotten: claimable again


def message(message_id: int) -> Any:
    """Return what `Conversations.root_of` reads of a Telegram message."""
    return SimpleNamespace(message_id=message_id)


async def test_each_chat_keeps_only_its_newest_message_mappings(app: App) -> None:
    chats = Conversations(app.repos.kv, BotIdentity(1, "bot"))
    await chats.remember(100, range(1, 31), "1")
    await chats.remember(100, [1000, 1001], "1000")
    await chats.remember(-200, range(5, 10), "5")

    counts = await apply_retention(app.db, NOW, RetentionPolicy(telegram_messages_per_chat=10))

    assert counts["telegram_messages"] == 22  # 32 in chat 100, 10 kept; chat -200 untouched
    assert await chats.root_of(100, message(1001)) == "1000"
    assert await chats.root_of(100, message(23)) == "1"
    assert await chats.root_of(100, message(22)) == "22"  # forgotten: its own root now
    assert await chats.root_of(-200, message(5)) == "5"
    assert await chats.root_of(-200, message(9)) == "5"


async def test_numbered_keys_ignore_other_shapes_and_need_a_positive_limit(app: App) -> None:
    for key in ("tg_root:1:x", "tg_root:1:²", "tg_rootX1:2", "tg_root:1:3"):
        await app.repos.kv.set(key, "v")
    assert await prune_numbered_keys(app.db, "tg_root:", 1) == 0
    assert await app.repos.kv.get("tg_root:1:x") == "v"
    with pytest.raises(ValueError):
        await prune_numbered_keys(app.db, "tg_root:", 0)


async def test_the_scheduled_sweep_applies_retention(app: App) -> None:
    await app.repos.events.claim_event_id("telegram", "42")
    await age_events(app, ["42"], days=30)
    scheduled_jobs.bind(ReminderSweep(app, {}, clock=lambda: NOW))
    try:
        await scheduled_jobs.sweep()
    finally:
        scheduled_jobs.bind(None)
    assert await app.repos.events.claim_event_id("telegram", "42")


def test_recent_set_forgets_the_oldest_beyond_its_limit() -> None:
    seen = RecentSet(3)
    for item in "abcd":
        seen.add(item)
    seen.add("b")  # seen again: now the newest
    seen.add("e")
    assert len(seen) == 3
    assert [x in seen for x in "abcde"] == [False, True, False, True, True]


async def test_strangers_are_refused_once_and_the_memory_of_them_is_bounded(
    settings: Settings,
) -> None:
    from conftest import make_settings

    from bot.core import service as service_module
    from bot.runtime import open_app

    limited = make_settings(settings.career_bot_data_dir, allowed_users="console:friend")
    async with open_app(limited) as app:
        svc = app.service
        svc._refused = RecentSet(2)
        key = ConversationKey("console", "local", "console", "1")
        replies = [await svc.handle(IncomingMessage(key, f"console:s{i}", "hi")) for i in range(5)]
        assert all(r[0].text == texts.NOT_ALLOWED for r in replies)
        assert await svc.handle(IncomingMessage(key, "console:s4", "hi")) == []
        assert len(svc._refused) == 2
    assert service_module.MAX_REFUSED_REMEMBERED >= 1000


async def test_set_many_upserts_in_one_statement(app: App) -> None:
    await app.repos.kv.set("a", "old", owner="console:x")
    await app.repos.kv.set_many({"a": "new", "b": "2"})
    assert [await app.repos.kv.get(k) for k in ("a", "b", "c")] == ["new", "2", None]
    await app.repos.kv.set_many({})
