"""Tests for parsing the six skill attributes out of free text."""

from __future__ import annotations

import datetime as dt

import pytest

from agent.offline.attributes import parse_attributes
from agent.offline.durations import parse_duration_years

TODAY = dt.date(2026, 5, 1)


def _attr(text: str, key: str) -> str | None:
    return parse_attributes(text, today=TODAY).get(key)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3 years", "3 years"),
        ("5+ years of Python", "5+ years"),
        ("over 10 years", "10+ years"),
        ("18 months", "18 months"),
        ("a year and a half", "18 months"),
        ("a couple of years", "2 years"),
        ("a few months", "3 months"),
        ("Less than 1 year months", "less than 1 year"),
        ("Exprience - 72 months", "6 years"),
        ("since 2019", "since 2019 (~7 years)"),
        ("since March 2019", "since March 2019 (~7 years)"),
        ("Jan 2018 – Mar 2021", "~3 years"),
        ("2016-2019", "~3 years"),
        ("from 2016 to 2019", "~3 years"),
        ("between 2016 and 2019", "~3 years"),
        ("2019 - present", "~7 years"),
        ("06/2017 - 08/2020", "~3 years"),
        ("Aug 2012 -- Dec 2013", "~16 months"),
        ("Jun 2020 – Sep 2020", "~3 months"),
        ("Jun 2018 - Jan 2021, Mar 2021 - Jun 2023", "~5 years in total"),
        ("Awarded in 2010 and 2014", None),
        ("Phone (912) 555-4321, CA 94115", None),
        ("the rest of the team", None),
    ],
)
def test_duration(text: str, expected: str | None) -> None:
    assert _attr(text, "duration") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3 years", 3.0),
        ("18 months", 1.5),
        ("since 2020", 6.33),
        ("2016-2019", 3.0),
        ("nothing to see here", None),
    ],
)
def test_parse_duration_years(text: str, expected: float | None) -> None:
    assert parse_duration_years(text, today=TODAY) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I know it inside out", "expert"),
        ("I'm the go-to person for it", "expert"),
        ("deep knowledge of the internals", "expert"),
        ("proficient, strong knowledge", "advanced"),
        ("I'm fluent in it", "advanced"),
        ("I use it day-to-day", "intermediate"),
        ("I'm not an expert but I use it daily", "intermediate"),
        ("familiar with the basics", "beginner"),
        ("used it a bit", "beginner"),
        ("I'm learning it now", "beginner"),
        ("machine learning engineer", None),
        ("deep learning models", None),
        ("Master of Science", None),
    ],
)
def test_depth(text: str, expected: str | None) -> None:
    assert _attr(text, "depth") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I led the migration", "led"),
        ("headed a team of 5", "led"),
        ("managed a team of analysts", "led"),
        ("I owned the platform end to end", "owned"),
        ("responsible for payroll of 600 employees", "owned"),
        ("architected the pipeline", "owned"),
        ("did it on my own", "independent"),
        ("worked independently", "independent"),
        ("as part of a team I contributed tests", "team member"),
        ("helped with guidance from a senior", "team member"),
        ("I didn't lead it, I helped", "team member"),
        ("which led to a 30% improvement", None),
        ("the weather is nice", None),
    ],
)
def test_autonomy(text: str, expected: str | None) -> None:
    assert _attr(text, "autonomy") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("serving millions of users", "millions of users"),
        ("I led a team of 12 engineers", "team of 12 engineers"),
        ("Lead a team of six project managers", "team of six project managers"),
        ("processes 10k requests per second", "10k requests per second"),
        ("about 2 TB of data per day", "2 TB of data per day"),
        ("managed a $2M budget across 3 countries", "$2M budget, 3 countries"),
        ("100+ clients", "100+ clients"),
        ("Managed 3 Kubernetes clusters and 300+ pods", "3 Kubernetes clusters, 300+ pods"),
        ("3.6 million users", "3.6 million users"),
        ("I've used it for 3 years", None),
        ("2 Ensure project feasibility", None),
        ("in 2019 users complained", None),
    ],
)
def test_scale(text: str, expected: str | None) -> None:
    assert _attr(text, "scale") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("we had strict latency and GDPR requirements", "latency, compliance"),
        ("tight deadlines and a small team", "deadlines, limited resources"),
        ("99.9% uptime SLA", "availability"),
        ("zero downtime migration of a legacy monolith", "availability, legacy"),
        ("HIPAA and encryption at rest", "compliance, security"),
        ("cut AWS costs by 30%", "budget"),
        ("no budget constraints at all", None),
        ("it was fun", None),
    ],
)
def test_constraints(text: str, expected: str | None) -> None:
    assert _attr(text, "constraints") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("it's been in production for 2 years", "production"),
        ("we shipped it to paying customers", "production"),
        ("went live in March", "production"),
        ("just a hackathon prototype", "prototype"),
        ("a proof of concept for my coursework", "prototype"),
        ("never went to production", "prototype"),
        ("a side project, never shipped", "prototype"),
        ("not deployed yet", "prototype"),
        ("built a POC that we then shipped to customers", "production"),
        ("I like it", None),
    ],
)
def test_production_vs_prototype(text: str, expected: str | None) -> None:
    assert _attr(text, "production_vs_prototype") == expected


def test_only_found_attributes_are_returned() -> None:
    assert parse_attributes("hello there", today=TODAY) == {}
    full = parse_attributes(
        "I led our Kubernetes platform for 4 years in production, 40 services, "
        "under strict PCI compliance; I know it inside out.",
        today=TODAY,
    )
    assert full == {
        "duration": "4 years",
        "depth": "expert",
        "autonomy": "led",
        "scale": "40 services",
        "constraints": "compliance",
        "production_vs_prototype": "production",
    }


def test_messy_kaggle_and_latex_text() -> None:
    kaggle = "SQL- Exprience - 72 monthsCompany Details \u00e2\u0080\u00a2 payroll of 600 employees"
    assert parse_attributes(kaggle, today=TODAY)["scale"] == "600 employees"
    latex = r"\cventry{SRE}{KarrotPay}{Seoul}{Mar. 2021 - Jun. 2023}{\item{3.6 million users}}"
    attrs = parse_attributes(latex, today=TODAY)
    assert attrs["duration"] == "~2 years"
    assert attrs["scale"] == "3.6 million users"
