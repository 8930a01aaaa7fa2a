"""Recording employer exchanges as opportunities with a stage."""

from __future__ import annotations

from agent.reply.model import EmployerMessage
from storage.opportunities import Exchange, OpportunityRepository

# What an employer's message says about where the opportunity stands.
STAGE_BY_KIND = {
    "invitation": "interviewing",
    "scheduling": "interviewing",
    "offer": "offer",
    "rejection": "rejected",
}


def stage_for(message: EmployerMessage, outcome: str) -> str:
    """Return the opportunity stage after an exchange."""
    if message.kind in STAGE_BY_KIND:
        return STAGE_BY_KIND[message.kind]
    return "replied" if outcome in ("approved", "edited") else "new"


class RepositoryReplyRecorder:
    """Records exchanges through the opportunities repository."""

    def __init__(self, opportunities: OpportunityRepository) -> None:
        self.opportunities = opportunities

    async def record(
        self,
        user_id: str,
        thread_id: str,
        turn: int,
        message: EmployerMessage,
        employer_text: str,
        reply: str,
        outcome: str,
    ) -> str:
        """Upsert the thread's opportunity and this exchange; return the opportunity code."""
        return await self.opportunities.record_exchange(
            user_id=user_id,
            thread_id=thread_id,
            company=message.company,
            role=message.role,
            contact=message.contact_name,
            stage=stage_for(message, outcome),
            exchange=Exchange(turn, employer_text, reply, outcome),
        )
