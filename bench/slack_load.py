"""Benchmark: N concurrent simulated Slack users against `career-bot serve` (offline engine).

Starts a local stand-in for Slack's Web API on 127.0.0.1, then the real `career-bot serve`
process (a subprocess, offline engine, a temporary SQLite file) pointed at it. Each
simulated user DMs a resume and answers a few interview questions in the thread, with
signed Events API requests over loopback. Reports, in milliseconds:
  - ack latency: the event POST until `career-bot serve` answers HTTP 200;
  - placeholder latency: the event POST until the "Working on it…" message arrives (only
    turns still running after CAREER_BOT_TYPING_AFTER_S post one);
  - reply latency: the event POST until the reply arrives (in place of the placeholder,
    or posted on its own);
  - chat.* Web API calls per event.

Usage: python bench/slack_load.py [--users 20] [--answers 3]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import itertools
import json
import os
import socket
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

RESUME = (Path(__file__).resolve().parent / "resume.txt").read_text()
ANSWERS = [
    "About 5 years, and it ran in production.",
    "I led the work myself, for a team of 12 people.",
    "It served about 2 million users a day.",
    "Mostly around latency and cost constraints.",
]
SECRET = "bench-signing-secret"
BOT_TOKEN = "xoxb-bench"
TEAM = "T0BENCH"
WORKING = "Working on it…"
TURN_TIMEOUT_S = 60.0
START_TIMEOUT_S = 60.0


@dataclass
class Thread:
    """What the stand-in saw in one thread: the placeholder and when things arrived."""

    placeholders: dict[str, float] = field(default_factory=dict)
    replies: dict[str, float] = field(default_factory=dict)
    questions: list[float] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)


class WebApiStandIn:
    """The few Web API methods `career-bot serve` calls, with arrival times per thread."""

    def __init__(self) -> None:
        self.threads: dict[str, Thread] = {}
        self.placeholder_root: dict[str, str] = {}
        self.calls: Counter[str] = Counter()
        self._ts = itertools.count(1)

    async def handle(self, request: web.Request) -> web.Response:
        """Answer one Web API call and note when replies arrive."""
        method = request.match_info["method"]
        args = await request.json() if request.content_type == "application/json" else {}
        args.update(request.query)
        now = time.perf_counter()
        if method == "auth.test":
            return web.json_response({"ok": True, "team_id": TEAM, "user_id": "U0BOT"})
        if method.startswith("chat."):
            self.calls[method] += 1
        ts = str(args.get("ts") or f"{1_700_000_000 + next(self._ts)}.000100")
        if method == "chat.postMessage":
            self._posted(str(args.get("thread_ts", "")), ts, str(args.get("text", "")), now)
        elif method == "chat.update" and ts in self.placeholder_root:
            thread = self.thread(self.placeholder_root[ts])
            thread.replies[ts] = now
            self._maybe_question(thread, args, now)
        return web.json_response({"ok": True, "channel": args.get("channel"), "ts": ts})

    def thread(self, root: str) -> Thread:
        """Return the record of a thread."""
        return self.threads.setdefault(root, Thread())

    def _posted(self, root: str, ts: str, text: str, now: float) -> None:
        thread = self.thread(root)
        if text == WORKING:
            thread.placeholders[ts] = now
            self.placeholder_root[ts] = root
        else:
            thread.replies[ts] = now  # a fast turn's answer: posted without a placeholder
            self._maybe_question(thread, {"text": text}, now)
        thread.changed.set()

    @staticmethod
    def _maybe_question(thread: Thread, args: dict[str, Any], now: float) -> None:
        if str(args.get("text", "")).rstrip().endswith("?"):
            thread.questions.append(now)
        thread.changed.set()


def signed(body: str) -> dict[str, str]:
    """Return Slack's v0 signature headers for a body."""
    stamp = str(int(time.time()))
    digest = hmac.new(SECRET.encode(), f"v0:{stamp}:{body}".encode(), hashlib.sha256)
    return {
        "Content-Type": "application/json",
        "X-Slack-Request-Timestamp": stamp,
        "X-Slack-Signature": "v0=" + digest.hexdigest(),
    }


@dataclass
class Samples:
    """Latencies in seconds."""

    ack: list[float] = field(default_factory=list)
    placeholder: list[float] = field(default_factory=list)
    reply: list[float] = field(default_factory=list)
    timeouts: int = 0


_event_ids = itertools.count(1)


async def send_dm(
    http: aiohttp.ClientSession, url: str, user: int, text: str, root: str | None
) -> tuple[str, float, float]:
    """POST one signed message.im event; return (its ts, send time, ack latency)."""
    number = next(_event_ids)
    ts = f"{1_600_000_000 + number}.000200"
    event = {
        "type": "message",
        "channel": f"D{user:04d}",
        "channel_type": "im",
        "user": f"U{user:04d}",
        "text": text,
        "ts": ts,
        "event_ts": ts,
    }
    if root:
        event["thread_ts"] = root
    body = json.dumps(
        {"type": "event_callback", "team_id": TEAM, "event_id": f"Ev{number:08d}", "event": event}
    )
    started = time.perf_counter()
    async with http.post(url, data=body, headers=signed(body)) as response:
        await response.read()
        if response.status != 200:
            raise RuntimeError(f"event POST answered HTTP {response.status}")
    return ts, started, time.perf_counter() - started


async def simulated_user(
    http: aiohttp.ClientSession, url: str, api: WebApiStandIn, user: int, answers: int
) -> Samples:
    """DM a resume, then answer questions in the thread; return this user's samples."""
    samples = Samples()
    root: str | None = None
    for turn in range(answers + 1):
        text = RESUME if turn == 0 else ANSWERS[(turn - 1) % len(ANSWERS)]
        ts, started, ack = await send_dm(http, url, user, text, root)
        root = root or ts
        samples.ack.append(ack)
        thread = api.thread(root)
        asked = len(thread.questions)
        try:
            await _wait_turn(thread, started, asked, samples)
        except TimeoutError:
            samples.timeouts += 1
            break
        if len(thread.questions) == asked:
            break  # the interview ended: nothing more to answer
    return samples


async def _wait_turn(thread: Thread, started: float, asked: int, samples: Samples) -> None:
    async with asyncio.timeout(TURN_TIMEOUT_S):
        while True:
            new = [ts for ts, at in thread.placeholders.items() if at >= started]
            done = sorted(at for at in thread.replies.values() if at >= started)
            if done and len(thread.questions) > asked:
                break
            thread.changed.clear()
            try:
                await asyncio.wait_for(thread.changed.wait(), timeout=2.0 if done else None)
            except TimeoutError:
                break  # a reply without a question: the interview is over
    if new:
        samples.placeholder.append(thread.placeholders[new[0]] - started)
    samples.reply.append(done[0] - started)


def free_port() -> int:
    """Return a free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def start_serve(api_url: str, data_dir: Path) -> tuple[asyncio.subprocess.Process, str]:
    """Start `career-bot serve` on a free loopback port; return it and its base URL."""
    port = free_port()
    env = {
        **os.environ,
        "CAREER_BOT_LLM": "offline",
        "CAREER_BOT_DATA_DIR": str(data_dir),
        "SLACK_BOT_TOKEN": BOT_TOKEN,
        "SLACK_SIGNING_SECRET": SECRET,
        "SLACK_API_URL": api_url,
        "PORT": str(port),
        "LOG_LEVEL": "WARNING",
    }
    env.pop("SLACK_APP_TOKEN", None)
    env.pop("TELEGRAM_BOT_TOKEN", None)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "serve", env=env, cwd=str(data_dir)
    )
    base = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession() as http, asyncio.timeout(START_TIMEOUT_S):
        while True:
            try:
                async with http.get(base + "/healthz") as response:
                    if response.status == 200:
                        return process, base
            except aiohttp.ClientConnectionError:
                pass
            if process.returncode is not None:
                raise RuntimeError("career-bot serve exited during start-up")
            await asyncio.sleep(0.1)


def percentile(values: list[float], pct: float) -> float:
    """Return the pct-th percentile (nearest rank)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered)) - 1))
    return ordered[index]


def report(name: str, values: list[float]) -> str:
    """Return one line: p50 and p99 in milliseconds."""
    if not values:
        return f"{name:<22} no samples"
    p50, p99 = percentile(values, 50) * 1000, percentile(values, 99) * 1000
    return f"{name:<22} p50 {p50:8.1f} ms   p99 {p99:8.1f} ms   (n={len(values)})"


async def main(users: int, answers: int) -> int:
    """Run the scenario and print the latencies."""
    api = WebApiStandIn()
    web_app = web.Application()
    web_app.router.add_route("*", "/api/{method}", api.handle)
    runner = web.AppRunner(web_app, access_log=None)
    await runner.setup()
    api_port = free_port()
    await web.TCPSite(runner, "127.0.0.1", api_port).start()
    with tempfile.TemporaryDirectory() as tmp:
        process, base = await start_serve(f"http://127.0.0.1:{api_port}/api/", Path(tmp))
        try:
            started = time.perf_counter()
            async with aiohttp.ClientSession() as http:
                results = await asyncio.gather(
                    *(
                        simulated_user(http, base + "/slack/events", api, u, answers)
                        for u in range(users)
                    )
                )
            elapsed = time.perf_counter() - started
        finally:
            process.terminate()
            await process.wait()
    await runner.cleanup()
    merged = Samples()
    for result in results:
        merged.ack += result.ack
        merged.placeholder += result.placeholder
        merged.reply += result.reply
        merged.timeouts += result.timeouts
    print(f"{users} concurrent users, {len(merged.ack)} events in {elapsed:.1f} s (offline engine)")
    print(report("ack (HTTP 200)", merged.ack))
    print(report("placeholder posted", merged.placeholder))
    print(report("reply (end to end)", merged.reply))
    print(f"turns timed out: {merged.timeouts}")
    events = max(1, len(merged.ack))
    print(
        "chat.* Web API calls per event:",
        {m: round(n / events, 2) for m, n in sorted(api.calls.items())},
    )
    return 1 if merged.timeouts else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=20)
    parser.add_argument("--answers", type=int, default=3)
    args = parser.parse_args()
    sys.exit(asyncio.run(main(max(1, args.users), max(0, args.answers))))
