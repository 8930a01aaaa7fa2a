"""Shared fixtures: settings on a temporary data dir, an open app, real-world material."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.runtime import App, open_app
from bot.settings import Settings
from storage.db import default_database_url

REPO_ROOT = Path(__file__).resolve().parents[1]
REALWORLD = REPO_ROOT / "tests" / "data" / "realworld"


def realworld(*parts: str) -> Path:
    """Return a path under tests/data/realworld; a missing fixture fails the test."""
    path = REALWORLD.joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"real-world fixture missing: {path}")
    return path


def make_settings(data_dir: Path, **overrides: object) -> Settings:
    """Return offline settings on a data dir, ignoring the environment's .env."""
    values: dict[str, object] = {"career_bot_llm": "offline", "career_bot_data_dir": data_dir}
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


# The storage and core suites run again on PostgreSQL when this names a server's database
# (CI does; see .ci/run). Unset, everything runs on SQLite and needs no server.
TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL", "")


@asynccontextmanager
async def fresh_postgres_database(server_url: str) -> AsyncIterator[str]:
    """Create an empty database on the server of `server_url`; drop it after."""
    import psycopg
    from sqlalchemy.engine import make_url

    from storage.db import libpq_url

    name = f"cbtest_{uuid.uuid4().hex[:16]}"
    admin = libpq_url(server_url)
    async with await psycopg.AsyncConnection.connect(admin, autocommit=True) as conn:
        await conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
    finally:
        async with await psycopg.AsyncConnection.connect(admin, autocommit=True) as conn:
            await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
async def db_url(tmp_path: Path) -> AsyncIterator[str]:
    """Return the test database: SQLite in the data dir, or a fresh PostgreSQL database."""
    if not TEST_DATABASE_URL:
        yield default_database_url(tmp_path / "data")
        return
    async with fresh_postgres_database(TEST_DATABASE_URL) as url:
        yield url


@pytest.fixture
def settings(tmp_path: Path, db_url: str) -> Settings:
    if TEST_DATABASE_URL:
        return make_settings(tmp_path / "data", database_url=db_url)
    return make_settings(tmp_path / "data")


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[App]:
    async with open_app(settings) as opened:
        yield opened
