"""Sentences a revise instruction dictates: "ask them about X", "mention that I ...".

The user's own words become the sentence, so nothing is invented: a question is put to the
employer as asked, and a statement is added only when the user states it about themselves.
"""

from __future__ import annotations

import re

_ASK = re.compile(
    r"\bask (?:them|him|her|the recruiter|the employer)?\s*(for|about|whether|if|when|what|how"
    r"|who|where|why)\s+([^.;!?\n]{3,120})",
    re.IGNORECASE,
)
_STATE = re.compile(
    r"\b(?:mention|say|add|note|tell (?:them|him|her)|let (?:them|him|her) know)\s+(?:that\s+)?"
    r"((?:I|I'm|I've|I'd|I'll|my)\b[^.;!?\n]{3,160})",
    re.IGNORECASE,
)
# The user speaks of the employer in the third person; the draft speaks to them.
_TO_THEM = (
    (r"\bthey're\b", "you're"),
    (r"\bthey are\b", "you are"),
    (r"\bthey\b", "you"),
    (r"\bthem\b", "you"),
    (r"\btheir\b", "your"),
)
_FRAMES = {
    "for": "Could you share {rest}?",
    "about": "Could you tell me more about {rest}?",
    "whether": "Could you let me know whether {rest}?",
    "if": "Could you let me know if {rest}?",
}


def added_sentences(text: str) -> tuple[str, ...]:
    """Return the sentences an instruction asks to add, in the user's own words."""
    added = [_question(m.group(1).lower(), m.group(2)) for m in _ASK.finditer(text)]
    added += [_statement(m.group(1)) for m in _STATE.finditer(text)]
    return tuple(added)


def _question(word: str, rest: str) -> str:
    rest = _addressed(_clause(rest))
    frame = _FRAMES.get(word, "Could you let me know {word} {rest}?")
    return frame.format(word=word, rest=rest)


def _statement(clause: str) -> str:
    clause = _clause(clause)
    return clause[0].upper() + clause[1:] + "."


def _clause(text: str) -> str:
    """Cut a clause at the next instruction ("..., and make it shorter")."""
    cut = re.split(r",?\s+(?:and|then)\s+(?:make|keep|also|say|mention|ask)\b", text, maxsplit=1)
    return cut[0].strip(" ,")


def _addressed(text: str) -> str:
    for pattern, replacement in _TO_THEM:
        text = re.sub(pattern, replacement, text, flags=re.IGNORECASE)
    return text
