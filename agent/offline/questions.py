"""Write natural interview turns (question, explanation, example, follow-up) from templates."""

from __future__ import annotations

import zlib
from typing import Literal

from agent.offline.attributes import parse_attributes
from agent.offline.taxonomy import lookup

TurnKind = Literal["question", "explanation", "example", "follow_up"]
MAX_TURN_CHARS = 300

# Most useful first: what an employer asks about before anything else.
PRIORITY = ("duration", "depth", "production_vs_prototype", "autonomy", "scale", "constraints")

TECH_CATEGORIES = frozenset(
    {"programming_language", "web", "mobile", "database", "cloud", "devops", "data", "ml", "bi",
     "testing", "security", "networking", "embedded", "tools", "software_engineering", "erp"}
)  # fmt: skip

_LEADS: dict[str, tuple[str, ...]] = {
    "duration": (
        "How long have you worked with {skill}?",
        "Roughly how many years (or months) of {skill} do you have?",
        "How long have you been using {skill}?",
    ),
    "depth": (
        "How deep does your {skill} go — day-to-day user, or the person others come to?",
        "How would you rate your {skill}: getting started, comfortable, or expert?",
        "How well do you know {skill}, honestly?",
    ),
    "production_vs_prototype": (
        "Has your {skill} work run in production for real users, or was it prototypes?",
        "Was your {skill} work shipped and used by real people, or more of a demo or POC?",
    ),
    "autonomy": (
        "With {skill}, did you lead the work, own it, work solo, or help as part of a team?",
        "What was your role in the {skill} work: driving it, or supporting others?",
    ),
    "scale": (
        "How big was the {skill} work — users, data volume, requests or team size?",
        "At what scale did you use {skill}? A rough number (users, requests, servers) is perfect.",
    ),
    "constraints": (
        "Did your {skill} work come with tough constraints — deadlines, compliance, latency, cost?",
        "What limits did you have to work within when using {skill}?",
    ),
}
_PEOPLE_LEADS: dict[str, tuple[str, ...]] = {
    "production_vs_prototype": (
        "Have you done {skill} in a real job with real clients, or mainly in training or study?",
        "Was your {skill} experience hands-on with real clients, or more coursework and practice?",
    ),
    "scale": (
        "How big was your {skill} work — how many people, clients or how much budget?",
        "At what scale did you do {skill}? A rough number of people, clients or cases is perfect.",
    ),
    "constraints": (
        "Did your {skill} work come with tough constraints — deadlines, regulations, budget?",
        "What limits did you have to work within when doing {skill}?",
    ),
}
_TAILS: dict[str, tuple[str, ...]] = {
    "duration": ("for how long?", "roughly how many years?"),
    "depth": ("how deep does that go — day-to-day user, or the go-to person?",),
    "production_vs_prototype": ("did it run for real users or stay a prototype?",),
    "autonomy": ("were you leading it or part of a team?", "how much of it was yours?"),
    "scale": ("at what scale (users, data, team size)?",),
    "constraints": ("under what constraints (deadlines, compliance, cost)?",),
}
_PEOPLE_TAILS: dict[str, tuple[str, ...]] = {
    "production_vs_prototype": ("was that with real clients or in training?",),
    "scale": ("at what scale (people, clients, budget)?",),
    "constraints": ("under what constraints (deadlines, regulations, budget)?",),
}
_PLAIN: dict[str, str] = {
    "duration": "roughly how long you've used it (e.g. '2 years' or 'since 2020')",
    "depth": "how well you know it: just starting, comfortable day to day, or the go-to expert",
    "production_vs_prototype": "whether it was real work for real users or clients, or practice",
    "autonomy": "whether you led it, owned it, did it alone, or helped as part of a team",
    "scale": "how big the work was: people, clients, users, data or budget",
    "constraints": "any hard limits you worked under: deadlines, compliance, latency or budget",
}
_WHY = (
    "It helps me describe your experience accurately to employers.",
    "Employers ask about this, so a rough answer already helps.",
    "No need to be precise — a ballpark is fine.",
)
_SCALE_BY_CATEGORY: dict[str, str] = {
    "hr": "a workforce of about 600 employees",
    "legal": "around 30 active cases at a time",
    "sales": "a territory of about 120 accounts",
    "marketing": "campaigns reaching about 200,000 people",
    "fitness": "about 25 regular clients a week",
    "finance": "a budget of about $2M",
    "engineering": "projects worth about $5M",
    "design": "about a dozen client projects a year",
}
_EXAMPLES: dict[str, str] = {
    "duration": "I've used {skill} for about 3 years, most of it in my current job.",
    "depth": "I'm comfortable with {skill} day to day and I'm the one people ask about edge cases.",
    "production_vs_prototype": "It has run in production for real customers since 2022.",
    "autonomy": "I led the {skill} work: I planned it, split the tasks and reviewed the results.",
    "scale": "I used {skill} for {scale}.",
    "constraints": "We had a hard 6-week deadline and strict GDPR rules.",
}
_PEOPLE_EXAMPLES: dict[str, str] = {
    "production_vs_prototype": "I've done {skill} in a real job for paying clients.",
    "constraints": "We had tight deadlines and strict legal and budget rules.",
}
_ACKS = ("Thanks, that helps.", "Got it.", "Good to know.", "Thanks!")


def _pick(options: tuple[str, ...], skill: str, attempt: int, salt: str = "") -> str:
    """Choose a template deterministically: crc32 is stable across processes (hash() is not)."""
    base = zlib.crc32(f"{skill.lower()}|{salt}".encode())
    return options[(base + attempt) % len(options)]


def _is_tech(skill: str) -> bool:
    info = lookup(skill)
    return info is None or info.category in TECH_CATEGORIES


def _templates(attr: str, skill: str, tails: bool = False) -> tuple[str, ...]:
    """Return lead (or tail) templates, worded for technical or people-facing skills."""
    tech, people = (_TAILS, _PEOPLE_TAILS) if tails else (_LEADS, _PEOPLE_LEADS)
    if not _is_tech(skill) and attr in people:
        return people[attr]
    return tech[attr]


def _ranked(missing: list[str]) -> list[str]:
    known = [m for m in PRIORITY if m in missing]
    return known or ["depth"]


def _fit(text: str) -> str:
    text = " ".join(text.split())
    if len(text) <= MAX_TURN_CHARS:
        return text
    cut = text[: MAX_TURN_CHARS - 1].rsplit(" ", 1)[0].rstrip(",;:—- ")
    return cut + "…"


def _question(skill: str, attrs: list[str], attempt: int) -> str:
    lead = _pick(_templates(attrs[0], skill), skill, attempt, attrs[0]).format(skill=skill)
    if len(attrs) < 2:
        return lead
    tail = _pick(_templates(attrs[1], skill, tails=True), skill, attempt, attrs[1])
    return f"{lead.rstrip('?')}, and {tail}"


def _explanation(skill: str, attrs: list[str], attempt: int) -> str:
    asks = "; and ".join(_PLAIN[a] for a in attrs)
    why = _pick(_WHY, skill, attempt, "why")
    return f"Sorry, let me put it more simply. For {skill}, I'd like to know {asks}. {why}"


def _example(skill: str, attrs: list[str]) -> str:
    info = lookup(skill)
    category = info.category if info else ""
    scale = _SCALE_BY_CATEGORY.get(category, "a service with ~50,000 users")
    people = not _is_tech(skill)
    lines = [(_PEOPLE_EXAMPLES.get(a) if people else None) or _EXAMPLES[a] for a in attrs]
    text = " ".join(line.format(skill=skill, scale=scale) for line in lines)
    return f"For example: '{text}' Your own version, roughly, is all I need."


def _follow_up(skill: str, attrs: list[str], attempt: int, last_answer: str) -> str:
    heard = parse_attributes(last_answer) if last_answer else {}
    ack = _pick(_ACKS, skill, attempt, "ack")
    if "duration" in heard:
        ack = f"Thanks, {heard['duration']} of {skill} is useful to know."
    elif heard:
        ack = f"Thanks, noted ({next(iter(heard.values()))})."
    attrs = [a for a in attrs if a not in heard] or attrs
    lead = _pick(_templates(attrs[0], skill), skill, attempt + 1, attrs[0])
    return f"{ack} {lead.format(skill=skill)}"


def write_turn(
    kind: TurnKind, skill: str, missing: list[str], attempt: int, last_answer: str = ""
) -> str:
    """Write one interview turn about a skill's missing attributes, at most 300 characters."""
    attrs = _ranked(missing)[:2]
    if kind == "explanation":
        return _fit(_explanation(skill, attrs, attempt))
    if kind == "example":
        return _fit(_example(skill, attrs))
    if kind == "follow_up":
        return _fit(_follow_up(skill, attrs, attempt, last_answer))
    return _fit(_question(skill, attrs, attempt))
