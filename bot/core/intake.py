"""Deciding what a conversation's first message is: resume, greeting, employer, question."""

from __future__ import annotations

import re
from typing import Literal

from agent.offline.taxonomy import find_skills

Kind = Literal["resume", "greeting", "employer", "question", "other"]

GREETING = re.compile(
    r"^\s*(hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|start|/start|help|"
    r"what can you do|who are you)\b[\s!.?,]*\w{0,12}[\s!.?]*$",
    re.IGNORECASE,
)
SECTION = re.compile(
    r"^\s*[#*\\{(]*\s*(work )?(experience|employment|education|skills|projects|summary|"
    r"objective|certifications?|profile|work history|professional experience|publications|"
    r"technical skills|career history|qualifications?)\b",
    re.IGNORECASE | re.MULTILINE,
)
YEAR = re.compile(r"\b(19[6-9]\d|20[0-4]\d)\b")
EMPLOYER_SIGNALS = re.compile(
    r"\b(we are hiring|we're hiring|opportunity|position|role|candidate|your (profile|"
    r"background|resume|cv|application)|recruit(er|ing)|hiring manager|interview|offer|"
    r"salary|compensation|job|team is looking|reach(ing)? out|schedule a call|"
    r"thank you for (applying|your interest)|applied)\b",
    re.IGNORECASE,
)
QUESTION_START = re.compile(
    r"^\s*(what|which|how|where|when|who|why|is|are|do|does|did|can|should|show|list)\b",
    re.IGNORECASE,
)
TRACKER_WORDS = re.compile(
    r"\b(opportunit\w*|my (status|action|applications?|pipeline)|need my action|where do i "
    r"stand|what'?s happening with|prepare for|am i a (good )?fit|which ones|stage of)\b",
    re.IGNORECASE,
)
MIN_RESUME_CHARS = 250
MAX_TRACKER_QUESTION_CHARS = 200


def looks_like_resume(text: str) -> bool:
    """Tell whether text reads like a resume: sections, dates and several skills."""
    stripped = text.strip()
    if stripped.startswith("{") and '"basics"' in stripped:
        return True
    if len(stripped) < MIN_RESUME_CHARS:
        return False
    sections = {m.group(2).lower() for m in SECTION.finditer(stripped)}
    skills = len(find_skills(stripped))
    has_years = len(YEAR.findall(stripped)) >= 2
    if len(sections) >= 2 and skills >= 2:
        return True
    return has_years and skills >= 4


def classify(text: str, *, forwarded: bool = False) -> Kind:
    """Classify the first message of a conversation."""
    stripped = text.strip()
    if not stripped:
        return "other"
    if looks_like_resume(stripped):
        return "resume"
    if forwarded:
        return "employer"
    if GREETING.match(stripped):
        return "greeting"
    if len(EMPLOYER_SIGNALS.findall(stripped)) >= 2 and len(stripped) > 120:
        return "employer"
    if stripped.endswith("?") or QUESTION_START.match(stripped):
        return "question"
    return "other"


def is_tracker_question(text: str) -> bool:
    """Tell whether text is the user asking about their own job search (not an employer)."""
    stripped = text.strip()
    return len(stripped) <= MAX_TRACKER_QUESTION_CHARS and bool(TRACKER_WORDS.search(stripped))
