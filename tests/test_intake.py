"""Classifying the first message of a conversation."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import realworld
from tests_support import RESUME

from bot.core.intake import classify, is_tracker_question, looks_like_resume, route


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("hi", "greeting"),
        ("Hello!", "greeting"),
        ("hey there", "greeting"),
        ("good morning", "greeting"),
        ("/start", "greeting"),
        (RESUME, "resume"),
        ("What's happening with Acme?", "question"),
        ("which ones need my action", "question"),
        (
            "Hi Jane, I'm a recruiter at Initech. We have an exciting opportunity for a Senior "
            "Engineer role and your background looks like a great fit. Would you have time for a "
            "call this week to discuss the position?",
            "employer",
        ),
        ("banana", "other"),
        ("", "other"),
    ],
)
def test_classify(text: str, kind: str) -> None:
    assert classify(text) == kind


def test_a_forwarded_non_resume_is_an_employer_message() -> None:
    assert classify("Can you start Monday?", forwarded=True) == "employer"


@pytest.mark.parametrize(
    "path", sorted(realworld("resumes").glob("r[0-9]*")), ids=lambda p: p.name.split("_", 1)[0]
)
def test_every_real_resume_is_routed_as_a_resume(path: Path) -> None:
    # r15 (a Kaggle row) has no years and no classic headings, only "Skill Details" and
    # "Competencies:" with 72-month durations; it once got the choice card instead.
    text = path.read_text(errors="replace")
    assert looks_like_resume(text) and route(text).kind == "resume"


@pytest.mark.parametrize(
    "name",
    [
        "m26_usds_first_interview_invitation.txt",
        "m10_odoo_applicant_refuse.txt",
        "m20_unc_research_position_whatsapp_scam.txt",
        "m03_brikman_scala_engineer_chat.txt",
    ],
)
def test_real_recruiter_messages_are_not_resumes(name: str) -> None:
    text = realworld("recruiter_messages", name).read_text(errors="replace")
    assert not looks_like_resume(text)
    assert classify(text) != "resume"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("which ones need my action?", True),
        ("What should I prepare for the Globex interview?", True),
        ("am I a fit for the role Initech asked about?", True),
        ("What's happening with Acme?", True),
        ("Could you confirm Tuesday at 10am for the interview?", False),
        ("Thanks Jane, we'd like to move you to the next stage. Are you free Monday?", False),
        ("which ones need my action? " + "x" * 300, False),
    ],
)
def test_is_tracker_question(text: str, expected: bool) -> None:
    assert is_tracker_question(text) is expected


@pytest.mark.parametrize(
    "text",
    [
        "Hi Richard, thanks for taking the time to speak with us last week. Unfortunately, we've "
        "decided to move forward with other candidates. We'll keep your details on file and wish "
        "you the best in your search.\n\nKind regards,\nHannah",
        "Dear Ana,\n\nCongratulations! We are delighted to offer you the role. Please confirm your "
        "start date by Friday.\n\nBest,\nTom",
        "Hello Sam, just confirming your interview on Monday at 10am with our team."
        "\n\nThanks,\nLee",
    ],
)
def test_news_about_an_application_is_read_confidently_as_an_employer_message(text: str) -> None:
    intake = route(text)
    assert intake.kind == "employer" and intake.confident
    assert "it tells you where your application stands" in intake.reasons


def test_a_user_question_mentioning_a_rejection_stays_a_question() -> None:
    assert route("unfortunately I got rejected by Acme, what should I do next?").kind == "question"


# A job ad with dated milestones and a skills list, in an employer's voice (written for this test).
INTERNSHIP_AD = """Brightline Analytics - Data Engineering Internship

About Us:
Brightline Analytics was founded in 2019 and builds reporting tools for retailers.

Position: Data Engineering Intern
Stipend: EUR 900/month
Work Mode: Remote, with one week a quarter in Lisbon

Responsibilities:
- Build ETL pipelines in Python and SQL
- Maintain Airflow jobs and dbt models
- Write unit tests and review pull requests with Git

Required Skills:
- Python, SQL, Docker, Linux
- Some Kubernetes or AWS is a plus

Applications deadline: May 31, 2025. Interviews in June 2025.
"""


def test_a_job_ad_with_dates_and_skills_is_a_posting_not_a_resume() -> None:
    reading = route(INTERNSHIP_AD)
    assert not looks_like_resume(INTERNSHIP_AD)
    assert reading.kind == "job_posting" and reading.scores["resume"] == 0.0


# An intern's resume in the Internshala style lists a stipend and a work mode under each internship.
INTERN_RESUME = """Ananya Rao
ananya.rao@example.com | Pune

EDUCATION
B.Tech, Computer Engineering, College of Engineering Pune, 2021 - 2025, CGPA 8.6

INTERNSHIPS
Web Development Intern, Brightcode Labs, Jun 2023 - Aug 2023
Stipend: INR 15,000/month
Work mode: Work from home
- Built React pages and REST APIs in Node.js; wrote unit tests with Jest

Data Analyst Intern, Kestrel Retail, Jan 2024 - Mar 2024
Stipend: INR 12,000/month
Work mode: In office
- Cleaned sales data with Python and pandas; built dashboards in Power BI

SKILLS
Python, SQL, React, Node.js, Git, Docker
"""


def test_an_intern_resume_listing_stipends_and_work_modes_is_a_resume() -> None:
    assert looks_like_resume(INTERN_RESUME)
    assert route(INTERN_RESUME).kind == "resume"
