"""The /status view of a user's opportunities as platform-neutral rows (pure, clock passed in)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from storage.models import Opportunity

STAGE_WORDS = {
    "new": "waiting for your reply",
    "replied": "waiting for them",
    "interviewing": "interviewing",
    "offer": "offer on the table",
    "rejected": "not selected",
    "closed": "closed",
}

# Days a stage may last before it is marked overdue; stages not listed never are.
DEFAULT_OVERDUE_DAYS = {"new": 2, "replied": 7, "interviewing": 14, "offer": 5}

# Why an overdue opportunity needs a look, per stage ({days} = days in stage).
_OVERDUE_NOTES = {
    "new": "they have waited {days} days for your reply",
    "replied": "no reply from them in {days} days",
    "interviewing": "no news in {days} days",
    "offer": "the offer has been open {days} days",
}
_FINISHED = ("rejected", "closed")


@dataclass(frozen=True)
class StatusRow:
    """One opportunity as /status shows it."""

    code: str
    company: str
    role: str
    stage: str
    stage_words: str
    days_in_stage: int
    last_activity: str
    overdue: bool
    overdue_note: str


def as_utc(moment: datetime) -> datetime:
    """Return `moment` as an aware UTC datetime (SQLite gives back naive UTC)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def days_since(moment: datetime, now: datetime) -> int:
    """Return whole days from `moment` to `now` (never negative)."""
    return max(0, (as_utc(now) - as_utc(moment)).days)


def ago(moment: datetime, now: datetime) -> str:
    """Say how long ago `moment` was, in words ("3 days ago")."""
    elapsed = max(timedelta(0), as_utc(now) - as_utc(moment))
    if elapsed < timedelta(hours=1):
        return "just now"
    if elapsed < timedelta(days=1):
        hours = int(elapsed.total_seconds() // 3600)
        return "1 hour ago" if hours == 1 else f"{hours} hours ago"
    return "yesterday" if elapsed.days == 1 else f"{elapsed.days} days ago"


def is_overdue(
    opportunity: Opportunity, now: datetime, overdue_days: Mapping[str, int] = DEFAULT_OVERDUE_DAYS
) -> bool:
    """Tell whether an opportunity has been in its stage longer than its stage allows."""
    limit = overdue_days.get(opportunity.stage)
    if limit is None:
        return False
    return as_utc(now) - as_utc(opportunity.stage_changed_at) > timedelta(days=limit)


def status_row(
    opportunity: Opportunity, now: datetime, overdue_days: Mapping[str, int] = DEFAULT_OVERDUE_DAYS
) -> StatusRow:
    """Describe one opportunity for /status."""
    days = days_since(opportunity.stage_changed_at, now)
    overdue = is_overdue(opportunity, now, overdue_days)
    note = _OVERDUE_NOTES.get(opportunity.stage, "{days} days in this stage")
    return StatusRow(
        code=opportunity.code,
        company=opportunity.company or "Unknown company",
        role=opportunity.role or "role not stated",
        stage=opportunity.stage,
        stage_words=STAGE_WORDS.get(opportunity.stage, opportunity.stage),
        days_in_stage=days,
        last_activity=ago(opportunity.last_activity_at, now),
        overdue=overdue,
        overdue_note=note.format(days=days) if overdue else "",
    )


def status_rows(
    opportunities: Iterable[Opportunity],
    now: datetime,
    overdue_days: Mapping[str, int] | None = None,
) -> list[StatusRow]:
    """Describe opportunities for /status: open ones first, each group in the given order."""
    limits = DEFAULT_OVERDUE_DAYS if overdue_days is None else overdue_days
    rows = [status_row(opp, now, limits) for opp in opportunities]
    return sorted(rows, key=lambda row: row.stage in _FINISHED)


def format_status(rows: list[StatusRow]) -> str:
    """Render rows as plain text (console, or a fallback for any platform)."""
    if not rows:
        return "No opportunities yet. Forward or paste an employer's message to start tracking one."
    lines = ["Your opportunities:"]
    for row in rows:
        mark = "⚠️ " if row.overdue else ""
        days = "1 day" if row.days_in_stage == 1 else f"{row.days_in_stage} days"
        line = (
            f"{mark}{row.code} {row.company} — {row.role}: {row.stage_words} ({days}); "
            f"last activity {row.last_activity}"
        )
        lines.append(f"• {line}" + (f" — overdue: {row.overdue_note}" if row.overdue else ""))
    return "\n".join(lines)
