"""The durable inbox: duplicates dropped, per-thread order, lease expiry, pruning."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from storage.db import Database
from storage.inbox import MAX_ATTEMPTS, Inbox

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
LEASE = timedelta(seconds=30)


@pytest.fixture
async def inbox(db_url: str) -> AsyncIterator[Inbox]:
    db = Database(db_url)
    await db.create_schema()
    yield Inbox(db)
    await db.close()


async def test_a_duplicate_delivery_is_dropped_at_insert(inbox: Inbox) -> None:
    assert await inbox.put("slack", "Ev1", "C1", {"n": 1})
    assert not await inbox.put("slack", "Ev1", "C1", {"n": 1})
    # The same id from another platform is another event.
    assert await inbox.put("telegram", "Ev1", "42", {"n": 2})
    assert await inbox.undone() == 2


async def test_events_of_one_thread_are_claimed_one_at_a_time_in_arrival_order(
    inbox: Inbox,
) -> None:
    for n in range(3):
        await inbox.put("telegram", f"a{n}", "chat-a", {"n": n})
    await inbox.put("telegram", "b0", "chat-b", {"n": 0})
    first = await inbox.claim("w1", NOW, LEASE, limit=10)
    # One per thread: a0 and b0; a1 waits until a0 is done, even for another worker.
    assert [i.event_id for i in first] == ["a0", "b0"]
    assert await inbox.claim("w2", NOW, LEASE, limit=10) == []
    await inbox.done(first[0].id, NOW)
    assert [i.event_id for i in await inbox.claim("w2", NOW, LEASE, limit=10)] == ["a1"]
    assert await inbox.claim("w1", NOW, LEASE, limit=10) == []


async def test_an_event_whose_lease_expired_is_taken_again(inbox: Inbox) -> None:
    await inbox.put("slack", "Ev1", "C1", {"text": "hello"})
    await inbox.put("slack", "Ev2", "C1", {"text": "again"})
    (taken,) = await inbox.claim("dead", NOW, LEASE)
    assert await inbox.claim("alive", NOW + LEASE - timedelta(seconds=1), LEASE) == []
    (retaken,) = await inbox.claim("alive", NOW + LEASE + timedelta(seconds=1), LEASE)
    assert (retaken.event_id, retaken.attempts, retaken.payload) == ("Ev1", 2, {"text": "hello"})
    assert retaken.id == taken.id
    await inbox.done(retaken.id, NOW)
    (after,) = await inbox.claim("alive", NOW + LEASE * 2, LEASE)
    assert after.event_id == "Ev2"


async def test_released_claims_are_replayed_and_done_events_never(inbox: Inbox) -> None:
    await inbox.put("telegram", "1", "chat", {})
    await inbox.put("telegram", "2", "other", {})
    _one, two = await inbox.claim("old-process", NOW, LEASE, limit=2)
    await inbox.done(two.id, NOW)
    assert await inbox.release_all() == 1
    assert [i.event_id for i in await inbox.claim("new-process", NOW, LEASE, limit=5)] == ["1"]


async def test_concurrent_workers_never_take_the_same_event(inbox: Inbox) -> None:
    for n in range(40):
        await inbox.put("telegram", str(n), f"chat-{n % 8}", {"n": n})
    seen: list[str] = []

    async def work(worker: str) -> None:
        while items := await inbox.claim(worker, NOW, LEASE, limit=3):
            for item in items:
                seen.append(item.event_id)
                await inbox.done(item.id, NOW)

    await asyncio.gather(*(work(f"w{n}") for n in range(4)))
    assert sorted(seen, key=int) == [str(n) for n in range(40)]
    for chat in range(8):
        order = [int(e) for e in seen if int(e) % 8 == chat]
        assert order == sorted(order)


async def test_done_events_are_pruned_after_the_cutoff_undone_ones_kept(inbox: Inbox) -> None:
    for n in range(3):
        await inbox.put("slack", f"Ev{n}", f"C{n}", {})
    items = await inbox.claim("w", NOW, LEASE, limit=3)
    await inbox.done(items[0].id, NOW - timedelta(days=8))
    await inbox.done(items[1].id, NOW)
    assert await inbox.prune_done(NOW - timedelta(days=7)) == 1
    assert await inbox.undone() == 1
    # A pruned id is new again to the inbox: retention must outlive platform retries.
    assert not await inbox.put("slack", "Ev1", "C1", {})


async def test_the_retention_sweep_prunes_handled_inbox_events(inbox: Inbox) -> None:
    from bot.retention import apply_retention

    await inbox.put("telegram", "1", "chat", {})
    await inbox.put("telegram", "2", "other", {})
    (item, _other) = await inbox.claim("w", NOW, LEASE, limit=2)
    await inbox.done(item.id, NOW - timedelta(days=10))
    counts = await apply_retention(inbox.db, NOW)
    assert counts["inbox"] == 1
    assert await inbox.undone() == 1


async def test_forget_erases_what_a_user_sent_but_not_what_waits(inbox: Inbox) -> None:
    await inbox.put("telegram", "1", "chat", {"text": "resume"}, "telegram:7")
    await inbox.put("telegram", "2", "chat", {"text": "/forget"}, "telegram:7")
    await inbox.put("telegram", "3", "chat", {"text": "hi again"}, "telegram:7")
    await inbox.put("telegram", "4", "other", {"text": "mine"}, "telegram:8")
    (first, other) = await inbox.claim("w", NOW, LEASE, limit=5)
    await inbox.done(first.id, NOW)
    await inbox.claim("w", NOW, LEASE)  # the /forget turn itself, running
    assert await inbox.forget("telegram:7") == 2
    assert await inbox.undone() == 2  # "hi again" (sent after) and the other user's
    assert other.event_id == "4"


async def test_a_worker_takes_only_its_platforms_events(inbox: Inbox) -> None:
    await inbox.put("slack", "Ev1", "C1", {})
    await inbox.put("telegram", "1", "chat", {})
    (taken,) = await inbox.claim("tg", NOW, LEASE, limit=5, source="telegram")
    assert taken.event_id == "1"
    await inbox.claim("slack", NOW, LEASE, limit=5, source="slack")
    # A booting Telegram worker takes back only Telegram claims.
    assert await inbox.release_all("telegram") == 1
    assert await inbox.claim("x", NOW, LEASE, limit=5, source="slack") == []


async def test_a_renewed_lease_keeps_a_long_turn_from_being_taken(inbox: Inbox) -> None:
    await inbox.put("telegram", "1", "chat", {})
    (item,) = await inbox.claim("busy", NOW, LEASE)
    assert await inbox.renew("busy", [item.id], NOW + LEASE * 3) == 1
    assert await inbox.renew("someone-else", [item.id], NOW + LEASE * 9) == 0
    assert await inbox.claim("other", NOW + LEASE * 2, LEASE) == []
    (retaken,) = await inbox.claim("other", NOW + LEASE * 4, LEASE)
    assert retaken.id == item.id


async def test_finish_marks_done_and_claims_the_threads_next_event_at_once(inbox: Inbox) -> None:
    for n in range(2):
        await inbox.put("telegram", f"a{n}", "chat-a", {"n": n})
    await inbox.put("telegram", "b0", "chat-b", {"n": 0})
    await inbox.put("slack", "s0", "C1", {"n": 0})
    (a0,) = await inbox.claim("w1", NOW, LEASE, limit=1, source="telegram")
    # a0 done and, in the same transaction, a1 (now first of its thread) and b0 leased.
    taken = await inbox.finish(a0.id, NOW, "w1", LEASE, limit=5, source="telegram")
    assert [i.event_id for i in taken] == ["a1", "b0"]
    assert all(i.attempts == 1 for i in taken)
    assert await inbox.claim("w2", NOW, LEASE, limit=5, source="telegram") == []
    assert await inbox.undone("telegram") == 2
    # With no room left, finish only marks the event done.
    assert await inbox.finish(taken[0].id, NOW, "w1", LEASE, limit=0) == []
    assert await inbox.undone("telegram") == 1


async def test_an_event_that_kills_its_process_every_time_is_given_up(
    inbox: Inbox, caplog: pytest.LogCaptureFixture
) -> None:
    # A message that crashes the process (say, a file the parser dies on) must not
    # crash-loop the bot at every start nor block the rest of its conversation.
    await inbox.put("telegram", "poison", "chat", {})
    await inbox.put("telegram", "next", "chat", {})
    at = NOW
    for attempt in range(1, MAX_ATTEMPTS + 1):
        (taken,) = await inbox.claim(f"process-{attempt}", at, LEASE)
        assert (taken.event_id, taken.attempts) == ("poison", attempt)
        at += LEASE + timedelta(seconds=1)  # the process died; its lease runs out
    with caplog.at_level("WARNING", logger="storage.inbox"):
        (after,) = await inbox.claim("process-last", at, LEASE)
    assert after.event_id == "next"
    assert "gave up on 1 event" in caplog.text and "poison" not in caplog.text
    assert await inbox.undone() == 1
