"""One line telling the user why part of a turn's answer came from the offline engine."""

from __future__ import annotations

from agent.llm_scope import CallScope
from bot.core import texts
from bot.core.messages import Reply

# The most specific reason wins: a cap explains everything after it, then time, then the rest.
_ORDER = (
    ("daily_cap", texts.MODEL_NOTICE_DAILY_CAP),
    ("budget", texts.MODEL_NOTICE_BUDGET),
    ("unavailable", texts.MODEL_NOTICE_UNAVAILABLE),
    ("invalid", texts.MODEL_NOTICE_INVALID),
)


def model_notices(turn: CallScope) -> list[Reply]:
    """Return at most one notice for the reasons model calls fell back during `turn`."""
    for reason, text in _ORDER:
        if reason in turn.skipped:
            return [Reply(text=text)]
    return []
