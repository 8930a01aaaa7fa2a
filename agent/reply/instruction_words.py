"""Read a user's revise instruction: which changes it asks for, in the many ways people say it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.offline.taxonomy import lookup
from agent.reply.draft_checks import named_skills
from agent.reply.instruction_sentences import added_sentences

USER_ASKS = "The user asks: "


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_DAY_OR_TIME = (
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|\d{1,2}(?::\d{2})?\s?(?:am|pm))\b"
)
# "Thursday works", "2pm is fine": the user takes the time offered.
_FINE = r"\s*(?:works|is (?:fine|good|ok(?:ay)?|perfect|great)|suits me|sounds good)\b"

# One family per change; each lists the usual ways of saying it, not one phrase.
OPS: dict[str, re.Pattern[str]] = {
    "decline": _p(
        r"\bdecline|\bnot interested\b|\bturn (?:it|this|them|him|her|the \w+) down|\bsay no\b"
        r"|\bpass on|\breject (?:it|this|them|the (?:offer|role|job|invitation))"
        r"|\bno,? thanks?\b|\bthanks,? but no\b|\bnot for me\b|\bwithdraw|\bback out"
        r"|\bdon'?t want (?:it|this|the (?:job|role|offer))|\bnot (?:going to )?(?:pursue|proceed)"
    ),
    "accept": _p(
        r"\baccept|\bsay yes\b|\byes to\b|\bagree to (?:the|that|this)"
        r"|\bconfirm (?:the|that|this|it)\b|\btake (?:the|that|this) (?:slot|time|call|interview)"
        r"|\bgo ahead with\b|\bbook (?:it|the)"
        rf"|\b(?:that|the|this) (?:time|slot|day){_FINE}|{_DAY_OR_TIME}[^.;!?\n]{{0,30}}?{_FINE}"
    ),
    "propose_times": _p(
        r"\bpropose|\bsuggest (?:some |a few )?(?:times|slots|a time)|\boffer times"
        r"|\b(?:other|another|different|alternative|new) (?:times?|slots?|days?|dates?)\b"
        r"|\b(?:can'?t|cannot|can not) (?:do|make)\b|\b(?:doesn'?t|does not|won'?t) work\b"
        r"|\breschedul|\bnot (?:free|available) (?:then|on|at)\b"
    ),
    "shorter": _p(
        r"\bshort|\bconcise|\bbrief|\btrim|\bless wordy|\btoo (?:long|wordy)|\bcut (?:it|this) down"
        r"|\btighten|\bpunchier|\bsuccinct|\bcondense|\bcrisper|\bto the point|\bfewer words"
        r"|\bcut (?:the |out the )?(?:fluff|waffle|padding)|\bless (?:rambling|verbose)"
    ),
    "longer": _p(
        r"\blonger|\bmore detail|\bexpand|\belaborate|\btoo short|\bsay more"
        r"|\bflesh (?:it |this )?out|\bmore (?:depth|context|substance)|\bbeef (?:it |this )?up"
        r"|\bfuller|\btoo (?:terse|curt)"
    ),
    "warmer": _p(
        r"\bwarm|\bfriendl|\benthusias|\bmore personal|\bless (?:formal|stiff|cold|robotic|stuffy)"
        r"|\bcasual|\btoo (?:stiff|cold|formal|robotic)|\bexcited|\bupbeat|\bmore human"
        r"|\brelaxed|\bcheerful|\bkinder\b|\bnicer\b"
    ),
    "formal": _p(
        r"\bmore formal|\bformal\b|\bmore professional|\bless (?:casual|chatty)|\bbusinesslike"
        r"|\bpolite\b|\bmore respectful|\btone (?:it|this) down|\bmore serious"
        r"|\btoo (?:casual|chatty)"
    ),
}
_NEGATED = ("less formal", "too formal", "less professional")
# "mention Python", "can you add that I know Kubernetes", "say I've used Docker".
_MENTION = _p(
    r"\b(?:mention|add|include|highlight|talk about|bring up|note|point out|emphasi[sz]e"
    r"|stress|showcase|say|tell (?:them|him|her))\b\s+(?:that\s+)?(?:my\s+)?(.+)"
)
_DROP = _p(
    r"\b(?:drop|remove|delete|cut|leave out|skip|take out|get rid of|lose|omit)\s+(?:the\s+)?"
    r"(?:(first|second|third|last|final)\s+)?(paragraph|sentence|part|bit|line)s?"
    r"(?:\s+(?:about|on|mentioning)\s+([\w\s.+#-]{2,40}))?"
)
_DONT_MENTION = _p(
    r"\b(?:don'?t|do not|no need to|stop|without) (?:mention|talk about|bring up|bring)(?:ing)?"
    r"\s+(?:my\s+|the\s+)?([\w.+#-]{2,40})"
)
_DROP_NAMED = _p(
    r"\b(?:drop|remove|delete|cut|leave out|take out|get rid of|lose|omit)\s+(?:the\s+)?"
    r"([\w.+#-]{2,40})\s+(?:paragraph|sentence|part|bit|line)\b"
)
_TIMES = _p(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week)\b[^.;!?\n]{0,40}"
    r"|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b[^.;!?\n]{0,20}"
)
# Times the user cannot do are not the ones to propose: "I can't make Thursday".
_UNAVAILABLE = _p(
    r"\b(?:can'?t|cannot|can not) (?:do|make)\s+[^.;!?\n]{0,40}?(?=\s*(?:[,.;!?]|\bbut\b|\bso\b|"
    r"\bpropose\b|\bsuggest\b|$))|\b[^.;!?\n,]{0,40}?\b(?:doesn'?t|does not|won'?t) work\b"
)

_FINE_TAIL = _p(_FINE + r".*$")


@dataclass(frozen=True)
class Instruction:
    """What the user asked a revision to do."""

    ops: tuple[str, ...]
    skills: tuple[str, ...] = ()
    times: str = ""
    drop: tuple[str, str] | None = None  # (ordinal or "", topic or "")
    added: tuple[str, ...] = ()  # sentences dictated by the user ("ask them about ...")

    @property
    def understood(self) -> bool:
        """Tell whether anything in the instruction can be carried out."""
        return bool(self.ops or self.skills or self.drop or self.added)


def user_instruction(feedback: str) -> str:
    """Return the user's own words from revise feedback, or "" for the judge's feedback."""
    return feedback[len(USER_ASKS) :].strip() if feedback.startswith(USER_ASKS) else ""


def parse_instruction(text: str) -> Instruction:
    """Read which changes an instruction asks for."""
    ops = tuple(op for op, pattern in OPS.items() if pattern.search(text))
    if "formal" in ops and any(n in text.lower() for n in _NEGATED):
        ops = tuple(op for op in ops if op != "formal")
    drop = _drop(text)
    skills = () if drop and drop[1] else _skills(text)
    available = _UNAVAILABLE.sub(" ", text)
    times = " or ".join(_FINE_TAIL.sub("", m.group(0)).strip() for m in _TIMES.finditer(available))
    return Instruction(ops, skills, times, drop, added_sentences(text))


def _drop(text: str) -> tuple[str, str] | None:
    """Return (ordinal, topic) of the part to drop, or None."""
    match = _DROP.search(text)
    if match:
        return match.group(1) or "", (match.group(3) or "").strip()
    named = _DONT_MENTION.search(text) or _DROP_NAMED.search(text)
    return ("", named.group(1).strip()) if named else None


def _skills(text: str) -> tuple[str, ...]:
    """Return the named technologies the instruction wants mentioned."""
    mention = _MENTION.search(text)
    if not mention:
        return ()
    clause = mention.group(1)
    found = named_skills(clause)
    for chunk in re.split(r",|\band\b|\bor\b", clause):
        info = lookup(chunk.strip(" .!?"))
        if info and info.name not in found:
            found.append(info.name)
    return tuple(found)
