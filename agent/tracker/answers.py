"""Plain-text answers of the offline tracker assistant (pure formatting over tracker data)."""

from __future__ import annotations

from datetime import datetime

from agent.reply.rules import extract_message
from agent.tracker.fit import SkillsGap
from agent.tracker.status import STAGE_WORDS, ago, days_since, is_overdue
from storage.models import Opportunity
from storage.opportunities import Exchange

MAX_QUESTIONS = 4
MAX_LISTED = 6

NO_OPPORTUNITIES = (
    "You have no tracked opportunities yet. Forward or paste an employer's message and "
    "I'll draft a reply and start tracking it."
)
_KIND_WORDS = {
    "invitation": "an interview invitation",
    "scheduling": "interview scheduling",
    "question": "questions for you",
    "offer": "an offer",
    "rejection": "a rejection",
    "outreach": "an outreach message",
    "other": "a message",
}
_REPLY_WORDS = {
    "approved": "you replied",
    "edited": "you replied (edited draft)",
    "rejected": "you did not send a reply",
}


def title(opp: Opportunity) -> str:
    """Name an opportunity the way a person would: company — role [O001]."""
    company = opp.company or "Unknown company"
    return f"{company} — {opp.role} [{opp.code}]" if opp.role else f"{company} [{opp.code}]"


def _days(n: int) -> str:
    return "1 day" if n == 1 else f"{n} days"


def about(opp: Opportunity, exchanges: list[Exchange], now: datetime) -> str:
    """Describe an opportunity: stage, days in stage, last activity, the latest exchange."""
    days = days_since(opp.stage_changed_at, now)
    lines = [
        title(opp),
        f"• Stage: {STAGE_WORDS.get(opp.stage, opp.stage)} ({_days(days)} in this stage)",
        f"• Last activity: {ago(opp.last_activity_at, now)}",
    ]
    if exchanges:
        latest = exchanges[-1]
        message = extract_message(latest.employer_text)
        count = "1 message" if len(exchanges) == 1 else f"{len(exchanges)} messages"
        lines.append(f"• {count} so far; the latest is {_KIND_WORDS[message.kind]}")
        if message.questions:
            lines.append("• They asked: " + " / ".join(message.questions[:MAX_QUESTIONS]))
        lines.append(f"• Reply: {_REPLY_WORDS.get(latest.outcome, 'not sent yet')}")
    return "\n".join(lines)


def _action(opp: Opportunity, now: datetime) -> str | None:
    """Return what the user should do about one opportunity, if anything."""
    days = _days(days_since(opp.stage_changed_at, now))
    if opp.stage == "new":
        return f"Reply to {title(opp)}: they have waited {days}"
    if opp.stage == "interviewing":
        return f"Prepare for the {title(opp)} interview ({days} in this stage)"
    if opp.stage == "offer":
        return f"Decide on the {title(opp)} offer (open {days})"
    if opp.stage == "replied" and is_overdue(opp, now):
        return f"Consider a follow-up with {title(opp)}: no reply from them in {days}"
    return None


def actions(opps: list[Opportunity], now: datetime) -> str:
    """List what needs the user's action: replies owed, interviews, offers, overdue follow-ups."""
    todo = [line for opp in opps if (line := _action(opp, now))]
    if not todo:
        waiting = sum(1 for o in opps if o.stage == "replied")
        return f"Nothing needs your action right now. {waiting} waiting on the employer."
    return "These need your action:\n" + "\n".join(f"• {line}" for line in todo)


def _attributes(attributes: dict[str, str]) -> str:
    shown = [f"{k.replace('_', ' ')}: {v}" for k, v in attributes.items()]
    return f" ({'; '.join(shown)})" if shown else ""


def _matched_lines(gap: SkillsGap) -> list[str]:
    return [f"  – {m.skill}{_attributes(m.attributes)}" for m in gap.matched[:MAX_LISTED]]


def _missing_lines(gap: SkillsGap) -> list[str]:
    return [f"  – {r.skill}" for r in gap.missing[:MAX_LISTED]]


def prepare(opp: Opportunity, gap: SkillsGap, questions: list[str]) -> str:
    """Say what to prepare: skills to talk about, skills to brush up, their questions."""
    lines = [f"To prepare for {title(opp)}:"]
    if gap.matched:
        lines += ["• Skills they asked about that you have — have a story ready:"]
        lines += _matched_lines(gap)
    if gap.missing:
        lines += ["• Skills they mentioned that are not in your profile — brush up:"]
        lines += _missing_lines(gap)
    if not gap.matched and not gap.missing:
        lines.append("• Their messages name no specific skills; review the role description.")
    if questions:
        lines.append("• Questions they asked:")
        lines += [f"  – {q}" for q in questions[-MAX_QUESTIONS:]]
    return "\n".join(lines)


def fit(opp: Opportunity, gap: SkillsGap, *, has_profile: bool) -> str:
    """Summarise the skills gap of one role as a fit answer."""
    if not has_profile:
        return "Your profile has no skills yet. Send me your resume to start the skills interview."
    if gap.fit is None:
        return f"The messages from {title(opp)} name no specific skills, so I can't judge fit yet."
    total = len(gap.matched) + len(gap.missing)
    lines = [
        f"{title(opp)}: you have {len(gap.matched)} of the {total} skills they named "
        f"({round(gap.fit * 100)}%)."
    ]
    if gap.matched:
        lines += ["• You have:", *_matched_lines(gap)]
    if gap.missing:
        lines += ["• Not in your profile:", *_missing_lines(gap)]
    return "\n".join(lines)


def which_one(opps: list[Opportunity]) -> str:
    """Ask which opportunity the user means."""
    names = ", ".join(title(o) for o in opps[:MAX_LISTED])
    return f"Which opportunity do you mean? Name the company: {names}."


def help_text(opps: list[Opportunity]) -> str:
    """List what the offline assistant can answer, with the user's companies as examples."""
    names = ", ".join(title(o) for o in opps[:MAX_LISTED])
    example = opps[0].company or opps[0].code
    return "\n".join(
        [
            f"I'm tracking {len(opps)} opportunities: {names}. You can ask me:",
            f"• what's happening with {example}?",
            "• which ones need my action?",
            f"• what should I prepare for the {example} interview?",
            f"• am I a fit for the role {example} asked about?",
            "Or send /status for the full list.",
        ]
    )
