"""Button tokens: short opaque ids that map a press to a pending decision."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select, update

from storage.db import Database
from storage.models import (
    ButtonToken,
    utcnow,
)


@dataclass(frozen=True)
class ButtonSpec:
    """One button to issue a token for."""

    action: str
    label: str


class TokenRepository:
    """Button tokens: short opaque ids mapping to a pending decision."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def issue(
        self,
        owner: str,
        buttons: list[ButtonSpec],
        *,
        thread_id: str | None = None,
        interrupt_id: str | None = None,
    ) -> tuple[str, list[str]]:
        """Create one token per button of a new card; return (card_id, tokens)."""
        card_id = secrets.token_urlsafe(8)
        tokens = [secrets.token_urlsafe(12) for _ in buttons]
        async with self.db.session() as s, s.begin():
            for token, button in zip(tokens, buttons, strict=True):
                s.add(
                    ButtonToken(
                        token=token,
                        card_id=card_id,
                        owner=owner,
                        thread_id=thread_id,
                        interrupt_id=interrupt_id,
                        action=button.action,
                        label=button.label,
                    )
                )
        return card_id, tokens

    async def get(self, token: str) -> ButtonToken | None:
        """Return the token row, if it exists."""
        async with self.db.session() as s:
            return await s.get(ButtonToken, token)

    async def consume_card(self, card_id: str) -> bool:
        """Mark every button of a card used; True only for the first caller."""
        async with self.db.session() as s, s.begin():
            result = await s.execute(
                update(ButtonToken)
                .where(ButtonToken.card_id == card_id, ButtonToken.used_at.is_(None))
                .values(used_at=utcnow())
            )
            return bool(getattr(result, "rowcount", 0))

    async def release_card(self, card_id: str) -> None:
        """Make a consumed card's buttons work again (its action could not be carried out)."""
        async with self.db.session() as s, s.begin():
            await s.execute(
                update(ButtonToken).where(ButtonToken.card_id == card_id).values(used_at=None)
            )

    async def consume_interrupt(self, interrupt_id: str) -> None:
        """Mark every card of a resolved interrupt used."""
        async with self.db.session() as s, s.begin():
            await s.execute(
                update(ButtonToken)
                .where(ButtonToken.interrupt_id == interrupt_id, ButtonToken.used_at.is_(None))
                .values(used_at=utcnow())
            )

    async def has_open_card(self, interrupt_id: str) -> bool:
        """Tell whether an interrupt still has a card with working buttons."""
        async with self.db.session() as s:
            found = await s.scalar(
                select(ButtonToken.token)
                .where(ButtonToken.interrupt_id == interrupt_id, ButtonToken.used_at.is_(None))
                .limit(1)
            )
            return found is not None

    async def pending(self, action: str, before: datetime) -> list[ButtonToken]:
        """Return unused buttons of an action created before `before` (one per card)."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(ButtonToken).where(
                    ButtonToken.action == action,
                    ButtonToken.used_at.is_(None),
                    ButtonToken.created_at < before,
                )
            )
            return list(rows)

    async def latest_card(self, owner: str) -> list[ButtonToken]:
        """Return the buttons of the owner's most recent unused card."""
        async with self.db.session() as s:
            newest = await s.scalar(
                select(ButtonToken.card_id)
                .where(ButtonToken.owner == owner, ButtonToken.used_at.is_(None))
                .order_by(ButtonToken.created_at.desc())
                .limit(1)
            )
            if newest is None:
                return []
            rows = await s.scalars(select(ButtonToken).where(ButtonToken.card_id == newest))
            return list(rows)
