"""Tracker test material: realistic employer messages, a profile, a fixed clock, helpers."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import update

from storage.models import Opportunity
from storage.opportunities import Exchange
from storage.repositories import Repositories, StoredSkill

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
USER = "slack:U0SEEKER"
OTHER = "telegram:777"

ACME_TEXT = (
    "Hi Dana, Jordan from Acme Corp here. Following up on your application for the "
    "Frontend Developer position: we reviewed your portfolio and would love to hear more "
    "about your React and TypeScript work. What are your salary expectations?\n\nJordan"
)
GLOBEX_TEXT = (
    "Hi Dana,\n\nThanks for applying to the Senior Backend Engineer role at Globex. We'd like "
    "to invite you to a technical interview next week.\nThe panel will focus on Python, "
    "PostgreSQL and Kubernetes, and you'll pair on a small system design exercise. "
    "Experience with Kafka is a plus.\nCould you send us three time slots that work for you? "
    "Also, have you run Kubernetes in production?\n\nBest,\nMaria Lopez\nTalent Team, Globex"
)
INITECH_TEXT = (
    "Hello! I'm Sam, a recruiter at Initech. We are hiring a Data Engineer to build our "
    "pipelines in Scala and Spark on AWS. Strong SQL is required. Would you be open to a "
    "quick call this week?"
)
UMBRELLA_TEXT = (
    "Dear candidate, Umbrella Corporation is hiring a Security Engineer with Go experience. "
    "Are you available for a call on Monday?"
)

PROFILE = [
    StoredSkill(
        "python",
        "Python",
        "programming_language",
        {
            "duration": "6 years",
            "depth": "expert",
            "autonomy": "unknown",
            "production_vs_prototype": "production",
        },
        ["Built billing services in Python"],
    ),
    StoredSkill("postgresql", "PostgreSQL", "database", {"duration": "4 years"}, []),
    StoredSkill("sql", "SQL", "database", {"depth": "advanced"}, []),
    StoredSkill("react", "React", "frontend", {"duration": "2 years"}, []),
]


async def add(
    repos: Repositories,
    user: str,
    thread: str,
    company: str,
    role: str,
    stage: str,
    texts: list[str],
    outcome: str = "approved",
) -> str:
    """Record an opportunity with one exchange per employer text; return its code."""
    code = ""
    for turn, text in enumerate(texts, start=1):
        reply = "Thanks, happy to talk." if outcome in ("approved", "edited") else ""
        code = await repos.opportunities.record_exchange(
            user_id=user,
            thread_id=thread,
            company=company,
            role=role,
            contact="",
            stage=stage,
            exchange=Exchange(turn, text, reply, outcome),
        )
    return code


async def backdate(repos: Repositories, user: str, code: str, stage_days: float, idle_days: float):
    """Set an opportunity's stage change and last activity to some days before NOW."""
    async with repos.db.session() as s, s.begin():
        await s.execute(
            update(Opportunity)
            .where(Opportunity.user_id == user, Opportunity.code == code)
            .values(
                stage_changed_at=NOW - timedelta(days=stage_days),
                last_activity_at=NOW - timedelta(days=idle_days),
            )
        )


async def seed(r: Repositories) -> Repositories:
    """Give the seeker three opportunities and a profile, and another user one opportunity."""
    for user in (USER, OTHER):
        await r.users.ensure(user)
    await add(r, USER, "t-acme", "Acme Corp", "Frontend Developer", "new", [ACME_TEXT])
    await add(
        r, USER, "t-globex", "Globex", "Senior Backend Engineer", "interviewing", [GLOBEX_TEXT]
    )
    await add(r, USER, "t-initech", "Initech", "Data Engineer", "replied", [INITECH_TEXT])
    await add(
        r, OTHER, "t-umb", "Umbrella Corporation", "Security Engineer", "new", [UMBRELLA_TEXT]
    )
    await r.profiles.save_skills(USER, PROFILE)
    await r.profiles.save_resume(
        USER, "resume", {"name": "Dana Scully", "email": "dana@example.com"}
    )
    await backdate(r, USER, "O001", 3, 3)
    await backdate(r, USER, "O002", 2, 1)
    await backdate(r, USER, "O003", 9, 9)
    return r
