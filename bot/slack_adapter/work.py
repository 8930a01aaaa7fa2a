"""Work done after acknowledging Slack: tracked, drained on close, failures reported."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from bot import turns

logger = logging.getLogger(__name__)

OnError = Callable[[], Awaitable[None]]


class BackgroundWork:
    """Runs coroutines as tasks, keeps them referenced, and reports their failures."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def spawn(self, work: Coroutine[Any, Any, None], what: str, on_error: OnError | None) -> None:
        """Start `work` now; on failure log it with the traceback and call `on_error`."""
        task = asyncio.create_task(self._run(work, what, on_error))
        turns.track(task)  # an inbox event is done only when its work is
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @property
    def pending(self) -> int:
        """Return how many tasks are still running."""
        return len(self._tasks)

    async def drain(self, timeout_s: float) -> None:
        """Wait for running work to finish; cancel what is still running after `timeout_s`."""
        if not self._tasks:
            return
        _done, pending = await asyncio.wait(set(self._tasks), timeout=timeout_s)
        for task in pending:
            task.cancel()
        if pending:
            logger.warning("cancelled %d unfinished Slack task(s) at shutdown", len(pending))
            await asyncio.gather(*pending, return_exceptions=True)

    @staticmethod
    async def _run(work: Coroutine[Any, Any, None], what: str, on_error: OnError | None) -> None:
        try:
            await work
        except asyncio.CancelledError:
            raise
        except Exception:
            # The one place background Slack work fails: log it, then tell the user.
            logger.exception("Slack %s failed", what)
            if on_error is not None:
                try:
                    await on_error()
                except Exception:
                    logger.exception("could not tell the user about a failed %s", what)
