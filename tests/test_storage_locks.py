"""Conversation locks across processes: two engines (two processes' worth) on one thread."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from dataclasses import dataclass, field

import pytest

from bot.core.locks import ThreadLocks
from bot.runtime import App
from storage.db import Database
from storage.locks import AdvisoryLocks
from storage.repositories import Repositories

THREAD = "5f0c1c1e-0000-4000-8000-000000000001"
TURNS = 15


@dataclass
class Probe:
    """Counts how many turns are inside the critical section at once."""

    inside: int = 0
    most: int = 0
    seen: list[int] = field(default_factory=list)


@dataclass
class Process:
    """What one process holds: its own engine, repositories and thread locks."""

    repos: Repositories
    locks: ThreadLocks


async def turn(process: Process, probe: Probe) -> None:
    """Read-modify-write one counter under the conversation lock, as a graph turn does."""
    async with process.locks.hold(THREAD):
        probe.inside += 1
        probe.most = max(probe.most, probe.inside)
        value = int(await process.repos.kv.get("turns") or 0)
        await asyncio.sleep(0.002)
        await process.repos.kv.set("turns", str(value + 1))
        probe.seen.append(value)
        probe.inside -= 1


@pytest.fixture
async def processes(db_url: str) -> AsyncIterator[list[Process]]:
    """Two 'processes' on one database, each with its own connections and locks."""
    async with AsyncExitStack() as stack:
        found: list[Process] = []
        for _ in range(2):
            db = Database(db_url)
            stack.push_async_callback(db.close)
            await db.create_schema()
            shared = None
            if db.is_postgres:
                advisory = AdvisoryLocks(db_url)
                stack.push_async_callback(advisory.close)
                shared = advisory.hold
            found.append(Process(Repositories(db), ThreadLocks(shared)))
        yield found


async def run_turns(processes: list[Process]) -> Probe:
    probe = Probe()
    await asyncio.gather(*(turn(processes[i % 2], probe) for i in range(2 * TURNS)))
    return probe


async def test_without_a_shared_lock_two_processes_lose_updates(
    processes: list[Process],
) -> None:
    for process in processes:
        process.locks.shared = None
    probe = await run_turns(processes)
    assert probe.most == 2
    assert int(await processes[0].repos.kv.get("turns") or 0) < 2 * TURNS


async def test_one_thread_is_serialized_across_processes(
    processes: list[Process], app: App
) -> None:
    if not app.db.is_postgres:
        # SQLite is the embedded single-process back end: one process, one lock table.
        assert app.service.locks.shared is None
        processes = [processes[0], processes[0]]
    else:
        assert app.service.locks.shared is not None
    probe = await run_turns(processes)
    assert probe.most == 1
    assert sorted(probe.seen) == list(range(2 * TURNS))
    assert await processes[1].repos.kv.get("turns") == str(2 * TURNS)
