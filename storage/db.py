"""Database connection: the async engine, SQLite pragmas, schema creation and version."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from storage.models import SCHEMA_VERSION, Base, SchemaInfo

logger = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 5000


class SchemaVersionError(RuntimeError):
    """The database was written by a newer version of career-bot."""


def default_database_url(data_dir: Path) -> str:
    """Return the default SQLite URL inside the data directory."""
    return f"sqlite+aiosqlite:///{(data_dir / 'career_bot.db').resolve()}"


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
        self.url = url
        self.path = sqlite_path(url)
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # One connection per process keeps SQLite to a single writer here.
            self.engine: AsyncEngine = create_async_engine(url, pool_size=1, max_overflow=0)
            event.listen(self.engine.sync_engine, "connect", _set_sqlite_pragmas)
        else:
            self.engine = create_async_engine(url, pool_pre_ping=True)
        self.sessions = async_sessionmaker(self.engine, expire_on_commit=False)

    def session(self) -> AsyncSession:
        """Open a new session (use as `async with db.session() as s`)."""
        return self.sessions()

    async def create_schema(self) -> None:
        """Create missing tables and record the schema version on first start."""
        async with self.engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        async with self.session() as session, session.begin():
            info = await session.scalar(select(SchemaInfo).where(SchemaInfo.id == 1))
            if info is None:
                session.add(SchemaInfo(id=1, version=SCHEMA_VERSION))
                logger.info("created database schema version %d", SCHEMA_VERSION)
            elif info.version > SCHEMA_VERSION:
                raise SchemaVersionError(
                    f"database schema {info.version} is newer than this career-bot "
                    f"({SCHEMA_VERSION}); upgrade career-bot"
                )

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
