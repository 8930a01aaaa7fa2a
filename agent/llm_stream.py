"""Where a turn's streamed draft text goes: a listener set by the conversation core."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

# Called with the whole text so far (not the delta) each time a chunk arrives.
DraftListener = Callable[[str], Awaitable[None]]

_listener: ContextVar[DraftListener | None] = ContextVar("career_bot_draft_listener", default=None)


def draft_listener() -> DraftListener | None:
    """Return the running turn's draft listener, or None when nobody watches the draft."""
    return _listener.get()


@contextmanager
def streaming_to(listener: DraftListener | None) -> Iterator[None]:
    """Send streamed draft text of model calls in this block to `listener`."""
    token = _listener.set(listener)
    try:
        yield
    finally:
        _listener.reset(token)
