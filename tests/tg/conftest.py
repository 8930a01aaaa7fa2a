"""Fixtures: the stand-in Bot API, and the app with its Telegram platform behind a webhook."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from conftest import make_settings
from tests_support import served

from bot.runtime import open_app
from bot.settings import Settings
from bot.telegram_adapter import TelegramPlatform

from .harness import SECRET, Harness
from .stand_in import TOKEN, BotApiStandIn


@pytest.fixture
async def api() -> AsyncIterator[BotApiStandIn]:
    stand_in = BotApiStandIn()
    await stand_in.start()
    yield stand_in
    await stand_in.close()


@pytest.fixture
def tg_settings(tmp_path: Path, api: BotApiStandIn) -> Settings:
    return make_settings(
        tmp_path / "data",
        telegram_bot_token=TOKEN,
        telegram_api_url=api.url,
        telegram_webhook_secret=SECRET,
    )


@pytest.fixture
async def tg(tg_settings: Settings, api: BotApiStandIn) -> AsyncIterator[Harness]:
    async with open_app(tg_settings) as app:
        platform = TelegramPlatform(app, webhook=True)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)
