"""Quiet hours: a table of local times, and reminders that wait for morning."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from test_reminders import boot, shutdown
from tests_support import RESUME

from bot.core import texts
from bot.core.messages import ConversationKey, IncomingMessage, Reply
from bot.quiet_hours import parse_zone, quiet_until
from bot.reminders import ReminderSweep
from bot.runtime import App
from bot.settings import Settings

BERLIN = ZoneInfo("Europe/Berlin")
USER = "console:alice"


@pytest.mark.parametrize(
    ("local", "ends"),
    [
        (datetime(2026, 11, 22, 12, 0), None),
        (datetime(2026, 11, 22, 20, 59), None),
        (datetime(2026, 11, 22, 21, 0), datetime(2026, 11, 23, 8, 0)),
        (datetime(2026, 11, 22, 23, 30), datetime(2026, 11, 23, 8, 0)),
        (datetime(2026, 11, 23, 3, 0), datetime(2026, 11, 23, 8, 0)),
        (datetime(2026, 11, 23, 8, 0), None),
    ],
)
def test_quiet_until(local: datetime, ends: datetime | None) -> None:
    now = local.replace(tzinfo=BERLIN).astimezone(UTC)
    result = quiet_until(now, BERLIN)
    expected = ends.replace(tzinfo=BERLIN) if ends else None
    assert result == expected


@pytest.mark.parametrize(
    ("name", "ok"), [("Europe/Berlin", True), ("Mars/Olympus", False), ("", False)]
)
def test_parse_zone(name: str, ok: bool) -> None:
    assert (parse_zone(name) is not None) is ok


class Recorder:
    platform = "console"

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        self.sent.extend(r.text for r in replies)


def msg(text: str) -> IncomingMessage:
    return IncomingMessage(ConversationKey("console", "local", "console", "q"), USER, text)


async def test_the_nudge_waits_for_morning_in_the_users_zone(app: App) -> None:
    assert "not set" in (await app.service.handle(msg("/timezone")))[0].text
    assert "don't know" in (await app.service.handle(msg("/timezone Mars/Olympus")))[0].text
    done = await app.service.handle(msg("/timezone Europe/Berlin"))
    assert done[0].text == texts.TIMEZONE_SET.format(zone="Europe/Berlin")
    await app.service.handle(msg(RESUME))
    night = datetime.now(UTC).astimezone(BERLIN).replace(hour=23) + timedelta(days=2)
    clock = {"now": night.astimezone(UTC)}
    recorder = Recorder()
    sweep = ReminderSweep(app, {"console": recorder}, clock=lambda: clock["now"])
    assert await sweep.nudge_interviews() == 0  # 23:00 in Berlin: quiet
    clock["now"] = night.replace(hour=9).astimezone(UTC) + timedelta(days=1)
    assert await sweep.nudge_interviews() == 1
    assert recorder.sent == [texts.NUDGE_INTERVIEW]


def zone_where_it_is_night() -> str:
    """Return a fixed-offset zone where it is 23:xx right now."""
    offset = 23 - datetime.now(UTC).hour
    offset = offset if offset <= 14 else offset - 24
    return f"Etc/GMT{-offset:+d}" if offset else "Etc/GMT"


async def test_a_reminder_due_at_night_is_moved_to_the_morning(settings: Settings) -> None:
    recorder = Recorder()
    app, scheduler = await boot(settings, recorder)  # type: ignore[arg-type]
    zone = zone_where_it_is_night()
    assert (await app.service.handle(msg(f"/timezone {zone}")))[0].text.startswith("Time zone")
    key = msg("").key
    await scheduler.remind_at(USER, key, datetime.now(UTC) - timedelta(seconds=1), "call Acme")
    for _ in range(100):
        due = await scheduler.reminders.next_due()
        if due is not None and due > datetime.now(UTC) + timedelta(hours=1):
            break
        await asyncio.sleep(0.05)
    assert recorder.sent == [] and due is not None
    local_run = due.astimezone(ZoneInfo(zone))
    assert (local_run.hour, local_run.minute) == (8, 0)
    await shutdown(app, scheduler)
