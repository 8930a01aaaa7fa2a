"""Scam evidence from words together: pay beside little effort, requirements anyone meets."""

from __future__ import annotations

import re
from typing import NamedTuple

from agent.reply.scam_base import MEDIUM, MONEY, WEAK

STRONG_LIST_WEIGHT = 0.7  # three or more kinds of requirement that anyone meets, and nothing else
FLAGS = re.IGNORECASE | re.MULTILINE

# A small amount of effort: minutes or a few hours, from your phone, in spare time, no experience.
_EFFORT = re.compile(
    r"(?:only|just)\s+(?:work\s+)?\d+\b|\b\d+\s*(?:-|to)\s*\d+\s+(?:minutes|mins|hours|hrs)\b"
    r"(?!\s+(?:a|per|each|every)\s+(?:week|month))"  # "10-15 hours a week" is a part-time job
    r"|\b\d+\s+(?:minutes|mins|hours|hrs)\s+(?:a|per|each)\s+day\b|\ba\s+few\s+(?:minutes|hours)\b"
    r"|\bfrom\s+your\s+(?:phone|mobile|couch|bed|sofa)\b|\b(?:spare|free|leisure)\s+time\b"
    r"|\bno\s+(?:skills?|experience)\b",
    FLAGS,
)
# Being paid: earning words or an amount of money.
_PAY = re.compile(rf"\bearn\w*|\bprofits?\b|\bincome\b|\bcommissions?\b|{MONEY}", FLAGS)
_PAIR_REASON = "Pay set beside almost no effort ('earn' for minutes a day) is too good to be true."

# Requirements anyone meets; a job that asks only these asks for nothing.
_TRIVIAL: dict[str, re.Pattern[str]] = {
    "age": re.compile(
        r"\b(?:at\s+least\s+)?\d{2}\s*\+?\s*(?:years?\s+(?:old|of\s+age)|or\s+older)\b"
        r"|\bage\s*:?\s*\d{2}\s*(?:-|to)\s*\d{2}\b",
        FLAGS,
    ),
    "citizen": re.compile(r"\bmust\s+be\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:citizen|resident)\b", FLAGS),
    "internet": re.compile(
        r"\baccess\s+to\s+(?:the\s+)?internet\b|\binternet\s+(?:access|connection)\b"
        r"|\b(?:internet\s+and\s+)?e-?mail\s+skills\b",
        FLAGS,
    ),
    "device": re.compile(
        r"\b(?:need|have|own)\s+(?:only\s+)?(?:a\s+)?(?:smart\s?phone|mobile\s+phone|phone|computer"
        r"|laptop)\b|\b(?:smart\s?phone|computer|laptop)\s+(?:is\s+)?(?:as\s+)?(?:a|the|your)\s+"
        r"(?:basic\s+|only\s+)?requirement\b",
        FLAGS,
    ),
    "bank": re.compile(
        r"\b(?:have|own|with|hold)\s+(?:a\s+|an\s+)?(?:(?:local|active|personal|valid)\s+)?bank"
        r"\s+account\b",
        FLAGS,
    ),
}
_LIST_REASON = "Its requirements are ones anyone meets (age, internet, a phone, a bank account)."


class FamilySign(NamedTuple):
    """A sign read from several words together: its weight, reason and span."""

    weight: float
    reason: str
    start: int
    end: int


def _sentences(text: str) -> list[tuple[int, int]]:
    bounds = [m.end() for m in re.finditer(r"[.!?\n]+", text)]
    starts = [0, *bounds]
    return [(lo, hi) for lo, hi in zip(starts, [*bounds, len(text)], strict=True) if hi > lo]


def effort_pay(text: str) -> list[FamilySign]:
    """Find a sentence that sets earnings beside a trivial amount of effort."""
    for lo, hi in _sentences(text):
        effort = _EFFORT.search(text, lo, hi)
        pay = _PAY.search(text, lo, hi)
        if effort and pay:
            return [FamilySign(MEDIUM, _PAIR_REASON, min(effort.start(), pay.start()), hi)]
    return []


def trivial_requirements(text: str) -> list[FamilySign]:
    """Weigh a list of requirements that anyone meets, by how many kinds it names."""
    found = [m for pattern in _TRIVIAL.values() if (m := pattern.search(text))]
    if len(found) < 2:
        return []
    weight = STRONG_LIST_WEIGHT if len(found) >= 3 else WEAK
    first = min(found, key=lambda m: m.start())
    return [FamilySign(weight, _LIST_REASON, first.start(), first.end())]
