"""Revise a reply deterministically: apply a judge's feedback to the previous draft."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.reply.draft_checks import (
    RISK_TOPICS,
    claims_skill,
    find_leaks,
    has_greeting,
    has_sign_off,
    is_addressed,
    is_deferred,
    mentions,
    questions_in,
    sentences,
    topics_in,
    word_count,
)
from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult
from agent.reply.templates import (
    DEFERRALS,
    GENERIC,
    compose,
    deferral_topics,
    greeting,
    sign_off,
    skill_denial,
)

MAX_SENTENCES_SHORT = 6
_LONG_SENTENCE_WORDS = 35
_MIN_KEPT_WORDS = 8  # less than this is not worth keeping: write afresh
_SHORTER = re.compile(r"\b(?:shorten|shorter|too long|concise|brief|trim)\b", re.IGNORECASE)
_REMOVE = re.compile(r"^\s*-?\s*Remove:\s*(.+?)\s*(?:\([^()]*\))?\s*$", re.IGNORECASE | re.M)
_SLANG_FIXES = {
    "gonna": "going to",
    "wanna": "want to",
    "gotta": "have to",
    "thx": "thanks",
    "pls": "please",
    "btw": "by the way",
    "ur": "your",
    "lol": "",
    "omg": "",
    "dude": "",
}


@dataclass
class ReplyCase:
    """What a revision needs to know about the message being answered."""

    text: str
    message: EmployerMessage
    screen: ScreenResult
    profile: ProfileContext


def revise(previous: str, feedback: str, case: ReplyCase) -> str:
    """Return a revised draft addressing `feedback`; a fresh one when nothing changes."""
    fresh = compose(case.text, case.message, case.screen, case.profile)
    if any(f.category == "scam" for f in case.screen.flags) or not previous.strip():
        return fresh
    head, body, closing = split_draft(previous)
    body = [_fix_tone(s) for s in body if _keep(s, feedback, case)]
    if word_count(" ".join(body)) < _MIN_KEPT_WORDS:
        return fresh
    if _SHORTER.search(feedback) or word_count(" ".join(body)) > 200:
        body = _shorten(body)
    body += _missing(" ".join(body), feedback, case)
    parts = [head or greeting(case.message), " ".join(body), closing or sign_off(case.profile)]
    revised = "\n\n".join(p for p in parts if p)
    return fresh if revised.strip() == previous.strip() else revised


def split_draft(draft: str) -> tuple[str, list[str], str]:
    """Split a draft into its greeting line, body sentences and closing lines."""
    lines = [line.strip() for line in draft.strip().splitlines()]
    head = ""
    if lines and has_greeting(lines[0]) and word_count(lines[0]) <= 5:
        head, lines = lines[0], lines[1:]
    closing: list[str] = []
    if has_sign_off("\n".join(lines)):
        filled = [i for i, line in enumerate(lines) if line]
        start = next(i for i in filled[-3:] if has_sign_off(lines[i]))
        lines, closing = lines[:start], lines[start:]
    return head, sentences("\n".join(lines)), "\n".join(c for c in closing if c)


def _keep(sentence: str, feedback: str, case: ReplyCase) -> bool:
    """Drop sentences that leak, claim an unbacked skill, or that feedback asks to remove."""
    if find_leaks(sentence, case.profile, case.text):
        return False
    if any(claims_skill(sentence, n) for n in case.screen.unknown_skills):
        return False
    removals = [m.group(1).strip() for m in _REMOVE.finditer(feedback)]
    return not any(r and r.lower() in sentence.lower() for r in removals)


def _shorten(body: list[str]) -> list[str]:
    """Keep the essential sentences: the first two, deferrals, and then fill to the limit."""
    short = [s for s in body if word_count(s) <= _LONG_SENTENCE_WORDS]
    keep = short[:2] + [s for s in short[2:] if topics_in(s)]
    rest = [s for s in short if s not in keep]
    keep += rest[: max(0, MAX_SENTENCES_SHORT - len(keep))]
    return [s for s in short if s in keep]


def _missing(body: str, feedback: str, case: ReplyCase) -> list[str]:
    """Return the deferrals, denials and answers the body still lacks."""
    wanted = deferral_topics(case.text, case.screen)
    wanted += [t for t in topics_in(feedback) if t in RISK_TOPICS and t not in wanted]
    added = [DEFERRALS[t] for t in wanted if not is_deferred(body, t)]
    unbacked = [n for n in case.screen.unknown_skills if not mentions(body, n)]
    if unbacked:
        added.append(skill_denial(unbacked, empty_profile=not case.profile.skills))
    questions = case.message.questions or questions_in(case.text)
    so_far = " ".join([body, *added])
    if any(not is_addressed(q, so_far, case.profile) for q in questions):
        added.append(GENERIC.format(what="your other questions" if added else "your questions"))
    return added


def _fix_tone(sentence: str) -> str:
    """Replace slang, shouting and exclamation marks with plain wording."""
    for slang, plain in _SLANG_FIXES.items():
        sentence = re.sub(rf"\b{slang}\b", plain, sentence, flags=re.IGNORECASE)
    sentence = re.sub(r"\b[A-Z]{5,}\b", lambda m: m.group(0).capitalize(), sentence)
    sentence = re.sub(r"!+", ".", sentence)
    return re.sub(r"\s+([.,;:?])", r"\1", " ".join(sentence.split()))
