"""Start-up warm-up: compile the offline engine's patterns before the first message arrives."""

from __future__ import annotations

import asyncio
import logging
import time

from agent.offline.attributes import parse_attributes
from agent.offline.taxonomy import find_skills

logger = logging.getLogger(__name__)

SAMPLE = "Led a team of 5 running Python and Kubernetes in production for 3 years."


def _compile() -> None:
    # The taxonomy builds its alias patterns lazily, about a second of CPU: do it now.
    find_skills(SAMPLE)
    parse_attributes(SAMPLE)


async def warm_up() -> None:
    """Compile the offline patterns off the event loop (the first message would pay otherwise)."""
    started = time.perf_counter()
    await asyncio.to_thread(_compile)
    logger.info("offline patterns ready in %.0f ms", (time.perf_counter() - started) * 1000)
