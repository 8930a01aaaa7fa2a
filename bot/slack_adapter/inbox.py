"""Slack messages through the durable inbox: stored before the 200, run by the inbox worker."""

from __future__ import annotations

import json
import logging
from typing import Any

from aiohttp import web
from slack_sdk.signature import SignatureVerifier

from bot.inbox_worker import InboxWorker
from bot.runtime import App
from bot.slack_adapter.handlers import EVENT_SOURCE, SlackHandlers
from storage.inbox import Inbox, InboxItem

logger = logging.getLogger(__name__)

# The events that carry what a person wrote; the rest (buttons, Home) go straight to Bolt.
MESSAGE_EVENTS = frozenset({"message", "app_mention"})


def message_event(raw: bytes) -> dict[str, Any] | None:
    """Return the Events API body of a message or mention (with an event_id), else None."""
    try:
        body = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(body, dict) or body.get("type") != "event_callback":
        return None
    event = body.get("event")
    if not isinstance(event, dict) or event.get("type") not in MESSAGE_EVENTS:
        return None
    return body if body.get("event_id") else None


class SlackInbox:
    """Stores signed message events durably and runs them through the handlers later."""

    def __init__(self, app: App, handlers: SlackHandlers, signing_secret: str) -> None:
        self.handlers = handlers
        self.verifier = SignatureVerifier(signing_secret)
        self.worker = InboxWorker(
            Inbox(app.db), EVENT_SOURCE, self._run, lease_s=app.settings.inbox_lease_s
        )

    async def intercept(self, request: web.Request) -> web.Response | None:
        """Store a message event and answer 200; None for what Bolt should handle itself."""
        raw = await request.read()  # aiohttp keeps it: Bolt can read it again
        body = message_event(raw)
        if body is None or not self.verifier.is_valid_request(raw, dict(request.headers)):
            return None  # Bolt answers unsigned requests with 401
        event = body["event"]
        key = f"slack:{body.get('team_id', '')}:{event.get('channel', '')}"
        user = f"slack:{event['user']}" if event.get("user") else None
        if not await self.worker.put(EVENT_SOURCE, str(body["event_id"]), key, body, user):
            logger.info("Slack event already received (a retry)")
        return web.Response(status=200)

    async def _run(self, item: InboxItem) -> None:
        body = item.payload
        event = body["event"]
        listener = self.handlers.on_mention
        if event.get("type") != "app_mention":
            listener = self.handlers.on_message
        try:
            await listener(body, event)
        except Exception as exc:
            # As Bolt would: the one error handler logs it and tells the user.
            await self.handlers.on_error(exc, body)
