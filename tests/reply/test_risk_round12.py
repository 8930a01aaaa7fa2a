"""Round 12's rules: charges under a fee heading, a test's start, export-control status.

Every sentence here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

CHARGES = [
    "Enrolment costs:\nONBOARDING KIT: $80\nPROFILE REVIEW: $120",
    "Our fees\nCertificate issue - $45\nDatabase listing - $60",
    "Join the bootcamp today. Pay just $199 today and get lifetime access.",
]
PAY = [
    "Compensation:\nBase salary: $95,000 per year\nSigning bonus: $5,000",
    "Program fees:\nMonthly stipend: $800 per month",
    "The role pays $32 per hour, weekly.",
    "Benefits:\nRelocation bonus: $3,000\nSalary: $70,000",
]
TEST_START = [
    "The coding exercise has no fixed time; if you cannot start immediately, tell us when you will"
    " open the quiz.",
    "Please start immediately on the take-home test and send it back within a day.",
]
JOB_START = [
    "If you pass the assessment, you can start immediately.",
    "The role is urgent and we need someone to start immediately.",
    "Once the exam is cleared we would like you to start within two weeks.",
]
STATUS = [
    "This position requires access to controlled technology, so you must be a U.S. person.",
    "Hiring depends on confirming your US person status under export regulations.",
    "Please bring proof of identity and authorization to work in Canada on day one.",
]
NO_STATUS = [
    "Our U.S. team will contact you next week.",
    "You will have authorization to work on the main repository after onboarding.",
    "Every US-based person on the team gets a laptop.",
]


def _categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", CHARGES)
def test_charges_the_reader_pays_are_not_salary(text: str) -> None:
    assert "salary" not in _categories(text)


@pytest.mark.parametrize("text", PAY)
def test_pay_figures_stay_salary(text: str) -> None:
    assert "salary" in _categories(text)


@pytest.mark.parametrize("text", TEST_START)
def test_starting_a_test_is_not_a_start_date(text: str) -> None:
    assert "notice_period" not in _categories(text)


@pytest.mark.parametrize("text", JOB_START)
def test_starting_the_job_after_a_test_is_a_start_date(text: str) -> None:
    assert "notice_period" in _categories(text)


@pytest.mark.parametrize("text", STATUS)
def test_export_control_status_and_authorization_to_work_are_visa(text: str) -> None:
    assert "visa" in _categories(text)


@pytest.mark.parametrize("text", NO_STATUS)
def test_us_team_or_repository_access_is_not_visa(text: str) -> None:
    assert "visa" not in _categories(text)


DOCUMENTS = [
    "The offer stands subject to background verification and document submission before day one.",
    "Please upload your prior employment records, such as pay slips and a relieving letter.",
]
NO_DOCUMENTS = [
    "Our employment documents describe the leave policy in detail.",
    "Document submission for the hackathon closes on Friday.",
]
HOUSING = [
    "The post is in our Pune branch; accommodation will be taken care by you.",
    "Accommodation during the posting is at your own expense.",
]
NO_HOUSING = [
    "The company provides accommodation for the first month.",
    "The hotel offers accommodation for visitors at your own pace of booking.",
]


@pytest.mark.parametrize("text", DOCUMENTS)
def test_documents_for_a_background_check_are_personal_data(text: str) -> None:
    assert "personal_data" in _categories(text)


@pytest.mark.parametrize("text", NO_DOCUMENTS)
def test_documents_not_asked_of_the_reader_are_not_personal_data(text: str) -> None:
    assert "personal_data" not in _categories(text)


@pytest.mark.parametrize("text", HOUSING)
def test_housing_left_to_the_reader_is_relocation(text: str) -> None:
    assert "relocation" in _categories(text)


@pytest.mark.parametrize("text", NO_HOUSING)
def test_housing_given_by_the_company_is_not_flagged(text: str) -> None:
    assert "relocation" not in _categories(text)


FULL_DAY_OFFER = (
    "Offer of employment: Junior Accountant at Ledgerline Pvt Ltd, Pune (ledgerline.in). "
    "Stipend during training: Rs. 9000 per month. Working hours: minimum 9 hrs per day, "
    "Monday to Saturday."
)
FEW_HOURS_PITCH = (
    "Work from your phone and get paid daily! Rs. 900 per day for only 2 hrs per day of "
    "simple tasks. No experience needed."
)


def test_a_full_working_day_with_a_named_employer_is_not_a_scam() -> None:
    assert "scam" not in _categories(FULL_DAY_OFFER)


def test_a_few_hours_a_day_for_daily_pay_stays_a_scam() -> None:
    assert "scam" in _categories(FEW_HOURS_PITCH)


PIECE_PAY = [
    "Like the posts, send a screenshot, and I pay 2 dollar one video to your wallet.",
    "Rate the apps for us: 1 dollar one review, paid to your crypto wallet.",
]


@pytest.mark.parametrize("text", PIECE_PAY)
def test_a_dollar_a_piece_is_a_scam(text: str) -> None:
    assert "scam" in _categories(text)


def test_a_count_of_one_week_courses_is_no_piece_pay() -> None:
    text = "Acme Learning (acme-learning.com) in Leeds runs 3 one week courses for new analysts."
    assert "scam" not in _categories(text)


ACCOUNT_PARTNER = (
    "Hi, I am a designer with ten years on Fiverr. My Fiverr account was suspended last month, "
    "so I am searching for a reliable partner to help me continue serving my clients there."
)
SUSPENDED_ONLY = (
    "Hi, this is Dana from Brightpath Recruiting (brightpath.io) in Austin. My LinkedIn account "
    "was restricted, so please reply to this email about the QA Engineer role."
)


def test_a_shut_platform_account_and_a_partner_sought_is_a_scam() -> None:
    assert "scam" in _categories(ACCOUNT_PARTNER)


def test_a_recruiter_with_a_restricted_account_is_not_a_scam() -> None:
    assert "scam" not in _categories(SUSPENDED_ONLY)


CONSENT = [
    "Before your first day, the pre-hire checks need the consent form signed by you.",
    "Please sign the attached consent declaration so the vetting agency can begin.",
]


@pytest.mark.parametrize("text", CONSENT)
def test_a_consent_form_to_sign_is_legal(text: str) -> None:
    assert "legal" in _categories(text)


def test_a_consent_declaration_not_to_sign_is_not_legal() -> None:
    text = "The newsletter consent declaration lets you unsubscribe at any time."
    assert "legal" not in _categories(text)


SPANISH_TERMS = [
    ("salary", "Su retribución fija anual será de {{importe}}, abonada cada mes."),
    ("legal", "El contrato incluye un pacto de no competencia de doce meses."),
]
SPANISH_PLAIN = [
    ("salary", "El sueldo es un tema que veremos en la segunda entrevista."),
    ("legal", "No hay competencia interna entre los equipos de producto."),
]


@pytest.mark.parametrize(("category", "text"), SPANISH_TERMS)
def test_spanish_pay_and_non_compete_terms_are_flagged(category: str, text: str) -> None:
    assert category in _categories(text)


@pytest.mark.parametrize(("category", "text"), SPANISH_PLAIN)
def test_spanish_look_alikes_stay_unflagged(category: str, text: str) -> None:
    assert category not in _categories(text)
