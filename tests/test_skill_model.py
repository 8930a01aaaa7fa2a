"""The skill model: merging, completeness, gaps."""

from __future__ import annotations

import pytest

from interview.model import (
    ATTRIBUTES,
    UNKNOWN,
    Skill,
    SkillUpdate,
    apply_updates,
    completeness,
    find_gaps,
    is_umbrella,
    is_unknown,
    merge_skill,
)


@pytest.mark.parametrize(
    ("value", "unknown"),
    [("unknown", True), ("", True), ("  ", True), ("N/A", True), (None, True), ("3 years", False)],
)
def test_is_unknown(value: str | None, unknown: bool) -> None:
    assert is_unknown(value) is unknown


def test_merge_fills_unknowns_and_reports_what_was_learned() -> None:
    skill = Skill(name="Kubernetes", duration="3 years")
    merged, learned = merge_skill(
        skill, SkillUpdate(skill="Kubernetes", attributes={"depth": "advanced", "scale": "unknown"})
    )
    assert merged.depth == "advanced"
    assert merged.scale == UNKNOWN
    assert merged.duration == "3 years"
    assert learned == ["depth"]


def test_merge_never_overwrites_known_with_unknown() -> None:
    skill = Skill(name="SQL", duration="5 years", autonomy="led")
    merged, learned = merge_skill(
        skill, SkillUpdate(skill="SQL", attributes={"duration": "unknown", "autonomy": ""})
    )
    assert (merged.duration, merged.autonomy) == ("5 years", "led")
    assert learned == []


def test_merge_accepts_a_correction_without_counting_it_as_new() -> None:
    merged, learned = merge_skill(
        Skill(name="Go", duration="1 year"),
        SkillUpdate(skill="Go", attributes={"duration": "4 years"}),
    )
    assert merged.duration == "4 years"
    assert learned == []


def test_merge_ignores_unknown_attribute_names_and_dedupes_evidence() -> None:
    skill = Skill(name="Excel", evidence=["built models"])
    merged, _ = merge_skill(
        skill, SkillUpdate(skill="Excel", attributes={"colour": "blue"}, evidence="built models")
    )
    assert merged.evidence == ["built models"]
    assert not hasattr(merged, "colour")


def test_apply_updates_adds_new_skills_case_insensitively() -> None:
    skills = {"python": Skill(name="Python")}
    merged, learned = apply_updates(
        skills,
        [
            SkillUpdate(skill="PYTHON", attributes={"depth": "expert"}),
            SkillUpdate(skill="Terraform", attributes={"duration": "2 years"}),
        ],
    )
    assert set(merged) == {"python", "terraform"}
    assert merged["python"].depth == "expert"
    assert learned == {"Python": ["depth"], "Terraform": ["duration"]}


def test_completeness_counts_known_attributes_of_tracked_skills() -> None:
    assert completeness({}) == 0.0
    full = Skill(name="A", **{a: "x" for a in ATTRIBUTES})
    half = Skill(name="B", duration="1y", depth="d", autonomy="led")
    assert completeness({"a": full, "b": half}) == pytest.approx(9 / 12)


def test_gaps_skip_complete_skills_and_sort_by_severity() -> None:
    skills = {
        "a": Skill(name="A", **{a: "x" for a in ATTRIBUTES}),
        "b": Skill(name="B", duration="1y"),
        "c": Skill(name="C", duration="1y", depth="deep", evidence=["x", "y", "z"]),
        "d": Skill(name="D"),
    }
    gaps = find_gaps(skills)
    assert next(g.skill for g in gaps) in {"C", "D"}
    assert "A" not in [g.skill for g in gaps]
    assert all(g.severity > 0 for g in gaps)
    assert gaps == sorted(gaps, key=lambda g: -g.severity)
    by_name = {g.skill: g for g in gaps}
    assert by_name["D"].missing == list(ATTRIBUTES)
    # More missing (with equal evidence) is more severe.
    assert by_name["D"].severity > by_name["B"].severity


@pytest.mark.parametrize(
    ("skill", "umbrella"),
    [
        (Skill(name="Software development", category="software_engineering"), True),
        (Skill(name="Research", category="academic"), True),
        (Skill(name="Teamwork", category="soft_skill"), True),
        (Skill(name="Excel", category="office"), False),
        (Skill(name="Python", category="programming_language"), False),
        (Skill(name="Payroll", category="hr"), False),
    ],
)
def test_is_umbrella(skill: Skill, umbrella: bool) -> None:
    assert is_umbrella(skill) is umbrella
