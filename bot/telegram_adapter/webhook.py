"""`POST /telegram/webhook`: check Telegram's secret header, queue the update, answer fast."""

from __future__ import annotations

import hmac
import json
import logging
from collections.abc import Callable

from aiohttp import web
from telegram import Update
from telegram.ext import Application

from bot.telegram_adapter.handlers import claim_update
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

WEBHOOK_PATH = "/telegram/webhook"
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


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


def webhook_route(
    current: Callable[[], Application | None], repos: Repositories, secret: str | None
) -> web.RouteDef:
    """Return the aiohttp route that receives updates for the (opened) application."""

    async def receive(request: web.Request) -> web.Response:
        if not authorized(request.headers.get(SECRET_HEADER), secret):
            return web.Response(status=403, text="forbidden")
        application = current()
        if application is None or not application.running:
            return web.Response(status=503, text="not ready")
        update = parse_update(await request.read(), application)
        if update is None:
            return web.Response(status=400, text="not a Telegram update")
        # Telegram redelivers when we are slow or fail: handle each update once.
        if await claim_update(repos, update.update_id):
            await application.update_queue.put(update)
        else:
            logger.info("telegram update %s already handled", update.update_id)
        return web.Response(status=200)

    return web.post(WEBHOOK_PATH, receive)
