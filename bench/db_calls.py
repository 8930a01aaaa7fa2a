"""Bench helper: count database round trips (aiosqlite worker calls) and inbox calls."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import aiosqlite.core

from storage.inbox import Inbox

INBOX_METHODS = (
    "put",
    "claim",
    "done",
    "finish",
    "renew",
    "record_replies",
    "mark_sent",
    "set_payload",
)
_in_inbox: ContextVar[bool] = ContextVar("in_inbox", default=False)


@contextmanager
def counting(checkpointer_conn: object) -> Iterator[Counter[str]]:
    """Count calls into aiosqlite's worker threads (app / checkpointer) and Inbox methods."""
    counts: Counter[str] = Counter()
    original = aiosqlite.core.Connection._execute

    async def counted(self: aiosqlite.core.Connection, fn: Any, *args: Any, **kw: Any) -> Any:
        if self is checkpointer_conn:
            counts["trips: checkpointer"] += 1
        else:  # the inbox's own share of the app connection's trips apart
            counts["trips: app (inbox)" if _in_inbox.get() else "trips: app (rest)"] += 1
        return await original(self, fn, *args, **kw)

    saved = {name: getattr(Inbox, name) for name in INBOX_METHODS if hasattr(Inbox, name)}
    for name, method in saved.items():
        setattr(Inbox, name, _counting_method(method, f"inbox.{name}", counts))
    aiosqlite.core.Connection._execute = counted  # type: ignore[method-assign]
    try:
        yield counts
    finally:
        aiosqlite.core.Connection._execute = original  # type: ignore[method-assign]
        for name, method in saved.items():
            setattr(Inbox, name, method)


def _counting_method(method: Any, label: str, counts: Counter[str]) -> Any:
    @functools.wraps(method)
    async def wrapper(*args: Any, **kw: Any) -> Any:
        counts[label] += 1
        token = _in_inbox.set(True)
        try:
            return await method(*args, **kw)
        finally:
            _in_inbox.reset(token)

    return wrapper


def per_message(counts: Counter[str], n: int) -> str:
    """Return the counts divided by the number of messages, one line."""
    return ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(counts.items()))
