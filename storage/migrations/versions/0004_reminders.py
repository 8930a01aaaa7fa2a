"""One-off reminders in their own table, so one due at a crash is sent after it.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TZ = sa.DateTime(timezone=True)


def upgrade() -> None:
    """Create the reminders table and record version 4."""
    op.create_table(
        "reminders",
        sa.Column("id", sa.String(length=400), nullable=False),
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("platform", sa.String(length=20), nullable=False),
        sa.Column("workspace", sa.String(length=200), nullable=False),
        sa.Column("channel", sa.String(length=200), nullable=False),
        sa.Column("thread_root", sa.String(length=200), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("due_at", TZ, nullable=False),
        sa.Column("claimed_by", sa.String(length=64), nullable=True),
        sa.Column("claim_until", TZ, nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("fired_at", TZ, nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_reminders_due", "reminders", ["fired_at", "due_at"])
    op.create_index("ix_reminders_user_id", "reminders", ["user_id"])
    op.execute("UPDATE schema_info SET version = 4 WHERE id = 1")


def downgrade() -> None:
    """Drop the reminders and record version 3."""
    op.drop_index("ix_reminders_user_id", table_name="reminders")
    op.drop_index("ix_reminders_due", table_name="reminders")
    op.drop_table("reminders")
    op.execute("UPDATE schema_info SET version = 3 WHERE id = 1")
