"""`POST /telegram/webhook`: check Telegram's secret header, store the update, answer fast."""

from __future__ import annotations

import hmac
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from telegram import Update
from telegram.ext import Application

from bot.telegram_adapter.handlers import EVENT_SOURCE
from bot.telegram_adapter.parse import user_id

logger = logging.getLogger(__name__)

WEBHOOK_PATH = "/telegram/webhook"
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
# Stores (source, event id, thread key, payload, sender) durably; True when it was new.
Store = Callable[[str, str, str, dict[str, Any], str | None], Awaitable[bool]]


def authorized(header: str | None, secret: str | None) -> bool:
    """Tell whether the request carries the configured secret (constant-time compare)."""
    if not secret or header is None:
        return False
    return hmac.compare_digest(header.encode(), secret.encode())


def parse_update(body: bytes, application: Application) -> Update | None:
    """Return the update in a request body, or None when it is not a valid update."""
    try:
        data = json.loads(body)
        update = Update.de_json(data, application.bot) if isinstance(data, dict) else None
    except (ValueError, TypeError, KeyError):
        return None
    return update


def thread_key(update: Update) -> str:
    """Return the key whose updates run one at a time, in order: the chat."""
    chat = update.effective_chat
    return f"telegram:{chat.id}" if chat is not None else f"telegram:update:{update.update_id}"


def webhook_route(
    current: Callable[[], Application | None], store: Store, secret: str | None
) -> web.RouteDef:
    """Return the aiohttp route that receives updates for the (opened) application."""

    async def receive(request: web.Request) -> web.Response:
        if not authorized(request.headers.get(SECRET_HEADER), secret):
            return web.Response(status=403, text="forbidden")
        application = current()
        if application is None or not application.running:
            return web.Response(status=503, text="not ready")
        body = await request.read()
        update = parse_update(body, application)
        if update is None:
            return web.Response(status=400, text="not a Telegram update")
        # Stored before the 200, so a crash after it loses nothing; a redelivery is dropped.
        sender = user_id(update.effective_user) if update.effective_user else None
        key, payload = thread_key(update), json.loads(body)
        if not await store(EVENT_SOURCE, str(update.update_id), key, payload, sender):
            logger.info("telegram update %s already received", update.update_id)
        return web.Response(status=200)

    return web.post(WEBHOOK_PATH, receive)
