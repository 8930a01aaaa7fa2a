"""A local stand-in for the Telegram Bot API: records every call, serves files and updates."""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from . import bot_html

TOKEN = "123456:TEST-token-for-the-stand-in"
BOT_ID = 123456
BOT_USERNAME = "career_test_bot"
BOT_USER = {"id": BOT_ID, "is_bot": True, "first_name": "career-bot", "username": BOT_USERNAME}
JSON_FIELDS = frozenset(
    {"reply_markup", "reply_parameters", "link_preview_options", "commands", "allowed_updates"}
)
TRUE_METHODS = frozenset(
    {
        "answerCallbackQuery",
        "sendChatAction",
        "setWebhook",
        "deleteWebhook",
        "setMyCommands",
        "deleteMessage",
    }
)


@dataclass
class Call:
    """One Bot API request: the method and its parameters (JSON fields decoded)."""

    method: str
    params: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)

    @property
    def reply_to(self) -> int | None:
        """Return the message id this call replies to, if any."""
        parameters = self.params.get("reply_parameters") or {}
        return parameters.get("message_id")

    @property
    def callback_data(self) -> list[str]:
        """Return the callback_data of the inline keyboard sent with this call."""
        markup = self.params.get("reply_markup") or {}
        rows = markup.get("inline_keyboard", [])
        return [button["callback_data"] for row in rows for button in row]


class BotApiStandIn:
    """An aiohttp server on 127.0.0.1 answering the Bot API methods the adapter uses."""

    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.files: dict[str, bytes] = {}
        self.downloads: list[str] = []
        self.pending_updates: list[dict[str, Any]] = []
        self.sent: dict[int, dict[str, Any]] = {}
        # Methods to fail with 400 the next N times they are called.
        self.failures: dict[str, int] = {}
        # Methods to refuse with 429 (flood control, retry_after 30) the next N times.
        self.flood: dict[str, int] = {}
        # Methods whose requests go unanswered (and unrecorded) until `release()`.
        self.held: set[str] = set()
        self.held_calls: list[Call] = []
        self._released = asyncio.Event()
        self._ids = itertools.count(9000)
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.url = ""

    async def start(self) -> str:
        """Start serving on a free port; return the base URL."""
        web_app = web.Application()
        web_app.add_routes(
            [
                web.post("/bot{token}/{method}", self._method),
                web.get("/file/bot{token}/{path:.+}", self._file),
            ]
        )
        self._runner = web.AppRunner(web_app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    async def close(self) -> None:
        """Stop the server."""
        if self._runner is not None:
            await self._runner.cleanup()

    def of(self, method: str) -> list[Call]:
        """Return the recorded calls of one method."""
        return [c for c in self.calls if c.method == method]

    async def wait_for(
        self,
        method: str,
        predicate: Callable[[Call], bool] = lambda _c: True,
        *,
        count: int = 1,
        timeout: float = 15.0,
    ) -> list[Call]:
        """Wait until `count` calls of `method` match `predicate`; return them."""
        found: list[Call] = []
        scanned = 0

        def enough() -> bool:
            # Only calls recorded since the last look: many waiters stay linear, not quadratic.
            nonlocal scanned
            new, scanned = self.calls[scanned:], len(self.calls)
            found.extend(c for c in new if c.method == method and predicate(c))
            return len(found) >= count

        async with asyncio.timeout(timeout), self._changed:
            await self._changed.wait_for(enough)
        return found

    def release(self) -> None:
        """Answer held methods again (requests already waiting go on)."""
        self.held.clear()
        self._released.set()

    def add_file(self, file_id: str, data: bytes) -> None:
        """Make a file downloadable through getFile and the file URL."""
        self.files[file_id] = data

    async def _method(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != TOKEN:
            return _error(401, "Unauthorized")
        method = request.match_info["method"]
        call = await _read_call(method, request)
        if method in self.held:
            self.held_calls.append(call)
            await self._released.wait()
        if self.failures.get(method, 0) > 0:
            self.failures[method] -= 1
            return _error(400, "Bad Request: can't parse entities")
        if self.flood.get(method, 0) > 0:
            self.flood[method] -= 1
            body = {
                "ok": False,
                "error_code": 429,
                "description": "Too Many Requests: retry after 30",
                "parameters": {"retry_after": 30},
            }
            return web.json_response(body, status=429)
        if (refusal := _html_refusal(call)) is not None:
            return _error(400, f"Bad Request: can't parse entities: {refusal}")
        if method == "editMessageText" and self._unchanged(call):
            # As Telegram does: an edit to the same text and markup is refused.
            return _error(
                400,
                "Bad Request: message is not modified: specified new message "
                "content and reply markup are exactly the same",
            )
        result = await self._answer(call)
        if result is None:
            return _error(404, "Not Found: method not found")
        async with self._changed:
            self.calls.append(call)
            self._changed.notify_all()
        return web.json_response({"ok": True, "result": result})

    async def _answer(self, call: Call) -> Any:
        if call.method in TRUE_METHODS:
            return True
        if call.method == "getMe":
            return BOT_USER
        if call.method in ("sendMessage", "sendDocument"):
            return self._message(call)
        if call.method in ("editMessageText", "editMessageReplyMarkup"):
            sent = self.sent.get(int(call.params["message_id"]), {})
            edited = (
                {**sent, **bot_html.text_fields(call.params)}
                if "text" in call.params
                else dict(sent)
            )
            if sent:
                self.sent[int(call.params["message_id"])] = edited
            return edited
        if call.method == "getFile":
            file_id = call.params["file_id"]
            size = len(self.files.get(file_id, b""))
            path = f"documents/{file_id}"
            return {
                "file_id": file_id,
                "file_unique_id": file_id,
                "file_size": size,
                "file_path": path,
            }
        if call.method == "getUpdates":
            return await self._updates(call)
        return None

    def _unchanged(self, call: Call) -> bool:
        sent = self.sent.get(int(call.params["message_id"]))
        fields = bot_html.text_fields(call.params)
        same_text = sent is not None and all(
            sent.get(k) == fields.get(k) for k in ("text", "entities")
        )
        return same_text and "reply_markup" not in call.params

    def _message(self, call: Call) -> dict[str, Any]:
        chat_id = int(call.params["chat_id"])
        message: dict[str, Any] = {
            "message_id": next(self._ids),
            "date": int(time.time()),
            "chat": {"id": chat_id, "type": "private" if chat_id > 0 else "supergroup"},
            "from": BOT_USER,
        }
        if call.method == "sendMessage":
            message.update(bot_html.text_fields(call.params))
        else:
            message["document"] = {"file_id": "sent", "file_unique_id": "sent"}
        if "message_thread_id" in call.params:
            message["message_thread_id"] = int(call.params["message_thread_id"])
            message["is_topic_message"] = True
        self.sent[message["message_id"]] = message
        call.params["_message_id"] = message["message_id"]
        return message

    async def _updates(self, call: Call) -> list[dict[str, Any]]:
        if not self.pending_updates:
            await asyncio.sleep(0.05)  # a short long-poll, so polling stops quickly
        updates, self.pending_updates = self.pending_updates, []
        return updates

    async def _file(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != TOKEN:
            return web.Response(status=401)
        file_id = request.match_info["path"].rsplit("/", 1)[-1]
        if file_id not in self.files:
            return web.Response(status=404)
        self.downloads.append(file_id)
        return web.Response(body=self.files[file_id])


async def _read_call(method: str, request: web.Request) -> Call:
    if request.content_type == "application/json":
        return Call(method, await request.json())
    params: dict[str, Any] = {}
    uploads: dict[str, bytes] = {}
    for name, value in (await request.post()).items():
        if isinstance(value, web.FileField):
            uploads[name] = value.file.read()
        elif name in JSON_FIELDS:
            params[name] = json.loads(value)
        else:
            params[name] = value
    return Call(method, params, uploads)


def _html_refusal(call: Call) -> str | None:
    """Return why Telegram would refuse this call's HTML text, else None."""
    if call.params.get("parse_mode") != "HTML" or "text" not in call.params:
        return None
    try:
        bot_html.parse(call.params["text"])
    except bot_html.EntityError as exc:
        return str(exc)
    return None


def _error(code: int, description: str) -> web.Response:
    body = {"ok": False, "error_code": code, "description": description}
    return web.json_response(body, status=code)
