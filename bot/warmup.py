"""Start-up warm-up: compile the offline patterns and freeze start-up objects before traffic."""

from __future__ import annotations

import asyncio
import gc
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
    """Compile the offline patterns off the event loop (the first message would pay otherwise),
    then move everything start-up made out of the garbage collector's reach."""
    started = time.perf_counter()
    await asyncio.to_thread(_compile)
    logger.info("offline patterns ready in %.0f ms", (time.perf_counter() - started) * 1000)
    freeze_startup_objects()


def freeze_startup_objects() -> None:
    """Collect once, then freeze what is left (modules, compiled graphs and patterns).

    A full collection walks every tracked object: with the libraries loaded that is a pause
    of about 120 ms on a 2-core machine, landing on whichever turn trips the threshold.
    Frozen objects are skipped by every later collection; they still die by refcount.
    """
    gc.collect()
    gc.freeze()
