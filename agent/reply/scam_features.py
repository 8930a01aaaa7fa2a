"""Broad scam features: each family of evidence read from the whole message, not one phrase."""

from __future__ import annotations

import re
from typing import NamedTuple

from agent.reply.scam_base import FLAGS, cue_match
from agent.reply.scam_cues import CUES, FREE_HOST, FREE_MAIL
from agent.reply.scam_langs import applied, lang_matches

__all__ = ["CUES", "FREE_HOST", "FREE_MAIL", "Feature", "family_strengths", "features"]


class Feature(NamedTuple):
    """One family's cue: its family, strength (0-1) and the span it was read from."""

    family: str
    strength: float
    start: int
    end: int


_APPLIED = re.compile(
    r"\byour\s+(?:job\s+)?application\b|\byou\s+(?:recently\s+)?applied\b|\bfor\s+applying\b",
    FLAGS,
)

# A delivery or driving job: pay per order, drop or trip, paid weekly, is how such work pays.
_DELIVERY_JOB = re.compile(
    r"\b(?:delivery|courier|dispatch)\s+(?:riders?|drivers?|partners?|associates?|executives?)\b"
    r"|\b(?:bike|motorbike|motorcycle|scooter|van|cab|taxi|multi-?drop)\s+(?:riders?|drivers?|couriers?)\b",
    FLAGS,
)
_DELIVERY_PAY = 0.4  # as weak as an hourly rate
# Pressure read twice from the same words ("start ASAP" and "ASAP") is one sign, not two; so is
# one wage read as "Pay: $30.13" and as "$30.13/hr".
_READ_ONCE = frozenset({"urgency", "money"})


def features(text: str) -> list[Feature]:
    """Return every cue found in normalised text, at most one per pattern (its first match)."""
    found: list[Feature] = []
    for family, strength, pattern in CUES:
        match = cue_match(pattern, text)
        if match:
            found.append(Feature(family, strength, *match.span()))
    found = _once(found)
    found += [Feature(*m) for m in lang_matches(text, [(f.family, f.start, f.end) for f in found])]
    if _APPLIED.search(text) or applied(text):
        found = [f for f in found if f.family != "unsolicited"]
    if _DELIVERY_JOB.search(text):
        found = _pay_of_delivery_work(found)
    return found


def _pay_of_delivery_work(found: list[Feature]) -> list[Feature]:
    """Count a delivery job's pay once and weakly: riders are paid per drop and weekly."""
    money = [f for f in found if f.family == "money"]
    if not money:
        return found
    first = min(money, key=lambda f: f.start)
    weak = first._replace(strength=min(first.strength, _DELIVERY_PAY))
    return [weak if f is first else f for f in found if f.family != "money" or f is first]


def _once(found: list[Feature]) -> list[Feature]:
    """Keep, of the cues of a read-once family that read the same words, only the strongest."""
    kept: list[Feature] = []
    for cue in sorted(found, key=lambda f: -f.strength):
        if cue.family in _READ_ONCE and _counted(kept, cue.family, cue.start, cue.end):
            continue
        kept.append(cue)
    return sorted(kept, key=found.index)


def _counted(found: list[Feature], family: str, start: int, end: int) -> bool:
    """Tell whether another cue of the same family already read these words."""
    return any(f.family == family and f.start < end and start < f.end for f in found)


def family_strengths(found: list[Feature]) -> dict[str, float]:
    """Return each family's strength: its strongest cue plus half of the next, at most 1."""
    strengths: dict[str, float] = {}
    for family in dict.fromkeys(f.family for f in found):  # first-seen order, not hash order
        ranked = sorted((f.strength for f in found if f.family == family), reverse=True)
        extra = ranked[1] / 2 if len(ranked) > 1 else 0.0
        strengths[family] = min(1.0, ranked[0] + extra)
    return strengths
