"""Drafts sign with the name the user's real resume gives and quote the role as a title."""

from __future__ import annotations

import pytest
from conftest import realworld

from agent.reply.templates import role_title
from bot.core.messages import ConversationKey, IncomingFile, IncomingMessage, Reply
from bot.runtime import App
from interview.resume_input import read_resume_file
from interview.resume_name import resume_name

USER = "console:local"
RESUME_KEY = ConversationKey("console", "local", "console", "cv")
REPLY_KEY = ConversationKey("console", "local", "console", "recruiter")
# Every real resume we hold: the name its owner wrote, or "" for the anonymised Kaggle rows
# (the dataset removed names; a section heading such as "Skills" must not become one).
NAMES = {
    "r01_awesomecv_byungjin_park_devops.tex.txt": "Byungjin Park",
    "r02_jsonresume_sample_richard_hendriks.json": "Richard Hendriks",
    "r03_deedy_resume_debarghya_das_swe.tex.txt": "Debarghya Das",
    "r04_sb2nov_sourabh_bajaj_swe.tex.txt": "Sourabh Bajaj",
    # The template's "% Author : Jake Gutierrez" comment names its author, not the resume's.
    "r05_jakes_resume_template_jake_ryan_student.tex.txt": "Jake Ryan",
    "r06_jakegut_pr4_andrew_fantino_compeng_student.tex.txt": "Andrew Fantino",
    "r07_kaggle_updatedresumedataset_row3_data_science_consultant.txt": "",
    "r08_kaggle_updatedresumedataset_row41_hr_generalist.txt": "",
    "r09_kaggle_updatedresumedataset_row88_advocate_legal.txt": "",
    "r10_kaggle_updatedresumedataset_row227_sales_marketing.txt": "",
    "r11_kaggle_updatedresumedataset_row268_gym_management_fitness.txt": "",
    "r12_kaggle_updatedresumedataset_row297_civil_engineer.txt": "",
    "r13_kaggle_updatedresumedataset_row405_business_analyst.txt": "",
    "r14_kaggle_updatedresumedataset_row185_mechanical_engineer_senior.txt": "",
    "r15_kaggle_updatedresumedataset_row432_sap_bo_developer.txt": "",
    "r16_thomasdavis_jsonresume_founder_senior_js.json": "Thomas Davis",
    "r17_elipapa_markdown_cv_isaac_newton_academic.md.txt": "Isaac Newton",
    "r18_jglovier_resume_template_lisa_simpson_vp_communications.yml.txt": "Lisa M. Simpson",
    "r19_kaggle_updatedresumedataset_row140_web_designer.txt": "",
    "r20_kaggle_updatedresumedataset_row106_arts_head_business_development.txt": "",
}


def test_every_real_resume_is_covered() -> None:
    held = {p.name for p in realworld("resumes").iterdir() if p.name.startswith("r")}
    assert held == set(NAMES)


@pytest.mark.parametrize(("file", "name"), sorted(NAMES.items()))
def test_the_name_is_read_from_each_real_resume(file: str, name: str) -> None:
    path = realworld("resumes", file)
    assert read_resume_file(file, path.read_bytes()).basics.get("name", "") == name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Jane Doe — Platform Engineer\njane@example.com", "Jane Doe"),
        ("JANE DOE\nSoftware engineer", "Jane Doe"),
        ("Name: María José García\nSkills: Python", "María José García"),
        ("Senior Software Engineer\nPython, Go", ""),
        ("Curriculum Vitae\nJohn", ""),
        ("Python Java Go\nEducation", ""),
        ("Mary-Jane O'Neil | Designer", "Mary-Jane O'Neil"),
    ],
)
def test_names_in_pasted_resumes(text: str, name: str) -> None:
    assert resume_name(text) == name


async def _draft(app: App, resume: str, message: str) -> str:
    path = realworld("resumes", resume)
    upload = IncomingFile(name=path.name, data=path.read_bytes())
    await app.service.handle(IncomingMessage(key=RESUME_KEY, user_id=USER, files=(upload,)))
    text = realworld("recruiter_messages", message).read_text()
    replies = await app.service.handle(IncomingMessage(key=REPLY_KEY, user_id=USER, text=text))
    card = next(r for r in replies if isinstance(r, Reply) and r.card is not None)
    assert card.card is not None
    return card.card.draft


async def test_the_console_trial_signs_with_the_latex_resumes_name(app: App) -> None:
    draft = await _draft(
        app,
        "r01_awesomecv_byungjin_park_devops.tex.txt",
        "m04_brikman_valentines_principal_swe.txt",
    )
    assert draft.rstrip().endswith("Best regards,\nByungjin Park")
    assert "the Principal Java Software Engineer role" in draft


async def test_an_anonymised_resume_signs_without_a_made_up_name(app: App) -> None:
    draft = await _draft(
        app,
        "r07_kaggle_updatedresumedataset_row3_data_science_consultant.txt",
        "m04_brikman_valentines_principal_swe.txt",
    )
    assert draft.rstrip().endswith("Best regards,")


@pytest.mark.parametrize(
    ("role", "shown"),
    [
        ("principal java software engineer", "Principal Java Software Engineer"),
        ("head of data and ml", "Head of Data and ML"),
        ("senior COBOL/Node.js developer", "senior COBOL/Node.js developer"),
        ("JavaScript Object-Oriented Engineers", "JavaScript Object-Oriented Engineers"),
    ],
)
def test_a_lower_case_role_reads_as_a_title_and_the_senders_casing_is_kept(
    role: str, shown: str
) -> None:
    assert role_title(role) == shown
