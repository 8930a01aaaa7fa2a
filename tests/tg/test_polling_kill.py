"""`career-bot run` (long polling, SQLite) survives a SIGKILL after getUpdates confirmed."""

from __future__ import annotations

from pathlib import Path

from serve_process import free_port, serve_process, sigkill, until_held

from .harness import text_update
from .stand_in import TOKEN, BotApiStandIn


async def test_a_confirmed_update_is_answered_once_after_a_sigkill(
    tmp_path: Path, api: BotApiStandIn
) -> None:
    data_dir, port = tmp_path / "data", free_port()
    env = {
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": api.url,
        "CAREER_BOT_TYPING_AFTER_S": "0",
    }
    first = text_update("/help")
    message_id = first["message"]["message_id"]
    api.pending_updates.append(first)
    # The turn starts ("typing…") but waits there, after Telegram was told it arrived.
    api.held.add("sendChatAction")
    with serve_process(data_dir, port, "run", **env) as proc:
        await api.wait_for(
            "getUpdates",
            lambda c: str(c.params.get("offset")) == str(first["update_id"] + 1),
            timeout=60,
        )
        await until_held(lambda: api.held_calls)
        sigkill(proc)
    assert not [c for c in api.of("sendMessage") if c.reply_to == message_id]

    api.release()  # Telegram will not send `first` again: only the inbox has it now
    later = text_update("/help")
    polled = len(api.of("getUpdates"))
    with serve_process(data_dir, port, "run", **env):
        # Only once the new process polls: the stand-in ignores offsets, so a request the
        # dead process left open would otherwise take the update.
        await api.wait_for("getUpdates", count=polled + 2, timeout=60)
        api.pending_updates.append(later)
        # Same chat, in order: once the later message is answered, the first one was too.
        await api.wait_for(
            "sendMessage", lambda c: c.reply_to == later["message"]["message_id"], timeout=60
        )
    answers = [c for c in api.of("sendMessage") if c.reply_to == message_id]
    assert len(answers) == 1 and "/interview" in answers[0].params["text"]
