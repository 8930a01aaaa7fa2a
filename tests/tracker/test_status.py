"""/status rows: stage words, days in stage, last activity words, overdue marks (fixed clock)."""

from __future__ import annotations

from datetime import timedelta

from agent.tracker.status import (
    STAGE_WORDS,
    StatusRow,
    ago,
    format_status,
    status_rows,
)
from storage.models import Opportunity
from tracker.support import NOW


def opp(
    code: str, stage: str, stage_days: float, idle_days: float, naive: bool = False
) -> Opportunity:
    changed, active = NOW - timedelta(days=stage_days), NOW - timedelta(days=idle_days)
    if naive:  # SQLite hands datetimes back without a time zone
        changed, active = changed.replace(tzinfo=None), active.replace(tzinfo=None)
    return Opportunity(
        code=code,
        company=f"Company {code}",
        role="Engineer",
        stage=stage,
        stage_changed_at=changed,
        last_activity_at=active,
    )


def by_code(rows: list[StatusRow]) -> dict[str, StatusRow]:
    return {row.code: row for row in rows}


def test_stage_words_cover_every_stage() -> None:
    assert STAGE_WORDS == {
        "new": "waiting for your reply",
        "replied": "waiting for them",
        "interviewing": "interviewing",
        "offer": "offer on the table",
        "rejected": "not selected",
        "closed": "closed",
    }


def test_rows_have_days_in_stage_and_last_activity_words() -> None:
    rows = by_code(
        status_rows([opp("O001", "replied", 3.5, 3.2), opp("O002", "interviewing", 1, 0.2)], NOW)
    )
    assert rows["O001"].days_in_stage == 3
    assert rows["O001"].last_activity == "3 days ago"
    assert rows["O001"].stage_words == "waiting for them"
    assert rows["O002"].last_activity == "4 hours ago"
    assert rows["O002"].days_in_stage == 1


def test_ago_words() -> None:
    assert ago(NOW - timedelta(minutes=5), NOW) == "just now"
    assert ago(NOW - timedelta(hours=1, minutes=5), NOW) == "1 hour ago"
    assert ago(NOW - timedelta(days=1, hours=3), NOW) == "yesterday"
    assert ago(NOW + timedelta(hours=2), NOW) == "just now"  # clock skew is not the future


def test_overdue_marks_follow_the_default_stage_limits() -> None:
    rows = by_code(
        status_rows(
            [
                opp("O001", "replied", 8, 8),  # no employer reply in 8 days > 7
                opp("O002", "replied", 7, 7),  # exactly 7: not yet
                opp("O003", "new", 3, 3),  # they have waited 3 days > 2
                opp("O004", "interviewing", 10, 10),
                opp("O005", "offer", 6, 1),
                opp("O006", "rejected", 90, 90),
            ],
            NOW,
        )
    )
    assert {code for code, row in rows.items() if row.overdue} == {"O001", "O003", "O005"}
    assert rows["O001"].overdue_note == "no reply from them in 8 days"
    assert rows["O003"].overdue_note == "they have waited 3 days for your reply"
    assert rows["O002"].overdue_note == ""


def test_overdue_limits_are_configurable() -> None:
    rows = status_rows(
        [opp("O001", "replied", 4, 4), opp("O002", "new", 30, 30)], NOW, {"replied": 3}
    )
    assert [(r.code, r.overdue) for r in rows] == [("O001", True), ("O002", False)]


def test_naive_database_times_are_read_as_utc() -> None:
    [row] = status_rows([opp("O001", "replied", 8, 2, naive=True)], NOW)
    assert (row.days_in_stage, row.last_activity, row.overdue) == (8, "2 days ago", True)


def test_finished_opportunities_go_last_and_order_is_otherwise_kept() -> None:
    rows = status_rows(
        [opp("O001", "closed", 1, 1), opp("O002", "new", 1, 1), opp("O003", "offer", 1, 1)], NOW
    )
    assert [r.code for r in rows] == ["O002", "O003", "O001"]


def test_format_status_marks_only_overdue_rows() -> None:
    text = format_status(status_rows([opp("O001", "replied", 8, 8), opp("O002", "new", 1, 1)], NOW))
    lines = text.splitlines()
    assert lines[0] == "Your opportunities:"
    assert lines[1].startswith("• ⚠️ O001 Company O001 — Engineer: waiting for them (8 days)")
    assert "overdue: no reply from them in 8 days" in lines[1]
    assert "⚠️" not in lines[2] and "(1 day)" in lines[2]
    assert "No opportunities yet" in format_status([])
