"""Small string settings, each optionally owned by a user."""

from __future__ import annotations

from sqlalchemy import delete

from storage.db import Database
from storage.models import (
    KeyValue,
)
from storage.upsert import insert


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
        stmt = insert(self.db.dialect, KeyValue).values(key=key, value=value, owner=owner)
        stmt = stmt.on_conflict_do_update(
            index_elements=[KeyValue.key],
            set_={"value": stmt.excluded.value, "owner": stmt.excluded.owner},
        )
        async with self.db.session() as s, s.begin():
            await s.execute(stmt)

    async def set_many(self, values: dict[str, str], owner: str | None = None) -> None:
        """Set several values in one transaction (one commit instead of one per value)."""
        if not values:
            return
        rows = [{"key": k, "value": v, "owner": owner} for k, v in values.items()]
        stmt = insert(self.db.dialect, KeyValue).values(rows)
        stmt = stmt.on_conflict_do_update(
            index_elements=[KeyValue.key],
            set_={"value": stmt.excluded.value, "owner": stmt.excluded.owner},
        )
        async with self.db.session() as s, s.begin():
            await s.execute(stmt)

    async def delete(self, key: str) -> None:
        """Remove a value (no error when absent)."""
        async with self.db.session() as s, s.begin():
            await s.execute(delete(KeyValue).where(KeyValue.key == key))

    async def delete_prefix(self, prefix: str) -> None:
        """Remove every value whose key starts with `prefix`."""
        escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        async with self.db.session() as s, s.begin():
            await s.execute(delete(KeyValue).where(KeyValue.key.like(f"{escaped}%", escape="\\")))
