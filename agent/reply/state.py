"""The reply graph's state: JSON-friendly values so checkpoints stay portable."""

from __future__ import annotations

from typing import Any, TypedDict


class ReplyState(TypedDict, total=False):
    """One employer conversation: the current message, its draft, and the history."""

    user_id: str
    employer_text: str
    profile: dict[str, Any]
    history: list[dict[str, Any]]
    message: dict[str, Any]
    screen: dict[str, Any]
    draft: str
    post_flags: list[dict[str, Any]]
    verdict: dict[str, Any]
    revisions: int
    feedback: str
    decision: str
    final_reply: str
    outcome: str
    opportunity: str
    # Set for a follow-up the user asked for: the message facts come from the tracker.
    follow_up: dict[str, Any] | None
