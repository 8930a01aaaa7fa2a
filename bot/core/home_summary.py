"""A user's dashboard as plain data: profile, open approvals, opportunities (for home tabs)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from interview.model import ATTRIBUTES, is_unknown
from storage.repositories import Repositories

MAX_LISTED = 10
OPEN_APPROVAL_STATUSES = ("review", "awaiting_input")


@dataclass(frozen=True)
class OpportunityLine:
    """One tracked opportunity as a home tab lists it."""

    code: str
    company: str
    role: str
    stage: str
    last_activity: datetime


@dataclass(frozen=True)
class HomeSummary:
    """What a home tab shows; `approvals_waiting_since` lists when each draft started waiting."""

    skill_names: list[str] = field(default_factory=list)
    completeness: float = 0.0
    approvals_waiting_since: list[datetime] = field(default_factory=list)
    opportunities: list[OpportunityLine] = field(default_factory=list)


def _utc(when: datetime) -> datetime:
    # SQLite hands back naive UTC datetimes.
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when


async def home_summary(repos: Repositories, user_id: str) -> HomeSummary:
    """Read a user's dashboard from the database."""
    skills = await repos.profiles.skills(user_id)
    known = sum(
        1 for s in skills for a in ATTRIBUTES if not is_unknown(s.attributes.get(a, "unknown"))
    )
    waiting = await repos.threads.open_for_owner(
        user_id, "reply", OPEN_APPROVAL_STATUSES, MAX_LISTED
    )
    opportunities = (await repos.opportunities.for_user(user_id))[:MAX_LISTED]
    return HomeSummary(
        skill_names=[s.name for s in skills],
        completeness=known / (len(skills) * len(ATTRIBUTES)) if skills else 0.0,
        approvals_waiting_since=[_utc(t.updated_at) for t in waiting],
        opportunities=[
            OpportunityLine(o.code, o.company, o.role, o.stage, _utc(o.last_activity_at))
            for o in opportunities
        ],
    )
