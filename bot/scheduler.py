"""The one APScheduler of a deployment: durable jobs in the app database.

Run exactly one scheduler per database: `career-bot run` and `career-bot serve`
start it; with several processes on one (Postgres) database, start it in one only.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path

from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.asyncio import AsyncIOScheduler
from sqlalchemy.engine import make_url

from bot import scheduled_jobs
from bot.core.messages import ConversationKey
from bot.reminders import ReminderSweep
from storage.db import normalise_url, sync_url

logger = logging.getLogger(__name__)

SWEEP_JOB_ID = "career-bot:sweep"
SWEEP_EVERY = timedelta(minutes=15)
# A job whose time passed while the process was down still runs within this window.
MISFIRE_GRACE_S = 6 * 3600


def job_store_url(database: Path | str) -> str:
    """Return the job store's (synchronous) URL: a SQLite file path or the DATABASE_URL."""
    if isinstance(database, Path):
        return f"sqlite:///{database}"
    return sync_url(normalise_url(database))


def _engine_options(url: str) -> dict[str, object]:
    if make_url(url).get_backend_name() == "sqlite":
        return {"connect_args": {"timeout": 5}}
    return {"pool_pre_ping": True}


class Scheduler:
    """Owns the AsyncIOScheduler and its SQLAlchemy job store."""

    def __init__(self, database: Path | str, sweep: ReminderSweep) -> None:
        self.sweep = sweep
        url = job_store_url(database)
        store = SQLAlchemyJobStore(url=url, engine_options=_engine_options(url))
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
        self.scheduler.start()
        logger.info("scheduler started with %d job(s)", len(self.scheduler.get_jobs()))

    def remind_at(self, user_id: str, key: ConversationKey, when: datetime, text: str) -> str:
        """Schedule a user's reminder in a conversation; return its job id."""
        job_id = f"remind:{user_id}:{key.thread_id}:{int(when.timestamp())}"
        self.scheduler.add_job(
            scheduled_jobs.remind,
            "date",
            run_date=when,
            args=[key.platform, key.workspace, key.channel, key.thread_root, text[:500], user_id],
            id=job_id,
            replace_existing=True,
        )
        return job_id

    def count_user_jobs(self, user_id: str) -> int:
        """Return how many reminders a user has waiting."""
        prefix = f"remind:{user_id}:"
        return sum(1 for job in self.scheduler.get_jobs() if job.id.startswith(prefix))

    def remove_user_jobs(self, user_id: str) -> int:
        """Remove every reminder of a user (for /forget)."""
        removed = 0
        for job in self.scheduler.get_jobs():
            if job.id.startswith(f"remind:{user_id}:"):
                job.remove()
                removed += 1
        return removed

    def stop(self) -> None:
        """Stop without waiting for running jobs."""
        if self.scheduler.running:
            self.scheduler.shutdown(wait=False)
        scheduled_jobs.bind(None)
