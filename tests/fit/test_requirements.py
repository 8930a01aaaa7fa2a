"""Reading real job postings into requirements, and telling non-postings apart."""

from __future__ import annotations

import pytest

from agent.fit.model import Requirement
from agent.fit.requirements import (
    company_of,
    conditions,
    extract_requirements,
    looks_like_posting,
    title_of,
)

from .support import message, posting

SRE = "p01_goldenpick_senior_kubernetes_sre_python_golang.md"
PYDEV = "p02_crunch_python_developer.md"


def by_skill(text: str) -> dict[str, Requirement]:
    return {r.skill: r for r in extract_requirements(text)}


def test_requirements_section_gives_must_haves_with_years() -> None:
    reqs = by_skill(posting(SRE))
    assert reqs["Kubernetes"].importance == "must"
    assert reqs["Kubernetes"].min_years == 3
    assert reqs["AWS"].min_years == 2
    assert reqs["Go"].quote.startswith("3+ years of software development")
    # "Production Kubernetes environment" in the description adds the production ask.
    assert reqs["Kubernetes"].production
    assert "Production Kubernetes environment" in reqs["Kubernetes"].quote


def test_preferred_section_and_stack_are_nice_to_have() -> None:
    reqs = by_skill(posting(PYDEV))
    assert reqs["Python"].importance == "must"
    assert reqs["Python"].depth == "advanced"  # "Extensive programming experience"
    assert reqs["Linux"].importance == "must"
    assert reqs["MongoDB"].importance == "nice"
    assert reqs["Redis"].importance == "nice"
    # Soft skills and hiring-process words are not requirements.
    assert "Communication skills" not in reqs and "Recruitment" not in reqs


def test_every_quote_is_the_posting_own_words() -> None:
    text = " ".join(posting(SRE).split())
    for req in extract_requirements(posting(SRE)):
        for piece in req.quote.split(" … "):
            assert piece.replace("**", "") in text.replace("**", "")


def test_recruiter_outreach_names_the_skill_but_not_the_profile_site() -> None:
    reqs = by_skill(message("m08"))
    assert "JavaScript" in reqs
    assert "GitHub" not in reqs  # "I saw your profile either on github" is about the reader


@pytest.mark.parametrize("prefix", ["m32", "m26"])
def test_fragments_and_invitations_are_not_postings(prefix: str) -> None:
    assert not looks_like_posting(message(prefix))
    assert extract_requirements(message(prefix)) == []


def test_work_authorization_is_a_condition_not_a_skill() -> None:
    found = conditions(message("m32"))
    assert found and "work authorization" in found[0]


@pytest.mark.parametrize("name", [SRE, PYDEV])
def test_real_postings_read_as_postings(name: str) -> None:
    assert looks_like_posting(posting(name))


def test_title_and_company_from_the_posting_head() -> None:
    assert title_of(posting(SRE)) == "Senior Kubernetes SRE (Python and Golang)"
    assert company_of(posting(SRE)) == "Goldenpick Technologies LLC"
    assert company_of(posting(PYDEV)) == ""
