"""The durable inbox: platform events stored before they are acknowledged.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    """Create the inbox table and record version 3."""
    op.create_table(
        "inbox",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("source", sa.String(length=20), nullable=False),
        sa.Column("event_id", sa.String(length=200), nullable=False),
        sa.Column("thread_key", sa.String(length=200), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=True),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("received_at", TZ, nullable=False),
        sa.Column("claimed_by", sa.String(length=64), nullable=True),
        sa.Column("lease_until", TZ, nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("done_at", TZ, nullable=True),
        sa.Column("replies", sa.JSON(), nullable=True),
        sa.Column("sent", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("source", "event_id", name="uq_inbox_source_event"),
    )
    op.create_index("ix_inbox_thread", "inbox", ["thread_key", "id"])
    op.create_index("ix_inbox_user_id", "inbox", ["user_id"])
    op.execute("UPDATE schema_info SET version = 3 WHERE id = 1")


def downgrade() -> None:
    """Drop the inbox and record version 2."""
    op.drop_index("ix_inbox_user_id", table_name="inbox")
    op.drop_index("ix_inbox_thread", table_name="inbox")
    op.drop_table("inbox")
    op.execute("UPDATE schema_info SET version = 2 WHERE id = 1")
