"""A circuit breaker for the model: stop calling a failing server for a while."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Literal

logger = logging.getLogger(__name__)

BreakerState = Literal["closed", "open", "half_open"]


class CircuitBreaker:
    """Stop calling a failing model for a while, then let one trial call through."""

    def __init__(
        self,
        failure_threshold: int = 3,
        cooldown_s: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._threshold = failure_threshold
        self._cooldown_s = cooldown_s
        self._clock = clock
        self._failures = 0
        self._opened_at: float | None = None
        self._trial_started: float | None = None

    @property
    def state(self) -> BreakerState:
        """Return "closed", "open" or "half_open"."""
        if self._opened_at is None:
            return "closed"
        if self._clock() - self._opened_at >= self._cooldown_s:
            return "half_open"
        return "open"

    def allow(self) -> bool:
        """Tell whether a call may go out now (in half-open, one trial at a time)."""
        state = self.state
        if state == "closed":
            return True
        if state == "open":
            return False
        now = self._clock()
        # A trial that never reported back (cancelled) must not block the circuit forever.
        if self._trial_started is not None and now - self._trial_started < self._cooldown_s:
            return False
        self._trial_started = now
        return True

    def record_success(self) -> None:
        """Close the circuit and forget earlier failures."""
        self._failures = 0
        self._opened_at = None
        self._trial_started = None

    def record_failure(self) -> None:
        """Count a failure; open the circuit at the threshold, or re-open it after a trial."""
        self._failures += 1
        trial_failed = self._trial_started is not None
        self._trial_started = None
        if trial_failed or self._failures >= self._threshold:
            if self._opened_at is None:
                logger.warning("LLM circuit opened after %d consecutive failures", self._failures)
            self._opened_at = self._clock()
