"""A replayed message whose run already advanced its thread is answered, not run again."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

logger = logging.getLogger(__name__)

# The checkpoint metadata key naming the inbox event whose run wrote the checkpoint. The
# saver writes it in the same row (one statement) as the state, so "this event advanced the
# thread" and the advanced state are committed together or not at all.
EVENT_KEY = "career_bot_event"


@dataclass(frozen=True)
class RunTag:
    """The inbox event a core call runs for, and whether an earlier run of it may have died."""

    event: str
    replay: bool


_TAG: ContextVar[RunTag | None] = ContextVar("career_bot_run_tag", default=None)


@contextmanager
def running_for(event: str, *, replay: bool) -> Iterator[None]:
    """Tag the graph runs of the body with `event` (the inbox worker's turns do this)."""
    token = _TAG.set(RunTag(event, replay))
    try:
        yield
    finally:
        _TAG.reset(token)


def run_metadata() -> dict[str, str]:
    """Return the metadata a graph run records with its checkpoint ({} outside a turn)."""
    tag = _TAG.get()
    return {} if tag is None else {EVENT_KEY: tag.event}


def replayed_event() -> str | None:
    """Return the event being replayed (an earlier run may have died), else None."""
    tag = _TAG.get()
    return tag.event if tag is not None and tag.replay else None
