"""Erasing a user: app rows and LangGraph checkpoints together."""

from __future__ import annotations

import logging

from langgraph.checkpoint.base import BaseCheckpointSaver

from storage.repositories import Repositories

logger = logging.getLogger(__name__)


async def forget_user(
    repos: Repositories, checkpointer: BaseCheckpointSaver | None, user_id: str
) -> int:
    """Delete the user's rows and their threads' checkpoints; return the thread count."""
    thread_ids = await repos.users.forget(user_id)
    if checkpointer is not None:
        for thread_id in thread_ids:
            await checkpointer.adelete_thread(thread_id)
    logger.info("erased a user and %d thread(s)", len(thread_ids))
    return len(thread_ids)
