"""Repositories: the only place that reads and writes app tables."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import IntegrityError

from storage.db import Database
from storage.models import (
    ButtonToken,
    Event,
    KeyValue,
    Opportunity,
    OpportunityMessage,
    ProcessedEvent,
    Profile,
    SkillRow,
    Thread,
    User,
    utcnow,
)
from storage.opportunities import OpportunityRepository


@dataclass(frozen=True)
class StoredSkill:
    """A skill as stored: name, category, attributes and evidence."""

    key: str
    name: str
    category: str
    attributes: dict[str, str]
    evidence: list[str]


@dataclass(frozen=True)
class ButtonSpec:
    """One button to issue a token for."""

    action: str
    label: str


class UserRepository:
    """Users and their one-off flags."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def ensure(self, user_id: str, display_name: str = "") -> None:
        """Create the user row if it does not exist."""
        async with self.db.session() as s, s.begin():
            if await s.get(User, user_id) is None:
                s.add(User(id=user_id, display_name=display_name[:200]))

    async def claim_offline_notice(self, user_id: str) -> bool:
        """Mark the offline notice as sent; True only the first time."""
        async with self.db.session() as s, s.begin():
            result = await s.execute(
                update(User)
                .where(User.id == user_id, User.offline_notice_sent.is_(False))
                .values(offline_notice_sent=True)
            )
            return bool(getattr(result, "rowcount", 0))

    async def forget(self, user_id: str) -> list[str]:
        """Delete the user and every row they own; return their thread ids."""
        async with self.db.session() as s, s.begin():
            thread_ids = list(
                await s.scalars(select(Thread.thread_id).where(Thread.owner == user_id))
            )
            opportunity_ids = select(Opportunity.id).where(Opportunity.user_id == user_id)
            await s.execute(
                delete(OpportunityMessage).where(
                    OpportunityMessage.opportunity_id.in_(opportunity_ids)
                )
            )
            for model, column in (
                (Opportunity, Opportunity.user_id),
                (ButtonToken, ButtonToken.owner),
                (SkillRow, SkillRow.user_id),
                (Profile, Profile.user_id),
                (Thread, Thread.owner),
                (Event, Event.user_id),
            ):
                await s.execute(delete(model).where(column == user_id))
            await s.execute(delete(KeyValue).where(KeyValue.owner == user_id))
            await s.execute(delete(User).where(User.id == user_id))
        return thread_ids


class ProfileRepository:
    """Skills profiles."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def save_skills(
        self, user_id: str, skills: list[StoredSkill], completeness: float | None = None
    ) -> None:
        """Insert or update skills by key (other skills of the user are kept)."""
        async with self.db.session() as s, s.begin():
            await self._ensure_profile(s, user_id)
            existing = {
                row.key: row
                for row in await s.scalars(select(SkillRow).where(SkillRow.user_id == user_id))
            }
            for skill in skills:
                row = existing.get(skill.key)
                if row is None:
                    row = SkillRow(user_id=user_id, key=skill.key)
                    s.add(row)
                row.name, row.category = skill.name, skill.category
                row.attributes, row.evidence = dict(skill.attributes), list(skill.evidence)
            if completeness is not None:
                profile = await s.get(Profile, user_id)
                if profile is not None:
                    profile.completeness = completeness

    async def save_resume(self, user_id: str, resume_text: str, basics: dict[str, str]) -> None:
        """Store the resume text and any basics (name, e-mail, ...) it came with."""
        async with self.db.session() as s, s.begin():
            profile = await self._ensure_profile(s, user_id)
            profile.resume_text = resume_text
            if basics:
                profile.basics = {**(profile.basics or {}), **basics}

    async def skills(self, user_id: str) -> list[StoredSkill]:
        """Return the user's stored skills, in insertion order."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(SkillRow).where(SkillRow.user_id == user_id).order_by(SkillRow.id)
            )
            return [
                StoredSkill(r.key, r.name, r.category, dict(r.attributes), list(r.evidence))
                for r in rows
            ]

    async def basics(self, user_id: str) -> dict[str, Any]:
        """Return the stored resume basics (empty when none)."""
        async with self.db.session() as s:
            profile = await s.get(Profile, user_id)
            return dict(profile.basics or {}) if profile else {}

    @staticmethod
    async def _ensure_profile(s: Any, user_id: str) -> Profile:
        profile = await s.get(Profile, user_id)
        if profile is None:
            profile = Profile(user_id=user_id, basics={})
            s.add(profile)
            await s.flush()
        return profile


class ThreadRepository:
    """The thread registry."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, thread_id: str) -> Thread | None:
        """Return a registered thread."""
        async with self.db.session() as s:
            return await s.get(Thread, thread_id)

    async def register(
        self,
        thread_id: str,
        *,
        platform: str,
        workspace: str,
        channel: str,
        thread_root: str,
        owner: str,
        kind: str,
        status: str = "active",
    ) -> None:
        """Register a thread, or re-purpose an existing one for a new workflow."""
        async with self.db.session() as s, s.begin():
            row = await s.get(Thread, thread_id)
            if row is None:
                row = Thread(
                    thread_id=thread_id,
                    platform=platform,
                    workspace=workspace,
                    channel=channel,
                    thread_root=thread_root,
                    owner=owner,
                )
                s.add(row)
            row.kind, row.status = kind, status

    async def set_status(self, thread_id: str, status: str) -> None:
        """Set a thread's status (active, awaiting_resume, done, cancelled)."""
        async with self.db.session() as s, s.begin():
            await s.execute(
                update(Thread)
                .where(Thread.thread_id == thread_id)
                .values(status=status, updated_at=utcnow())
            )

    async def open_for_owner(
        self, owner: str, kind: str, statuses: tuple[str, ...], limit: int = 20
    ) -> list[Thread]:
        """Return a user's threads of a kind in the given statuses, most recent first."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(Thread)
                .where(Thread.owner == owner, Thread.kind == kind, Thread.status.in_(statuses))
                .order_by(Thread.updated_at.desc())
                .limit(limit)
            )
            return list(rows)

    async def touch(self, thread_id: str) -> None:
        """Record activity on a thread (reminders look at how long a thread was idle)."""
        async with self.db.session() as s, s.begin():
            await s.execute(
                update(Thread).where(Thread.thread_id == thread_id).values(updated_at=utcnow())
            )

    async def idle(self, kind: str, status: str, before: datetime) -> list[Thread]:
        """Return threads of a kind and status with no activity since `before`."""
        async with self.db.session() as s:
            rows = await s.scalars(
                select(Thread).where(
                    Thread.kind == kind, Thread.status == status, Thread.updated_at < before
                )
            )
            return list(rows)

    async def count(self) -> int:
        """Return the number of registered threads."""
        async with self.db.session() as s:
            return int(await s.scalar(select(func.count()).select_from(Thread)) or 0)


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


class EventRepository:
    """An append-only log of what happened."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def log(
        self,
        kind: str,
        *,
        user_id: str | None = None,
        thread_id: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> None:
        """Record one event."""
        async with self.db.session() as s, s.begin():
            s.add(Event(kind=kind, user_id=user_id, thread_id=thread_id, data=data or {}))

    async def claim_event_id(self, source: str, event_id: str) -> bool:
        """Record an inbound event id; True only the first time it is seen."""
        try:
            async with self.db.session() as s, s.begin():
                s.add(ProcessedEvent(source=source, event_id=event_id[:200]))
        except IntegrityError:
            return False
        return True

    async def count(self, kind: str, user_id: str | None = None) -> int:
        """Count events of a kind (optionally for one user)."""
        query = select(func.count()).select_from(Event).where(Event.kind == kind)
        if user_id is not None:
            query = query.where(Event.user_id == user_id)
        async with self.db.session() as s:
            return int(await s.scalar(query) or 0)


class KeyValueRepository:
    """Small string settings."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, key: str) -> str | None:
        """Return a value, or None."""
        async with self.db.session() as s:
            row = await s.get(KeyValue, key)
            return row.value if row else None

    async def set(self, key: str, value: str, owner: str | None = None) -> None:
        """Set a value; `owner` is the user it is about (erased with them by /forget)."""
        async with self.db.session() as s, s.begin():
            row = await s.get(KeyValue, key)
            if row is None:
                s.add(KeyValue(key=key, value=value, owner=owner))
            else:
                row.value, row.owner = value, owner

    async def delete(self, key: str) -> None:
        """Remove a value (no error when absent)."""
        async with self.db.session() as s, s.begin():
            await s.execute(delete(KeyValue).where(KeyValue.key == key))

    async def delete_prefix(self, prefix: str) -> None:
        """Remove every value whose key starts with `prefix`."""
        escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        async with self.db.session() as s, s.begin():
            await s.execute(delete(KeyValue).where(KeyValue.key.like(f"{escaped}%", escape="\\")))


class Repositories:
    """Every repository over one database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.users = UserRepository(db)
        self.profiles = ProfileRepository(db)
        self.threads = ThreadRepository(db)
        self.tokens = TokenRepository(db)
        self.events = EventRepository(db)
        self.kv = KeyValueRepository(db)
        self.opportunities = OpportunityRepository(db)
