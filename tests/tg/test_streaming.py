"""Streaming a model's draft into a Telegram placeholder: the real PTB app, both stand-ins."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from conftest import realworld
from openai_stand_in import OpenAIStandIn
from streaming_model import DRAFT, drafting_model, streaming_settings
from telegram import Bot
from tests_support import served

from bot.core import texts
from bot.core.progress import DRAFTING_MARK
from bot.runtime import open_app
from bot.telegram_adapter import TelegramPlatform
from bot.telegram_adapter.parse import Target
from bot.telegram_adapter.progress import TelegramProgress

from .harness import SECRET, Harness, text_update
from .stand_in import TOKEN, BotApiStandIn


@pytest.fixture
def model() -> Iterator[OpenAIStandIn]:
    with OpenAIStandIn(drafting_model) as server:
        yield server


@pytest.fixture
async def tg_llm(
    tmp_path: Path, api: BotApiStandIn, model: OpenAIStandIn
) -> AsyncIterator[Harness]:
    settings = streaming_settings(
        tmp_path / "data",
        model,
        telegram_bot_token=TOKEN,
        telegram_api_url=api.url,
        telegram_webhook_secret=SECRET,
    )
    async with open_app(settings) as app:
        platform = TelegramPlatform(app, webhook=True)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)


async def test_the_draft_streams_into_a_placeholder_that_the_reply_then_replaces(
    tg_llm: Harness, model: OpenAIStandIn
) -> None:
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    update = text_update(message.read_text(), forwarded=True)
    await tg_llm.send(update)
    message_id = update["message"]["message_id"]
    cards = await tg_llm.api.wait_for(
        "sendMessage", lambda c: c.reply_to == message_id and bool(c.callback_data)
    )
    assert DRAFT in cards[0].params["text"] and any(r.get("stream") for r in model.requests)
    sent = tg_llm.api.of("sendMessage")
    placeholder = next(c for c in sent if c.reply_to == message_id)
    assert placeholder.params["text"] in (texts.PROGRESS_WORKING, texts.PROGRESS_DRAFTING)
    placeholder_id = placeholder.params["_message_id"]
    edits = [
        c.params
        for c in tg_llm.api.of("editMessageText")
        if int(c.params["message_id"]) == placeholder_id
    ]
    partial = [e["text"] for e in edits if e["text"].endswith(DRAFTING_MARK)]
    assert partial and any(len(t) < len(DRAFT) for t in partial)
    assert all(DRAFT.startswith(t.removesuffix(DRAFTING_MARK)) for t in partial)
    # The turn's first reply took the placeholder's place, in HTML, after every draft edit.
    assert edits[-1].get("parse_mode") == "HTML" and "employer" in edits[-1]["text"]
    assert tg_llm.api.sent[placeholder_id]["text"] == edits[-1]["text"]


async def test_not_modified_and_flood_control_do_not_fail_the_view(api: BotApiStandIn) -> None:
    bot = Bot(TOKEN, base_url=f"{api.url}/bot", base_file_url=f"{api.url}/file/bot")
    now = [0.0]
    view = TelegramProgress(bot, Target(42, None, None), clock=lambda: now[0])
    async with bot:
        await view.show(texts.PROGRESS_DRAFTING, draft=False)
        await view.show(texts.PROGRESS_DRAFTING, draft=False)  # 400 message is not modified
        api.flood["editMessageText"] = 1
        await view.show("Dear team …", draft=True)  # 429: quiet for retry_after (30 s)
        now[0] = 10.0
        await view.show("Dear team, thank …", draft=True)  # still quiet: not even tried
        now[0] = 31.0
        await view.show("Dear team, thank you …", draft=True)
    assert view.message_id is not None
    assert [c.params["text"] for c in api.of("editMessageText")] == ["Dear team, thank you …"]
    assert api.sent[view.message_id]["text"] == "Dear team, thank you …"
