"""The opportunity tracker as the core sees it: /status, stage changes, free-text questions."""

from __future__ import annotations

from agent.tracker.assistant import TrackerAssistant
from agent.tracker.status import StatusRow, status_row, status_rows
from bot.core import texts
from bot.core.messages import Button, Card, IncomingMessage, Reply, Table
from bot.core.threads import register_thread
from storage.models import ButtonToken, utcnow
from storage.opportunities import STAGES
from storage.repositories import ButtonSpec, Repositories

STAGE_ACTION = "stage"
# The moves a user makes by hand; "new" and "replied" follow from the conversation itself.
STAGE_BUTTONS = {
    "interviewing": "Interviewing",
    "offer": "Offer",
    "rejected": "Rejected",
    "closed": "Close",
}

KIND = "tracker"


def status_card(rows: list[StatusRow]) -> Card:
    """Return the /status card: one row per opportunity, overdue ones marked."""
    table = Table(
        headers=("Id", "Company", "Role", "Stage", "In stage", "Last activity", ""),
        rows=tuple(
            (
                r.code,
                r.company or "—",
                r.role or "—",
                r.stage_words,
                f"{r.days_in_stage}d",
                r.last_activity,
                "⚠ " + r.overdue_note if r.overdue else "",
            )
            for r in rows
        ),
    )
    overdue = sum(1 for r in rows if r.overdue)
    fields = (("Opportunities", str(len(rows))), ("Overdue", str(overdue)))
    return Card(title="Your opportunities", fields=fields, table=table, footer=texts.STATUS_FOOTER)


class TrackerFlow:
    """Answers questions about the user's opportunities and moves them between stages."""

    def __init__(self, repos: Repositories, assistant: TrackerAssistant) -> None:
        self.repos = repos
        self.assistant = assistant

    async def status(self, user_id: str) -> list[Reply]:
        """Show every opportunity with its stage, age and overdue mark."""
        opportunities = await self.repos.opportunities.for_user(user_id)
        if not opportunities:
            return [Reply(text=texts.STATUS_EMPTY)]
        return [Reply(card=status_card(status_rows(opportunities, utcnow())))]

    async def card(self, user_id: str, code: str) -> list[Reply]:
        """Show one opportunity with buttons that move it to another stage."""
        opp = await self.repos.opportunities.get_by_code(user_id, code.upper())
        if opp is None:
            return [Reply(text=texts.STAGE_UNKNOWN.format(code=code or "?"))]
        row = status_row(opp, utcnow())
        moves = [stage for stage in STAGE_BUTTONS if stage != opp.stage]
        specs = [ButtonSpec(f"{STAGE_ACTION}:{opp.code}:{s}", STAGE_BUTTONS[s]) for s in moves]
        card_id, tokens = await self.repos.tokens.issue(user_id, specs)
        buttons = tuple(
            Button(spec.label, token, action=STAGE_ACTION)
            for spec, token in zip(specs, tokens, strict=True)
        )
        card = Card(
            title=f"{row.code} · {row.company or 'Unknown company'}",
            fields=(
                ("Role", row.role or "—"),
                ("Stage", row.stage_words),
                ("Last activity", row.last_activity),
            ),
            body=("⚠ " + row.overdue_note) if row.overdue else "",
            footer=texts.STAGE_CARD_FOOTER,
        )
        return [Reply(card=card, buttons=buttons, card_id=card_id)]

    async def on_stage_button(self, token: ButtonToken) -> list[Reply]:
        """Move an opportunity as its card's button says (the card is already consumed)."""
        _, code, stage = token.action.split(":", 2)
        return await self.set_stage(token.owner, f"{code} {stage}")

    async def set_stage(self, user_id: str, rest: str) -> list[Reply]:
        """Move an opportunity to a stage: `/stage O001 interviewing`."""
        code, _, stage = rest.strip().partition(" ")
        code, stage = code.upper(), stage.strip().lower()
        if stage not in STAGES:
            return [Reply(text=texts.STAGE_USAGE.format(stages=", ".join(STAGES)))]
        if not await self.repos.opportunities.set_stage(user_id, code, stage):
            return [Reply(text=texts.STAGE_UNKNOWN.format(code=code or "?"))]
        return [Reply(text=texts.STAGE_SET.format(code=code, stage=stage))]

    async def answer(self, msg: IncomingMessage) -> list[Reply]:
        """Answer a question about the user's opportunities in this conversation."""
        await register_thread(self.repos, msg, KIND)
        return [Reply(text=await self.assistant.answer(msg.user_id, msg.text.strip()))]
