"""Start-up warm-up: the offline patterns are compiled and start-up objects are frozen."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from agent.offline.taxonomy import find_skills
from bot.warmup import warm_up


@pytest.fixture
def unfrozen() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()  # the rest of the suite collects as usual


async def test_warm_up_freezes_what_start_up_made(unfrozen: None) -> None:
    assert gc.get_freeze_count() == 0
    await warm_up()
    # Later collections skip these objects: no full-collection pause walks them mid-turn.
    assert gc.get_freeze_count() > 10_000
    assert find_skills("Python and Kubernetes in production")
