"""Storage: schema and version, WAL, tokens, forgetting, checkpoint pruning (both back ends)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from bot.scheduler import job_store_url
from bot.telegram_adapter.conversations import forget_stored
from storage.checkpoints import Checkpointer, count_checkpoints, open_checkpointer, prune_thread
from storage.db import Database, SchemaVersionError, default_database_url, libpq_url, normalise_url
from storage.migrate import head_revision
from storage.models import SCHEMA_VERSION, Profile
from storage.repositories import ButtonSpec, Repositories, StoredSkill


async def open_db(url: str) -> Database:
    db = Database(url)
    await db.create_schema()
    return db


async def test_schema_is_created_with_a_version_and_wal(tmp_path: Path) -> None:
    db = await open_db(default_database_url(tmp_path))
    assert await db.create_schema() == head_revision()  # idempotent on a second start
    await db.close()
    with sqlite3.connect(tmp_path / "career_bot.db") as conn:
        assert conn.execute("SELECT version FROM schema_info").fetchall() == [(SCHEMA_VERSION,)]
        assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (head_revision(),)
        ]
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    db = await open_db(default_database_url(tmp_path))
    await db.close()
    with sqlite3.connect(tmp_path / "career_bot.db") as conn:
        conn.execute("UPDATE schema_info SET version = 99")
    db = Database(default_database_url(tmp_path))
    with pytest.raises(SchemaVersionError):
        await db.create_schema()
    await db.close()


async def test_a_database_from_a_newer_release_is_refused(tmp_path: Path) -> None:
    db = await open_db(default_database_url(tmp_path))
    await db.close()
    with sqlite3.connect(tmp_path / "career_bot.db") as conn:
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
    db = Database(default_database_url(tmp_path))
    with pytest.raises(SchemaVersionError, match="9999"):
        await db.create_schema()
    await db.close()


async def test_a_card_can_be_consumed_only_once(db_url: str) -> None:
    repos = Repositories(await open_db(db_url))
    await repos.users.ensure("console:a")
    card_id, tokens = await repos.tokens.issue(
        "console:a", [ButtonSpec("yes", "Yes"), ButtonSpec("no", "No")]
    )
    assert len(set(tokens)) == 2 and all(len(t) <= 20 for t in tokens)
    assert [t.label for t in await repos.tokens.latest_card("console:a")] == ["Yes", "No"]
    assert await repos.tokens.consume_card(card_id) is True
    assert await repos.tokens.consume_card(card_id) is False
    assert await repos.tokens.latest_card("console:a") == []
    await repos.db.close()


async def test_arrive_creates_the_user_and_claims_the_notice_once(db_url: str) -> None:
    repos = Repositories(await open_db(db_url))
    assert await repos.users.arrive("console:a", "Ann", claim_notice=False) is False
    assert await repos.users.arrive("console:a", "Ann", claim_notice=True) is True
    assert await repos.users.arrive("console:a", "Ann", claim_notice=True) is False
    assert await repos.users.claim_offline_notice("console:a") is False
    # A user seen first with the notice on gets it on that very message.
    assert await repos.users.arrive("console:b", claim_notice=True) is True
    assert await repos.users.forget("console:b") == []
    await repos.db.close()


async def test_saving_skills_upserts_by_key_and_keeps_completeness(db_url: str) -> None:
    repos = Repositories(await open_db(db_url))
    await repos.users.ensure("console:a")
    await repos.profiles.save_resume("console:a", "resume text", {"name": "Ann"})
    sql = StoredSkill("sql", "SQL", "data", {"duration": "2 years"}, ["a"])
    await repos.profiles.save_skills(
        "console:a", [sql, StoredSkill("go", "Go", "lang", {}, [])], 0.4
    )
    newer = StoredSkill("sql", "SQL", "data", {"duration": "5 years"}, ["b"])
    await repos.profiles.save_skills("console:a", [sql, newer])  # a key twice: the last wins
    stored = await repos.profiles.skills("console:a")
    assert [(s.key, s.attributes, s.evidence) for s in stored] == [
        ("sql", {"duration": "5 years"}, ["b"]),
        ("go", {}, []),
    ]
    async with repos.db.session() as s:
        profile = await s.get(Profile, "console:a")
    assert profile is not None and profile.completeness == 0.4  # None leaves it as it was
    assert profile.resume_text == "resume text" and profile.basics == {"name": "Ann"}
    await repos.db.close()


async def test_forget_removes_only_that_users_rows(db_url: str) -> None:
    repos = Repositories(await open_db(db_url))
    for user in ("console:a", "console:b"):
        await repos.users.ensure(user)
        await repos.profiles.save_skills(user, [StoredSkill("sql", "SQL", "data", {}, [])])
        await repos.threads.register(
            f"t-{user}",
            platform="console",
            workspace="w",
            channel="c",
            thread_root="1",
            owner=user,
            kind="interview",
        )
        await repos.kv.set(f"console_thread:{user}", "3", owner=user)
        await repos.kv.set(f"nudged:t-{user}", "x", owner=user)
    assert await repos.users.forget("console:a") == ["t-console:a"]
    assert await repos.profiles.skills("console:a") == []
    assert await repos.kv.get("console_thread:console:a") is None
    assert await repos.kv.get("nudged:t-console:a") is None
    assert [s.name for s in await repos.profiles.skills("console:b")] == ["SQL"]
    assert await repos.threads.get("t-console:b") is not None
    assert await repos.kv.get("console_thread:console:b") == "3"
    await repos.db.close()


class Counter(TypedDict):
    n: int


def counting_graph(saver: Checkpointer):
    builder = StateGraph(Counter)
    builder.add_node("inc", lambda s: {"n": s["n"] + 1})
    builder.add_edge(START, "inc")
    builder.add_edge("inc", END)
    return builder.compile(checkpointer=saver)


async def test_pruning_keeps_the_latest_checkpoints_and_state(tmp_path: Path) -> None:
    async with open_checkpointer(tmp_path / "cp.db") as saver:
        graph = counting_graph(saver)
        config = {"configurable": {"thread_id": "t1"}}
        for i in range(10):
            await graph.ainvoke({"n": i}, config)
        await graph.ainvoke({"n": 0}, {"configurable": {"thread_id": "other"}})
        deleted = await prune_thread(saver, "t1", keep=3)
        assert deleted > 0
        assert await count_checkpoints(saver, "t1") == 3
        state = await graph.aget_state(config)
        assert state.values == {"n": 10}
        # Another thread is untouched, and the thread keeps working after pruning.
        other = await graph.aget_state({"configurable": {"thread_id": "other"}})
        assert other.values == {"n": 1}
        assert await graph.ainvoke({"n": 41}, config) == {"n": 42}


async def test_pruning_on_the_configured_backend_keeps_state(db_url: str) -> None:
    # Postgres prunes with the saver's own aprune (the latest checkpoint stays).
    async with open_checkpointer(db_url) as saver:
        graph = counting_graph(saver)
        config = {"configurable": {"thread_id": "t1"}}
        for i in range(6):
            await graph.ainvoke({"n": i}, config)
        await graph.ainvoke({"n": 0}, {"configurable": {"thread_id": "other"}})
        before = await count_checkpoints(saver, "t1")
        deleted = await prune_thread(saver, "t1")
        assert deleted > 0
        assert await count_checkpoints(saver, "t1") == before - deleted <= 3
        assert (await graph.aget_state(config)).values == {"n": 6}
        assert await count_checkpoints(saver, "other") == 3
        assert await graph.ainvoke({"n": 41}, config) == {"n": 42}


async def test_delete_prefix_is_literal_not_a_pattern(db_url: str) -> None:
    repos = Repositories(await open_db(db_url))
    for key in ("tg_root:42:1", "tg_root:42:2", "tgXroot:42:3", "tg_root:421:4", "tg_latest:42:0"):
        await repos.kv.set(key, "v")
    await repos.kv.delete_prefix("tg_root:42:")
    remaining = [
        k
        for k in ("tg_root:42:1", "tg_root:42:2", "tgXroot:42:3", "tg_root:421:4")
        if await repos.kv.get(k)
    ]
    assert remaining == ["tgXroot:42:3", "tg_root:421:4"]
    await forget_stored(repos.db, "telegram:42")
    assert await repos.kv.get("tg_latest:42:0") is None
    await forget_stored(repos.db, "slack:42")  # other platforms: nothing to do
    assert await repos.kv.get("tg_root:421:4") == "v"
    await repos.db.close()


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("postgresql://u:p@db:5432/cb", "postgresql+psycopg://u:p@db:5432/cb"),
        ("postgres://u@db/cb", "postgresql+psycopg://u@db/cb"),
        ("postgresql+asyncpg://u@db/cb", "postgresql+psycopg://u@db/cb"),
        ("postgresql+psycopg://u@db/cb", "postgresql+psycopg://u@db/cb"),
        ("sqlite+aiosqlite:////data/cb.db", "sqlite+aiosqlite:////data/cb.db"),
    ],
)
def test_database_urls_are_normalised_for_psycopg_3(given: str, expected: str) -> None:
    assert normalise_url(given) == expected


def test_the_other_forms_of_a_url() -> None:
    assert libpq_url("postgresql+psycopg://u:p@db/cb") == "postgresql://u:p@db/cb"
    assert job_store_url("postgresql+psycopg://u@db/cb") == "postgresql+psycopg://u@db/cb"
    assert job_store_url("sqlite+aiosqlite:////d/cb.db") == "sqlite:////d/cb.db"
    assert job_store_url(Path("/d/cb.db")) == "sqlite:////d/cb.db"
