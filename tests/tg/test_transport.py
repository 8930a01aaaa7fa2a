"""Documents, the webhook's guard and dedupe, long polling, and proactive messages."""

from __future__ import annotations

import asyncio
import copy
import logging
from pathlib import Path

import pytest
from conftest import make_settings
from test_resume_input import text_pdf
from tests_support import RESUME, served

from bot.core import texts
from bot.core.messages import ConversationKey, Reply
from bot.runtime import ConfigurationError, open_app
from bot.settings import Settings
from bot.telegram_adapter import TelegramPlatform, register_webhook
from bot.telegram_adapter.files import TELEGRAM_DOWNLOAD_LIMIT

from .harness import SECRET, USER_ID, Harness, document_update, payload, text_update
from .stand_in import BOT_ID, TOKEN, BotApiStandIn

PDF_LINES = [line.replace("—", "-") for line in RESUME.splitlines() if line.strip()]


async def test_a_pdf_resume_is_downloaded_and_starts_the_interview(tg: Harness) -> None:
    tg.api.add_file("pdf-1", text_pdf(PDF_LINES))
    update = document_update("pdf-1", "Jane Doe CV.pdf", "application/pdf", 4000)
    await tg.send(update)
    await tg.reply_where(update["message"]["message_id"], "?")
    intro = await tg.reply_where(update["message"]["message_id"], "skill")
    assert "Kubernetes" in intro.params["text"]
    assert tg.api.downloads == ["pdf-1"]
    assert tg.api.of("getFile")[0].params["file_id"] == "pdf-1"
    assert await tg.app.repos.threads.count() == 1


async def test_an_oversized_document_is_refused_before_downloading(tg: Harness) -> None:
    update = document_update("big-1", "cv.pdf", "application/pdf", TELEGRAM_DOWNLOAD_LIMIT + 1)
    await tg.send(update)
    reply = (await tg.replies_to(update["message"]["message_id"]))[0]
    assert "MB" in reply.params["text"] and "paste the text" in reply.params["text"]
    assert not tg.api.of("getFile") and not tg.api.downloads


async def test_a_stranger_is_refused_before_their_document_is_downloaded(
    tmp_path: Path, api: BotApiStandIn
) -> None:
    settings = make_settings(
        tmp_path,
        telegram_bot_token=TOKEN,
        telegram_api_url=api.url,
        telegram_webhook_secret=SECRET,
        allowed_users="telegram:1",
    )
    async with open_app(settings) as app:
        platform = TelegramPlatform(app, webhook=True)
        async with served(app, platform) as client:
            tg = Harness(app, platform, api, client)
            api.add_file("pdf-9", text_pdf(PDF_LINES))
            update = document_update("pdf-9", "cv.pdf", "application/pdf", 4000)
            await tg.send(update)
            reply = (await tg.replies_to(update["message"]["message_id"]))[0]
            assert reply.params["text"] == texts.NOT_ALLOWED
            assert not api.of("getFile") and not api.downloads


async def test_an_image_document_gets_a_friendly_hint(tg: Harness) -> None:
    update = document_update("png-1", "resume.png", "image/png", 2000)
    await tg.send(update)
    reply = (await tg.replies_to(update["message"]["message_id"]))[0]
    assert "image" in reply.params["text"] and "PDF" in reply.params["text"]
    assert not tg.api.of("getFile")


async def test_the_webhook_refuses_a_missing_or_wrong_secret(tg: Harness) -> None:
    update = text_update(RESUME)
    assert await tg.post(update, secret=None) == 403
    assert await tg.post(update, secret="wrong") == 403
    assert await tg.post(update, secret=SECRET[:-1]) == 403
    assert await tg.app.repos.threads.count() == 0
    assert not tg.api.of("sendMessage")


async def test_the_webhook_rejects_what_is_not_an_update(tg: Harness) -> None:
    assert await tg.post("{not json") == 400
    assert await tg.post(b"\xff\xfe\x00") == 400
    assert await tg.post("[1, 2]") == 400
    assert await tg.post({"message": {"text": "no update id"}}) == 400


async def test_a_redelivered_update_is_handled_once(tg: Harness) -> None:
    update = text_update("/help")
    await tg.send(update)
    await tg.send(copy.deepcopy(update))
    await tg.replies_to(update["message"]["message_id"])
    # a later update is answered, and by then the duplicate has had every chance
    later = text_update("/help")
    await tg.send(later)
    await tg.replies_to(later["message"]["message_id"])
    assert (
        len([c for c in tg.api.of("sendMessage") if c.reply_to == update["message"]["message_id"]])
        == 1
    )


async def test_healthz_reports_telegram_connected(tg: Harness) -> None:
    response = await tg.client.get("/healthz")
    assert (await response.json())["platforms"] == {"telegram": True}


async def test_reminders_reach_the_conversation_root(tg: Harness) -> None:
    key = ConversationKey("telegram", str(BOT_ID), str(USER_ID), "4242")
    await tg.platform.messenger().send(key, [Reply(text="Still there? <3")])
    sent = (await tg.replies_to(4242))[0]
    assert sent.params["text"] == "Still there? &lt;3"


async def test_long_polling_picks_up_an_update_and_stops(
    tg_settings: Settings, api: BotApiStandIn
) -> None:
    update = copy.deepcopy(payload("tg08_telegrinder_update_message.json"))
    update["message"]["text"] = "/help"
    later = copy.deepcopy(update)
    later["update_id"] += 1
    later["message"]["message_id"] += 1
    # the same update twice, as after a restart, then another one
    api.pending_updates.extend([update, copy.deepcopy(update), later])
    first = update["message"]["message_id"]
    async with asyncio.timeout(20), open_app(tg_settings) as app:
        platform = TelegramPlatform(app, webhook=False)
        await platform.open()
        try:
            assert platform.routes() == []
            await platform.start_inbox()
            await platform.connect()
            reply = (await api.wait_for("sendMessage", lambda c: c.reply_to == first))[0]
            await api.wait_for("sendMessage", lambda c: c.reply_to == first + 1)
            assert platform.connected()
        finally:
            await platform.close()  # returns once every fetched update is handled
    assert len([c for c in api.of("sendMessage") if c.reply_to == first]) == 1
    assert "/interview" in reply.params["text"]
    assert api.of("deleteWebhook"), "polling clears any webhook first"
    assert not platform.connected()


async def test_register_webhook_sends_the_url_and_secret(
    tg_settings: Settings, api: BotApiStandIn
) -> None:
    url = "https://bot.example.com/telegram/webhook"
    assert await register_webhook(tg_settings, url) is True
    call = api.of("setWebhook")[0]
    assert call.params["url"] == url and call.params["secret_token"] == SECRET
    assert call.params["allowed_updates"] == ["message", "callback_query"]


async def test_a_bad_token_is_a_configuration_error(tmp_path: Path, api: BotApiStandIn) -> None:
    settings = make_settings(tmp_path, telegram_bot_token="1:wrong", telegram_api_url=api.url)
    async with open_app(settings) as app:
        platform = TelegramPlatform(app, webhook=False)
        with pytest.raises(ConfigurationError):
            await platform.open()


async def test_a_failure_is_logged_without_text_or_token_and_the_user_is_told(
    tg: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    tg.api.failures["sendMessage"] = 1
    update = text_update("/help")
    with caplog.at_level(logging.INFO):
        await tg.send(update)
        sorry = await tg.api.wait_for("sendMessage", lambda c: "went wrong" in c.params["text"])
    assert sorry[0].params["chat_id"] == str(USER_ID)
    failure = next(r for r in caplog.records if "failed" in r.getMessage())
    assert failure.exc_info is not None and str(update["update_id"]) in failure.getMessage()
    logged = caplog.text
    assert "/interview" not in logged and TOKEN not in logged and TOKEN.split(":")[1] not in logged
    assert logging.getLogger("httpx").getEffectiveLevel() >= logging.WARNING


def test_updates_are_processed_concurrently(tg: Harness) -> None:
    assert tg.platform.application is not None
    assert tg.platform.application.concurrent_updates > 1
