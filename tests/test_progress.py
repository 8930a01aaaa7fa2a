"""Progress on a slow turn: notices after a (fake) delay, throttled drafts, cosmetic failures."""

from __future__ import annotations

import asyncio

from agent.llm_stream import draft_listener
from bot.core import texts
from bot.core.progress import (
    DRAFTING_MARK,
    ProgressConfig,
    ProgressReporter,
    report_stage,
    track_progress,
)


class View:
    """Records what the placeholder showed; signals each change."""

    def __init__(self, fail: bool = False) -> None:
        self.shown: list[tuple[str, bool]] = []
        self.changed = asyncio.Event()
        self.fail = fail

    async def show(self, text: str, *, draft: bool) -> None:
        self.shown.append((text, draft))
        self.changed.set()
        if self.fail:
            raise RuntimeError("ratelimited")


class Timer:
    """A sleep that returns only when the test fires it."""

    def __init__(self) -> None:
        self.fire = asyncio.Event()

    async def sleep(self, seconds: float) -> None:
        await self.fire.wait()


async def next_change(view: View) -> None:
    await asyncio.wait_for(view.changed.wait(), 5)
    view.changed.clear()


async def test_a_slow_turn_shows_its_stage_then_each_later_stage() -> None:
    view, timer = View(), Timer()
    reporter = ProgressReporter(view, after_s=8, every_s=1, sleep=timer.sleep)
    reporter.start()
    await reporter.stage(texts.PROGRESS_READING_RESUME)
    assert view.shown == []  # not slow yet: the placeholder keeps saying "Working on it…"
    timer.fire.set()
    await next_change(view)
    await reporter.stage(texts.PROGRESS_THINKING)
    await reporter.flush()
    await reporter.close()
    await reporter.stage(texts.PROGRESS_DRAFTING)  # after close: nothing more
    assert view.shown == [
        (texts.PROGRESS_READING_RESUME, False),
        (texts.PROGRESS_THINKING, False),
    ]


async def test_a_fast_turn_shows_nothing() -> None:
    view, timer = View(), Timer()
    async with track_progress(view, ProgressConfig(after_s=8)):
        await report_stage(texts.PROGRESS_DRAFTING)
    timer.fire.set()
    await asyncio.sleep(0)
    assert view.shown == []


async def test_drafts_are_throttled_by_the_clock_and_replace_notices() -> None:
    now = [0.0]
    view, timer = View(), Timer()
    reporter = ProgressReporter(view, after_s=8, every_s=1, clock=lambda: now[0], sleep=timer.sleep)
    reporter.start()
    for at, text in [(0.0, "Hi"), (0.5, "Hi there"), (1.2, "Hi there, thanks"), (1.9, "Hi x")]:
        now[0] = at
        await reporter.draft(text)
        await reporter.flush()
    timer.fire.set()
    await asyncio.sleep(0)
    await reporter.stage(texts.PROGRESS_DRAFTING)  # a draft is showing: keep it
    await reporter.close()
    assert view.shown == [("Hi" + DRAFTING_MARK, True), ("Hi there, thanks" + DRAFTING_MARK, True)]


async def test_an_edit_in_flight_is_not_waited_for_and_is_cancelled_at_close() -> None:
    release = asyncio.Event()
    started: list[str] = []

    class SlowView:
        async def show(self, text: str, *, draft: bool) -> None:
            started.append(text)
            await release.wait()  # a rate-limited edit sleeping on Retry-After

    reporter = ProgressReporter(SlowView(), after_s=60, every_s=0, grace_s=0)
    await reporter.draft("one")
    await asyncio.sleep(0)
    await reporter.draft("one two")  # skipped: the first edit is still in flight
    await reporter.close()
    assert started == ["one" + DRAFTING_MARK]


async def test_the_turn_streams_to_the_reporter_only_inside_the_block() -> None:
    view = View()
    async with track_progress(view, ProgressConfig(after_s=60, every_s=0)):
        listener = draft_listener()
        assert listener is not None
        await listener("Dear Ana")
        await next_change(view)
    assert draft_listener() is None
    assert view.shown == [("Dear Ana" + DRAFTING_MARK, True)]
    async with track_progress(view, ProgressConfig(stream=False)):
        assert draft_listener() is None


async def test_a_failing_edit_does_not_fail_the_turn() -> None:
    view = View(fail=True)
    async with track_progress(view, ProgressConfig(after_s=0, every_s=0)) as reporter:
        assert reporter is not None
        await reporter.draft("Hello")
        await reporter.flush()
        await reporter.draft("Hello again")
        await reporter.flush()
    assert [draft for _, draft in view.shown] == [True, True]


async def test_a_quick_edit_in_flight_lands_before_close_returns() -> None:
    landed: list[str] = []

    class QuickView:
        async def show(self, text: str, *, draft: bool) -> None:
            await asyncio.sleep(0)  # one round trip to the platform
            landed.append(text)

    reporter = ProgressReporter(QuickView(), after_s=60, every_s=0)
    await reporter.draft("Dear Ana")
    await reporter.close()
    assert landed == ["Dear Ana" + DRAFTING_MARK]


async def test_a_stage_entered_during_an_edit_is_shown_after_it() -> None:
    release = asyncio.Event()
    shown: list[str] = []

    class SlowView:
        async def show(self, text: str, *, draft: bool) -> None:
            shown.append(text)
            await release.wait()

    timer = Timer()
    reporter = ProgressReporter(SlowView(), after_s=8, every_s=1, sleep=timer.sleep)
    reporter.start()
    timer.fire.set()
    for _ in range(3):
        await asyncio.sleep(0)  # the notice's edit starts, and hangs
    await reporter.stage(texts.PROGRESS_DRAFTING)
    release.set()
    await reporter.flush()
    await reporter.close()
    assert shown == [texts.PROGRESS_WORKING, texts.PROGRESS_DRAFTING]
