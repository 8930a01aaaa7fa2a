"""Pure interview decisions: response type, gap eligibility, termination."""

from __future__ import annotations

import pytest

from interview.model import AnswerAnalysis, Gap
from interview.routing import choose_response, eligible_gaps, stop_reason
from interview.state import InterviewConfig

CONFIG = InterviewConfig()


@pytest.mark.parametrize(
    ("intent", "engagement", "learned", "expected"),
    [
        ("confused", "engaged", False, "explanation"),
        ("example", "engaged", False, "example"),
        ("answer", "partial", True, "follow_up"),
        ("answer", "partial", False, "follow_up"),
        ("answer", "engaged", False, "follow_up"),
        ("answer", "engaged", True, None),
        ("off_topic", "disengaged", False, None),
        ("answer", "disengaged", False, None),
        ("off_topic", "partial", False, "follow_up"),
        ("skip", "engaged", False, None),
        ("stop", "engaged", False, None),
    ],
)
def test_choose_response(intent: str, engagement: str, learned: bool, expected: str | None) -> None:
    analysis = AnswerAnalysis(intent=intent, engagement=engagement)  # type: ignore[arg-type]
    assert choose_response(analysis, learned, gap_still_open=True) == expected


def test_choose_response_moves_on_when_the_gap_is_closed() -> None:
    assert choose_response(AnswerAnalysis(intent="confused"), False, gap_still_open=False) is None
    assert choose_response(None, False, gap_still_open=True) is None


def test_eligible_gaps_excludes_skipped_and_exhausted() -> None:
    gaps = [
        Gap(skill="A", missing=["depth"], severity=0.9),
        Gap(skill="B", missing=["scale"], severity=0.8),
        Gap(skill="C", missing=["duration"], severity=0.7),
        Gap(skill="D", missing=[], severity=0.6),
    ]
    result = eligible_gaps(gaps, {"A": 3, "B": 2}, ["C"], CONFIG)
    assert [g.skill for g in result] == ["B"]


@pytest.mark.parametrize(
    ("completeness", "streak", "open_gaps", "expected"),
    [
        (0.6, 0, True, "target_reached"),
        (0.59, 3, True, "disengaged"),
        (0.2, 2, True, ""),
        (0.2, 0, False, "no_gaps"),
    ],
)
def test_stop_reason(completeness: float, streak: int, open_gaps: bool, expected: str) -> None:
    assert (
        stop_reason(
            completeness=completeness,
            disengaged_streak=streak,
            has_open_gaps=open_gaps,
            config=CONFIG,
        )
        == expected
    )
