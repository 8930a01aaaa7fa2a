"""Posting fields: a "Location" naming a town is relocation; a pay field with no figure is salary.

Every text here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

ON_SITE = [
    "Backend Engineer\n\nLocation: Munich, Germany\n\nWhat you will do",
    "Data Analyst - FT\n\nLocation\n* Da Nang, Vietnam\n\nSalary\n* Up to $2000 a month",
    "## Location\n\n- Porto, Portugal (on-site)\n\n## About us",
    "Job location: Nairobi / Kisumu\nApply by Friday.",
]
NOT_ON_SITE = [
    # the job can be done from anywhere, on the same line or on the next
    "Support Engineer\n\nLocation: Remote\n\nWhat you will do",
    "Location\n* Ho Chi Minh, Vietnam\n* Remote, any time zone\n\nAbout the role",
    "Location: Berlin / Remote (EU time zones)",
    # an interview's place, not the job's
    "Your interview is confirmed.\nDate: 4 March\nTime: 10:00\nLocation: Lisbon\nSee you there!",
    "Location: Conference Room B, 4th Floor",
    "Location: Zoom (link below)",
]


@pytest.mark.parametrize("text", ON_SITE)
def test_a_location_field_naming_a_town_is_a_relocation_flag(text: str) -> None:
    assert "relocation" in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", NOT_ON_SITE)
def test_remote_rooms_and_interview_places_are_no_relocation_flag(text: str) -> None:
    assert "relocation" not in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Salary: Competitive, DOE.",
        "Compensation: negotiable",
        "**Salary range:** depends on experience",
    ],
)
def test_a_pay_field_without_a_figure_is_a_salary_flag(text: str) -> None:
    assert "salary" in {f.category for f in risk_flags(text)}


def test_a_pay_word_in_a_sentence_is_no_pay_field() -> None:
    assert "salary" not in {f.category for f in risk_flags("We pay attention to detail.")}


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("The compensation could be several thousand US dollars per month.", True),
        ("You can earn a few hundred euros a week from home.", True),
        ("Thanks, that saves us hundreds of dollars in shipping.", False),
    ],
)
def test_pay_told_in_words_is_salary(text: str, flagged: bool) -> None:
    assert ("salary" in {f.category for f in risk_flags(text)}) is flagged


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("## Local\nEscritório, São Paulo - Vila Olímpia\n\n## Salário", True),
        ("Location: [City, State]\nStart date: [Date]", True),
        ("## Local\n\nRemoto\n\n## Requisitos", False),
        ("Location: [Interview location]\nTime: 10:00", False),
    ],
)
def test_foreign_location_headings_and_placeholders(text: str, flagged: bool) -> None:
    assert ("relocation" in {f.category for f in risk_flags(text)}) is flagged


def test_approved_in_a_test_the_reader_took_is_no_unsolicited_selection() -> None:
    text = "Parabéns! Você foi aprovado em nosso teste técnico. Em breve entraremos em contato."
    assert "scam" not in {f.category for f in risk_flags(text)}


def test_a_portuguese_relocation_package_is_relocation() -> None:
    assert "relocation" in {f.category for f in risk_flags("Vaga com pacote de realocação.")}


def test_a_portuguese_interview_place_among_its_time_is_no_relocation() -> None:
    text = (
        "Olá Ana, confirmamos sua entrevista.\nHorário: 10:00\nLocal: Escritório Central\nAté lá!"
    )
    assert "relocation" not in {f.category for f in risk_flags(text)}


def test_a_pay_field_inside_a_message_pasted_as_one_line_is_salary() -> None:
    text = "Senior role - Location: Munich, Germany (hybrid). Salary: competitive, DOE. Interested?"
    assert "salary" in {f.category for f in risk_flags(text)}
