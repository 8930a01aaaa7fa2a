"""Per-turn facts for model calls: whose turn it is, and how much of the run budget is left."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

# Model calls may use this share of a run's timeout; the rest is kept for the offline
# fallbacks and the database writes that must still happen after the last model call.
MODEL_SHARE = 0.75


@dataclass
class CallScope:
    """One user's turn: set by the conversation core, read by the model gateway."""

    user_id: str | None = None
    deadline: float | None = None
    clock: Callable[[], float] = time.monotonic
    # Why model calls failed or were skipped this turn (ModelUnavailable.reason values).
    skipped: set[str] = field(default_factory=set)

    def remaining(self) -> float | None:
        """Return the seconds left for model calls, or None without a deadline."""
        if self.deadline is None:
            return None
        return self.deadline - self.clock()


_current: ContextVar[CallScope | None] = ContextVar("career_bot_llm_scope", default=None)


def current_scope() -> CallScope | None:
    """Return the scope of the running turn, if any."""
    return _current.get()


@contextmanager
def llm_scope(user_id: str | None = None) -> Iterator[CallScope]:
    """Open a turn for `user_id`; nested graph runs share it (and its skip reasons)."""
    scope = CallScope(user_id=user_id)
    token = _current.set(scope)
    try:
        yield scope
    finally:
        _current.reset(token)


@contextmanager
def llm_budget(run_timeout_s: float) -> Iterator[CallScope]:
    """Give model calls MODEL_SHARE of a run's timeout, inside the current turn if any."""
    outer = _current.get()
    scope = outer or CallScope()
    previous = scope.deadline
    deadline = scope.clock() + run_timeout_s * MODEL_SHARE
    scope.deadline = deadline if previous is None else min(previous, deadline)
    token = _current.set(scope)
    try:
        yield scope
    finally:
        scope.deadline = previous
        _current.reset(token)


@asynccontextmanager
async def llm_turn(user_id: str | None) -> AsyncIterator[CallScope]:
    """Open a turn for `user_id` in an `async with` (next to a lock)."""
    with llm_scope(user_id) as scope:
        yield scope
