"""The rule screener: deterministic intake plus the risk screen of an employer message."""

from __future__ import annotations

import re

from agent.offline.taxonomy import find_skills, lookup
from agent.reply.intake_rules import (
    collapse,
    extract_message,
    normalize,
    quote_at,
    sentence_spans,
)
from agent.reply.model import EmployerMessage, ProfileContext, RiskFlag, ScreenResult
from agent.reply.risk_rules import risk_flags

__all__ = ["RuleScreener", "extract_message", "screen_rules", "unbacked_skills"]

SHORT_MESSAGE_WORDS = 12
GARBLED_LETTER_RATIO = 0.5
UNSURE_CONFIDENCE = 0.5
GARBLED_CONFIDENCE = 0.3

# Recruiting vocabulary the taxonomy also knows as skills ("hiring", "payroll", "scheduling").
_PROCESS_CATEGORIES = frozenset({"hr"})
_PROCESS_SKILLS = frozenset({"scheduling", "problem solving"})
# Phrases masked before skill matching: "work authorization" is not the skill Authentication.
_NOT_SKILLS = re.compile(
    r"(?:work|employment)\s+authori[sz]ation|authori[sz]ation\s+verification|savings\s+plans?",
    re.IGNORECASE,
)
# A sentence that asks for or requires a skill; other mentions are context, not asks.
_ASKS_SKILL = re.compile(
    r"\?|experience|expertise|proficien|familiar|knowledge|skill|(?:do you|should) know|"
    r"must|requir|need|"
    r"looking for|seeking|strong|background|stack|developer|engineer|programmer|role|position|"
    r"opportunit|subject:|worked with|working with|using|hands-on|years",
    re.IGNORECASE,
)
# Skills the taxonomy only accepts in lists ("Rust", "Go"), read where the text asks for them.
_SELF = re.compile(r"\s*I(?:'m|’m| am| have| was)\b")  # the sender describing themself
_SKILL_CUES = (
    re.compile(
        r"(?:experience|expertise|proficiency|skills?|knowledge|background)\s+(?:with|in|of|using)"
        r"\s+([A-Za-z][\w+#.-]{0,20}?)(?=[\s,.;:!?)]|$)"
    ),
    re.compile(
        r"\b([A-Z][\w+#.-]{0,20}?)\s+(?:experience|expertise|skills|developers?|engineers?|programming)\b"
    ),
)
_EMPLOYER_CUE = re.compile(
    r"\b(?:job|role|position|interview|hiring|hire|recruit\w*|opportunit\w+|team|company|"
    r"salary|offer|candidate|applica\w+|resume|cv|apply|employ\w*|startup|start-up|work|"
    r"engineer\w*|developer|assessment|coding|test|experience|skills?|tech lead|hands-on)\b",
    re.IGNORECASE,
)


def _canonical(name: str) -> str:
    info = lookup(name)
    return (info.name if info else name).lower()


def _cue_skills(text: str, spans: list[tuple[int, int]]) -> list[tuple[str, str]]:
    """Return (skill, quote) for list-only skills named next to an ask ("Rust expertise")."""
    found: list[tuple[str, str]] = []
    for pattern in _SKILL_CUES:
        for match in pattern.finditer(text):
            info = lookup(match.group(1).rstrip("."))
            if info and info.category not in _PROCESS_CATEGORIES:
                found.append((info.name, quote_at(text, spans, *match.span(1))))
    return found


def _asked_skills(text: str, company: str) -> list[tuple[str, str]]:
    """Return (skill, quote) for skills the message asks about or requires."""
    masked = _NOT_SKILLS.sub(lambda m: " " * len(m.group(0)), normalize(text))
    found: list[tuple[str, str]] = []
    for mention in find_skills(masked):
        if mention.category in _PROCESS_CATEGORIES or mention.name.lower() in _PROCESS_SKILLS:
            continue
        if company and mention.name.lower() == company.lower():
            continue
        asks = [e for e in mention.evidence if _ASKS_SKILL.search(e) and not _SELF.match(e)]
        if asks:
            found.append((mention.name, asks[0]))
    seen = {name for name, _ in found}
    extra = [(n, q) for n, q in _cue_skills(masked, sentence_spans(masked)) if n not in seen]
    return found + extra


def _unbacked(text: str, profile: ProfileContext, company: str) -> list[tuple[str, RiskFlag]]:
    """Return (skill, flag) for each asked skill the profile does not back, once per skill."""
    known = {_canonical(n) for n in profile.skill_names()}
    if profile.skills:
        reason = "{skill} is not in your profile; the reply must not claim it."
    else:
        reason = "Your profile has no skills recorded yet, so {skill} is not backed."
    out: dict[str, RiskFlag] = {}
    for name, quote in _asked_skills(text, company):
        if name.lower() not in known and name not in out:
            out[name] = RiskFlag(
                category="unbacked_skill", reason=reason.format(skill=name), quote=quote
            )
    return list(out.items())


def unbacked_skills(text: str, profile: ProfileContext, company: str = "") -> list[RiskFlag]:
    """Flag each skill the message asks about that the profile does not back."""
    return [flag for _, flag in _unbacked(text, profile, company)]


def _dedupe(flags: list[RiskFlag]) -> list[RiskFlag]:
    seen: set[tuple[str, str]] = set()
    kept: list[RiskFlag] = []
    for flag in flags:
        key = (flag.category, flag.quote)
        if key not in seen:
            seen.add(key)
            kept.append(flag)
    return kept


def message_confidence(text: str) -> float:
    """Return how sure the rules can be: lower for tiny, garbled or non-employer text."""
    words = text.split()
    letters = sum(c.isalpha() for c in text)
    if len(words) < 3 or letters < GARBLED_LETTER_RATIO * len(collapse(text)):
        return GARBLED_CONFIDENCE
    if len(words) < SHORT_MESSAGE_WORDS or not _EMPLOYER_CUE.search(text):
        return UNSURE_CONFIDENCE
    return 1.0


def screen_rules(
    text: str, profile: ProfileContext, message: EmployerMessage | None = None
) -> ScreenResult:
    """Screen an employer message with the deterministic rules."""
    company = (message or extract_message(text)).company
    skills = _unbacked(text, profile, company)
    return ScreenResult(
        flags=_dedupe(risk_flags(text)) + [flag for _, flag in skills],
        unknown_skills=[name for name, _ in skills],
        confidence=message_confidence(text),
    )


class RuleScreener:
    """The offline MessageScreener: regex intake and rule flags, no model."""

    async def screen(
        self, text: str, profile: ProfileContext
    ) -> tuple[EmployerMessage, ScreenResult]:
        """Return intake facts and the rule risk screen of `text`."""
        message = extract_message(text)
        return message, screen_rules(text, profile, message)
