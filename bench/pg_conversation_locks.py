"""Benchmark: two OS processes taking turns on one conversation over one PostgreSQL database.

Each process runs `--turns` read-modify-write turns on one thread id (read a counter,
yield, write it back, as a graph turn reads and writes its checkpoint) under
`ThreadLocks`, with and without the cross-process advisory lock, and reports lost
updates, overlapping turns and turns per second.

Usage: python bench/pg_conversation_locks.py --url postgresql://user@host/db [--turns 200]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import time

from bot.core.locks import ThreadLocks
from storage.db import Database
from storage.locks import AdvisoryLocks
from storage.repositories import Repositories

THREAD = "bench-thread"


async def _worker(url: str, turns: int, shared: bool) -> int:
    db = Database(url)
    advisory = AdvisoryLocks(url)
    locks = ThreadLocks(advisory.hold if shared else None)
    repos = Repositories(db)
    overlaps = 0
    try:
        for _ in range(turns):
            async with locks.hold(THREAD):
                inside = int(await repos.kv.get("bench:inside") or 0)
                overlaps += inside > 0
                await repos.kv.set("bench:inside", str(inside + 1))
                value = int(await repos.kv.get("bench:turns") or 0)
                await asyncio.sleep(0)
                await repos.kv.set("bench:turns", str(value + 1))
                await repos.kv.set("bench:inside", str(inside))
    finally:
        await advisory.close()
        await db.close()
    return overlaps


def _run(args: tuple[str, int, bool]) -> int:
    return asyncio.run(_worker(*args))


async def _reset(url: str) -> int:
    db = Database(url)
    await db.create_schema()
    repos = Repositories(db)
    turns = int(await repos.kv.get("bench:turns") or 0)
    for key in ("bench:turns", "bench:inside"):
        await repos.kv.delete(key)
    await db.close()
    return turns


def main() -> None:
    """Run both modes and print one line each."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--turns", type=int, default=200)
    args = parser.parse_args()
    ctx = multiprocessing.get_context("spawn")
    for shared in (False, True):
        asyncio.run(_reset(args.url))
        started = time.perf_counter()
        with ctx.Pool(2) as pool:
            overlaps = pool.map(_run, [(args.url, args.turns, shared)] * 2)
        elapsed = time.perf_counter() - started
        done = asyncio.run(_reset(args.url))
        label = "advisory lock" if shared else "in-process lock only"
        print(
            f"{label:22} 2 processes x {args.turns} turns: counter {done}/{2 * args.turns}, "
            f"lost {2 * args.turns - done}, overlapping turns {sum(overlaps)}, "
            f"{2 * args.turns / elapsed:.0f} turns/s (incl. start-up)"
        )


if __name__ == "__main__":
    main()
