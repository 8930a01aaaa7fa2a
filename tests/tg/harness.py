"""The Telegram adapter under test: real PTB against the stand-in, updates from real payloads."""

from __future__ import annotations

import asyncio
import copy
import itertools
import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from aiohttp.test_utils import TestClient
from conftest import realworld

from bot.runtime import App
from bot.telegram_adapter import TelegramPlatform
from storage.inbox import Inbox

from . import bot_html
from .stand_in import BOT_USER, BotApiStandIn, Call

SECRET = "s3cret-webhook-token"
WEBHOOK = "/telegram/webhook"
USER_ID = 1111111
OTHER_ID = 2222222
GROUP_ID = -1001234567890
_update_ids = itertools.count(500_000)
_message_ids = itertools.count(100)


@cache
def payload(name: str) -> dict[str, Any]:
    """Return a real Telegram payload from tests/data/realworld."""
    path = realworld("chat_payloads", "telegram", name)
    return json.loads(path.read_text())


def next_message_id() -> int:
    """Return a fresh message id for a user's message."""
    return next(_message_ids)


def text_update(
    text: str,
    *,
    user: int = USER_ID,
    chat: int | None = None,
    reply_to: dict[str, Any] | None = None,
    forwarded: bool = False,
    message_id: int | None = None,
) -> dict[str, Any]:
    """Return a text-message update shaped like the Bot API docs' example (tg01)."""
    update = copy.deepcopy(payload("tg01_telegram_docs_update_message_text.json"))
    message = update["message"]
    update["update_id"] = next(_update_ids)
    message["message_id"] = message_id if message_id is not None else next_message_id()
    message["text"] = text
    message["from"] = {**message["from"], "id": user, "is_bot": False}
    if chat is not None and chat != user:
        message["chat"] = {"id": chat, "type": "supergroup", "title": "Job hunt club"}
    else:
        message["chat"] = {**message["chat"], "id": user}
    if reply_to is not None:
        message["reply_to_message"] = reply_to
    if forwarded:
        message["forward_origin"] = {
            "type": "hidden_user",
            "date": 1441645000,
            "sender_user_name": "Maria Lopez",
        }
    return update


def document_update(
    file_id: str, file_name: str, mime_type: str, size: int, *, caption: str | None = None
) -> dict[str, Any]:
    """Return a document update shaped like the Bot API docs' example (tg02)."""
    update = copy.deepcopy(payload("tg02_telegram_docs_update_message_document.json"))
    update["update_id"] = next(_update_ids)
    message = update["message"]
    message["message_id"] = next_message_id()
    message["from"]["is_bot"] = False
    message["document"].update(
        {"file_id": file_id, "file_unique_id": file_id, "file_name": file_name}
    )
    message["document"].update({"mime_type": mime_type, "file_size": size})
    if caption is not None:
        message["caption"] = caption
    return update


def callback_update(card: Call, data: str, *, user: int = USER_ID) -> dict[str, Any]:
    """Return a button press on a sent card, shaped like telegrinder's fixture (tg07)."""
    update = copy.deepcopy(payload("tg07_telegrinder_update_callback_query_with_message.json"))
    update["update_id"] = next(_update_ids)
    query = update["callback_query"]
    query.pop("inline_message_id", None)
    query["id"] = f"cbq-{update['update_id']}"
    query["from"] = {"id": user, "is_bot": False, "first_name": f"User {user}"}
    query["data"] = data
    query["message"] = bot_message(card)
    return update


def bot_message(call: Call) -> dict[str, Any]:
    """Return the message the bot sent with a sendMessage call, as Telegram echoes it."""
    chat_id = int(call.params["chat_id"])
    return {
        "message_id": call.params["_message_id"],
        "date": 1441645600,
        "chat": {"id": chat_id, "type": "private" if chat_id > 0 else "supergroup"},
        "from": BOT_USER,
        **bot_html.text_fields(call.params),
    }


@dataclass
class Harness:
    """The opened app and platform, the stand-in Bot API, and a client for the webhook."""

    app: App
    platform: TelegramPlatform
    api: BotApiStandIn
    client: TestClient

    async def post(self, update: Any, *, secret: str | None = SECRET) -> int:
        """Post an update to the webhook; return the HTTP status."""
        headers = {"X-Telegram-Bot-Api-Secret-Token": secret} if secret is not None else {}
        body = update if isinstance(update, (str, bytes)) else json.dumps(update)
        response = await self.client.post(WEBHOOK, data=body, headers=headers)
        return response.status

    async def send(self, update: dict[str, Any]) -> None:
        """Post an update that must be accepted."""
        assert await self.post(update) == 200

    async def replies_to(self, message_id: int, *, count: int = 1) -> list[Call]:
        """Wait for `count` bot messages replying to a message."""
        return await self.api.wait_for(
            "sendMessage", lambda c: c.reply_to == message_id, count=count
        )

    async def settled(self, timeout: float = 30.0) -> None:
        """Wait until every stored update has been handled (its inbox row marked done)."""
        inbox = Inbox(self.app.db)
        deadline = asyncio.get_running_loop().time() + timeout
        while await inbox.undone():
            assert asyncio.get_running_loop().time() < deadline, "updates still waiting"
            await asyncio.sleep(0.02)

    async def reply_where(self, message_id: int, wanted: str) -> Call:
        """Wait for a bot message replying to a message whose text contains `wanted`."""
        calls = await self.api.wait_for(
            "sendMessage", lambda c: c.reply_to == message_id and wanted in c.params["text"]
        )
        return calls[0]
