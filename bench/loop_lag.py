"""Benchmark: how long the event loop stalls while the offline engine reads a long resume.

A ticker task measures the longest gap between 1 ms sleeps while `analyze_resume` runs on
a ~60k-character resume, called as shipped (in a worker thread) and, for comparison,
inline on the loop (`analyze_resume_text`). Every Slack ack and webhook on the process
waits out such a stall.

Usage: python bench/loop_lag.py
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.warmup import warm_up
from interview.offline_engine import OfflineSkillAnalyzer, analyze_resume_text

RESUME = (Path(__file__).resolve().parent / "resume.txt").read_text()


async def worst_stall(work: Callable[[], Awaitable[Any]]) -> tuple[float, float]:
    """Return (work time, longest loop stall) in ms while `work` runs."""
    done, worst = False, 0.0

    async def ticker() -> None:
        nonlocal worst
        while not done:
            before = time.perf_counter()
            await asyncio.sleep(0.001)
            worst = max(worst, time.perf_counter() - before - 0.001)

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    await work()
    elapsed = time.perf_counter() - started
    done = True
    await task
    return elapsed * 1000, worst * 1000


async def main() -> None:
    """Print the stall with the analysis inline and in a worker thread."""
    text = (RESUME + "\n\n") * max(1, 60_000 // len(RESUME))
    await warm_up()

    async def inline() -> None:
        analyze_resume_text(text)

    async def threaded() -> None:
        await OfflineSkillAnalyzer().analyze_resume(text)

    print(f"resume: {len(text):,} characters")
    for name, work in (("inline on the loop", inline), ("worker thread (shipped)", threaded)):
        took, stall = await worst_stall(work)
        print(f"{name:24s} analysis {took:6.0f} ms, longest loop stall {stall:6.1f} ms")


if __name__ == "__main__":
    asyncio.run(main())
