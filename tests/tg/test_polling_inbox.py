"""Long polling (`career-bot run`) through the inbox: stored before getUpdates confirms it."""

from __future__ import annotations

import asyncio
import copy

from sqlalchemy import select

from bot.runtime import App, open_app
from bot.settings import Settings
from bot.telegram_adapter import TelegramPlatform
from storage.models import InboxEvent

from .harness import payload
from .stand_in import BotApiStandIn


async def _rows(app: App) -> list[InboxEvent]:
    async with app.db.session() as s:
        return list(await s.scalars(select(InboxEvent).where(InboxEvent.source == "telegram")))


def _help_updates() -> list[dict]:
    update = copy.deepcopy(payload("tg08_telegrinder_update_message.json"))
    update["message"]["text"] = "/help"
    later = copy.deepcopy(update)
    later["update_id"] += 1
    later["message"]["message_id"] += 1
    return [update, later]


async def test_an_update_is_stored_before_the_next_get_updates_confirms_it(
    tg_settings: Settings, api: BotApiStandIn
) -> None:
    updates = _help_updates()
    api.pending_updates.extend(copy.deepcopy(updates))
    last = updates[-1]["update_id"]
    async with asyncio.timeout(20), open_app(tg_settings) as app:
        platform = TelegramPlatform(app, webhook=False)
        await platform.open()
        try:
            await platform.connect()  # no worker yet: what is fetched can only be stored
            confirmed = await api.wait_for(
                "getUpdates", lambda c: str(c.params.get("offset")) == str(last + 1)
            )
            rows = await _rows(app)
            assert confirmed
            assert sorted(int(r.event_id) for r in rows) == [u["update_id"] for u in updates]
            assert all(r.done_at is None for r in rows)  # stored, not run: nothing in memory
            assert not api.of("sendMessage")
            await platform.start_inbox()
            first = updates[0]["message"]["message_id"]
            await api.wait_for("sendMessage", lambda c: c.reply_to == first + 1)
            assert [c.reply_to for c in api.of("sendMessage")] == [first, first + 1]
        finally:
            await platform.close()


async def test_updates_fetched_again_after_a_restart_run_once(
    tg_settings: Settings, api: BotApiStandIn
) -> None:
    # The process died after storing them but before a getUpdates confirmed them:
    # Telegram sends them again, and the inbox drops the copies.
    updates = _help_updates()
    for _attempt in range(2):
        api.pending_updates.extend(copy.deepcopy(updates))
        async with asyncio.timeout(20), open_app(tg_settings) as app:
            platform = TelegramPlatform(app, webhook=False)
            await platform.open()
            try:
                await platform.start_inbox()
                await platform.connect()
                await api.wait_for("getUpdates", lambda c: c.params.get("offset") is not None)
                async with asyncio.timeout(15):
                    while await platform.worker.pending():
                        await asyncio.sleep(0.05)
            finally:
                await platform.close()
    first = updates[0]["message"]["message_id"]
    assert sorted(c.reply_to for c in api.of("sendMessage")) == [first, first + 1]
