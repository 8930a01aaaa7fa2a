"""SQLAlchemy tables for the app data (LangGraph keeps its checkpoints in its own tables)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# Bumped by each migration that changes the schema (see storage/migrations/versions).
SCHEMA_VERSION = 4


def utcnow() -> datetime:
    """Return the current time in UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of every app table."""


class SchemaInfo(Base):
    """One row recording the schema version this database was created with."""

    __tablename__ = "schema_info"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class User(Base):
    """A person talking to the bot, as `platform:user_id`."""

    __tablename__ = "users"
    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    display_name: Mapped[str] = mapped_column(String(200), default="")
    offline_notice_sent: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Profile(Base):
    """A user's skills profile: resume facts plus the skills rows."""

    __tablename__ = "profiles"
    user_id: Mapped[str] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    basics: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    resume_text: Mapped[str] = mapped_column(Text, default="")
    completeness: Mapped[float] = mapped_column(Float, default=0.0)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow
    )


class SkillRow(Base):
    """One skill of a profile with its six attributes and evidence."""

    __tablename__ = "skills"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(String(200))
    name: Mapped[str] = mapped_column(String(200))
    category: Mapped[str] = mapped_column(String(60), default="general")
    attributes: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
    evidence: Mapped[list[str]] = mapped_column(JSON, default=list)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow
    )
    __table_args__ = (Index("ix_skills_user_key", "user_id", "key", unique=True),)


class Thread(Base):
    """The thread registry: a chat thread, its LangGraph thread id, owner and workflow."""

    __tablename__ = "threads"
    thread_id: Mapped[str] = mapped_column(String(36), primary_key=True)
    platform: Mapped[str] = mapped_column(String(20))
    workspace: Mapped[str] = mapped_column(String(100))
    channel: Mapped[str] = mapped_column(String(100))
    thread_root: Mapped[str] = mapped_column(String(100))
    owner: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    status: Mapped[str] = mapped_column(String(20), default="active")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), default=utcnow, onupdate=utcnow
    )


class ButtonToken(Base):
    """A short opaque token behind a button, mapping to the decision it stands for."""

    __tablename__ = "button_tokens"
    token: Mapped[str] = mapped_column(String(32), primary_key=True)
    card_id: Mapped[str] = mapped_column(String(32), index=True)
    owner: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    thread_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    interrupt_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    action: Mapped[str] = mapped_column(String(40))
    label: Mapped[str] = mapped_column(String(60))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class Event(Base):
    """Something worth remembering: a model call, a workflow milestone, a failure."""

    __tablename__ = "events"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[str | None] = mapped_column(String(128), index=True, nullable=True)
    thread_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    kind: Mapped[str] = mapped_column(String(40))
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Opportunity(Base):
    """An employer conversation tracked as an opportunity with a stage."""

    __tablename__ = "opportunities"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    code: Mapped[str] = mapped_column(String(12))
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    thread_id: Mapped[str] = mapped_column(String(36), unique=True)
    company: Mapped[str] = mapped_column(String(200), default="")
    role: Mapped[str] = mapped_column(String(200), default="")
    contact: Mapped[str] = mapped_column(String(200), default="")
    stage: Mapped[str] = mapped_column(String(20), default="new")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    stage_changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_activity_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    __table_args__ = (Index("ix_opportunities_user_code", "user_id", "code", unique=True),)


class OpportunityCounter(Base):
    """The last opportunity number handed out to a user (codes are O001, O002, ...)."""

    __tablename__ = "opportunity_counters"
    user_id: Mapped[str] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    last_number: Mapped[int] = mapped_column(Integer)


class OpportunityMessage(Base):
    """One exchange of an opportunity: the employer's message and the reply (if sent)."""

    __tablename__ = "opportunity_messages"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    opportunity_id: Mapped[int] = mapped_column(
        ForeignKey("opportunities.id", ondelete="CASCADE"), index=True
    )
    turn: Mapped[int] = mapped_column(Integer)
    employer_text: Mapped[str] = mapped_column(Text)
    reply_text: Mapped[str] = mapped_column(Text, default="")
    outcome: Mapped[str] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    __table_args__ = (Index("ix_opportunity_messages_turn", "opportunity_id", "turn", unique=True),)


class ProcessedEvent(Base):
    """An inbound platform event id already handled (platforms retry and redeliver)."""

    __tablename__ = "processed_events"
    source: Mapped[str] = mapped_column(String(20), primary_key=True)
    event_id: Mapped[str] = mapped_column(String(200), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class KeyValue(Base):
    """Small per-process or per-user settings, such as the console's current thread."""

    __tablename__ = "kv"
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    value: Mapped[str] = mapped_column(Text)
    # The user a row is about, so that /forget erases it; None for process-wide rows.
    owner: Mapped[str | None] = mapped_column(String(128), index=True, nullable=True)


class InboxEvent(Base):
    """A platform event stored before it is acknowledged; done once its turn has run."""

    __tablename__ = "inbox"
    __table_args__ = (
        UniqueConstraint("source", "event_id", name="uq_inbox_source_event"),
        Index("ix_inbox_thread", "thread_key", "id"),
    )
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    source: Mapped[str] = mapped_column(String(20))
    event_id: Mapped[str] = mapped_column(String(200))
    # Events of one thread key run one at a time, in arrival (id) order.
    thread_key: Mapped[str] = mapped_column(String(200))
    # The sender (`platform:user_id`), so /forget can erase what they sent.
    user_id: Mapped[str | None] = mapped_column(String(128), nullable=True, index=True)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    claimed_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    lease_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    done_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    # What the turn answered (recorded once) and how many of those replies went out, so a
    # replayed event neither re-runs its graph step nor posts twice.
    replies: Mapped[list[Any] | None] = mapped_column(JSON, nullable=True)
    sent: Mapped[int] = mapped_column(Integer, default=0)


class ReminderRow(Base):
    """A user's one-off reminder (/remind): claimed, sent, then marked fired, once."""

    __tablename__ = "reminders"
    __table_args__ = (Index("ix_reminders_due", "fired_at", "due_at"),)
    # remind:<user>:<thread>:<event or time>: a retaken turn sets the same reminder again.
    id: Mapped[str] = mapped_column(String(400), primary_key=True)
    user_id: Mapped[str] = mapped_column(String(128), index=True)
    platform: Mapped[str] = mapped_column(String(20))
    workspace: Mapped[str] = mapped_column(String(200))
    channel: Mapped[str] = mapped_column(String(200))
    thread_root: Mapped[str] = mapped_column(String(200))
    text: Mapped[str] = mapped_column(Text)
    due_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # Who is sending it, until when: a sender that died is replaced after the claim ends.
    claimed_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    claim_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    fired_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
