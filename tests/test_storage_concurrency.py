"""Cross-process writes: two engines on one database (two processes' worth) never race."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from storage.db import Database
from storage.opportunities import Exchange
from storage.repositories import Repositories, StoredSkill

USER = "slack:U1"
WRITERS = 12


@pytest.fixture
async def two(db_url: str) -> AsyncIterator[tuple[Repositories, Repositories]]:
    """Two repositories over separate engines on one database, like two processes."""
    first, second = Database(db_url), Database(db_url)
    await first.create_schema()
    try:
        yield Repositories(first), Repositories(second)
    finally:
        await first.close()
        await second.close()


async def _register(repos: Repositories, thread_id: str, kind: str) -> None:
    await repos.threads.register(
        thread_id,
        platform="slack",
        workspace="T1",
        channel="D1",
        thread_root=thread_id,
        owner=USER,
        kind=kind,
    )


async def test_concurrent_first_writes_of_one_row_all_succeed(
    two: tuple[Repositories, Repositories],
) -> None:
    both = [two[i % 2] for i in range(WRITERS)]
    await asyncio.gather(*(r.users.ensure(USER, "Ann") for r in both))
    await asyncio.gather(*(_register(r, "t1", f"kind{i}") for i, r in enumerate(both)))
    await asyncio.gather(*(r.kv.set("k", str(i), owner=USER) for i, r in enumerate(both)))
    skill = StoredSkill("python", "Python", "language", {"depth": "deep"}, [])
    await asyncio.gather(*(r.profiles.save_skills(USER, [skill]) for r in both))
    await asyncio.gather(*(r.profiles.save_resume(USER, "cv", {"n": "1"}) for r in both))
    first = two[0]
    assert await first.threads.count() == 1
    thread = await first.threads.get("t1")
    assert thread is not None and thread.kind.startswith("kind")
    assert await first.kv.get("k") in {str(i) for i in range(WRITERS)}
    assert [s.key for s in await first.profiles.skills(USER)] == ["python"]


async def test_an_event_id_is_claimed_exactly_once(two: tuple[Repositories, Repositories]) -> None:
    both = [two[i % 2] for i in range(WRITERS)]
    claims = await asyncio.gather(*(r.events.claim_event_id("slack", "Ev1") for r in both))
    assert sorted(claims) == [False] * (WRITERS - 1) + [True]


async def test_opportunity_codes_stay_unique_across_processes(
    two: tuple[Repositories, Repositories],
) -> None:
    await two[0].users.ensure(USER)
    threads = [f"t{i}" for i in range(WRITERS)]
    for thread_id in threads:
        await _register(two[0], thread_id, "reply")

    async def record(repos: Repositories, thread_id: str, turn: int) -> str:
        return await repos.opportunities.record_exchange(
            user_id=USER,
            thread_id=thread_id,
            company="Globex",
            role="SRE",
            contact="",
            stage="new",
            exchange=Exchange(turn, "Hello", "", "pending"),
        )

    # Every thread twice, from both "processes": one opportunity and one code per thread.
    calls = [record(two[i % 2], t, 1) for i, t in enumerate(threads * 2)]
    codes = await asyncio.gather(*calls)
    assert codes[:WRITERS] == codes[WRITERS:]
    assert len(set(codes)) == WRITERS
    stored = await two[1].opportunities.for_user(USER)
    assert len(stored) == WRITERS
    for opportunity in stored:
        assert len(await two[1].opportunities.exchanges(opportunity.id)) == 1
