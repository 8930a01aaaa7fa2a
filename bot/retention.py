"""The retention policy: what the periodic sweep prunes, and how much it keeps."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from storage.db import Database
from storage.inbox import Inbox
from storage.retention import prune_numbered_keys, prune_processed_events

logger = logging.getLogger(__name__)

# The Telegram adapter maps each message to its conversation as `tg_root:<chat>:<message>`.
TELEGRAM_MESSAGE_PREFIX = "tg_root:"


@dataclass(frozen=True)
class RetentionPolicy:
    """How long inbound event ids live, and how many message mappings a chat keeps."""

    processed_events_for: timedelta = timedelta(days=7)
    # Replying to a message older than this many in one chat starts a new conversation.
    telegram_messages_per_chat: int = 2000
    # Handled inbox events: kept as long as event ids, so late retries are still dropped.
    inbox_done_for: timedelta = timedelta(days=7)


async def apply_retention(
    db: Database, now: datetime, policy: RetentionPolicy | None = None
) -> dict[str, int]:
    """Prune what the policy bounds; return how many rows each rule removed."""
    policy = policy or RetentionPolicy()
    counts = {
        "processed_events": await prune_processed_events(db, now - policy.processed_events_for),
        "telegram_messages": await prune_numbered_keys(
            db, TELEGRAM_MESSAGE_PREFIX, policy.telegram_messages_per_chat
        ),
        "inbox": await Inbox(db).prune_done(now - policy.inbox_done_for),
    }
    logger.info("retention: %s", counts)
    return counts
