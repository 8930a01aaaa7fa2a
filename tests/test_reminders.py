"""Reminders: time travel through approvals and interviews; durable, single jobs across restarts."""

from __future__ import annotations

import asyncio
import io
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.asyncio import AsyncIOScheduler
from sqlalchemy import create_engine
from tests_support import CRYPTO, INVITATION, RESUME, decide

from bot import scheduled_jobs, turns
from bot.console import run_console
from bot.core import texts
from bot.core.commands import MAX_REMINDERS_PER_USER, due_in
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.messenger import ConsoleMessenger
from bot.reminders import ReminderSweep
from bot.runtime import App, open_app
from bot.scheduler import SWEEP_JOB_ID, Scheduler, job_store_url
from bot.settings import Settings
from storage.inbox import Inbox, InboxItem

USER = "console:alice"


class RecordingMessenger:
    """A messenger that keeps what it was asked to send."""

    platform = "console"

    def __init__(self) -> None:
        self.sent: list[tuple[ConversationKey, str]] = []

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        self.sent.extend((key, r.text) for r in replies)


class Clock:
    """A clock the test moves forward."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


def msg(text: str, root: str) -> IncomingMessage:
    return IncomingMessage(ConversationKey("console", "local", "console", root), USER, text)


async def test_pending_approval_is_reminded_once_then_expires_closed(app: App) -> None:
    card = next(r for r in await app.service.handle(msg(CRYPTO, "r1")) if r.buttons)
    messenger, clock = RecordingMessenger(), Clock()
    sweep = ReminderSweep(app, {"console": messenger}, clock=clock)

    assert await sweep.run() == {"expired": 0, "reminded": 0, "nudged": 0, "follow_ups": 0}
    clock.now += timedelta(hours=25)
    assert (await sweep.run())["reminded"] == 1
    assert (await sweep.run())["reminded"] == 0  # once per card
    assert messenger.sent[-1][1] == texts.REMIND_APPROVAL

    clock.now += timedelta(days=7)
    assert (await sweep.run())["expired"] == 1
    assert messenger.sent[-1][1] == texts.APPROVAL_EXPIRED
    approve = next(b.token for b in card.buttons if b.label == "Approve")
    press = ButtonPress(msg("", "r1").key, USER, approve)
    assert (await decide(app, press))[0].text == texts.BUTTON_STALE
    opp = await app.repos.opportunities.for_thread(msg("", "r1").key.thread_id)
    assert opp is not None
    assert [e.outcome for e in await app.repos.opportunities.exchanges(opp.id)] == ["rejected"]
    assert await app.repos.events.count("expired", USER) == 1


async def test_an_idle_interview_is_nudged_once(app: App) -> None:
    await app.service.handle(msg(RESUME, "cv"))
    messenger, clock = RecordingMessenger(), Clock()
    sweep = ReminderSweep(app, {"console": messenger}, clock=clock)
    assert await sweep.nudge_interviews() == 0
    clock.now += timedelta(hours=25)
    assert await sweep.nudge_interviews() == 1
    clock.now += timedelta(days=3)
    assert await sweep.nudge_interviews() == 0
    assert [text for _, text in messenger.sent] == [texts.NUDGE_INTERVIEW]


async def test_no_messenger_means_nothing_sent_and_no_crash(app: App) -> None:
    await app.service.handle(msg(RESUME, "cv"))
    clock = Clock()
    clock.now += timedelta(days=2)
    assert await ReminderSweep(app, {}, clock=clock).nudge_interviews() == 0


def job_ids(database_url: str) -> list[str]:
    return [row[0] for row in rows(database_url, "SELECT id FROM apscheduler_jobs")]


def reminder_rows(database_url: str) -> list[tuple[str, bool]]:
    """Return (text, fired) of every stored /remind reminder."""
    query = "SELECT text, fired_at IS NOT NULL FROM reminders ORDER BY text"
    return [(str(text), bool(fired)) for text, fired in rows(database_url, query)]


def rows(database_url: str, query: str) -> list[tuple[object, ...]]:
    engine = create_engine(job_store_url(database_url))
    try:
        with engine.connect() as conn:
            return sorted(tuple(row) for row in conn.exec_driver_sql(query))
    finally:
        engine.dispose()


async def boot(settings: Settings, messenger: RecordingMessenger) -> tuple[App, Scheduler]:
    context = open_app(settings)
    app = await context.__aenter__()
    app._context = context  # type: ignore[attr-defined]
    scheduler = Scheduler(app.db.url, ReminderSweep(app, {"console": messenger}))
    scheduler.start()
    app.hooks.scheduler = scheduler
    return app, scheduler


async def shutdown(app: App, scheduler: Scheduler) -> None:
    await scheduler.stop()
    await app._context.__aexit__(None, None, None)  # type: ignore[attr-defined]


async def test_jobs_survive_restarts_without_duplicates_and_run_once(settings: Settings) -> None:
    messenger = RecordingMessenger()
    app, scheduler = await boot(settings, messenger)
    key = msg("", "r9").key
    replies = await app.service.handle(msg("/remind 2h call Globex back", "r9"))
    assert replies[0].text.startswith("Okay")
    # A reminder whose time passes while the process is down still runs, once.
    await scheduler.remind_at(USER, key, datetime.now(UTC) + timedelta(seconds=30), "soon")
    await shutdown(app, scheduler)
    db = settings.resolved_database_url
    assert job_ids(db) == [SWEEP_JOB_ID]
    assert reminder_rows(db) == [("call Globex back", False), ("soon", False)]
    engine = create_engine(job_store_url(db))
    with engine.begin() as conn:  # the 30 seconds pass while the process is down
        conn.exec_driver_sql("UPDATE reminders SET due_at = '2000-01-01' WHERE text = 'soon'")
    engine.dispose()

    for _ in range(3):
        app, scheduler = await boot(settings, messenger)
        for _ in range(50):
            if messenger.sent:
                break
            await asyncio.sleep(0.05)
        await shutdown(app, scheduler)
    # Sent once, late, and saying so (it was due long ago).
    [(_, sent)] = messenger.sent
    assert sent.startswith(texts.REMINDER.format(text="soon")) and "2000-01-01" in sent
    assert reminder_rows(db) == [("call Globex back", False), ("soon", True)]
    assert job_ids(db) == [SWEEP_JOB_ID]


async def test_forget_removes_the_users_reminders(settings: Settings) -> None:
    app, scheduler = await boot(settings, RecordingMessenger())
    await app.service.handle(msg("/remind 3d follow up", "r1"))
    assert await scheduler.count_user_jobs(USER) == 1
    await app.forget(USER)
    assert await scheduler.count_user_jobs(USER) == 0
    assert reminder_rows(settings.resolved_database_url) == []
    await shutdown(app, scheduler)


async def test_remind_without_a_scheduler_or_with_a_bad_time(app: App) -> None:
    assert (await app.service.handle(msg("/remind 2h x", "r1")))[0].text == texts.REMIND_UNAVAILABLE
    assert (await app.service.handle(msg("/remind soon", "r1")))[0].text == texts.REMIND_USAGE


async def test_a_silent_employer_gets_one_follow_up_suggestion(app: App) -> None:
    card = next(r for r in await app.service.handle(msg(CRYPTO, "r1")) if r.buttons)
    approve = next(b.token for b in card.buttons if b.label == "Approve")
    await decide(app, ButtonPress(msg("", "r1").key, USER, approve))
    opp = await app.repos.opportunities.for_thread(msg("", "r1").key.thread_id)
    assert opp is not None and opp.stage == "replied"
    messenger, clock = RecordingMessenger(), Clock()
    sweep = ReminderSweep(app, {"console": messenger}, clock=clock)
    assert await sweep.suggest_follow_ups() == 0
    clock.now += timedelta(days=8)
    assert await sweep.suggest_follow_ups() == 1
    assert await sweep.suggest_follow_ups() == 0
    assert "CoinRocket (O001)" in messenger.sent[0][1]


async def test_the_follow_up_button_drafts_a_follow_up_in_that_conversation(app: App) -> None:
    key = msg("", "r1").key
    card = next(r for r in await app.service.handle(msg(INVITATION, "r1")) if r.buttons)
    await decide(app, ButtonPress(key, USER, next(b.token for b in card.buttons)))
    opp = await app.repos.opportunities.for_thread(key.thread_id)
    assert opp is not None
    await app.repos.opportunities.set_stage(USER, opp.code, "replied")
    clock = Clock()
    clock.now += timedelta(days=8)

    class Buttons(RecordingMessenger):
        async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
            self.replies = replies

    buttons = Buttons()
    assert await ReminderSweep(app, {"console": buttons}, clock=clock).suggest_follow_ups() == 1
    (suggestion,) = buttons.replies
    assert [b.label for b in suggestion.buttons] == [texts.FOLLOW_UP_BUTTON]
    replies = await decide(app, ButtonPress(key, USER, suggestion.buttons[0].token))
    assert replies[0].text == texts.FOLLOW_UP_INTRO
    draft = next(r for r in replies if r.card is not None)
    assert draft.card is not None and "follow up" in draft.card.draft.lower()
    assert "Globex" in draft.card.draft
    approve = next(b.token for b in draft.buttons if b.label == "Approve")
    await decide(app, ButtonPress(key, USER, approve))
    exchanges = await app.repos.opportunities.exchanges(opp.id)
    assert [e.outcome for e in exchanges] == ["approved", "approved"]
    again = await decide(app, ButtonPress(key, USER, suggestion.buttons[0].token))
    assert again[0].text == texts.BUTTON_STALE


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("30m", True),
        ("2h", True),
        ("3d", True),
        ("52w", True),
        ("53w", False),
        ("525600w", False),
        ("0d", False),
        ("d", False),
        ("3x", False),
        ("-1d", False),
    ],
)
def test_due_in(text: str, ok: bool) -> None:
    assert (due_in(text) is not None) is ok


async def test_reminders_per_user_are_capped(settings: Settings) -> None:
    app, scheduler = await boot(settings, RecordingMessenger())
    for i in range(MAX_REMINDERS_PER_USER):
        when = datetime.now(UTC) + timedelta(days=1)
        await scheduler.remind_at(USER, msg("", f"t{i}").key, when, "x")
    replies = await app.service.handle(msg("/remind 2h one more", "r1"))
    assert replies[0].text == texts.REMIND_TOO_MANY.format(limit=MAX_REMINDERS_PER_USER)
    await shutdown(app, scheduler)


async def test_console_chat_with_reminders_schedules_and_prints_them(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO("/remind 2h stretch\n"))
    monkeypatch.setattr("sys.stdout", out)
    async with open_app(settings) as app:
        await run_console(app, with_reminders=True)
        assert app.hooks.scheduler is None  # stopped with the chat
    assert "Okay — I'll remind you here" in out.getvalue()
    db = settings.resolved_database_url
    assert reminder_rows(db) == [("stretch", False)]
    printed = io.StringIO()
    await ConsoleMessenger(printed).send(msg("", "r1").key, [Reply(text="Reminder: stretch")])
    assert printed.getvalue() == "bot › Reminder: stretch\n"


async def test_a_reminder_set_again_by_a_retaken_inbox_turn_is_scheduled_once(
    settings: Settings,
) -> None:
    app, scheduler = await boot(settings, RecordingMessenger())
    item = InboxItem(7, "telegram", "42", "telegram:1", {}, attempts=1)
    key = msg("", "r5").key
    try:
        for attempt, delay in ((1, 60), (2, 75)):  # the retry runs later, so `when` differs
            turns.begin(Inbox(app.db), replace(item, attempts=attempt))
            when = datetime.now(UTC) + timedelta(seconds=delay)
            await scheduler.remind_at(USER, key, when, "x")
        assert await scheduler.count_user_jobs(USER) == 1
        turns.CURRENT_TURN.set(None)  # outside a turn, two times are two reminders
        await scheduler.remind_at(USER, key, datetime.now(UTC) + timedelta(hours=1), "y")
        assert await scheduler.count_user_jobs(USER) == 2
    finally:
        turns.CURRENT_TURN.set(None)
        await shutdown(app, scheduler)


async def test_a_reminder_job_stored_before_the_reminders_table_is_still_sent_once(
    settings: Settings,
) -> None:
    messenger = RecordingMessenger()
    app, scheduler = await boot(settings, messenger)
    await shutdown(app, scheduler)
    # An upgraded deployment's job store still holds a reminder job of the old kind.
    store = SQLAlchemyJobStore(url=job_store_url(settings.resolved_database_url))
    old = AsyncIOScheduler(jobstores={"default": store}, timezone=UTC)
    old.start(paused=True)
    old.add_job(
        scheduled_jobs.remind,
        "date",
        run_date=datetime.now(UTC) - timedelta(seconds=1),
        args=["console", "local", "console", "r1", "old kind", USER],
        id=f"remind:{USER}:old",
        misfire_grace_time=3600,
    )
    old.shutdown(wait=False)
    store.engine.dispose()
    app, scheduler = await boot(settings, messenger)
    for _ in range(100):
        if messenger.sent:
            break
        await asyncio.sleep(0.05)
    await shutdown(app, scheduler)
    assert [text for _, text in messenger.sent] == [texts.REMINDER.format(text="old kind")]
    db = settings.resolved_database_url
    assert reminder_rows(db) == [("old kind", True)] and job_ids(db) == [SWEEP_JOB_ID]
