"""Benchmark: per-message core overhead of an interview turn, and database growth per turn.

Runs a 30-turn interview on the offline engine against a real SQLite file, through the
same `ConversationService.handle()` every platform uses, and reports:
  - per-message latency (median and p99, ms) of an interview turn;
  - checkpoint bytes after each turn, with pruning (as shipped) and without;
  - database round trips per turn (calls into aiosqlite's worker thread), app and
    checkpointer connections apart;
  - the same turns as a bare LangGraph + SQLite interrupt/resume of the same state
    (bench/bare_langgraph.py), and the ratio of the two medians.

Usage: python bench/interview_overhead.py [--turns 30]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiosqlite.core
from bare_langgraph import interview_state, run_bare

from bot.core.messages import ConversationKey, IncomingMessage
from bot.runtime import App, open_app
from bot.settings import Settings
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


async def run(
    turns: int, data_dir: Path, cpu: list[float] | None = None
) -> tuple[list[float], list[int], dict[str, object]]:
    """Drive one interview; return per-turn latencies (ms), checkpoint bytes and the state.

    Per-turn CPU times (ms, every thread of the process) are appended to `cpu` when given.
    """
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None,
        career_bot_llm="offline",
        career_bot_data_dir=data_dir,
        interview_target=1.0,
        interview_max_skills=20,
    )
    key = ConversationKey("console", "bench", "bench", "1")
    latencies: list[float] = []
    sizes: list[int] = []
    async with open_app(settings) as app:
        await app.service.handle(IncomingMessage(key=key, user_id="console:bench", text=RESUME))
        for turn in range(turns):
            text = ANSWERS[turn % len(ANSWERS)]
            started, cpu_started = time.perf_counter(), time.process_time()
            with counting_round_trips(app.checkpointer.conn):
                replies = await app.service.handle(
                    IncomingMessage(key=key, user_id="console:bench", text=text)
                )
            latencies.append((time.perf_counter() - started) * 1000)
            if cpu is not None:
                cpu.append((time.process_time() - cpu_started) * 1000)
            if not replies:
                raise RuntimeError(f"no reply at turn {turn}")
            sizes.append(await checkpoint_bytes(app))
        thread = await app.repos.threads.get(key.thread_id)
        if thread is None or thread.status != "active":
            raise RuntimeError("the interview ended early: the figures would not be per-turn")
        state = await interview_state(app.checkpointer, key.thread_id)
    return latencies, sizes, state


def main() -> None:
    """Run the benchmark with and without checkpoint pruning and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        core_cpu: list[float] = []
        latencies, pruned, state = asyncio.run(run(args.turns, Path(tmp) / "pruned", core_cpu))
        trips = {name: count / args.turns for name, count in sorted(ROUND_TRIPS.items())}
        answers = [ANSWERS[turn % len(ANSWERS)] for turn in range(args.turns)]
        bare, bare_cpu = asyncio.run(run_bare(state, answers, Path(tmp) / "bare.db"))
        keep = checkpoints.KEEP_CHECKPOINTS
        checkpoints.KEEP_CHECKPOINTS = 10**9  # what an unpruned saver would store
        try:
            _, unpruned, _ = asyncio.run(run(args.turns, Path(tmp) / "unpruned"))
        finally:
            checkpoints.KEEP_CHECKPOINTS = keep
    print(f"turns: {len(latencies)}")
    print("database round trips per turn:", ", ".join(f"{k} {v:.1f}" for k, v in trips.items()))
    median, p99 = statistics.median(latencies), percentile(latencies, 99)
    print(f"per-message overhead: median {median:.1f} ms, p99 {p99:.1f} ms")
    bare_median = statistics.median(bare)
    print(f"bare LangGraph + SQLite interrupt/resume, same state: median {bare_median:.1f} ms")
    ratio = median / bare_median
    print(f"ratio core / bare: {ratio:.2f}x (goal <= 2.00x: {'met' if ratio <= 2 else 'not met'})")
    # CPU time is what other load on a shared machine inflates least.
    core_c, bare_c = statistics.median(core_cpu), statistics.median(bare_cpu)
    print(f"cpu per turn: core {core_c:.1f} ms, bare {bare_c:.1f} ms, ratio {core_c / bare_c:.2f}x")
    quarter = max(1, len(pruned) // 4)
    early = statistics.mean(b - a for a, b in itertools.pairwise(pruned))
    late = statistics.mean(
        b - a for a, b in zip(pruned[-quarter - 1 : -1], pruned[-quarter:], strict=False)
    )
    print(f"checkpoint bytes with pruning: turn 1 {pruned[0]:,}, turn {len(pruned)} {pruned[-1]:,}")
    print(f"  growth per turn: first quarter {early:,.0f} B, last quarter {late:,.0f} B")
    print(f"checkpoint bytes without pruning: turn {len(unpruned)} {unpruned[-1]:,}")


if __name__ == "__main__":
    main()
