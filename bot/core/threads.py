"""Steps every workflow shares: registering its conversation, and saying a run failed."""

from __future__ import annotations

from bot.core import texts
from bot.core.messages import IncomingMessage, Reply
from bot.core.runner import RunFailed
from storage.repositories import Repositories


async def register_thread(
    repos: Repositories, msg: IncomingMessage, kind: str, status: str = "active"
) -> None:
    """Register the message's conversation for a workflow, owned by its sender."""
    key = msg.key
    await repos.threads.register(
        key.thread_id,
        platform=key.platform,
        workspace=key.workspace,
        channel=key.channel,
        thread_root=key.thread_root,
        owner=msg.user_id,
        kind=kind,
        status=status,
    )


def failure_reply(exc: RunFailed) -> Reply:
    """Return the honest message for a run that timed out or hit its step limit."""
    return Reply(text=texts.RUN_TIMEOUT if exc.reason == "timeout" else texts.RUN_FAILED)
