"""The "working" placeholder only for a turn still running after CAREER_BOT_TYPING_AFTER_S:
a fast turn's answer is its one Web API call; a slow one still shows the placeholder."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import make_settings
from openai_stand_in import OpenAIStandIn
from streaming_model import HeldModel
from tests_support import INVITATION, served

from bot.runtime import open_app
from bot.settings import Settings
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.deliver import WORKING
from bot.slack_adapter.progress import SlackProgress, working_after

from .harness import SIGNING_SECRET, Harness
from .stand_in import BOT_TOKEN, SlackStandIn


async def harness(settings: Settings, api: SlackStandIn) -> AsyncIterator[Harness]:
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)


def settings_for(tmp_path: Path, api: SlackStandIn, **more: Any) -> Settings:
    return make_settings(
        tmp_path / "data",
        slack_bot_token=BOT_TOKEN,
        slack_signing_secret=SIGNING_SECRET,
        slack_api_url=api.api_url,
        **more,
    )


@pytest.fixture
async def slack_patient(tmp_path: Path, api: SlackStandIn) -> AsyncIterator[Harness]:
    # A delay no test turn reaches: whatever the machine's load, these turns are "fast".
    async for opened in harness(settings_for(tmp_path, api, typing_after_s=600), api):
        yield opened


async def test_a_fast_turn_posts_only_its_answer(slack_patient: Harness) -> None:
    before = len(slack_patient.api.calls)
    root = await slack_patient.dm("hi there!")
    await slack_patient.api.wait_for(
        "chat.postMessage", lambda c: c.args.get("thread_ts") == root and "/interview" in c.text
    )
    await slack_patient.settled()
    calls = [c for c in slack_patient.api.calls[before:] if c.method.startswith("chat.")]
    assert [c.method for c in calls] == ["chat.postMessage"]
    assert calls[0].args.get("text") != WORKING


@pytest.fixture
def held() -> HeldModel:
    return HeldModel()


@pytest.fixture
def model(held: HeldModel) -> Iterator[OpenAIStandIn]:
    with OpenAIStandIn(held) as server:
        yield server
    held.released.set()


@pytest.fixture
async def slack_slow(
    tmp_path: Path, api: SlackStandIn, model: OpenAIStandIn
) -> AsyncIterator[Harness]:
    settings = settings_for(
        tmp_path,
        api,
        career_bot_llm="openai",
        openai_base_url=model.base_url,
        openai_model="stand-in",
        typing_after_s=0.05,
    )
    async for opened in harness(settings, api):
        yield opened


async def test_a_turn_still_running_posts_the_placeholder_that_the_answer_replaces(
    slack_slow: Harness, held: HeldModel
) -> None:
    root = await slack_slow.dm(INVITATION)
    # The model has not answered, so the turn is still running: the placeholder goes out.
    placeholder = await slack_slow.placeholder(root)
    held.released.set()
    await slack_slow.api.wait_for(
        "chat.update", lambda c: c.ts == placeholder.ts and c.text != WORKING, timeout=30
    )


class FakeClient:
    """Counts chat.postMessage calls (the network edge)."""

    def __init__(self) -> None:
        self.posts: list[dict[str, Any]] = []

    async def chat_postMessage(self, **kw: Any) -> dict[str, Any]:
        self.posts.append(kw)
        return {"ts": f"1.{len(self.posts)}"}


async def test_a_notice_and_the_delay_share_one_placeholder() -> None:
    view = SlackProgress(FakeClient(), "D1", None, root="1.0")  # type: ignore[arg-type]
    gate = asyncio.Event()
    posted: list[str] = []

    async def post() -> str:
        posted.append(WORKING)
        return "9.9"

    async def sleep(_s: float) -> None:
        await gate.wait()

    async with working_after(view, post, 0.5, sleep):
        await view.show("Still drafting…", draft=False)  # the progress notice came first
        gate.set()
        await asyncio.sleep(0)
    assert posted == [] and view.ts == "1.1"
