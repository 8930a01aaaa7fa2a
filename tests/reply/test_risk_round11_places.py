"""Round 11's place and document rules: a job tied to a named town, a passport kept by the employer.

Every sentence here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

PLACED = [
    "Northwind is hiring two data analysts for our Porto office.",
    "We are looking for a receptionist in Kisumu to start in May.",
    "Gəncə şəhərində yerləşən şirkətimiz mühasib axtarır.",
    "Ofisimiz Yasamal rayonunda yerləşir.",
]
NOT_PLACED = [
    "We are looking for someone who enjoys mentoring junior engineers.",
    "We are hiring across Europe for fully remote roles.",
    "Thank you for your interest; we are looking forward to our call on Tuesday.",
]
PASSPORT_KEPT = [
    "On arrival your passport will be held by the agency until the contract ends.",
    "The company will retain your original passport for safekeeping.",
]


@pytest.mark.parametrize("text", PLACED)
def test_a_job_tied_to_a_named_town_is_a_relocation_flag(text: str) -> None:
    assert "relocation" in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", NOT_PLACED)
def test_no_named_town_no_relocation_flag(text: str) -> None:
    assert "relocation" not in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", PASSPORT_KEPT)
def test_a_passport_kept_by_the_employer_is_personal_data(text: str) -> None:
    assert "personal_data" in {f.category for f in risk_flags(text)}


def test_keeping_your_own_passport_valid_is_not_flagged() -> None:
    text = "Please make sure your passport stays valid for the trip to the Lisbon conference."
    assert "personal_data" not in {f.category for f in risk_flags(text)}


def test_owning_an_active_bank_account_is_a_requirement_not_a_request() -> None:
    text = "Applicants must have an active bank account and a laptop."
    assert "personal_data" not in {f.category for f in risk_flags(text)}


def test_active_bank_account_details_asked_for_are_still_personal_data() -> None:
    text = "Send us your active bank account details today."
    assert "personal_data" in {f.category for f in risk_flags(text)}


def test_the_price_of_a_service_sold_to_you_is_not_salary() -> None:
    text = "My friend edits resumes; the service starts at $75 and takes two days."
    assert "salary" not in {f.category for f in risk_flags(text)}


def test_a_salary_that_starts_at_a_figure_is_still_salary() -> None:
    text = "The salary starts at $75,000 a year for this role."
    assert "salary" in {f.category for f in risk_flags(text)}
