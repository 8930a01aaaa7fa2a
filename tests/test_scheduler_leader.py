"""One scheduler per deployment: on PostgreSQL only the lease holder runs jobs; failover."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import inspect

from bot.reminders import ReminderSweep
from bot.runtime import App
from bot.scheduler import Scheduler, create_job_table

RUNS: list[str] = []


async def record_run(name: str) -> None:
    """A job that notes each time it runs (importable, as the job store needs)."""
    RUNS.append(name)


async def until(condition: Callable[[], bool], limit_s: float = 10.0) -> None:
    """Wait for a condition, failing after `limit_s` (a hang guard, not a speed check)."""
    for _ in range(int(limit_s / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("condition never became true")


def add_soon(scheduler: Scheduler, name: str) -> None:
    scheduler.scheduler.add_job(
        record_run,
        "date",
        run_date=datetime.now(UTC) + timedelta(milliseconds=200),
        args=[name],
        id=f"test:{name}",
        replace_existing=True,
    )


async def test_jobs_run_once_in_the_leading_process_and_fail_over(app: App) -> None:
    RUNS.clear()
    sweep = ReminderSweep(app, {})
    schedulers = [Scheduler(app.db.url, sweep, leader_interval_s=0.05) for _ in range(2)]
    if not app.db.is_postgres:
        schedulers = schedulers[:1]  # SQLite: one process, which always leads
    for scheduler in schedulers:
        scheduler.start()
    try:
        await until(lambda: any(s.is_leader for s in schedulers))
        await asyncio.sleep(0.2)  # a second leader would have shown up by now
        assert sum(s.is_leader for s in schedulers) == 1
        leader = next(s for s in schedulers if s.is_leader)
        follower = next(s for s in schedulers if not s.is_leader) if len(schedulers) > 1 else None
        names = [f"job{i}" for i in range(6)]
        for i, name in enumerate(names):  # added from both processes
            add_soon(schedulers[i % len(schedulers)], name)
        await until(lambda: len(RUNS) >= len(names))
        await asyncio.sleep(0.3)
        assert sorted(RUNS) == names
        if follower is not None:
            await leader.stop()
            await until(lambda: follower.is_leader)
            add_soon(follower, "after")
            await until(lambda: "after" in RUNS)
            assert RUNS.count("after") == 1
    finally:
        for scheduler in schedulers:
            await scheduler.stop()
        await asyncio.sleep(0.05)  # let the leases close their connections


async def test_processes_starting_together_create_the_job_table_once(app: App) -> None:
    sweep = ReminderSweep(app, {})
    schedulers = [Scheduler(app.db.url, sweep) for _ in range(4)]
    try:
        if app.db.is_postgres:
            await asyncio.gather(
                *(asyncio.to_thread(create_job_table, s.store) for s in schedulers)
            )
        else:  # SQLite: one process, whose store creates its table on start
            schedulers[0].start()
        assert inspect(schedulers[0].store.engine).has_table("apscheduler_jobs")
    finally:
        for scheduler in schedulers:
            await scheduler.stop()
            scheduler.store.engine.dispose()
