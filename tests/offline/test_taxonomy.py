"""Tests for the skills taxonomy and find_skills, on tricky strings and real resumes."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from conftest import realworld

from agent.offline.taxonomy import all_skills, clean_text, find_skills, lookup


def _resume(prefix: str) -> str:
    """Read a real resume from tests/data/realworld/resumes."""
    (path,) = sorted(realworld("resumes").glob(f"{prefix}_*"))
    return path.read_text(encoding="utf-8")


def _names(text: str) -> set[str]:
    return {m.name for m in find_skills(text)}


def test_taxonomy_is_large_and_well_formed() -> None:
    data = json.loads(
        resources.files("agent.offline").joinpath("data/skills.json").read_text("utf-8")
    )
    assert data["version"] == 1
    skills = all_skills()
    assert len(skills) >= 400
    assert len({s.name.lower() for s in skills}) == len(skills)
    assert {s.category for s in skills} >= {"devops", "hr", "legal", "sales", "fitness"}
    aliases = [a.lower() for s in skills for a in s.aliases]
    assert len(aliases) == len(set(aliases)), "an alias belongs to two skills"


@pytest.mark.parametrize(
    ("alias", "expected"),
    [
        ("k8s", "Kubernetes"),
        ("Golang", "Go"),
        ("postgres", "PostgreSQL"),
        ("  Node.JS ", "Node.js"),
        ("c#", "C#"),
        ("STAAD Pro", "STAAD Pro"),
        ("staar pro", "STAAD Pro"),
        ("sfdc", "Salesforce"),
        ("Talent Acquisition", "Recruitment"),
        ("power bi", "Power BI"),
        ("ci/cd", "CI/CD"),
        ("webi", "SAP BusinessObjects"),
    ],
)
def test_lookup_resolves_aliases(alias: str, expected: str) -> None:
    info = lookup(alias)
    assert info is not None
    assert info.name == expected


def test_lookup_unknown_is_none() -> None:
    assert lookup("underwater basket weaving") is None


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        ("Languages: C, C++, C#, Python", {"C", "C++", "C#", "Python"}, set()),
        ("Skills: C/C++, Java", {"C", "C++", "Java"}, set()),
        ("Backend in Go, Rust and Java", {"Go", "Java"}, set()),
        ("We use Golang and k8s", {"Go", "Kubernetes"}, set()),
        ("Let's go to the park and go home", set(), {"Go"}),
        ("(Go Sooners and Cardinal!)", set(), {"Go"}),
        ("Go and see the docs", set(), {"Go"}),
        ("Plan C, which failed", set(), {"C"}),
        ("vitamin C supplements", set(), {"C"}),
        ("H. S. C. Board exam", set(), {"C"}),
        ("R.O.K Cyber Command", set(), {"R"}),
        ("Tools: R, Python, SQL", {"R", "Python", "SQL"}, set()),
        ("I excel at sales", {"Sales"}, {"Excel"}),
        ("MS Excel, Word, PowerPoint", {"Excel", "Microsoft Word", "PowerPoint"}, set()),
        ("ASP.NET and .NET Core", {"ASP.NET", ".NET"}, set()),
        ("Built with Node.js", {"Node.js"}, set()),
        ("HTML5, CSS3 and JavaScript", {"HTML", "CSS", "JavaScript"}, {"Java"}),
        ("SAP BO 4.2 reports", {"SAP BusinessObjects"}, {"SAP"}),
        ("MySQL and PostgreSQL", {"MySQL", "PostgreSQL"}, {"SQL"}),
        ("Machine-learning pipelines", {"Machine learning"}, set()),
        ("rust prevention on steel beams", set(), {"Rust"}),
        ("I react quickly to incidents", set(), {"React"}),
        ("the rest of the team", set(), {"REST APIs"}),
        ("Master of Science in Physics", {"Physics"}, set()),
    ],
)
def test_find_skills_tricky(text: str, present: set[str], absent: set[str]) -> None:
    names = _names(text)
    assert present <= names
    assert not absent & names


def test_find_skills_orders_by_mentions_then_position() -> None:
    text = "Docker. Kubernetes here. More Kubernetes and k8s. Docker again. Terraform."
    mentions = find_skills(text)
    assert [m.name for m in mentions] == ["Kubernetes", "Docker", "Terraform"]


def test_evidence_is_short_collapsed_and_capped() -> None:
    filler = "word " * 80
    text = "\n".join(f"Line {i}: used   Python\t{filler}" for i in range(5))
    (mention,) = find_skills(text)
    assert (mention.name, mention.category) == ("Python", "programming_language")
    assert len(mention.evidence) == 3
    assert all(len(e) <= 200 and "  " not in e and "Python" in e for e in mention.evidence)


def test_clean_text_repairs_mojibake_and_latex() -> None:
    assert "•" in clean_text("Skills \u00e2\u0080\u00a2 R \u00e2\u0080\u00a2 Python")
    latex = (
        r"\begin{document}\item{Led Terraform \& AWS work} % secret: Kafka" + "\n\\end{document}"
    )
    cleaned = clean_text(latex)
    assert "Terraform & AWS" in cleaned and "Kafka" not in cleaned


RESUMES = [
    ("r01", {"Kubernetes", "Docker", "Terraform", "AWS", "Grafana", "Apache Kafka", "Ansible"}),
    ("r03", {"Java", "Python", "C", "C++", "PHP", "OCaml", "LaTeX", "MySQL"}),
    ("r05", {"Flask", "React", "PostgreSQL", "Docker", "Java", "C", "C++", "R", "Celery"}),
    ("r06", {"SystemVerilog", "Tableau", "Arduino", "STM32", "KiCad", "FPGA", "Agile", "Scrum"}),
    ("r07", {"R", "Python", "SAP HANA", "Tableau", "C#", "Natural language processing"}),
    ("r08", {"Recruitment", "Payroll", "Employee relations", "Onboarding", "Excel"}),
    ("r09", {"Litigation", "Legal research", "Legal drafting", "Negotiation"}),
    ("r10", {"Sales", "Marketing", "Lead generation", "Sales management", "PowerPoint"}),
    ("r11", {"Fitness training", "Gym management", "Nutrition", "Recruitment", "Sales"}),
    ("r12", {"AutoCAD", "CATIA", "Photoshop", "Quantity surveying", "Civil engineering"}),
    ("r13", {"Requirements gathering", "Gap analysis", "Jira", "Microsoft Visio", "SDLC", "UML"}),
    ("r14", {"AutoCAD", "MicroStation", "Procurement", "Vendor management", "Pneumatics"}),
    ("r15", {"SAP BusinessObjects", "SAP HANA", "SAP BW", "Teradata", "SQL"}),
    ("r16", {"React", "Redux", "Node.js", "Ruby on Rails", "MongoDB", "Redis", "TypeScript"}),
    ("r19", {"Angular", "HTML", "CSS", "Sass", "Bootstrap", "jQuery", "Photoshop"}),
    ("r20", {"Business development", "Budgeting", "Marketing", "Recruitment", "Public relations"}),
]


@pytest.mark.parametrize(("prefix", "expected"), RESUMES)
def test_real_resumes_have_their_skills(prefix: str, expected: set[str]) -> None:
    assert expected <= _names(_resume(prefix))


@pytest.mark.parametrize(
    ("prefix", "absent"),
    [
        ("r02", {"Go"}),  # "(Go Sooners and Cardinal!)"
        ("r01", {"R", "C"}),  # "R.O.K Cyber Command"
        ("r10", {"C"}),  # "H. S. C."
        ("r14", {"Rust", "Assembly"}),  # "mechanical assemblies"
        ("r17", {"Python", "Go", "Sales"}),
        ("r04", {"Go", "Spring"}),
    ],
)
def test_real_resumes_have_no_silly_false_positives(prefix: str, absent: set[str]) -> None:
    assert not absent & _names(_resume(prefix))


def test_real_resume_evidence_quotes_the_text() -> None:
    mentions = {m.name: m for m in find_skills(_resume("r08"))}
    assert any("payroll" in e.lower() for e in mentions["Payroll"].evidence)
    assert all(len(e) <= 200 for m in mentions.values() for e in m.evidence)
