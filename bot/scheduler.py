"""The one scheduler of a deployment: the periodic sweep and the users' /remind reminders.

Every process can set and remove reminders; only one runs the jobs. On SQLite that is the
one process; on PostgreSQL each process starts its scheduler paused and the holder of an
advisory lock (storage.leader) resumes its own, so another takes over when it dies.
The sweep is an APScheduler job; reminders are rows sent by bot.reminder_desk (a due
APScheduler date job is deleted before it runs, so a crash at that instant lost it).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path

from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.schedulers.base import STATE_PAUSED, STATE_RUNNING
from sqlalchemy import text
from sqlalchemy.engine import make_url

from bot import scheduled_jobs, turns
from bot.core.messages import ConversationKey
from bot.erasure import user_job_prefix
from bot.inbox_worker import worker_name
from bot.reminder_desk import ReminderDesk
from bot.reminders import ReminderSweep
from storage.db import normalise_url, sync_url
from storage.leader import LeaderLease
from storage.reminders import Reminder, ReminderStore

logger = logging.getLogger(__name__)

SWEEP_JOB_ID = "career-bot:sweep"
SWEEP_EVERY = timedelta(minutes=15)
# A job whose time passed while the process was down still runs within this window.
MISFIRE_GRACE_S = 6 * 3600
# pg_advisory_lock key of the leading scheduler ("cbsched!" in ASCII).
LEADER_LOCK_KEY = 0x6362736368656421
# How often a follower asks to lead, and the leader looks for jobs others added.
LEADER_INTERVAL_S = 15.0


def job_store_url(database: Path | str) -> str:
    """Return the job store's (synchronous) URL: a SQLite file path or the DATABASE_URL."""
    if isinstance(database, Path):
        return f"sqlite:///{database}"
    return sync_url(normalise_url(database))


def _engine_options(url: str) -> dict[str, object]:
    if make_url(url).get_backend_name() == "sqlite":
        return {"connect_args": {"timeout": 5}}
    return {"pool_pre_ping": True}


def create_job_table(store: SQLAlchemyJobStore) -> None:
    """Create the job table once, however many processes start at the same moment."""
    # Processes starting together would race on the job store's own CREATE TABLE.
    with store.engine.begin() as conn:
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LEADER_LOCK_KEY + 1})
        store.jobs_t.create(conn, checkfirst=True)


def _job_suffix(when: datetime) -> str:
    """Name a reminder by the inbox event that set it, else by its time.

    A turn taken again after its process died computes a later `when`; named after the
    event, its job replaces the first run's instead of firing a second time.
    """
    turn = turns.CURRENT_TURN.get()
    return f"event{turn.item.id}" if turn is not None else str(int(when.timestamp()))


class Scheduler:
    """Owns the AsyncIOScheduler and its SQLAlchemy job store."""

    def __init__(
        self,
        database: Path | str,
        sweep: ReminderSweep,
        leader_interval_s: float = LEADER_INTERVAL_S,
        reminder_poll_s: float | None = None,
    ) -> None:
        self.sweep = sweep
        self.reminders = ReminderStore(sweep.app.db)
        self.desk = ReminderDesk(
            self.reminders, sweep.app.repos.kv, sweep.messengers, worker_name(), sweep.clock
        )
        if reminder_poll_s is not None:
            self.desk.poll_s = reminder_poll_s
        url = job_store_url(database)
        self.lease: LeaderLease | None = None
        if make_url(url).get_backend_name() == "postgresql":
            self.lease = LeaderLease(url, LEADER_LOCK_KEY, self._on_tick, leader_interval_s)
        self._lease_task: asyncio.Task[None] | None = None
        store = SQLAlchemyJobStore(url=url, engine_options=_engine_options(url))
        self.store = store
        self.scheduler = AsyncIOScheduler(
            jobstores={"default": store},
            job_defaults={"misfire_grace_time": MISFIRE_GRACE_S, "coalesce": True},
            timezone=UTC,
        )

    def start(self) -> None:
        """Start, registering the sweep under a stable id (no duplicates across boots)."""
        scheduled_jobs.bind(self.sweep, self)
        self.scheduler.add_job(
            scheduled_jobs.sweep,
            "interval",
            seconds=SWEEP_EVERY.total_seconds(),
            id=SWEEP_JOB_ID,
            replace_existing=True,
            max_instances=1,
        )
        # SQLite: one process per file, so claims left in it are a dead process's.
        self.desk.start(lambda: self.is_leader, self._release() if self.lease is None else None)
        if self.lease is None:
            self.scheduler.start()
        else:
            create_job_table(self.store)
            # Paused: jobs can be added here, but only the leader runs them.
            self.scheduler.start(paused=True)
            self._lease_task = asyncio.get_running_loop().create_task(self.lease.run())
        logger.info("scheduler started with %d job(s)", len(self.scheduler.get_jobs()))

    async def _release(self) -> None:
        released = await self.reminders.release_all()
        if released:
            logger.info("took back %d reminder(s) a killed process held", released)

    @property
    def is_leader(self) -> bool:
        """Tell whether this process runs the deployment's jobs."""
        running = self.scheduler.state == STATE_RUNNING
        return running and (self.lease is None or self.lease.leader)

    def _on_tick(self, leader: bool) -> None:
        if leader and self.scheduler.state == STATE_PAUSED:
            self.scheduler.resume()
            self.desk.wake()  # overdue reminders the previous leader left
            logger.info("this process now runs the scheduled jobs")
        elif leader:
            self.scheduler.wakeup()  # notice jobs that other processes added
        elif self.scheduler.state == STATE_RUNNING:
            self.scheduler.pause()

    async def remind_at(self, user_id: str, key: ConversationKey, when: datetime, text: str) -> str:
        """Store a user's reminder in a conversation; return its id."""
        reminder_id = f"{user_job_prefix(user_id)}{key.thread_id}:{_job_suffix(when)}"
        await self.reminders.add(
            Reminder(
                reminder_id,
                user_id,
                key.platform,
                key.workspace,
                key.channel,
                key.thread_root,
                text[:500],
                when,
                attempts=0,
            )
        )
        self.desk.wake()
        return reminder_id

    async def count_user_jobs(self, user_id: str) -> int:
        """Return how many reminders a user has waiting."""
        return await self.reminders.waiting(user_id)

    def remove_user_jobs(self, user_id: str) -> int:
        """Remove a user's jobs left from before reminders had their own table (/forget).

        The reminders' rows are erased with the user's other rows (bot.erasure).
        """
        removed = 0
        for job in self.scheduler.get_jobs():
            if job.id.startswith(user_job_prefix(user_id)):
                job.remove()
                removed += 1
        return removed

    async def stop(self) -> None:
        """Stop without waiting for running jobs; end the reminder desk and the lease first.

        Awaited, so that neither is left mid-query when the app's database closes.
        """
        await self.desk.stop()
        if self._lease_task is not None:
            self._lease_task.cancel()
            await asyncio.gather(self._lease_task, return_exceptions=True)
            self._lease_task = None
        if self.scheduler.running:
            self.scheduler.shutdown(wait=False)
        scheduled_jobs.bind(None)
