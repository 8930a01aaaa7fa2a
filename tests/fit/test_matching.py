"""Matching requirements against profile attributes, and the stated scoring method."""

from __future__ import annotations

import pytest

from agent.fit.matching import CREDIT, fit_score, index_profile, match_all, match_requirement
from agent.fit.model import ProfileSkill, Requirement


def skill(name: str, evidence: str = "", **attributes: str) -> ProfileSkill:
    return ProfileSkill(name=name, attributes=attributes, evidence=[evidence] if evidence else [])


@pytest.mark.parametrize(
    ("req", "have", "status", "note"),
    [
        (
            Requirement(skill="Kubernetes", min_years=3, quote="3+ years of Kubernetes"),
            skill("Kubernetes", "ran k8s", duration="~2 years"),
            "partial",
            "3 years required, you have ~2 years",
        ),
        (
            Requirement(skill="Kubernetes", production=True, quote="production Kubernetes"),
            skill("Kubernetes", "k8s demo", production_vs_prototype="prototype"),
            "partial",
            "production required, yours was a prototype",
        ),
        (
            Requirement(skill="Kubernetes", production=True, quote="production Kubernetes"),
            skill("Kubernetes", "Kubernetes clusters"),
            "unverified",
            "does not say whether yours ran in production",
        ),
        (
            Requirement(skill="Python", min_years=5, depth="expert", quote="5+ years, expert"),
            skill("Python", "python", duration="7 years", depth="expert"),
            "met",
            "5+ years asked, you have 7 years",
        ),
        (
            Requirement(skill="Python", depth="advanced", quote="Strong Python"),
            skill("Python", "python", depth="beginner"),
            "partial",
            "advanced level asked, yours is beginner",
        ),
    ],
)
def test_attribute_comparisons(
    req: Requirement, have: ProfileSkill, status: str, note: str
) -> None:
    match = match_requirement(req, index_profile([have]))
    assert match.status == status
    assert any(note in c.note for c in match.checks)
    assert match.credit == CREDIT[match.status]  # type: ignore[index]


def test_aliases_match_through_the_taxonomy() -> None:
    req = Requirement(skill="Golang", quote="Golang")
    match = match_requirement(req, index_profile([skill("Go", "built services in Go")]))
    assert match.status == "met" and match.profile_skill == "Go"


def test_a_denied_skill_is_missing_not_backed() -> None:
    denied = skill("Go", "I have never used Go")
    match = match_requirement(Requirement(skill="Go", quote="Go"), index_profile([denied]))
    assert match.status == "missing"


def test_one_of_several_alternatives_is_enough() -> None:
    quote = "2+ years of experience with AWS, Azure, or Google Cloud Platform"
    reqs = [Requirement(skill=s, quote=quote) for s in ("AWS", "Azure", "GCP")]
    matches = match_all(reqs, [skill("AWS", "AWS accounts")])
    assert [m.requirement.skill for m in matches] == ["AWS"]


def test_score_weighs_must_haves_twice() -> None:
    reqs = [
        Requirement(skill="Python", importance="must", quote="Python"),
        Requirement(skill="Rust", importance="nice", quote="Rust"),
    ]
    matches = match_all(reqs, [skill("Python", "Python services")])
    assert fit_score(matches) == round(2 / 3, 2)
    swapped = [
        r.model_copy(update={"importance": "nice" if r.skill == "Python" else "must"}) for r in reqs
    ]
    assert fit_score(match_all(swapped, [skill("Python", "Python services")])) == round(1 / 3, 2)
