"""The "typing…" indicator: sent once, refreshed a few times at most, never over a placeholder."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from telegram.constants import ChatAction
from telegram.error import NetworkError

from bot.telegram_adapter import send
from bot.telegram_adapter.parse import Target

WHERE = Target(42, 7, None)


class FakeBot:
    """Counts sendChatAction calls (the network edge); fails them when told to."""

    def __init__(self, *, fail: bool = False) -> None:
        self.actions: list[tuple[Any, ...]] = []
        self.fail = fail

    async def send_chat_action(self, chat_id: int, action: str, **kw: Any) -> bool:
        self.actions.append((chat_id, action, kw.get("message_thread_id")))
        if self.fail:
            raise NetworkError("down")
        return True


@pytest.fixture(autouse=True)
def fast_refresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(send, "TYPING_REFRESH_S", 0.001)


async def test_a_quick_turn_sends_typing_once() -> None:
    bot = FakeBot()
    async with send.typing(bot, WHERE):  # type: ignore[arg-type]
        pass
    assert bot.actions == [(42, ChatAction.TYPING, 7)]


async def test_a_long_turn_refreshes_typing_a_bounded_number_of_times() -> None:
    bot = FakeBot()
    async with send.typing(bot, WHERE):  # type: ignore[arg-type]
        for _ in range(200):
            await asyncio.sleep(0.001)
    assert len(bot.actions) == 1 + send.MAX_TYPING_REFRESHES


async def test_typing_is_not_refreshed_once_a_placeholder_shows() -> None:
    bot = FakeBot()
    placeholder: list[int] = []
    async with send.typing(bot, WHERE, lambda: placeholder[0] if placeholder else None):  # type: ignore[arg-type]
        placeholder.append(555)  # the progress notice went out
        for _ in range(200):
            await asyncio.sleep(0.001)
    assert len(bot.actions) == 1


async def test_a_failing_typing_action_does_not_fail_the_turn() -> None:
    bot = FakeBot(fail=True)
    async with send.typing(bot, WHERE):  # type: ignore[arg-type]
        for _ in range(200):
            await asyncio.sleep(0.001)
    assert len(bot.actions) == 1 + send.MAX_TYPING_REFRESHES
