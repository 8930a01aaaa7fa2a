"""`career-bot serve` (Slack over HTTP, SQLite) survives a SIGKILL between the 200 and the reply."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import aiohttp
from serve_process import free_port, serve_process, sigkill, until_held, wait_healthy
from tests_support import CRYPTO

from bot.core import texts
from bot.slack_adapter.deliver import WORKING

from .harness import DM, SIGNING_SECRET, dm_event, press_payload, signed_headers
from .stand_in import BOT_TOKEN, Call, SlackStandIn


async def post_event(
    session: aiohttp.ClientSession, base: str, body: dict[str, Any], **extra: str
) -> int:
    """Post a signed Events API envelope as Slack does; return the status."""
    raw = json.dumps(body)
    headers = {"Content-Type": "application/json", **signed_headers(raw), **extra}
    async with session.post(f"{base}/slack/events", data=raw, headers=headers) as response:
        return response.status


async def post_press(session: aiohttp.ClientSession, base: str, body: dict[str, Any]) -> int:
    """Post a signed interactivity payload (a button press) as Slack does; return the status."""
    raw = urlencode({"payload": json.dumps(body)})
    headers = {"Content-Type": "application/x-www-form-urlencoded", **signed_headers(raw)}
    async with session.post(f"{base}/slack/events", data=raw, headers=headers) as response:
        return response.status


def slack_env(api: SlackStandIn) -> dict[str, str]:
    """Return the environment of a served process talking to the stand-in."""
    return {
        "SLACK_BOT_TOKEN": BOT_TOKEN,
        "SLACK_SIGNING_SECRET": SIGNING_SECRET,
        "SLACK_API_URL": api.api_url,
        "CAREER_BOT_TYPING_AFTER_S": "0",  # the placeholder first: the tests hold it
    }


async def test_an_acknowledged_dm_is_answered_once_after_a_sigkill(
    tmp_path: Path, api: SlackStandIn
) -> None:
    data_dir, port = tmp_path / "data", free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        "SLACK_BOT_TOKEN": BOT_TOKEN,
        "SLACK_SIGNING_SECRET": SIGNING_SECRET,
        "SLACK_API_URL": api.api_url,
        "CAREER_BOT_TYPING_AFTER_S": "0",  # the placeholder first: the tests hold it
    }
    body = dm_event("hi there!")
    root = body["event"]["ts"]
    # The turn starts (its placeholder) but waits there: killed between the 200 and the answer.
    api.held.add("chat.postMessage")
    async with aiohttp.ClientSession() as session:
        with serve_process(data_dir, port, **env) as proc:
            await wait_healthy(session, base)
            assert await post_event(session, base, body) == 200
            await until_held(lambda: api.held_calls)
            sigkill(proc)
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
                "chat.update",
                lambda c: "/interview" in c.text and _in_thread(api, c, later_root),
                timeout=60,
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


def _answers(api: SlackStandIn, root: str) -> list[Call]:
    return [
        c
        for c in api.calls
        if c.method in ("chat.update", "chat.postMessage")
        and c.text != WORKING
        and _in_thread(api, c, root)
    ]


async def _card(api: SlackStandIn, root: str) -> Call:
    await api.wait_until(
        lambda: any("actions" in c.block_types() for c in _answers(api, root)), timeout=60
    )
    return next(c for c in _answers(api, root) if "actions" in c.block_types())


async def test_a_stored_double_press_decides_the_card_once_after_a_sigkill(
    tmp_path: Path, api: SlackStandIn
) -> None:
    data_dir, port, env = tmp_path / "data", free_port(), slack_env(api)
    base = f"http://127.0.0.1:{port}"
    employer = dm_event(CRYPTO)
    root = employer["event"]["ts"]
    async with aiohttp.ClientSession() as session:
        with serve_process(data_dir, port, **env) as proc:
            await wait_healthy(session, base)
            assert await post_event(session, base, employer) == 200
            card = await _card(api, root)
            # A DM in the same channel waits at its placeholder: the presses queue behind it.
            api.held.add("chat.postMessage")
            assert await post_event(session, base, dm_event("hi there!")) == 200
            await until_held(lambda: api.held_calls)
            press = press_payload(card, "Approve", root)
            assert await post_press(session, base, press) == 200
            again = press_payload(card, "Approve", root)  # a double click: a second request
            assert await post_press(session, base, again) == 200
            sigkill(proc)
        api.release()
        with serve_process(data_dir, port, **env):
            await wait_healthy(session, base)
            await api.wait_for("chat.postEphemeral", timeout=60)
            later = dm_event("hi again!")
            assert await post_event(session, base, later) == 200
            later_root = later["event"]["ts"]
            await api.wait_for(
                "chat.update",
                lambda c: "/interview" in c.text and _in_thread(api, c, later_root),
                timeout=60,
            )
    decided = api.of("chat.update", lambda c: c.ts == card.ts and c.at > card.at)
    assert len(decided) == 1 and "actions" not in decided[0].block_types()
    assert "Approve" in decided[0].text
    approved = api.of("chat.postMessage", lambda c: texts.REPLY_APPROVED in c.text)
    assert len(approved) == 1
    [refusal] = api.of("chat.postEphemeral")
    assert refusal.at > decided[0].at  # the second press came after, and changed nothing


async def test_a_delivery_cut_by_a_sigkill_reuses_its_placeholder_and_posts_each_reply_once(
    tmp_path: Path, api: SlackStandIn
) -> None:
    data_dir, port, env = tmp_path / "data", free_port(), slack_env(api)
    base = f"http://127.0.0.1:{port}"
    body = dm_event(CRYPTO)
    root = body["event"]["ts"]
    # The answer's first message (the placeholder, updated) goes out; the process dies
    # while sending the next one.
    api.hold_if = lambda c: (
        c.method == "chat.postMessage" and c.args.get("thread_ts") == root and c.text != WORKING
    )
    async with aiohttp.ClientSession() as session:
        with serve_process(data_dir, port, **env) as proc:
            await wait_healthy(session, base)
            assert await post_event(session, base, body) == 200
            await until_held(lambda: api.held_calls)
            sigkill(proc)
        [cut] = api.held_calls
        api.hold_if = None  # the cut request never reaches Slack; new ones do
        with serve_process(data_dir, port, **env):
            await wait_healthy(session, base)
            later = dm_event("hi again!")
            assert await post_event(session, base, later) == 200
            later_root = later["event"]["ts"]
            await api.wait_for(
                "chat.update",
                lambda c: "/interview" in c.text and _in_thread(api, c, later_root),
                timeout=60,
            )
    placeholders = api.of(
        "chat.postMessage", lambda c: c.args.get("thread_ts") == root and c.text == WORKING
    )
    assert len(placeholders) == 1  # the replay did not post a second one
    updates = api.of("chat.update", lambda c: c.ts == placeholders[0].ts)
    assert updates and updates[-1].text != WORKING  # it became the answer
    resent = api.of("chat.postMessage", lambda c: c.text == cut.text)
    api.release()  # let the dead process's request end (Slack never saw it)
    assert len(resent) == 1  # the cut message, sent by the replay
