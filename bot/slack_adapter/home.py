"""The App Home tab: the user's profile summary, open approvals and opportunities."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from slack_sdk.models.blocks import DividerBlock
from slack_sdk.models.views import View

from bot.runtime import App
from bot.slack_adapter.blocks import Block, context, header, section
from bot.slack_adapter.render import MAX_BLOCKS, escape, truncate
from interview.model import ATTRIBUTES, is_unknown
from storage.models import Opportunity, Thread
from storage.repositories import StoredSkill

MAX_LISTED = 10
OPEN_APPROVAL_STATUSES = ("review", "awaiting_input")
EMPTY_PROFILE = "No profile yet. Send me your resume in a direct message to start an interview."
NO_APPROVALS = "Nothing is waiting for your decision."
DIVIDER = DividerBlock().to_dict()
NO_OPPORTUNITIES = "No opportunities yet. Forward or paste an employer's message to me."


async def home_view(app: App, user_id: str) -> dict[str, Any]:
    """Return the Home tab view for a user, read from the database."""
    skills = await app.repos.profiles.skills(user_id)
    opportunities = await app.repos.opportunities.for_user(user_id)
    return build_home(skills, await open_approvals(app, user_id), opportunities)


async def open_approvals(app: App, user_id: str) -> list[Thread]:
    """Return the user's reply conversations that wait for a decision, newest first."""
    return await app.repos.threads.open_for_owner(
        user_id, "reply", OPEN_APPROVAL_STATUSES, MAX_LISTED
    )


def build_home(
    skills: list[StoredSkill], approvals: list[Thread], opportunities: list[Opportunity]
) -> dict[str, Any]:
    """Return the Home tab view (pure)."""
    blocks: list[Block] = [header("Your skills profile"), *profile_blocks(skills)]
    blocks += [DIVIDER, header("Waiting for your decision")]
    blocks += [section(_approval_line(t)) for t in approvals] or [section(NO_APPROVALS)]
    blocks += [DIVIDER, header("Opportunities")]
    blocks += [section(_opportunity_line(o)) for o in opportunities[:MAX_LISTED]] or [
        section(NO_OPPORTUNITIES)
    ]
    return View(type="home", blocks=blocks[:MAX_BLOCKS]).to_dict()


def profile_blocks(skills: list[StoredSkill]) -> list[Block]:
    """Return the profile summary: skill count, completeness and the skills."""
    if not skills:
        return [section(EMPTY_PROFILE)]
    known = sum(
        1 for s in skills for a in ATTRIBUTES if not is_unknown(s.attributes.get(a, "unknown"))
    )
    completeness = known / (len(skills) * len(ATTRIBUTES))
    names = ", ".join(escape(s.name) for s in skills[:30])
    return [
        section(f"*{len(skills)} skills* · {completeness:.0%} of their details known"),
        section(truncate(names, 3000)),
        context("DM me /profile for the full table, /export for JSON Resume."),
    ]


def _approval_line(thread: Thread) -> str:
    return f"• Draft reply waiting since {_date(thread.updated_at)} — open the DM thread to decide."


def _opportunity_line(opp: Opportunity) -> str:
    who = escape(" — ".join(p for p in (opp.company, opp.role) if p) or "Unnamed")
    return (
        f"• *{escape(opp.code)}* {who} · stage: {escape(opp.stage)} · {_date(opp.last_activity_at)}"
    )


def _date(when: datetime) -> str:
    if when.tzinfo is None:  # SQLite hands back naive UTC datetimes
        when = when.replace(tzinfo=UTC)
    fallback = when.strftime("%Y-%m-%d")
    return f"<!date^{int(when.timestamp())}^{{date_short}}|{fallback}>"
