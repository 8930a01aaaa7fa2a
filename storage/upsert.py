"""INSERT … ON CONFLICT for the database in use, so concurrent writers never race on a read."""

from __future__ import annotations

from typing import Any

from sqlalchemy.dialects import postgresql, sqlite


def insert(dialect: str, model: Any) -> Any:
    """Return the dialect's INSERT for `model`, which has `on_conflict_do_*` and `excluded`.

    SQLite and PostgreSQL spell `ON CONFLICT` the same way; SQLAlchemy keeps the two
    constructs apart, so pick by the engine's dialect name.
    """
    if dialect == "postgresql":
        return postgresql.insert(model)
    if dialect == "sqlite":
        return sqlite.insert(model)
    raise ValueError(f"no upsert for the {dialect} dialect")
