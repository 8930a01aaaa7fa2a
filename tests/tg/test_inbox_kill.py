"""`career-bot serve` on SQLite survives a SIGKILL between acknowledging an update and its reply."""

from __future__ import annotations

from pathlib import Path

import aiohttp
from serve_process import sigkill, until_held

from .harness import text_update
from .served_process import free_port, post, serve, wait_healthy
from .stand_in import BotApiStandIn


async def test_an_acknowledged_update_is_answered_once_after_a_sigkill(
    tmp_path: Path, api: BotApiStandIn
) -> None:
    data_dir = tmp_path / "data"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    first = text_update("/help")
    message_id = first["message"]["message_id"]
    # The turn starts ("typing…", sent first with no delay) but waits there: killed between
    # the 200 and the reply.
    api.held.add("sendChatAction")
    async with aiohttp.ClientSession() as session:
        with serve(data_dir, api.url, port, CAREER_BOT_TYPING_AFTER_S="0") as proc:
            await wait_healthy(session, base)
            assert await post(session, base, first) == 200
            await until_held(lambda: api.held_calls)
            sigkill(proc)
        assert not [c for c in api.of("sendMessage") if c.reply_to == message_id]

        api.release()
        with serve(data_dir, api.url, port):
            await wait_healthy(session, base)
            # Telegram delivers again what it thinks failed: the inbox drops the duplicate.
            assert await post(session, base, first) == 200
            later = text_update("/help")
            assert await post(session, base, later) == 200
            # Same chat, in order: once the later message is answered, the first one was too.
            await api.wait_for(
                "sendMessage", lambda c: c.reply_to == later["message"]["message_id"], timeout=60
            )
    answers = [c for c in api.of("sendMessage") if c.reply_to == message_id]
    assert len(answers) == 1
    assert "/interview" in answers[0].params["text"]
