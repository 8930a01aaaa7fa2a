"""How long a server asked us to wait before retrying (Retry-After, retry-after-ms)."""

from __future__ import annotations

import email.utils
import math
import time

import openai

# A server asking for longer than this is treated as down, not as busy.
MAX_RETRY_AFTER_S = 60.0


def retry_after_s(exc: BaseException, *, now: float | None = None) -> float | None:
    """Return the wait a 429/503 answer asked for, in seconds, or None when it named none."""
    if not isinstance(exc, openai.APIStatusError):
        return None
    headers = exc.response.headers
    millis = headers.get("retry-after-ms")
    if millis is not None:
        try:
            return _bounded(float(millis) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return _bounded(float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    current = time.time() if now is None else now
    return _bounded(when.timestamp() - current)


def _bounded(seconds: float) -> float | None:
    if math.isnan(seconds):
        return None
    return min(max(seconds, 0.0), MAX_RETRY_AFTER_S)
