"""Slack posts carry their inbox event in metadata: a replay finds them and posts none twice."""

from __future__ import annotations

from pathlib import Path

import aiohttp
from serve_process import free_port, serve_process, sigkill, until_held, wait_healthy
from subprocess_hooks.hold_point import env as hold_env
from tests_support import CRYPTO

from bot.slack_adapter.deliver import WORKING
from bot.slack_adapter.tagged import EVENT_TYPE

from .harness import DM, dm_event
from .stand_in import SlackStandIn
from .test_inbox_kill import post_event, slack_env

# Every reply is out (the posts unmarked: findable) when the event's finish is written.
FINISH = "storage.inbox:Inbox.finish"


def _posts(api: SlackStandIn, root: str) -> list[str]:
    calls = api.of("chat.postMessage", lambda c: c.args.get("thread_ts") == root)
    return [c.text for c in calls if c.text != WORKING]


async def test_posts_slack_took_before_a_sigkill_are_found_by_their_metadata_not_reposted(
    tmp_path: Path, api: SlackStandIn
) -> None:
    data_dir, port, env = tmp_path / "data", free_port(), slack_env(api)
    base, held = f"http://127.0.0.1:{port}", tmp_path / "held"
    body = dm_event(CRYPTO)
    root = body["event"]["ts"]
    async with aiohttp.ClientSession() as session:
        with serve_process(data_dir, port, **env, **hold_env(FINISH, 1, held)) as proc:
            await wait_healthy(session, base)
            assert await post_event(session, base, body) == 200
            await until_held(held.exists, timeout=60)
            sigkill(proc)
        first = _posts(api, root)
        assert first  # Slack took the replies; nothing recorded that they went out
        replies = [m for m in api.messages[DM] if m.get("thread_ts") == root]
        # The placeholder (now the first reply) and every later post carry their tag.
        assert len(replies) == len(first) + 1
        assert {m["metadata"]["event_type"] for m in replies} == {EVENT_TYPE}
        with serve_process(data_dir, port, **env):
            await wait_healthy(session, base)
            later = dm_event("hi again!")
            assert await post_event(session, base, later) == 200
            # Same channel, in order: once the later DM is answered, the replay finished.
            await api.wait_for("chat.update", lambda c: "/interview" in c.text, timeout=60)
    assert _posts(api, root) == first  # each reply once
    lookups = api.of("conversations.replies", lambda c: c.args.get("ts") == root)
    assert lookups and all(c.args.get("include_all_metadata") == "1" for c in lookups)


async def test_a_placeholder_slack_took_before_a_sigkill_is_found_and_becomes_the_answer(
    tmp_path: Path, api: SlackStandIn
) -> None:
    data_dir, port, env = tmp_path / "data", free_port(), slack_env(api)
    base, held = f"http://127.0.0.1:{port}", tmp_path / "held"
    body = dm_event("hi there!")
    root = body["event"]["ts"]
    record = "storage.inbox:Inbox.record_replies"  # after the placeholder, before the answer
    async with aiohttp.ClientSession() as session:
        with serve_process(data_dir, port, **env, **hold_env(record, 1, held)) as proc:
            await wait_healthy(session, base)
            assert await post_event(session, base, body) == 200
            await until_held(held.exists, timeout=60)
            sigkill(proc)
        with serve_process(data_dir, port, **env):
            await wait_healthy(session, base)
            await api.wait_for("chat.update", lambda c: "/interview" in c.text, timeout=60)
    [placeholder] = api.of(
        "chat.postMessage", lambda c: c.args.get("thread_ts") == root and c.text == WORKING
    )
    [answer] = [m for m in api.messages[DM] if m.get("thread_ts") == root]
    assert answer["ts"] == placeholder.ts and answer["text"] != WORKING
