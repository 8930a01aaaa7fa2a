"""Per-user opportunity counters, so that codes are unique across processes.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the counters, start them at each user's highest code, and record version 2."""
    op.create_table(
        "opportunity_counters",
        sa.Column("user_id", sa.String(length=128), nullable=False),
        sa.Column("last_number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("user_id"),
    )
    # Codes are "O" + a number (O001); the same SQL works on SQLite and PostgreSQL.
    op.execute(
        "INSERT INTO opportunity_counters (user_id, last_number) "
        "SELECT user_id, MAX(CAST(SUBSTR(code, 2) AS INTEGER)) FROM opportunities "
        "GROUP BY user_id"
    )
    op.execute("UPDATE schema_info SET version = 2 WHERE id = 1")


def downgrade() -> None:
    """Drop the counters and record version 1."""
    op.drop_table("opportunity_counters")
    op.execute("UPDATE schema_info SET version = 1 WHERE id = 1")
