"""Shared material for the fit tests: real postings and a profile built from a real resume."""

from __future__ import annotations

import csv
from pathlib import Path

from conftest import realworld

from agent.fit.model import ProfileSkill
from interview.model import ATTRIBUTES
from interview.offline_engine import OfflineSkillAnalyzer

DATA = Path(__file__).parent / "data"


def posting(name: str) -> str:
    """Return a sourced posting from tests/fit/data (listed in its index.csv)."""
    with (DATA / "index.csv").open() as handle:
        listed = {row["file"] for row in csv.DictReader(handle)}
    if name not in listed:
        raise FileNotFoundError(f"{name} is not in tests/fit/data/index.csv")
    return (DATA / name).read_text()


def message(prefix: str) -> str:
    """Return a real recruiter message from tests/data/realworld by its id (m32, m08...)."""
    folder = realworld("recruiter_messages")
    return next(folder.glob(f"{prefix}_*.txt")).read_text()


async def resume_profile(resume: str) -> list[ProfileSkill]:
    """Return the offline engine's reading of a real resume as fit profile skills."""
    text = realworld("resumes", resume).read_text()
    skills = await OfflineSkillAnalyzer().analyze_resume(text)
    return [
        ProfileSkill(
            name=s.name,
            category=s.category,
            attributes={a: s.attribute(a) for a in ATTRIBUTES},
            evidence=s.evidence,
        )
        for s in skills
    ]
