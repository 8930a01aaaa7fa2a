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
    # Every revision shown on the card; the judge's own ones are capped by MAX_REVISIONS.
    revisions: int
    auto_revisions: int
    # The user's last revise instruction: its words are theirs, so the post-check allows them.
    instruction: str
    user_revised: bool
    feedback: str
    decision: str
    final_reply: str
    outcome: str
    opportunity: str
    # Set for a follow-up the user asked for: the message facts come from the tracker.
    follow_up: dict[str, Any] | None
