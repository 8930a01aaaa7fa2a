"""Progress while the model works: "Still drafting…" notices and a streamed draft.

The core says which stage a turn is in (`report_stage`); an adapter gives a view of the
turn's placeholder (`ProgressView`) and opens `track_progress` around the core call. After
`after_s` without an answer the view shows the stage's notice, and each later stage; a
streamed draft replaces it at most once every `every_s`. The adapter's final reply then
replaces the placeholder as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from agent.llm_stream import streaming_to
from bot.core import texts

logger = logging.getLogger(__name__)

# A streamed draft shows this mark at its end until the final card replaces it.
DRAFTING_MARK = " …"
# Placeholders hold a preview, not the whole draft (Telegram's limit is 4096).
MAX_PREVIEW_CHARS = 3_500
# How long the final reply waits for an edit in flight before cancelling it.
CLOSE_GRACE_S = 2.0


@dataclass(frozen=True)
class ProgressConfig:
    """When to show a notice, how often to edit with a draft, and whether to stream at all."""

    after_s: float = 8.0
    every_s: float = 1.0
    stream: bool = True
    # "typing…" / a "working" placeholder only for a turn still running after this long.
    typing_after_s: float = 0.5


class ProgressView(Protocol):
    """The turn's placeholder, as an adapter shows it; transient errors are its to swallow."""

    async def show(self, text: str, *, draft: bool) -> None:
        """Replace the placeholder's text with a notice, or with a draft in progress."""
        ...


class ProgressReporter:
    """One turn's progress: a timer for the notice, a throttle for the draft."""

    def __init__(
        self,
        view: ProgressView,
        *,
        after_s: float,
        every_s: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
        grace_s: float = CLOSE_GRACE_S,
    ) -> None:
        self._grace_s = grace_s
        self._view = view
        self._after_s = after_s
        self._every_s = every_s
        self._clock = clock
        self._sleep = sleep
        self._stage = texts.PROGRESS_WORKING
        self._noticed = False
        self._last_draft: float | None = None
        self._closed = False
        self._edit: asyncio.Task[None] | None = None
        self._pending: str | None = None
        self._timer: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start the timer after which the current stage's notice is shown."""
        self._timer = asyncio.create_task(self._notice_later())

    async def stage(self, notice: str) -> None:
        """Enter a stage; once notices are showing, show this one now."""
        self._stage = notice
        if self._noticed and self._last_draft is None:
            self._launch(notice, draft=False)

    async def draft(self, text: str) -> None:
        """Show the draft so far, at most once every `every_s`; skip while an edit is in flight."""
        now = self._clock()
        if self._last_draft is not None and now - self._last_draft < self._every_s:
            return
        preview = text[:MAX_PREVIEW_CHARS].rstrip() + DRAFTING_MARK
        if self._launch(preview, draft=True):
            self._last_draft = now

    async def flush(self) -> None:
        """Wait until the edit in flight, if any, is done."""
        if self._edit is not None:
            await asyncio.shield(self._edit)

    async def close(self) -> None:
        """Stop showing progress before the final reply: no timer, no edit left in flight."""
        self._closed = True
        if self._edit is not None and not self._edit.done():
            # Let a quick edit land (Telegram learns its placeholder's id from the first).
            await asyncio.wait({self._edit}, timeout=self._grace_s)
        for task in (self._timer, self._edit):
            if task is not None and not task.done():
                # A rate-limited edit may wait long; the final reply replaces it anyway.
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    async def _notice_later(self) -> None:
        await self._sleep(self._after_s)
        self._noticed = True
        if self._last_draft is None:
            self._launch(self._stage, draft=False)

    def _launch(self, text: str, *, draft: bool) -> bool:
        """Start one edit unless closed or one is in flight (the stream never waits on it)."""
        if self._closed:
            return False
        if self._edit is not None and not self._edit.done():
            if not draft:
                self._pending = text  # a new stage: shown once the edit in flight is done
            return False
        self._edit = asyncio.create_task(self._show(text, draft=draft))
        return True

    async def _show(self, text: str, *, draft: bool) -> None:
        shown: str | None = text
        while shown is not None:
            try:
                await self._view.show(shown, draft=draft)
            except Exception:
                # Progress is cosmetic: a failed edit must never fail the turn.
                logger.warning("could not show progress", exc_info=True)
            shown, self._pending, draft = self._pending, None, False
            if self._closed or self._last_draft is not None:
                return


_current: ContextVar[ProgressReporter | None] = ContextVar("career_bot_progress", default=None)


async def report_stage(notice: str) -> None:
    """Tell the running turn's progress (if any) which stage the work is in."""
    reporter = _current.get()
    if reporter is not None and notice:
        await reporter.stage(notice)


@contextlib.asynccontextmanager
async def track_progress(
    view: ProgressView | None, config: ProgressConfig
) -> AsyncIterator[ProgressReporter | None]:
    """Show progress on `view` while the block runs (nothing when `view` is None)."""
    if view is None:
        yield None
        return
    reporter = ProgressReporter(view, after_s=config.after_s, every_s=config.every_s)
    token = _current.set(reporter)
    reporter.start()
    try:
        with streaming_to(reporter.draft if config.stream else None):
            yield reporter
    finally:
        _current.reset(token)
        await reporter.close()
