"""Slack through the durable inbox: events and interactions stored before their ack, run later."""

from __future__ import annotations

import json
import logging
from typing import Any

from aiohttp import web
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_bolt.async_app import AsyncApp
from slack_sdk.signature import SignatureVerifier
from slack_sdk.socket_mode.async_client import AsyncBaseSocketModeClient
from slack_sdk.socket_mode.request import SocketModeRequest
from slack_sdk.socket_mode.response import SocketModeResponse

from bot.inbox_worker import InboxWorker
from bot.runtime import App
from bot.slack_adapter.handlers import EVENT_SOURCE, SlackHandlers
from bot.slack_adapter.parse import inbox_key, team_of
from storage.inbox import Inbox, InboxItem

logger = logging.getLogger(__name__)

# The events that carry what a person wrote; the rest (App Home) go straight to Bolt.
MESSAGE_EVENTS = frozenset({"message", "app_mention"})


def message_body(body: Any) -> dict[str, Any] | None:
    """Return an Events API body of a message or mention (with an event_id), else None."""
    if not isinstance(body, dict) or body.get("type") != "event_callback":
        return None
    event = body.get("event")
    if not isinstance(event, dict) or event.get("type") not in MESSAGE_EVENTS:
        return None
    return body if body.get("event_id") else None


def message_event(raw: bytes) -> dict[str, Any] | None:
    """Return the raw request's body when it is a message or mention event, else None."""
    try:
        return message_body(json.loads(raw))
    except ValueError:
        return None


class SlackInbox:
    """Stores Slack events durably and runs them through the handlers later.

    Messages are stored here (over HTTP before Bolt sees them, in Socket Mode before the
    envelope's ack); button presses, modal submissions and the shortcut are stored by
    their Bolt listeners before they call ack().
    """

    def __init__(self, app: App, handlers: SlackHandlers, signing_secret: str) -> None:
        self.handlers = handlers
        self.verifier = SignatureVerifier(signing_secret)
        self.worker = InboxWorker(
            Inbox(app.db), EVENT_SOURCE, self._run, lease_s=app.settings.inbox_lease_s
        )
        handlers.store = self.store

    async def store(self, event_id: str, key: str, body: dict[str, Any], user: str | None) -> bool:
        """Store one Slack payload under its conversation's key; True when new."""
        return await self.worker.put(EVENT_SOURCE, event_id, key, body, user)

    async def store_message(self, body: dict[str, Any]) -> None:
        """Store a message or mention event (a duplicate delivery is dropped)."""
        event = body["event"]
        key = inbox_key(team_of(body), str(event.get("channel", "")))
        user = f"slack:{event['user']}" if event.get("user") else None
        if not await self.store(str(body["event_id"]), key, body, user):
            logger.info("Slack event already received (a retry)")

    async def intercept(self, request: web.Request) -> web.Response | None:
        """Store a message event and answer 200; None for what Bolt should handle itself."""
        raw = await request.read()  # aiohttp keeps it: Bolt can read it again
        body = message_event(raw)
        if body is None or not self.verifier.is_valid_request(raw, dict(request.headers)):
            return None  # Bolt answers unsigned requests with 401
        await self.store_message(body)
        return web.Response(status=200)

    async def _run(self, item: InboxItem) -> None:
        body = item.payload
        try:
            if body.get("type") != "event_callback":
                await self.handlers.run_stored(body)
            elif body["event"].get("type") == "app_mention":
                await self.handlers.on_mention(body, body["event"])
            else:
                await self.handlers.on_message(body, body["event"])
        except Exception as exc:
            # As Bolt would: the one error handler logs it and tells the user.
            await self.handlers.on_error(exc, body)


class StoringSocketModeHandler(AsyncSocketModeHandler):
    """Socket Mode whose message envelopes are acknowledged only once stored in the inbox."""

    def __init__(self, bolt: AsyncApp, app_token: str, inbox: SlackInbox) -> None:
        super().__init__(bolt, app_token)
        self.inbox = inbox

    async def handle(  # type: ignore[override]
        self, client: AsyncBaseSocketModeClient, req: SocketModeRequest
    ) -> None:
        """Store a message event, then ack its envelope; hand anything else to Bolt."""
        body = message_body(req.payload) if req.type == "events_api" else None
        if body is None:
            await super().handle(client, req)  # type: ignore[arg-type]
            return
        await self.inbox.store_message(body)
        await client.send_socket_mode_response(SocketModeResponse(envelope_id=req.envelope_id))
