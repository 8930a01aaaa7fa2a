"""The "typing…" indicator: only for a turn still running after the delay, refreshed a few
times at most, never over a placeholder; through the real PTB app, a fast turn costs one call."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import make_settings
from openai_stand_in import OpenAIStandIn
from streaming_model import HeldModel
from telegram.constants import ChatAction
from telegram.error import NetworkError
from tests_support import INVITATION, served

from bot.runtime import open_app
from bot.telegram_adapter import TelegramPlatform
from bot.telegram_adapter import typing_indicator as indicator
from bot.telegram_adapter.parse import Target

from .harness import SECRET, Harness, bot_message, text_update
from .stand_in import TOKEN, BotApiStandIn
from .test_conversations import start_interview

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


class Clock:
    """A sleep that returns only when the test lets time pass (`advance`)."""

    def __init__(self) -> None:
        self.waits: list[float] = []
        self._passed = asyncio.Event()

    async def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        await self._passed.wait()
        self._passed.clear()

    async def advance(self) -> None:
        """Let the pending sleep end and the indicator run until it sleeps again."""
        asked = len(self.waits)
        self._passed.set()
        for _ in range(100):
            await asyncio.sleep(0)
            if len(self.waits) > asked:
                return


async def instant(seconds: float) -> None:
    await asyncio.sleep(0)


async def test_a_turn_that_ends_before_the_delay_sends_no_typing() -> None:
    bot, clock = FakeBot(), Clock()
    async with indicator.typing(bot, WHERE, after_s=0.5, sleep=clock.sleep):  # type: ignore[arg-type]
        await asyncio.sleep(0)
    assert clock.waits == [0.5]
    assert bot.actions == []


async def test_a_turn_still_running_after_the_delay_shows_typing_then_refreshes_it() -> None:
    bot, clock = FakeBot(), Clock()
    async with indicator.typing(bot, WHERE, after_s=0.5, sleep=clock.sleep):  # type: ignore[arg-type]
        await asyncio.sleep(0)
        await clock.advance()  # the delay has passed: the turn is still running
        assert bot.actions == [(42, ChatAction.TYPING, 7)]
        await clock.advance()
        assert len(bot.actions) == 2
    assert clock.waits[:2] == [0.5, indicator.TYPING_REFRESH_S]


async def test_a_long_turn_refreshes_typing_a_bounded_number_of_times() -> None:
    bot = FakeBot()
    async with indicator.typing(bot, WHERE, sleep=instant):  # type: ignore[arg-type]
        for _ in range(50):
            await asyncio.sleep(0)
    assert len(bot.actions) == 1 + indicator.MAX_TYPING_REFRESHES


async def test_typing_is_not_shown_once_a_placeholder_shows() -> None:
    bot, clock = FakeBot(), Clock()
    placeholder: list[int] = []
    shown = lambda: placeholder[0] if placeholder else None  # noqa: E731
    async with indicator.typing(bot, WHERE, shown, sleep=clock.sleep):  # type: ignore[arg-type]
        await asyncio.sleep(0)
        await clock.advance()
        placeholder.append(555)  # the progress notice went out
        await clock.advance()
    assert len(bot.actions) == 1


async def test_a_failing_typing_action_does_not_fail_the_turn() -> None:
    bot = FakeBot(fail=True)
    async with indicator.typing(bot, WHERE, sleep=instant):  # type: ignore[arg-type]
        for _ in range(50):
            await asyncio.sleep(0)
    assert len(bot.actions) == 1 + indicator.MAX_TYPING_REFRESHES


@pytest.fixture
async def tg_patient(tmp_path: Path, api: BotApiStandIn) -> AsyncIterator[Harness]:
    # A delay no test turn reaches: whatever the machine's load, these turns are "fast".
    settings = make_settings(
        tmp_path / "data",
        telegram_bot_token=TOKEN,
        telegram_api_url=api.url,
        telegram_webhook_secret=SECRET,
        typing_after_s=600,
    )
    async with open_app(settings) as app:
        platform = TelegramPlatform(app, webhook=True)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)


async def test_a_fast_answer_costs_one_bot_api_call(tg_patient: Harness) -> None:
    _, question = await start_interview(tg_patient)
    await tg_patient.settled()
    before = len(tg_patient.api.calls)
    answer = text_update("About 4 years, in production.", reply_to=bot_message(question))
    await tg_patient.send(answer)
    await tg_patient.replies_to(answer["message"]["message_id"])
    await tg_patient.settled()
    assert [c.method for c in tg_patient.api.calls[before:]] == ["sendMessage"]


@pytest.fixture
def held() -> HeldModel:
    return HeldModel()


@pytest.fixture
def model(held: HeldModel) -> Iterator[OpenAIStandIn]:
    with OpenAIStandIn(held) as server:
        yield server
    held.released.set()


@pytest.fixture
async def tg_slow(
    tmp_path: Path, api: BotApiStandIn, model: OpenAIStandIn
) -> AsyncIterator[Harness]:
    settings = make_settings(
        tmp_path / "data",
        career_bot_llm="openai",
        openai_base_url=model.base_url,
        openai_model="stand-in",
        telegram_bot_token=TOKEN,
        telegram_api_url=api.url,
        telegram_webhook_secret=SECRET,
        typing_after_s=0.05,
    )
    async with open_app(settings) as app:
        platform = TelegramPlatform(app, webhook=True)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)


async def test_a_turn_still_running_shows_typing_through_the_real_app(
    tg_slow: Harness, held: HeldModel
) -> None:
    update = text_update(INVITATION, forwarded=True)
    await tg_slow.send(update)
    # The model has not answered, so the turn is still running: "typing…" goes out.
    typing = await tg_slow.api.wait_for("sendChatAction")
    assert typing[0].params["action"] == ChatAction.TYPING
    assert not tg_slow.api.of("sendMessage")
    held.released.set()
    message_id = update["message"]["message_id"]
    await tg_slow.api.wait_for(
        "sendMessage", lambda c: c.reply_to == message_id and bool(c.callback_data)
    )


async def test_no_delay_sends_typing_before_the_turn_starts() -> None:
    bot, clock = FakeBot(), Clock()
    async with indicator.typing(bot, WHERE, after_s=0, sleep=clock.sleep):  # type: ignore[arg-type]
        assert bot.actions == [(42, ChatAction.TYPING, 7)]
        await asyncio.sleep(0)
    assert clock.waits == [indicator.TYPING_REFRESH_S]
