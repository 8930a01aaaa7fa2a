"""Odd command arguments get a friendly answer, never a crash."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.core import texts
from bot.core.commands import due_in
from bot.core.messages import ConversationKey, IncomingMessage
from bot.quiet_hours import parse_zone
from bot.runtime import App

USER = "console:odd"


def msg(text: str) -> IncomingMessage:
    return IncomingMessage(ConversationKey("console", "local", "console", "odd"), USER, text)


@pytest.mark.parametrize(
    "when",
    [
        "99999999999d",  # OverflowError in timedelta before
        "²d",  # str.isdigit() says yes, int() says no: ValueError before
        "٣d",  # an Arabic-Indic digit: readable by int(), not a time we parse
        "9" * 5000 + "d",
        "1e3d",
        "1.5h",
        "-1d",
        "0m",
        "+2h",
        "2 h",
        "2H\x00",
        "1000w",
        "d",
        "",
        "\u200b2h",
    ],
)
async def test_remind_with_an_odd_time_explains_the_format(app: App, when: str) -> None:
    assert due_in(when) is None
    replies = await app.service.handle(msg(f"/remind {when} call back"))
    assert [r.text for r in replies] == [texts.REMIND_USAGE]


@pytest.mark.parametrize(
    ("when", "delay"),
    [
        ("2H", timedelta(hours=2)),
        ("3d", timedelta(days=3)),
        (" 1w ", timedelta(weeks=1)),
        ("366d", timedelta(days=366)),
        ("0000045m", None),  # seven digits: refused before any arithmetic
        ("999999m", None),  # beyond a year ahead
    ],
)
def test_due_in_reads_plain_times(when: str, delay: timedelta | None) -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    due = due_in(when, now)
    assert (due - now if due is not None else None) == delay


@pytest.mark.parametrize(
    "zone",
    ["a" * 5000, "../../etc/passwd", "/etc/passwd", "Europe/Berlin/..", "\x00", "é", ".", ""],
)
async def test_timezone_with_an_odd_name_is_refused_kindly(app: App, zone: str) -> None:
    assert parse_zone(zone) is None
    replies = await app.service.handle(msg(f"/timezone {zone}"))
    assert len(replies) == 1 and replies[0].text
    assert "Traceback" not in replies[0].text


@pytest.mark.parametrize(
    "text",
    [
        "/",
        "/@",
        "/remind",
        "/status " + "O" * 5000,
        "/status \x00",
        "/stage O999 hired",
        "/stage \U0001f600",
        "/interview \x00\x00",
        "/reply \u202e",
        "/export",
        "/profile extra words",
        "/timezone",
        "/cancel now",
        "/skip ²",
        "/nosuchcommand ²",
    ],
)
async def test_odd_commands_answer_with_text(app: App, text: str) -> None:
    replies = await app.service.handle(msg(text))
    assert replies and all(r.text or r.card for r in replies)
