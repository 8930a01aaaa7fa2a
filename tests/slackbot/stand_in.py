"""A local stand-in for Slack's Web API (and file downloads, Socket Mode) on 127.0.0.1."""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import WSMsgType, web

BOT_TOKEN = "xoxb-stand-in-token"
APP_TOKEN = "xapp-stand-in-token"
TEAM = "T0TEAM"
BOT_USER = "U0BOT"
BOT_ID = "B0BOT"
JSON_FIELDS = frozenset({"blocks", "view", "attachments", "metadata"})
SIGN_IN_PAGE = b"<!DOCTYPE html><html><head><title>Slack</title></head><body>Sign in</body></html>"


@dataclass
class Call:
    """One Web API request: the method, its arguments and the token it carried."""

    method: str
    args: dict[str, Any]
    token: str = ""
    at: float = field(default_factory=time.perf_counter)
    result: dict[str, Any] = field(default_factory=dict)

    @property
    def ts(self) -> str:
        """Return the ts of the message this call posted or updated."""
        return str(self.args.get("ts") or self.result.get("ts") or "")

    @property
    def text(self) -> str:
        """Return the fallback text and every text in the blocks, joined."""
        parts = [str(self.args.get("text") or "")]
        blocks = self.args.get("blocks") or (self.args.get("view") or {}).get("blocks") or []
        parts.extend(block_texts(blocks))
        return "\n".join(p for p in parts if p)

    def block_types(self) -> list[str]:
        """Return the types of the blocks sent."""
        return [b.get("type", "") for b in self.args.get("blocks") or []]

    def buttons(self) -> dict[str, str]:
        """Return the card's buttons as label → value (the token)."""
        return {
            e["text"]["text"]: e["value"]
            for b in self.args.get("blocks") or []
            if b.get("type") == "actions"
            for e in b["elements"]
        }


def block_texts(blocks: list[dict[str, Any]]) -> list[str]:
    """Return every visible text of some blocks."""
    texts: list[str] = []
    for block in blocks:
        for key in ("text", "label"):
            if isinstance(block.get(key), dict):
                texts.append(block[key].get("text", ""))
        texts.extend(f.get("text", "") for f in block.get("fields") or [])
        texts.extend(
            (e.get("text") or {}).get("text", "")
            if e.get("type") == "button"
            else e.get("text", "")
            for e in block.get("elements") or []
            if isinstance(e, dict)
        )
    return [t for t in texts if isinstance(t, str)]


@dataclass
class StoredFile:
    """A file the stand-in serves at /files/<name>."""

    data: bytes
    content_type: str
    html_instead: bool = False


class SlackStandIn:
    """An aiohttp server answering the Web API methods the adapter uses, recording each call."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        # Posted messages per channel, as conversations.replies reads them back.
        self.messages: dict[str, list[dict[str, Any]]] = {}
        self.downloads: list[tuple[str, str]] = []
        self.files: dict[str, StoredFile] = {}
        self.file_infos: dict[str, dict[str, Any]] = {}
        self.rate_limits: dict[str, int] = {}
        self.socket_envelopes: list[dict[str, Any]] = []
        self.socket_acks: list[dict[str, Any]] = []
        self._ts = itertools.count(1)
        self._views = itertools.count(1)
        self._changed = asyncio.Event()
        # Methods whose requests go unanswered (and unrecorded) until `release()`.
        self.held: set[str] = set()
        self.held_calls: list[Call] = []
        # Or the requests this says to hold (any method), until `release()`.
        self.hold_if: Callable[[Call], bool] | None = None
        self._released = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.url = ""

    @property
    def api_url(self) -> str:
        """Return the Web API base URL (for SLACK_API_URL)."""
        return self.url + "api/"

    async def start(self) -> str:
        """Start listening on a free loopback port; return the base URL."""
        app = web.Application()
        app.router.add_post("/api/{method}", self._api)
        app.router.add_get("/api/{method}", self._api)
        app.router.add_get("/files/{name}", self._file)
        app.router.add_get("/socket", self._socket)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}/"
        return self.url

    async def close(self) -> None:
        """Stop the server."""
        if self._runner is not None:
            await self._runner.cleanup()

    def of(self, method: str, where: Callable[[Call], bool] | None = None) -> list[Call]:
        """Return the recorded calls of a method (optionally filtered)."""
        return [c for c in self.calls if c.method == method and (where is None or where(c))]

    async def wait_for(
        self,
        method: str,
        where: Callable[[Call], bool] | None = None,
        *,
        count: int = 1,
        timeout: float = 15.0,
    ) -> list[Call]:
        """Wait until `count` matching calls arrived; return them."""
        async with asyncio.timeout(timeout):
            while len(found := self.of(method, where)) < count:
                self._changed.clear()
                await self._changed.wait()
        return found

    def add_file(self, name: str, data: bytes, content_type: str, *, html: bool = False) -> str:
        """Serve a file for download; return its URL."""
        self.files[name] = StoredFile(data, content_type, html)
        return f"{self.url}files/{name}"

    def release(self) -> None:
        """Answer held methods again (requests already waiting go on)."""
        self.held.clear()
        self.hold_if = None
        self._released.set()

    def next_ts(self) -> str:
        """Return a fresh message timestamp."""
        return f"{1_700_000_000 + next(self._ts)}.000100"

    def _record(self, call: Call) -> None:
        self.calls.append(call)
        self._changed.set()

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        args = dict(request.query)
        if request.can_read_body:
            if request.content_type == "application/json":
                args.update(await request.json())
            else:
                args.update(parse_qsl(await request.text()))
        for key in JSON_FIELDS & args.keys():
            if isinstance(args[key], str):
                args[key] = json.loads(args[key])
        token = request.headers.get("Authorization", "").removeprefix("Bearer ")
        call = Call(method, args, token or str(args.get("token", "")))
        if method in self.held or (self.hold_if is not None and self.hold_if(call)):
            self.held_calls.append(call)
            await self._released.wait()
        self._record(call)
        if self.rate_limits.get(method, 0) > 0:
            self.rate_limits[method] -= 1
            return web.json_response(
                {"ok": False, "error": "ratelimited"}, status=429, headers={"Retry-After": "0"}
            )
        call.result = self._answer(call)
        return web.json_response(call.result)

    def _answer(self, call: Call) -> dict[str, Any]:
        args = call.args
        if call.method == "auth.test":
            ok = call.token == BOT_TOKEN
            return (
                {"ok": True, "team_id": TEAM, "user_id": BOT_USER, "bot_id": BOT_ID}
                if ok
                else {
                    "ok": False,
                    "error": "invalid_auth",
                }
            )
        if call.method == "chat.postMessage":
            return self._post(args)
        if call.method == "conversations.replies":
            return self._replies(args)
        if call.method == "chat.update":
            self._update(args)
            return {"ok": True, "channel": args.get("channel"), "ts": args.get("ts")}
        if call.method == "chat.delete":
            kept = self.messages.get(str(args.get("channel")), [])
            kept[:] = [m for m in kept if m["ts"] != args.get("ts")]
            return {"ok": True, "channel": args.get("channel"), "ts": args.get("ts")}
        if call.method == "chat.postEphemeral":
            return {"ok": True, "message_ts": self.next_ts()}
        if call.method in ("views.open", "views.publish"):
            return {"ok": True, "view": {**args["view"], "id": f"V{next(self._views):04d}"}}
        if call.method == "conversations.open":
            return {"ok": True, "channel": {"id": "D" + str(args.get("users", "")).lstrip("U")}}
        if call.method == "files.info":
            info = self.file_infos.get(str(args.get("file")))
            return {"ok": True, "file": info} if info else {"ok": False, "error": "file_not_found"}
        if call.method == "apps.connections.open":
            return {"ok": True, "url": self.url.replace("http", "ws", 1) + "socket"}
        return {"ok": False, "error": "unknown_method"}

    def _post(self, args: dict[str, Any]) -> dict[str, Any]:
        ts = self.next_ts()
        message = {"text": args.get("text"), "ts": ts, "blocks": args.get("blocks", [])}
        message |= {"type": "message", "bot_id": BOT_ID, "user": BOT_USER}
        if args.get("thread_ts"):
            message["thread_ts"] = args["thread_ts"]
        if args.get("metadata"):
            message["metadata"] = args["metadata"]
        self.messages.setdefault(str(args.get("channel")), []).append(message)
        # As Slack does: the message echoed back without its metadata.
        echoed = {k: v for k, v in message.items() if k != "metadata"}
        return {"ok": True, "channel": args.get("channel"), "ts": ts, "message": echoed}

    def _update(self, args: dict[str, Any]) -> None:
        # New text and blocks; metadata only when given (else the message keeps its own).
        for message in self.messages.get(str(args.get("channel")), []):
            if message["ts"] == args.get("ts"):
                message.update(text=args.get("text"), blocks=args.get("blocks", []))
                if args.get("metadata"):
                    message["metadata"] = args["metadata"]

    def _replies(self, args: dict[str, Any]) -> dict[str, Any]:
        # A thread: its parent (a message Slack holds, or one a test says a user sent) and
        # its replies, oldest first, in pages of `limit` with a cursor; metadata only when
        # asked for with include_all_metadata.
        channel, root = str(args.get("channel")), str(args.get("ts"))
        thread = [m for m in self.messages.get(channel, []) if m.get("thread_ts") == root]
        parent = {"type": "message", "ts": root, "thread_ts": root, "text": ""}
        messages = [parent, *thread]
        start, limit = int(args.get("cursor") or 0), int(args.get("limit") or 1000)
        page = messages[start : start + limit]
        if str(args.get("include_all_metadata")).lower() not in ("1", "true"):
            page = [{k: v for k, v in m.items() if k != "metadata"} for m in page]
        more = start + limit < len(messages)
        cursor = str(start + limit) if more else ""
        return {
            "ok": True,
            "messages": page,
            "has_more": more,
            "response_metadata": {"next_cursor": cursor},
        }

    async def _file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        auth = request.headers.get("Authorization", "")
        self.downloads.append((name, auth))
        self._changed.set()
        stored = self.files.get(name)
        # Like Slack: a download without the bot token answers 200 with a sign-in page.
        if stored is None or stored.html_instead or auth != f"Bearer {BOT_TOKEN}":
            return web.Response(body=SIGN_IN_PAGE, content_type="text/html")
        return web.Response(body=stored.data, content_type=stored.content_type)

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        await ws.send_json({"type": "hello", "num_connections": 1})
        for envelope in self.socket_envelopes:
            await ws.send_json(envelope)
        async for message in ws:
            if message.type == WSMsgType.TEXT:
                self.socket_acks.append(json.loads(message.data))
                self._changed.set()
        return ws

    async def wait_until(self, condition: Callable[[], bool], timeout: float = 15.0) -> None:
        """Wait until `condition()` holds (checked whenever a request arrives)."""
        async with asyncio.timeout(timeout):
            while not condition():
                self._changed.clear()
                await self._changed.wait()
