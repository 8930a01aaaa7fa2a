"""Database connection: the async engine, SQLite pragmas, URL forms, schema upgrades."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from storage.migrate import SchemaVersionError, upgrade

__all__ = ["Database", "SchemaVersionError", "default_database_url", "normalise_url"]

logger = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000


# Spellings of a PostgreSQL URL that mean "use psycopg 3" here.
_POSTGRES_DRIVERS = ("postgres", "postgresql", "postgresql+psycopg2", "postgresql+asyncpg")


def default_database_url(data_dir: Path) -> str:
    """Return the default SQLite URL inside the data directory."""
    return f"sqlite+aiosqlite:///{(data_dir / 'career_bot.db').resolve()}"


def normalise_url(url: str) -> str:
    """Return the SQLAlchemy async URL: `postgresql://` becomes `postgresql+psycopg://`."""
    parsed = make_url(url)
    if parsed.drivername in _POSTGRES_DRIVERS:
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def libpq_url(url: str) -> str:
    """Return a PostgreSQL URL as libpq (and psycopg's own pools) spell it."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def sync_url(url: str) -> str:
    """Return the synchronous SQLAlchemy URL of the same database (for APScheduler)."""
    parsed = make_url(url)
    if parsed.drivername.startswith("sqlite"):
        parsed = parsed.set(drivername="sqlite")
    return parsed.render_as_string(hide_password=False)


def sqlite_path(url: str) -> Path | None:
    """Return the file path of a SQLite URL, or None for other databases."""
    parsed = make_url(url)
    if not parsed.drivername.startswith("sqlite") or not parsed.database:
        return None
    if parsed.database == ":memory:":
        return None
    return Path(parsed.database)


def _set_sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


class Database:
    """The app database: one async engine and a session factory."""

    def __init__(self, url: str) -> None:
        self.url = url = normalise_url(url)
        self.path = sqlite_path(url)
        self.dialect = make_url(url).get_backend_name()
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # One connection per process keeps SQLite to a single writer here. Sessions end
            # their own transactions, so the pool need not issue another ROLLBACK on return
            # (one round trip less per session).
            self.engine: AsyncEngine = create_async_engine(
                url, pool_size=1, max_overflow=0, pool_reset_on_return=None
            )
            event.listen(self.engine.sync_engine, "connect", _set_sqlite_pragmas)
        else:
            self.engine = create_async_engine(
                url, pool_pre_ping=True, pool_size=10, max_overflow=20
            )
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)

    def session(self) -> AsyncSession:
        """Open a new session (use as `async with db.session() as s`)."""
        return self.sessions()

    @property
    def is_postgres(self) -> bool:
        """Tell whether this is a PostgreSQL database."""
        return self.dialect == "postgresql"

    async def create_schema(self) -> str:
        """Upgrade the schema to the newest revision (creating it on first start)."""
        return await upgrade(self.engine)

    async def ping(self) -> bool:
        """Tell whether the database answers."""
        try:
            async with self.engine.connect() as conn:
                await conn.exec_driver_sql("SELECT 1")
        except Exception:
            logger.warning("database ping failed", exc_info=True)
            return False
        return True

    async def close(self) -> None:
        """Dispose of the engine and its connections."""
        await self.engine.dispose()
