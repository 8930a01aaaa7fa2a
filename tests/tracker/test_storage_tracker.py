"""Opportunity storage additions: lookup by code, stage changes, stale opportunities."""

from __future__ import annotations

from datetime import timedelta

import pytest

from storage.repositories import Repositories
from tracker.support import NOW, OTHER, USER, backdate


async def test_get_by_code_is_scoped_to_the_user(repos: Repositories) -> None:
    mine = await repos.opportunities.get_by_code(USER, "O002")
    assert mine is not None and mine.company == "Globex"
    assert await repos.opportunities.get_by_code(OTHER, "O002") is None


async def test_set_stage_moves_and_restarts_the_stage_clock(repos: Repositories) -> None:
    assert await repos.opportunities.set_stage(USER, "O003", "interviewing") is True
    moved = await repos.opportunities.get_by_code(USER, "O003")
    assert moved is not None and moved.stage == "interviewing"
    assert NOW - moved.stage_changed_at.replace(tzinfo=NOW.tzinfo) < timedelta(days=1)


async def test_set_stage_to_the_same_stage_keeps_the_clock(repos: Repositories) -> None:
    before = await repos.opportunities.get_by_code(USER, "O003")
    assert await repos.opportunities.set_stage(USER, "O003", "replied") is True
    after = await repos.opportunities.get_by_code(USER, "O003")
    assert before is not None and after is not None
    assert after.stage_changed_at == before.stage_changed_at


async def test_set_stage_refuses_unknown_stages_and_other_users(repos: Repositories) -> None:
    with pytest.raises(ValueError, match="unknown stage"):
        await repos.opportunities.set_stage(USER, "O001", "ghosted")
    assert await repos.opportunities.set_stage(OTHER, "O002", "closed") is False
    globex = await repos.opportunities.get_by_code(USER, "O002")
    assert globex is not None and globex.stage == "interviewing"


async def test_stale_finds_quiet_open_opportunities_of_all_users(repos: Repositories) -> None:
    await backdate(repos, OTHER, "O001", 20, 20)
    stale = await repos.opportunities.stale(NOW, 7)
    assert {(o.user_id, o.code) for o in stale} == {(USER, "O003"), (OTHER, "O001")}
    await repos.opportunities.set_stage(OTHER, "O001", "closed")
    await backdate(repos, OTHER, "O001", 20, 20)
    assert {(o.user_id, o.code) for o in await repos.opportunities.stale(NOW, 7)} == {
        (USER, "O003")
    }
    assert await repos.opportunities.stale(NOW, 10) == []
