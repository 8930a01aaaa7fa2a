"""The profile states only what the resume supports: per-entry durations, domain words."""

from __future__ import annotations

import pytest
from conftest import realworld

from agent.offline.taxonomy import find_skills
from interview.offline_engine import analyze_resume_text
from interview.resume_input import read_resume_file


def _profile(prefix: str) -> dict[str, str]:
    """Read a real resume the way an upload does and return skill -> duration."""
    (path,) = sorted(realworld("resumes").glob(f"{prefix}_*"))
    name = path.name.removesuffix(".txt").replace(".tex", ".txt")
    text = read_resume_file(name, path.read_bytes()).text
    return {skill.name: skill.duration for skill in analyze_resume_text(text)}


def _durations(text: str) -> dict[str, str]:
    return {skill.name: skill.duration for skill in analyze_resume_text(text)}


def test_a_students_skills_last_as_long_as_the_entries_that_name_them() -> None:
    profile = _profile("r05")
    # Java and Git appear in the 2019 research job and the 2018-2020 project only,
    # not since the resume's first (education) date.
    assert profile["Java"] == "~2 years in total"
    assert profile["Git"] == "~2 years in total"
    assert profile["Travis CI"] == "~2 years"
    # Listed only under Technical Skills: nothing dates them, so the interview asks.
    for listed_only in ("JavaScript", "SQL", "HTML", "C++", "NumPy"):
        assert profile[listed_only] == "unknown"


def test_study_and_a_skills_list_date_nothing() -> None:
    text = (
        "Education\n"
        "BSc Computer Science, Some University  Aug. 2010 -- May 2014\n"
        "Coursework: Python, Java\n\n"
        "Experience\n"
        "Data Engineer, Acme  Jan 2020 -- Jan 2022\n"
        "• Built Airflow pipelines in Python\n\n"
        "Skills\n"
        "Python, Java, Kubernetes\n"
    )
    durations = _durations(text)
    assert durations["Python"] == "~2 years"
    assert durations["Java"] == "unknown"
    assert durations["Kubernetes"] == "unknown"


def test_a_span_stated_beside_the_skill_wins() -> None:
    text = "Skill Details\nSQL- Exprience - 30 months\nExcel- Exprience - 6 months\n"
    assert _durations(text) == {"SQL": "2.5 years", "Excel": "6 months"}


def test_json_resume_entries_are_dated_by_their_own_range() -> None:
    profile = _profile("r02")
    assert profile["Teaching"] == "~1 year"  # Teacher at CoderDojo (2012-01 – 2013-01)
    assert profile["HTML"] == "unknown"  # only in the skills list


@pytest.mark.parametrize(
    "line",
    [
        "It helps end users to analyze their sales information.",
        "Built dashboards on sales data for the finance team.",
        "Automated weekly sales reports in SAP BO.",
        "This project tracks firm's Sales with respect to region.",
        "Showed customer wise sales for different categories.",
        "Designed learner surveying tools and instructor dashboards.",
        "Built a new onboarding experience for the website.",
    ],
)
def test_a_domain_word_that_only_qualifies_an_object_is_not_the_skill(line: str) -> None:
    names = {m.name for m in find_skills(line)}
    assert not names & {"Sales", "Surveying", "Teaching", "Onboarding"}


@pytest.mark.parametrize(
    "line",
    [
        "Sales executive at Acme, 2019 - 2021",
        "Grew B2B sales in the Nordics.",
        "Five years in a sales and marketing role.",
        "Sales\nClosed 40 deals a quarter.",
    ],
)
def test_sales_as_a_line_of_work_is_the_skill(line: str) -> None:
    assert "Sales" in {m.name for m in find_skills(line)}


def test_real_resumes_keep_only_the_domain_skills_their_text_supports() -> None:
    assert "Sales" not in _profile("r15")  # SAP BO reports on sales orders and sales data
    assert "Sales" in _profile("r10")  # a sales and marketing professional
    r04 = _profile("r04")
    assert "Surveying" not in r04  # "learner surveying tools"
    assert "Onboarding" not in r04  # "a new onboarding experience on coursera"
    assert "Teaching" in r04  # "Research and Teaching Assistant"


def test_one_dated_job_does_not_date_the_undated_jobs_after_it() -> None:
    text = (
        "company - Sculpt Fitness Centre\n"
        "description - 2015 - 2018 Sales, Fitness, Operations\n"
        "company - Ultimate Fitness Club\n"
        "description - Payroll and Recruitment for the club\n"
    )
    durations = _durations(text)
    assert durations["Sales"] == "~3 years"
    assert durations["Payroll"] == "unknown"
    assert durations["Recruitment"] == "unknown"


@pytest.mark.parametrize(
    ("line", "skill"),
    [
        ("Led the company's marketing strategy for two product launches.", "Marketing"),
        ("Managed their sales pipeline across three regions.", "Sales"),
    ],
)
def test_a_domain_word_owned_by_someone_is_still_the_skill(line: str, skill: str) -> None:
    assert skill in [m.name for m in find_skills(line)]


def test_a_career_total_in_a_summary_is_no_skills_duration() -> None:
    # r01's summary: "With 15+ years of hands-on software engineering expertise ...
    # (AWS multi-account, Kubernetes, Terraform)"; Kubernetes is younger than that.
    assert _profile("r01").get("Kubernetes") != "15+ years"


def test_a_span_on_a_line_naming_many_skills_is_not_given_to_each() -> None:
    text = "Summary\n12 years across Python, Kubernetes, Terraform and PostgreSQL.\n"
    assert "12 years" not in _durations(text).values()
