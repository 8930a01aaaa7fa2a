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


def features(text: str) -> list[Feature]:
    """Return every cue found in normalised text, at most one per pattern (its first match)."""
    found: list[Feature] = []
    for family, strength, pattern in CUES:
        match = cue_match(pattern, text)
        if match:
            found.append(Feature(family, strength, *match.span()))
    found += [Feature(*m) for m in lang_matches(text, [(f.family, f.start, f.end) for f in found])]
    if _APPLIED.search(text) or applied(text):
        found = [f for f in found if f.family != "unsolicited"]
    return found


def family_strengths(found: list[Feature]) -> dict[str, float]:
    """Return each family's strength: its strongest cue plus half of the next, at most 1."""
    strengths: dict[str, float] = {}
    for family in dict.fromkeys(f.family for f in found):  # first-seen order, not hash order
        ranked = sorted((f.strength for f in found if f.family == family), reverse=True)
        extra = ranked[1] / 2 if len(ranked) > 1 else 0.0
        strengths[family] = min(1.0, ranked[0] + extra)
    return strengths
