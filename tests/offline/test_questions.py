"""Tests for templated interview turns."""

from __future__ import annotations

import subprocess
import sys

import pytest

from agent.offline.questions import MAX_TURN_CHARS, write_turn

ALL = ["duration", "depth", "autonomy", "scale", "constraints", "production_vs_prototype"]
KINDS = ("question", "explanation", "example", "follow_up")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("skill", ["Kubernetes", "Payroll", "Litigation", "Quantum Origami"])
@pytest.mark.parametrize("attempt", [0, 1, 2, 7])
def test_turns_are_short_and_mention_the_skill(kind: str, skill: str, attempt: int) -> None:
    turn = write_turn(kind, skill, ALL, attempt, last_answer="about 2 years")  # type: ignore[arg-type]
    assert 20 < len(turn) <= MAX_TURN_CHARS
    assert skill in turn
    assert "  " not in turn


@pytest.mark.parametrize(
    ("missing", "words"),
    [
        (["duration", "depth"], ("long", "year")),
        (["autonomy"], ("lead", "role", "team")),
        (["scale"], ("scale", "big")),
        (["constraints"], ("constraint", "limit")),
        (["production_vs_prototype"], ("production", "real")),
    ],
)
def test_question_asks_about_the_top_missing_attribute(
    missing: list[str], words: tuple[str, ...]
) -> None:
    for attempt in range(3):
        turn = write_turn("question", "Kubernetes", missing, attempt).lower()
        assert any(w in turn for w in words), turn


def test_question_covers_two_most_important_attributes() -> None:
    turn = write_turn("question", "Kubernetes", ["scale", "depth", "duration"], 0).lower()
    assert "long" in turn or "years" in turn  # duration comes first
    assert "deep" in turn or "go-to" in turn  # then depth
    assert "scale" not in turn


def test_variants_change_with_attempt_and_are_stable() -> None:
    turns = {write_turn("question", "Kubernetes", ["duration"], a) for a in range(3)}
    assert len(turns) == 3
    assert write_turn("question", "Docker", ["depth"], 1) == write_turn(
        "question", "Docker", ["depth"], 1
    )


def test_choice_is_stable_across_processes() -> None:
    code = (
        "from agent.offline.questions import write_turn;"
        "print(write_turn('question', 'Kubernetes', ['autonomy', 'scale'], 4))"
    )
    runs = {
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout.strip()
        for _ in range(2)
    }
    assert runs == {write_turn("question", "Kubernetes", ["autonomy", "scale"], 4)}


def test_people_skills_get_people_wording() -> None:
    turn = write_turn("question", "Payroll", ["production_vs_prototype"], 0).lower()
    assert "client" in turn and "production" not in turn
    tech = write_turn("question", "Kubernetes", ["production_vs_prototype"], 0).lower()
    assert "production" in tech or "shipped" in tech


def test_example_is_concrete_and_domain_aware() -> None:
    hr = write_turn("example", "Payroll", ["scale"], 0)
    assert hr.startswith("For example:") and "600 employees" in hr
    k8s = write_turn("example", "Kubernetes", ["duration"], 0)
    assert "3 years" in k8s


def test_explanation_rephrases_plainly() -> None:
    turn = write_turn("explanation", "Kubernetes", ["autonomy"], 0)
    assert "led" in turn and "team" in turn and "?" not in turn


def test_follow_up_acknowledges_and_moves_on() -> None:
    turn = write_turn("follow_up", "Kubernetes", ["duration", "depth"], 0, "about 3 years")
    assert turn.startswith("Thanks, 3 years of Kubernetes")
    assert "deep" in turn.lower() or "rate" in turn.lower() or "know" in turn.lower()
    plain = write_turn("follow_up", "Kubernetes", ["scale"], 0, "yes")
    assert "scale" in plain.lower() or "big" in plain.lower()


def test_empty_missing_still_asks_something() -> None:
    assert write_turn("question", "Excel", [], 0).endswith("?")
