"""Schema migrations with Alembic: upgrade to head under a lock, adopting pre-migration files."""

from __future__ import annotations

import logging
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import Connection, inspect, text
from sqlalchemy.ext.asyncio import AsyncEngine

from storage.models import SCHEMA_VERSION

logger = logging.getLogger(__name__)

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
# The revision that matches the schema career-bot created before it had migrations.
BASELINE = "0001"
# pg_advisory_xact_lock key for schema changes ("cbmigrat" in ASCII).
MIGRATION_LOCK_KEY = 0x63626D6967726174


class SchemaVersionError(RuntimeError):
    """The database was written by a newer version of career-bot."""


def alembic_config(connection: Connection | None = None) -> Config:
    """Return an Alembic config on the packaged migrations (and a connection to run on)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """Return the newest revision shipped with this career-bot."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if head is None:
        raise RuntimeError("no migrations shipped")
    return head


def current_revision(connection: Connection) -> str | None:
    """Return the revision a database is at (None before the first migration)."""
    return MigrationContext.configure(connection).get_current_revision()


async def upgrade(engine: AsyncEngine) -> str:
    """Bring the database to the newest revision; return it.

    The whole upgrade is one transaction under a lock (an advisory lock on
    PostgreSQL, the write lock on SQLite), so processes booting together migrate once.
    """
    async with engine.begin() as conn:
        return await conn.run_sync(_upgrade)


def _upgrade(connection: Connection) -> str:
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
    elif connection.dialect.name == "sqlite":
        # Take the write lock before looking, so a second process waits, then finds head.
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    config = alembic_config(connection)
    _refuse_newer(connection, config)
    tables = set(inspect(connection).get_table_names())
    if "schema_info" in tables and "alembic_version" not in tables:
        # Created by career-bot before migrations: its tables are revision 0001.
        logger.info("adopting a pre-migration database as revision %s", BASELINE)
        command.stamp(config, BASELINE)
    before = current_revision(connection)
    command.upgrade(config, "head")
    after = current_revision(connection) or ""
    if before != after:
        logger.info("migrated the database from %s to %s", before or "empty", after)
    return after


def _refuse_newer(connection: Connection, config: Config) -> None:
    tables = set(inspect(connection).get_table_names())
    if "schema_info" in tables:
        version = connection.scalar(text("SELECT version FROM schema_info WHERE id = 1"))
        if version is not None and int(version) > SCHEMA_VERSION:
            raise SchemaVersionError(
                f"database schema {version} is newer than this career-bot "
                f"({SCHEMA_VERSION}); upgrade career-bot"
            )
    revision = current_revision(connection)
    if revision is None:
        return
    try:
        ScriptDirectory.from_config(config).get_revision(revision)
    except CommandError as exc:
        raise SchemaVersionError(
            f"database revision {revision} is unknown to this career-bot; upgrade career-bot"
        ) from exc
