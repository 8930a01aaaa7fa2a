"""Deciding what a conversation's first message is, with a score and the reasons for it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from agent.offline.taxonomy import find_skills
from bot.core.intake_languages import FOREIGN_EMPLOYER_SIGNALS
from bot.core.intake_languages_more import FOREIGN_POSTING_SIGNALS, FOREIGN_POSTING_VOICE
from bot.core.intake_signals import (
    EMPLOYER_SIGNALS,
    POSTING_SIGNALS,
    POSTING_VOICE,
    POSTING_VOICE_VETO,
    Signal,
)

Kind = Literal["resume", "greeting", "employer", "job_posting", "question", "other"]

GREETING = re.compile(
    r"^\s*(hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|start|/start|help|"
    r"what can you do|who are you|hola|buenos d[ií]as|ol[áa]|bom dia|bonjour|salut|hallo"
    r"|guten tag|servus|moin|ciao|buongiorno|salve|hoi|halo|cze[śs][ćc]|dzie[ńn] dobry)"
    r"\b[\s!.?,]*\w{0,12}[\s!.?]*$",
    re.IGNORECASE,
)
# Greetings in scripts where \b misleads (Devanagari vowel signs, no spaces in Japanese).
GREETING_MORE = re.compile(
    r"^\s*(?:привет|здравствуйте|добрый\s+день|привіт|вітаю|добрий\s+день|xin\s+chào|chào\s+bạn"
    r"|مرحب[اًا]*|السلام\s+عليكم|नमस्ते|नमस्कार|namaste|こんにちは|はじめまして|안녕하세요"
    r"|안녕)[\s!.?,！。、]*\w{0,12}[\s!.?！。]*$",
    re.IGNORECASE,
)
SECTION = re.compile(
    r"^\s*[#*\\{(]*\s*(work )?(experience|employment|education|skills|projects|summary|"
    r"objective|certifications?|profile|work history|professional experience|publications|"
    r"technical skills|career history|qualifications?|competencies|skill details"
    r"|education details)\b",
    re.IGNORECASE | re.MULTILINE,
)
YEAR = re.compile(r"\b(19[6-9]\d|20[0-4]\d)\b")
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
# Act on the best reading when it scores this much and leads the next one by MARGIN.
CONFIDENT_AT = 0.5
MARGIN = 0.15
# A short question with no tracker words may be the user's or an employer's: ask, do not guess.
UNSURE_QUESTION_SCORE = 0.45
RESUME_SCORE = 0.9
FORWARDED_SCORE = 0.6
TOPICAL_CAP = 0.4
# A question put to "you" reads as an employer's, not the user asking about their search.
QUESTION_VETO = 0.25


@dataclass(frozen=True)
class Intake:
    """How a first message reads: the best kind, how sure, why, and every kind's score."""

    kind: Kind
    score: float
    reasons: tuple[str, ...]
    scores: dict[str, float]

    @property
    def confident(self) -> bool:
        """Tell whether the best reading is clear enough to act on without asking."""
        if self.kind in ("greeting", "other"):
            return self.kind == "greeting"
        runner_up = max((s for k, s in self.scores.items() if k != self.kind), default=0.0)
        return self.score >= CONFIDENT_AT and self.score - runner_up >= MARGIN

    def likely(self) -> list[str]:
        """Return the actionable kinds from most to least likely (all of them, in order)."""
        ranked = sorted(self.scores, key=lambda k: -self.scores[k])
        return [k for k in ranked if k in ("employer", "job_posting", "resume", "question")]


def looks_like_resume(text: str) -> bool:
    """Tell whether text reads like a resume: sections, dates and several skills, no job ad."""
    stripped = text.strip()
    if stripped.startswith("{") and '"basics"' in stripped:
        return True
    if len(stripped) < MIN_RESUME_CHARS:
        return False
    voice = POSTING_VOICE + FOREIGN_POSTING_VOICE
    if sum(bool(p.search(stripped)) for p in voice) >= POSTING_VOICE_VETO:
        return False  # an employer describing its opening, with dates and a skills list
    sections = {m.group(2).lower() for m in SECTION.finditer(stripped)}
    skills = len(find_skills(stripped))
    has_years = len(YEAR.findall(stripped)) >= 2
    if len(sections) >= 2 and skills >= 2:
        return True
    return has_years and skills >= 4


def is_tracker_question(text: str) -> bool:
    """Tell whether text is the user asking about their own job search (not an employer)."""
    stripped = text.strip()
    return len(stripped) <= MAX_TRACKER_QUESTION_CHARS and bool(TRACKER_WORDS.search(stripped))


def _score(
    signals: tuple[Signal, ...], text: str, reasons: list[str], *, topical: bool = True
) -> float:
    """Add up the weights of the signals found in text, noting each one's reason.

    Topical evidence alone stays below CONFIDENT_AT: job words are not a message to you.
    """
    directed = subject = 0.0
    for signal in signals:
        if signal.topical and not topical:
            continue
        hits = len(signal.pattern.findall(text))
        if hits:
            weight = signal.weight * min(hits, signal.max_hits)
            if signal.topical:
                subject += weight
            else:
                directed += weight
            if signal.reason not in reasons:
                reasons.append(signal.reason)
    return round(min(directed + min(subject, TOPICAL_CAP), 1.0), 3)


def _question_score(text: str) -> float:
    if is_tracker_question(text):
        return 0.8
    short = len(text) <= MAX_TRACKER_QUESTION_CHARS
    asks = text.endswith(("?", "？", "؟")) or bool(QUESTION_START.match(text))
    return UNSURE_QUESTION_SCORE if short and asks else 0.0


def route(text: str, *, forwarded: bool = False) -> Intake:
    """Read a new conversation's first message: resume, employer message, posting, question."""
    stripped = text.strip()
    if not stripped:
        return Intake("other", 0.0, (), {})
    if GREETING.match(stripped) or GREETING_MORE.match(stripped):
        return Intake("greeting", 1.0, ("a greeting",), {})
    employer_reasons: list[str] = []
    posting_reasons: list[str] = []
    resume = looks_like_resume(stripped)
    # A resume is full of job words: only evidence aimed at the reader counts against it.
    signals = EMPLOYER_SIGNALS + FOREIGN_EMPLOYER_SIGNALS
    employer = _score(signals, stripped, employer_reasons, topical=not resume)
    posting = _score(
        POSTING_SIGNALS + FOREIGN_POSTING_SIGNALS, stripped, posting_reasons, topical=not resume
    )
    if forwarded:
        employer = max(employer, FORWARDED_SCORE)
        employer_reasons.insert(0, "it was forwarded")
    scores = {  # on a tie the earlier kind wins: a posting's "you" does not make it a letter
        "resume": RESUME_SCORE if resume else 0.0,
        "job_posting": posting,
        "employer": employer,
        "question": 0.0 if employer >= QUESTION_VETO else _question_score(stripped),
    }
    best = max(scores, key=lambda k: scores[k])
    if scores[best] == 0.0:
        return Intake("other", 0.0, (), scores)
    reasons = {
        "resume": ("sections, dates and skills like a resume",),
        "employer": tuple(employer_reasons),
        "job_posting": tuple(posting_reasons),
        "question": ("a short question about your job search",),
    }[best]
    return Intake(best, scores[best], reasons, scores)  # type: ignore[arg-type]


def classify(text: str, *, forwarded: bool = False) -> Kind:
    """Return the most likely kind of a conversation's first message."""
    return route(text, forwarded=forwarded).kind
