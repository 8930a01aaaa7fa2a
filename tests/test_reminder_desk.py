"""The reminder desk: claim, send, mark fired; a dead or failing sender's reminder goes later."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.core import texts
from bot.core.messages import ConversationKey, Reply
from bot.reminder_desk import CLAIM_LEASE, LATE_AFTER, MAX_ATTEMPTS, ReminderDesk
from bot.runtime import App
from storage.reminders import Reminder, ReminderStore

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "r1")


class Clock:
    """A clock the test moves forward."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC).replace(microsecond=0)

    def __call__(self) -> datetime:
        return self.now


class Messenger:
    """Records what it sends; fails the next `failures` sends as a platform outage would."""

    platform = "console"

    def __init__(self, failures: int = 0) -> None:
        self.sent: list[str] = []
        self.failures = failures

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        if self.failures:
            self.failures -= 1
            raise ConnectionError("platform unreachable")
        self.sent.extend(r.text for r in replies)


def reminder(due: datetime, name: str = "a", text: str = "call Acme") -> Reminder:
    where = (KEY.platform, KEY.workspace, KEY.channel, KEY.thread_root)
    return Reminder(f"remind:{USER}:{name}", USER, *where, text, due, attempts=0)


def desk(app: App, messenger: Messenger, clock: Clock, worker: str = "w1") -> ReminderDesk:
    store = ReminderStore(app.db)
    return ReminderDesk(store, app.repos.kv, {"console": messenger}, worker, clock)


async def test_a_due_reminder_is_sent_once_and_marked_fired(app: App) -> None:
    clock, messenger = Clock(), Messenger()
    store = ReminderStore(app.db)
    await store.add(reminder(clock.now + timedelta(minutes=5)))
    first = desk(app, messenger, clock)
    assert await first.fire_due() == 0  # not due yet
    assert await store.waiting(USER) == 1
    clock.now += timedelta(minutes=5)
    assert await first.fire_due() == 1
    assert await first.fire_due() == 0
    assert await desk(app, messenger, clock, "w2").fire_due() == 0  # another leader later
    assert messenger.sent == [texts.REMINDER.format(text="call Acme")]
    assert await store.waiting(USER) == 0
    # The turn that set it, taken again after its process died, cannot set it again.
    await store.add(reminder(clock.now + timedelta(minutes=1)))
    clock.now += timedelta(minutes=2)
    assert await first.fire_due() == 0 and await store.waiting(USER) == 0


async def test_a_reminder_held_by_a_dead_sender_is_sent_after_its_claim_runs_out(
    app: App,
) -> None:
    clock = Clock()
    store = ReminderStore(app.db)
    await store.add(reminder(clock.now))
    # The old leader claimed it at the due instant and was killed before sending.
    assert await store.claim(f"remind:{USER}:a", "dead", clock.now, CLAIM_LEASE) is not None
    messenger = Messenger()
    successor = desk(app, messenger, clock, "w2")
    assert await successor.fire_due() == 0
    clock.now += CLAIM_LEASE + timedelta(seconds=1)
    assert await successor.fire_due() == 1
    assert messenger.sent == [texts.REMINDER.format(text="call Acme")]
    # The dead sender's marker, had it come back, changes nothing.
    assert not await store.fired(f"remind:{USER}:a", "dead", clock.now)


async def test_a_failed_send_is_retried_then_given_up(app: App) -> None:
    clock = Clock()
    store = ReminderStore(app.db)
    await store.add(reminder(clock.now, "retried"))
    await store.add(reminder(clock.now, "lost", text="never"))
    flaky = Messenger(failures=1)
    sender = desk(app, flaky, clock)
    assert await sender.fire_due() == 1  # one of the two failed
    clock.now += CLAIM_LEASE + timedelta(seconds=1)
    assert await sender.fire_due() == 1
    assert sorted(flaky.sent) == sorted(
        texts.REMINDER.format(text=t) for t in ("call Acme", "never")
    )
    down = Messenger(failures=MAX_ATTEMPTS)
    await store.add(reminder(clock.now, "down"))
    for _ in range(MAX_ATTEMPTS):
        assert await desk(app, down, clock).fire_due() == 0
        clock.now += CLAIM_LEASE + timedelta(seconds=1)
    assert await store.waiting(USER) == 0  # given up after MAX_ATTEMPTS, not retried forever


async def test_a_reminder_sent_late_says_when_it_was_due(app: App) -> None:
    clock, messenger = Clock(), Messenger()
    store = ReminderStore(app.db)
    due = clock.now
    await store.add(reminder(due, "late"))
    await store.add(reminder(due, "close", text="on time"))
    clock.now += LATE_AFTER  # within the grace: an ordinary reminder
    sender = desk(app, messenger, clock)
    assert await store.claim(f"remind:{USER}:late", "dead", clock.now, CLAIM_LEASE)
    assert await sender.fire_due() == 1
    clock.now = due + timedelta(hours=3)  # the bot was down for hours
    await store.release_all()
    assert await sender.fire_due() == 1
    stamp = due.strftime("%Y-%m-%d %H:%M UTC")
    assert messenger.sent == [
        texts.REMINDER.format(text="on time"),
        texts.REMINDER_LATE.format(text="call Acme", due=stamp),
    ]


async def test_fired_reminders_are_pruned_after_a_while_and_waiting_ones_kept(app: App) -> None:
    clock, messenger = Clock(), Messenger()
    store = ReminderStore(app.db)
    await store.add(reminder(clock.now, "sent"))
    await store.add(reminder(clock.now + timedelta(days=60), "waiting"))
    assert await desk(app, messenger, clock).fire_due() == 1
    assert await store.prune(clock.now - timedelta(days=30)) == 0  # fired just now: kept
    assert await store.prune(clock.now + timedelta(seconds=1)) == 1
    assert await store.waiting(USER) == 1
    assert await store.forget(USER) == 1 and await store.waiting(USER) == 0
