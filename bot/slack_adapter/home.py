"""The App Home tab: the user's profile summary, open approvals and opportunities."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from slack_sdk.models.blocks import DividerBlock
from slack_sdk.models.views import View

from bot.core.home_summary import HomeSummary, OpportunityLine, home_summary
from bot.runtime import App
from bot.slack_adapter.blocks import Block, context, header, section
from bot.slack_adapter.render import MAX_BLOCKS, escape, truncate

EMPTY_PROFILE = "No profile yet. Send me your resume in a direct message to start an interview."
NO_APPROVALS = "Nothing is waiting for your decision."
DIVIDER = DividerBlock().to_dict()
NO_OPPORTUNITIES = "No opportunities yet. Forward or paste an employer's message to me."


async def home_view(app: App, user_id: str) -> dict[str, Any]:
    """Return the Home tab view for a user, read through the core."""
    return build_home(await home_summary(app.repos, user_id))


def build_home(summary: HomeSummary) -> dict[str, Any]:
    """Return the Home tab view (pure)."""
    blocks: list[Block] = [header("Your skills profile"), *profile_blocks(summary)]
    blocks += [DIVIDER, header("Waiting for your decision")]
    approvals = summary.approvals_waiting_since
    blocks += [section(_approval_line(since)) for since in approvals] or [section(NO_APPROVALS)]
    blocks += [DIVIDER, header("Opportunities")]
    blocks += [section(_opportunity_line(o)) for o in summary.opportunities] or [
        section(NO_OPPORTUNITIES)
    ]
    return View(type="home", blocks=blocks[:MAX_BLOCKS]).to_dict()


def profile_blocks(summary: HomeSummary) -> list[Block]:
    """Return the profile summary: skill count, completeness and the skills."""
    if not summary.skill_names:
        return [section(EMPTY_PROFILE)]
    count = len(summary.skill_names)
    names = ", ".join(escape(name) for name in summary.skill_names[:30])
    return [
        section(f"*{count} skills* · {summary.completeness:.0%} of their details known"),
        section(truncate(names, 3000)),
        context("DM me /profile for the full table, /export for JSON Resume."),
    ]


def _approval_line(since: datetime) -> str:
    return f"• Draft reply waiting since {_date(since)} — open the DM thread to decide."


def _opportunity_line(opp: OpportunityLine) -> str:
    who = escape(" — ".join(p for p in (opp.company, opp.role) if p) or "Unnamed")
    return f"• *{escape(opp.code)}* {who} · stage: {escape(opp.stage)} · {_date(opp.last_activity)}"


def _date(when: datetime) -> str:
    fallback = when.strftime("%Y-%m-%d")
    return f"<!date^{int(when.timestamp())}^{{date_short}}|{fallback}>"
