"""Driving the Slack adapter like Slack does: signed HTTP requests built from real payloads."""

from __future__ import annotations

import asyncio
import copy
import hashlib
import hmac
import itertools
import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from aiohttp.test_utils import TestClient
from conftest import REALWORLD

from bot.runtime import App
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.deliver import WORKING

from .stand_in import TEAM, Call, SlackStandIn

SIGNING_SECRET = "stand-in-signing-secret"
USER = "U0ALICE"
OTHER = "U0BOB"
DM = "D0ALICE"
CHANNEL = "C0JOBS"
PAYLOADS = REALWORLD / "chat_payloads" / "slack"
_ids = itertools.count(1)


def payload(name: str) -> dict[str, Any]:
    """Return a real Slack payload from tests/data/realworld (a missing one fails the test)."""
    matches = sorted(Path(PAYLOADS).glob(f"{name}*.json"))
    if not matches:
        raise FileNotFoundError(f"real-world Slack payload {name} missing under {PAYLOADS}")
    return json.loads(matches[0].read_text())


def fresh_ts() -> str:
    """Return a unique message timestamp for an incoming message."""
    return f"{1_600_000_000 + next(_ids)}.000200"


def signed_headers(body: str, *, secret: str = SIGNING_SECRET, at: int | None = None) -> dict:
    """Return Slack's v0 request-signing headers for a body."""
    timestamp = str(int(time.time()) if at is None else at)
    base = f"v0:{timestamp}:{body}".encode()
    digest = hmac.new(secret.encode(), base, hashlib.sha256).hexdigest()
    return {"X-Slack-Request-Timestamp": timestamp, "X-Slack-Signature": f"v0={digest}"}


def dm_event(text: str, *, user: str = USER, thread_ts: str | None = None) -> dict[str, Any]:
    """Return a real message.im envelope (sl14) adapted to a new message."""
    body = payload("sl14")
    ts = fresh_ts()
    event = body["event"]
    event.update({"text": text, "user": user, "ts": ts, "event_ts": ts, "channel": DM})
    event.pop("blocks", None)
    if thread_ts:
        event["thread_ts"] = thread_ts
    body.update({"team_id": TEAM, "event_id": f"Ev{next(_ids):08d}"})
    return body


def press_payload(card: Call, label: str, root: str, *, user: str = USER) -> dict[str, Any]:
    """Return a real block_actions payload (sl05) pressing a button of a posted card."""
    body = copy.deepcopy(payload("sl05"))
    actions = next(b for b in card.args["blocks"] if b["type"] == "actions")
    button = next(e for e in actions["elements"] if e["text"]["text"] == label)
    message = {**body["message"], "ts": card.ts, "thread_ts": root, "blocks": card.args["blocks"]}
    body.update(
        user={"id": user, "team_id": TEAM},
        team={"id": TEAM},
        channel={"id": card.args["channel"]},
        container={**body["container"], "channel_id": card.args["channel"], "message_ts": card.ts},
        message=message,
        trigger_id=f"{next(_ids)}.trigger",
        actions=[{**body["actions"][0], **button, "block_id": actions["block_id"]}],
    )
    return body


class Harness:
    """The served app, the stand-in, and helpers to talk to the app like Slack."""

    def __init__(
        self, app: App, platform: SlackPlatform, api: SlackStandIn, client: TestClient
    ) -> None:
        self.app = app
        self.platform = platform
        self.api = api
        self.client = client
        self.last_sent = 0.0

    async def post(self, body: str, content_type: str, **headers: str) -> tuple[int, str]:
        """POST a signed body to /slack/events; return (status, text)."""
        sent = {"Content-Type": content_type, **signed_headers(body), **headers}
        self.last_sent = time.perf_counter()
        response = await self.client.post("/slack/events", data=body, headers=sent)
        return response.status, await response.text()

    async def event(self, body: dict[str, Any], **headers: str) -> tuple[int, str]:
        """Send an Events API envelope."""
        return await self.post(json.dumps(body), "application/json", **headers)

    async def interact(self, body: dict[str, Any]) -> tuple[int, str]:
        """Send an interactivity payload (form field `payload`)."""
        form = urlencode({"payload": json.dumps(body)})
        return await self.post(form, "application/x-www-form-urlencoded")

    async def dm(self, text: str, *, user: str = USER, thread_ts: str | None = None) -> str:
        """Send a DM and return the conversation's root ts."""
        body = dm_event(text, user=user, thread_ts=thread_ts)
        status, _ = await self.event(body)
        assert status == 200
        return thread_ts or body["event"]["ts"]

    async def turn(self, root: str, channel: str = DM) -> list[Call]:
        """Wait for the bot's answer to the latest request; return its messages in order."""
        placeholder = await self.placeholder(root, channel)
        await self.settled()
        return [
            c
            for c in self.api.calls
            if c.at > placeholder.at
            and c.args.get("channel") == channel
            and (
                (c.method == "chat.update" and c.args.get("ts") == placeholder.ts)
                or (c.method == "chat.postMessage" and c.args.get("thread_ts") == root)
            )
        ]

    async def placeholder(self, root: str, channel: str = DM) -> Call:
        """Wait for the "working" placeholder posted after the latest request."""

        def is_placeholder(c: Call) -> bool:
            ok = bool(c.result.get("ok")) and c.at > self.last_sent
            return ok and c.args.get("thread_ts") == root and c.args.get("text") == WORKING

        return (await self.api.wait_for("chat.postMessage", is_placeholder))[-1]

    async def settled(self, timeout: float = 30.0) -> None:
        """Wait until the adapter's background work is done."""
        inbox = self.platform.inbox
        async with asyncio.timeout(timeout):
            # Stored messages wait in the inbox, then run as background work.
            while self.platform.work.pending or (inbox and await inbox.worker.pending()):
                await asyncio.sleep(0.01)

    async def send_and_wait(self, text: str, **kwargs: Any) -> tuple[str, list[Call]]:
        """Send a DM and return (root, the bot's answer)."""
        root = await self.dm(text, **kwargs)
        return root, await self.turn(root)

    async def press(self, card: Call, label: str, root: str, *, user: str = USER) -> int:
        """Press a card's button like Slack does; return the HTTP status of the ack."""
        status, _ = await self.interact(press_payload(card, label, root, user=user))
        return status


def card_of(calls: list[Call]) -> Call:
    """Return the card message (the one with buttons) among a turn's messages."""
    return next(c for c in calls if "actions" in c.block_types())
