"""Migrations: a fresh database, an adopted pre-migration file, concurrent boots, the CLI."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from conftest import REPO_ROOT, make_settings
from langgraph.checkpoint.base import empty_checkpoint
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from sqlalchemy import Connection

from bot.cli import main
from bot.runtime import open_app
from storage.checkpoints import open_checkpointer
from storage.db import Database
from storage.migrate import head_revision
from storage.models import SCHEMA_VERSION, Base
from storage.opportunities import Exchange

LEGACY_DUMP = REPO_ROOT / "tests" / "data" / "legacy" / "schema_v1.sql"
JANE = "console:jane"


def _differences(connection: Connection) -> list[object]:
    return list(compare_metadata(MigrationContext.configure(connection), Base.metadata))


async def test_the_migrated_schema_matches_the_models(db_url: str) -> None:
    db = Database(db_url)
    assert await db.create_schema() == head_revision()
    async with db.engine.connect() as conn:
        assert await conn.run_sync(_differences) == []
    await db.close()


async def test_a_pre_migration_database_is_adopted_without_losing_data(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    with sqlite3.connect(data_dir / "career_bot.db") as conn:
        conn.executescript(LEGACY_DUMP.read_text())
        assert conn.execute("SELECT version FROM schema_info").fetchone() == (1,)
    async with open_app(make_settings(data_dir)) as app:
        repos = app.repos
        assert [s.name for s in await repos.profiles.skills(JANE)] == ["Python"]
        assert (await repos.profiles.basics(JANE)) == {"name": "Jane Doe"}
        assert await repos.kv.get("console:thread") == "00000000-0000-0000-0000-000000000002"
        assert sorted(o.code for o in await repos.opportunities.for_user(JANE)) == ["O001", "O002"]
        await repos.threads.register(
            "00000000-0000-0000-0000-000000000003",
            platform="console",
            workspace="local",
            channel="console",
            thread_root="3",
            owner=JANE,
            kind="reply",
        )
        code = await repos.opportunities.record_exchange(
            user_id=JANE,
            thread_id="00000000-0000-0000-0000-000000000003",
            company="Acme",
            role="SRE",
            contact="",
            stage="new",
            exchange=Exchange(1, "Hello", "", "pending"),
        )
        assert code == "O003"
    with sqlite3.connect(data_dir / "career_bot.db") as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
            head_revision(),
        )
        assert conn.execute("SELECT version FROM schema_info").fetchone() == (SCHEMA_VERSION,)
        assert conn.execute("SELECT COUNT(*) FROM opportunity_messages").fetchone() == (3,)


async def test_processes_booting_together_migrate_once(db_url: str) -> None:
    databases = [Database(db_url) for _ in range(3)]
    try:
        revisions = await asyncio.gather(*(db.create_schema() for db in databases))
    finally:
        for db in databases:
            await db.close()
    assert revisions == [head_revision()] * 3


def test_the_migrate_command_upgrades_to_head(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CAREER_BOT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env here
    assert main(["migrate"]) == 0
    assert f"revision {head_revision()}" in capsys.readouterr().out
    with sqlite3.connect(tmp_path / "data" / "career_bot.db") as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
            head_revision(),
        )


async def test_processes_booting_together_set_up_the_checkpointer_once(db_url: str) -> None:
    # Two first boots on an empty PostgreSQL used to wait on each other forever: one's
    # CREATE INDEX CONCURRENTLY waited for the other's snapshot, held while it was blocked
    # on the set-up lock. The timeout only turns such a hang into a failure.
    config = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    async with asyncio.timeout(120), contextlib.AsyncExitStack() as stack:
        savers = await asyncio.gather(
            *(stack.enter_async_context(open_checkpointer(db_url)) for _ in range(3))
        )
        await savers[0].aput(config, empty_checkpoint(), {}, {})
        assert [await s.aget(config) is not None for s in savers] == [True] * 3
        if isinstance(savers[0], AsyncPostgresSaver):
            async with savers[0].conn.connection() as conn:  # type: ignore[union-attr]
                rows = await (await conn.execute("SELECT v FROM checkpoint_migrations")).fetchall()
            assert sorted(row["v"] for row in rows) == list(range(len(savers[0].MIGRATIONS)))
