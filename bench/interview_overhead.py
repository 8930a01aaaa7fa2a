"""Benchmark: per-message core overhead of an interview turn, and database growth per turn.

Runs a 30-turn interview on the offline engine against a real SQLite file, through the
same `ConversationService.handle()` every platform uses, and reports:
  - per-message latency (median and p99, ms) of an interview turn;
  - checkpoint bytes after each turn, with pruning (as shipped) and without;
  - database round trips per turn (calls into aiosqlite's worker thread), app and
    checkpointer connections apart;
  - the same turns as a bare LangGraph + SQLite interrupt/resume of the same state
    (bench/bare_langgraph.py), one bare turn after each core turn so that both see the
    same load, and the ratio of the two medians (wall clock and CPU).

Usage: python bench/interview_overhead.py [--turns 30] [--repeat 1]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite.core
from bare_langgraph import BareInterview, bare_interview, interview_state

from bot.core.messages import ConversationKey, IncomingMessage
from bot.runtime import App, open_app
from bot.settings import Settings
from bot.warmup import warm_up
from storage import checkpoints

RESUME = (Path(__file__).resolve().parent / "resume.txt").read_text()
# Each answer reveals about one attribute, so the interview keeps going.
ANSWERS = [
    "About 3 years.",
    "What do you mean?",
    "I was the lead on that.",
    "Give me an example?",
    "It ran in production.",
    "Mostly around latency.",
    "For a team of 12 people.",
    "I'd say advanced.",
]


def percentile(values: list[float], pct: float) -> float:
    """Return the pct-th percentile (nearest rank)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(pct / 100 * len(ordered)) - 1))
    return ordered[index]


ROUND_TRIPS: Counter[str] = Counter()


@contextmanager
def counting_round_trips(checkpointer_conn: object) -> Iterator[None]:
    """Count every call into an aiosqlite worker thread, by connection (app or checkpointer)."""
    original = aiosqlite.core.Connection._execute

    async def counted(self: aiosqlite.core.Connection, fn: Any, *args: Any, **kw: Any) -> Any:
        ROUND_TRIPS["checkpointer" if self is checkpointer_conn else "app"] += 1
        return await original(self, fn, *args, **kw)

    aiosqlite.core.Connection._execute = counted  # type: ignore[method-assign]
    try:
        yield
    finally:
        aiosqlite.core.Connection._execute = original  # type: ignore[method-assign]


async def checkpoint_bytes(app: App) -> int:
    """Return the bytes LangGraph stores for every thread (checkpoints and writes)."""
    conn = app.checkpointer.conn
    total = 0
    for query in (
        "SELECT COALESCE(SUM(LENGTH(checkpoint) + LENGTH(metadata)), 0) FROM checkpoints",
        "SELECT COALESCE(SUM(LENGTH(value)), 0) FROM writes",
    ):
        row = await (await conn.execute(query)).fetchone()
        total += int(row[0]) if row else 0
    return total


@dataclass
class Interview:
    """One benchmarked interview: per-turn wall and CPU times (ms), sizes and final state."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)


async def run(
    turns: int, data_dir: Path, between: Callable[[str], Awaitable[None]] | None = None
) -> Interview:
    """Drive one interview through the core; `between` runs after each turn (not timed)."""
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        career_bot_llm="offline",
        career_bot_data_dir=data_dir,
        interview_target=1.0,
        interview_max_skills=20,
    )
    key = ConversationKey("console", "bench", "bench", "1")
    measured = Interview()
    async with open_app(settings) as app:
        await warm_up()  # as `career-bot run` and `serve` do before taking traffic
        await app.service.handle(IncomingMessage(key=key, user_id="console:bench", text=RESUME))
        for turn in range(turns):
            text = ANSWERS[turn % len(ANSWERS)]
            started, cpu_started = time.perf_counter(), time.process_time()
            with counting_round_trips(app.checkpointer.conn):
                replies = await app.service.handle(
                    IncomingMessage(key=key, user_id="console:bench", text=text)
                )
            measured.wall.append((time.perf_counter() - started) * 1000)
            measured.cpu.append((time.process_time() - cpu_started) * 1000)
            if not replies:
                raise RuntimeError(f"no reply at turn {turn}")
            measured.sizes.append(await checkpoint_bytes(app))
            if between is not None:
                await between(text)
        thread = await app.repos.threads.get(key.thread_id)
        if thread is None or thread.status != "active":
            raise RuntimeError("the interview ended early: the figures would not be per-turn")
        measured.state = await interview_state(app.checkpointer, key.thread_id)
    return measured


async def measure(turns: int, tmp: Path) -> tuple[Interview, Interview, BareInterview]:
    """Run the interview unpruned (for its state and growth), then pruned, as shipped, with
    one bare turn after each core turn, so both see the same load on a shared machine."""
    keep = checkpoints.KEEP_CHECKPOINTS
    checkpoints.KEEP_CHECKPOINTS = 10**9  # what an unpruned saver would store
    try:
        unpruned = await run(turns, tmp / "unpruned")
    finally:
        checkpoints.KEEP_CHECKPOINTS = keep
    ROUND_TRIPS.clear()
    async with bare_interview(unpruned.state, tmp / "bare.db") as bare:
        pruned = await run(turns, tmp / "pruned", between=bare.turn)
    return unpruned, pruned, bare


def report(turns: int, unpruned: Interview, pruned: Interview, bare: BareInterview) -> float:
    """Print one run's figures; return its wall-clock ratio core / bare."""
    trips = {name: count / turns for name, count in sorted(ROUND_TRIPS.items())}
    print(f"turns: {turns}")
    print("database round trips per turn:", ", ".join(f"{k} {v:.1f}" for k, v in trips.items()))
    median, p99 = statistics.median(pruned.wall), percentile(pruned.wall, 99)
    print(f"per-message overhead: median {median:.1f} ms, p99 {p99:.1f} ms")
    bare_median = statistics.median(bare.wall)
    print(f"bare LangGraph + SQLite interrupt/resume, same state: median {bare_median:.1f} ms")
    ratio = median / bare_median
    print(f"ratio core / bare: {ratio:.2f}x (goal <= 2.00x: {'met' if ratio <= 2 else 'not met'})")
    # CPU time is what other load on a shared machine inflates least.
    core_c, bare_c = statistics.median(pruned.cpu), statistics.median(bare.cpu)
    print(f"cpu per turn: core {core_c:.1f} ms, bare {bare_c:.1f} ms, ratio {core_c / bare_c:.2f}x")
    sizes = pruned.sizes
    quarter = max(1, len(sizes) // 4)
    early = statistics.mean(b - a for a, b in itertools.pairwise(sizes))
    late = statistics.mean(
        b - a for a, b in zip(sizes[-quarter - 1 : -1], sizes[-quarter:], strict=False)
    )
    print(f"checkpoint bytes with pruning: turn 1 {sizes[0]:,}, turn {len(sizes)} {sizes[-1]:,}")
    print(f"  growth per turn: first quarter {early:,.0f} B, last quarter {late:,.0f} B")
    print(f"checkpoint bytes without pruning: turn {turns} {unpruned.sizes[-1]:,}")
    return ratio


def main() -> None:
    """Run the benchmark (`--repeat` times) and print the figures and the median ratio."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=1, help="runs; the median ratio is printed")
    args = parser.parse_args()
    ratios = []
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory() as tmp:
            unpruned, pruned, bare = asyncio.run(measure(args.turns, Path(tmp)))
        ratios.append(report(args.turns, unpruned, pruned, bare))
    if args.repeat > 1:
        runs = ", ".join(f"{r:.2f}" for r in ratios)
        median = statistics.median(ratios)
        print(f"ratio core / bare over {args.repeat} runs: median {median:.2f}x ({runs})")


if __name__ == "__main__":
    main()
