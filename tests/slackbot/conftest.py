"""Fixtures: the Web API stand-in, and the app with its Slack platform served over HTTP."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from conftest import make_settings
from test_resume_input import text_pdf as build_pdf
from tests_support import served

from bot.runtime import open_app
from bot.settings import Settings
from bot.slack_adapter import SlackPlatform

from .harness import SIGNING_SECRET, Harness
from .stand_in import BOT_TOKEN, SlackStandIn


@pytest.fixture
async def api() -> AsyncIterator[SlackStandIn]:
    stand_in = SlackStandIn()
    await stand_in.start()
    yield stand_in
    await stand_in.close()


@pytest.fixture
def slack_settings(tmp_path: Path, api: SlackStandIn) -> Settings:
    return make_settings(
        tmp_path / "data",
        slack_bot_token=BOT_TOKEN,
        slack_signing_secret=SIGNING_SECRET,
        slack_api_url=api.api_url,
        # The placeholder first, as the harness waits for it (tests/slackbot/test_working.py
        # covers the delay).
        typing_after_s=0,
    )


@pytest.fixture
async def slack(slack_settings: Settings, api: SlackStandIn) -> AsyncIterator[Harness]:
    async with open_app(slack_settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)


@pytest.fixture
def text_pdf() -> bytes:
    """Return a small, valid text PDF of the test resume."""
    from tests_support import RESUME

    lines = [line.replace("—", "-") for line in RESUME.splitlines() if line.strip()]
    return build_pdf(lines)
