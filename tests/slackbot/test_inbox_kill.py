"""`career-bot serve` (Slack over HTTP, SQLite) survives a SIGKILL between the 200 and the reply."""

from __future__ import annotations

import asyncio
import json
import signal
from pathlib import Path
from typing import Any

import aiohttp
from serve_process import free_port, serve_process, wait_healthy

from .harness import DM, SIGNING_SECRET, dm_event, signed_headers
from .stand_in import BOT_TOKEN, SlackStandIn


async def post_event(
    session: aiohttp.ClientSession, base: str, body: dict[str, Any], **extra: str
) -> int:
    """Post a signed Events API envelope as Slack does; return the status."""
    raw = json.dumps(body)
    headers = {"Content-Type": "application/json", **signed_headers(raw), **extra}
    async with session.post(f"{base}/slack/events", data=raw, headers=headers) as response:
        return response.status


async def test_an_acknowledged_dm_is_answered_once_after_a_sigkill(
    tmp_path: Path, api: SlackStandIn
) -> None:
    data_dir, port = tmp_path / "data", free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        "SLACK_BOT_TOKEN": BOT_TOKEN,
        "SLACK_SIGNING_SECRET": SIGNING_SECRET,
        "SLACK_API_URL": api.api_url,
    }
    body = dm_event("hi there!")
    root = body["event"]["ts"]
    # The turn starts (its placeholder) but waits there: killed between the 200 and the answer.
    api.held.add("chat.postMessage")
    async with aiohttp.ClientSession() as session:
        with serve_process(data_dir, port, **env) as proc:
            await wait_healthy(session, base)
            assert await post_event(session, base, body) == 200
            async with asyncio.timeout(30):
                while not api.held_calls:
                    await asyncio.sleep(0.05)
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
        api.release()
        with serve_process(data_dir, port, **env):
            await wait_healthy(session, base)
            # Slack retries what it thinks failed: the inbox drops the duplicate.
            retry = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
            assert await post_event(session, base, body, **retry) == 200
            later = dm_event("hi again!")
            assert await post_event(session, base, later) == 200
            later_root = later["event"]["ts"]
            # Same channel, in order: once the later DM is answered, the first one was too.
            await api.wait_for(
                "chat.update", lambda c: "/interview" in c.text and _in_thread(api, c, later_root)
            )
    answers = [
        c
        for c in api.of("chat.update") + api.of("chat.postMessage")
        if "/interview" in c.text and _in_thread(api, c, root)
    ]
    assert len(answers) == 1 and answers[0].args["channel"] == DM


def _in_thread(api: SlackStandIn, call: Any, root: str) -> bool:
    # A reply posts into the thread; an update edits a placeholder that was posted there.
    if call.method == "chat.postMessage":
        return bool(call.args.get("thread_ts") == root)
    placeholders = api.of("chat.postMessage", lambda c: c.args.get("thread_ts") == root)
    return any(p.ts == call.args.get("ts") for p in placeholders)
