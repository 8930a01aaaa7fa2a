"""One runner per thread."""

from __future__ import annotations

import asyncio

from bot.core.locks import ThreadLocks


async def test_work_on_one_thread_is_serialized_and_locks_are_dropped() -> None:
    locks = ThreadLocks()
    order: list[str] = []

    async def work(thread: str, name: str) -> None:
        async with locks.hold(thread):
            order.append(f"{name} start")
            await asyncio.sleep(0.01)
            order.append(f"{name} end")

    await asyncio.gather(work("t", "a"), work("t", "b"))
    assert order == ["a start", "a end", "b start", "b end"]
    assert len(locks) == 0


async def test_different_threads_run_concurrently() -> None:
    locks = ThreadLocks()
    started = asyncio.Event()

    async def first() -> None:
        async with locks.hold("t1"):
            await asyncio.wait_for(started.wait(), 1)

    async def second() -> None:
        async with locks.hold("t2"):
            started.set()

    await asyncio.gather(first(), second())
