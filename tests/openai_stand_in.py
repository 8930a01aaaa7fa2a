"""A local OpenAI-compatible chat server for tests: scripted answers, request log, hangs."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Answer = Callable[[dict[str, Any]], dict[str, Any] | None]
# A hanging answer sleeps this long at most, so the server always stops by itself.
HANG_S = 8.0


def completion(content: str | None, tool_calls: list[dict[str, Any]] | None = None) -> dict:
    """Return a chat.completion body with one choice and a usage block."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {
        "id": "chatcmpl-stand-in",
        "object": "chat.completion",
        "created": 0,
        "model": "stand-in",
        "choices": [
            {
                "index": 0,
                "finish_reason": "tool_calls" if tool_calls else "stop",
                "message": message,
            }
        ],
        "usage": {"prompt_tokens": 50, "completion_tokens": 10, "total_tokens": 60},
    }


def tool_name(request: dict[str, Any]) -> str | None:
    """Return the function the request offers (function calling), if any."""
    tools = request.get("tools") or []
    return tools[0]["function"]["name"] if tools else None


def prose(request: dict[str, Any]) -> dict[str, Any]:
    """Answer every call in prose, ignoring tools and response formats."""
    return completion("Sure! This candidate looks great and I would be happy to help.")


def garbage(request: dict[str, Any]) -> dict[str, Any]:
    """Answer with broken JSON (and broken tool arguments when tools are offered)."""
    name = tool_name(request)
    if name:
        call = {"id": "c1", "type": "function", "function": {"name": name, "arguments": "{{{"}}
        return completion(None, [call])
    return completion('{"skills": [ {{{ not json')


def violating(request: dict[str, Any]) -> dict[str, Any]:
    """Answer with valid JSON that violates every schema we use."""
    wrong = json.dumps({"skills": "none", "professional_tone": "great", "flags": 7})
    name = tool_name(request)
    if name:
        call = {"id": "c1", "type": "function", "function": {"name": name, "arguments": wrong}}
        return completion(None, [call])
    return completion(wrong)


def hang(request: dict[str, Any]) -> None:
    """Never answer in time."""
    time.sleep(HANG_S)
    return None


def stream_chunks(body: dict[str, Any], request: dict[str, Any]) -> list[dict[str, Any]]:
    """Split a completion body into chat.completion.chunk bodies, usage last if asked for."""
    content = str(body["choices"][0]["message"].get("content") or "")
    words = [w + " " for w in content.split(" ")]
    words[-1] = words[-1].rstrip(" ")

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return {
            "id": body["id"],
            "object": "chat.completion.chunk",
            "created": 0,
            "model": body["model"],
            "choices": [choice],
        }

    chunks = [chunk({"role": "assistant", "content": ""})]
    chunks += [chunk({"content": word}) for word in words]
    chunks.append(chunk({}, "stop"))
    if (request.get("stream_options") or {}).get("include_usage"):
        chunks.append({**chunk({}), "choices": [], "usage": body["usage"]})
    return chunks


class OpenAIStandIn:
    """Serve `POST /v1/chat/completions` on 127.0.0.1 with an answer function."""

    def __init__(self, answer: Answer) -> None:
        self.answer = answer
        self.requests: list[dict[str, Any]] = []
        # Pause between streamed chunks (a model generating at a given speed).
        self.chunk_delay_s = 0.0
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        """Return the /v1 base URL to give the OpenAI client."""
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def __enter__(self) -> OpenAIStandIn:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                request = json.loads(self.rfile.read(length) or b"{}")
                stand_in.requests.append(request)
                body = stand_in.answer(request)
                if body is None:
                    return  # the client has given up by now
                status = int(body.pop("__status__", 200))
                if request.get("stream") and status == 200:
                    self._stream(body, request)
                    return
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, body: dict[str, Any], request: dict[str, Any]) -> None:
                # Server-sent events, one word a chunk, as OpenAI streams chat completions.
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                for chunk in stream_chunks(body, request):
                    self.wfile.write(b"data: " + json.dumps(chunk).encode() + b"\n\n")
                    self.wfile.flush()
                    time.sleep(stand_in.chunk_delay_s)
                self.wfile.write(b"data: [DONE]\n\n")

            def log_message(self, format: str, *args: Any) -> None:
                return

        return Handler
