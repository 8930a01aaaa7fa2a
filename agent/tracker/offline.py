"""The offline tracker assistant: deterministic answers to the common questions, no model."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Literal

from agent.reply.rules import extract_message
from agent.tracker import answers
from agent.tracker.fit import requirements, skills_gap
from agent.tracker.status import format_status, status_rows
from storage.models import Opportunity, utcnow
from storage.repositories import Repositories

Intent = Literal["prepare", "fit", "action", "overview", "about", "help"]

# Checked in this order: "what should I prepare" is preparation, not a to-do list.
_INTENTS: tuple[tuple[Intent, re.Pattern[str]], ...] = (
    ("prepare", re.compile(r"\b(prepar\w*|get ready|brush up|study|practi[cs]e)\b", re.I)),
    (
        "fit",
        re.compile(
            r"\b(fit|qualif\w*|suited|good match|good candidate|skills? gap|gaps?|"
            r"requirements?|do i have what)\b",
            re.I,
        ),
    ),
    (
        "action",
        re.compile(
            r"\b(action|act on|my (move|turn)|to-?do|waiting (on|for) me|what should i do|"
            r"need(s)? (me|my|to)|respond|follow[- ]?ups?|urgent)\b",
            re.I,
        ),
    ),
    (
        "overview",
        re.compile(
            r"\b(status|overview|where do i stand|summary|list|all (of )?my|how am i doing)\b", re.I
        ),
    ),
)
_CODE = re.compile(r"\bO\d{3,}\b")
_NAME_NOISE = frozenset({"inc", "corp", "corporation", "ltd", "llc", "gmbh", "the", "co", "group"})


def classify(question: str) -> Intent | None:
    """Return which common question this is, or None when no keyword says."""
    for intent, pattern in _INTENTS:
        if pattern.search(question):
            return intent
    return None


def _names(opp: Opportunity) -> list[str]:
    """Return the words a user might call an opportunity by: company (and its words), role."""
    names = [opp.company, opp.role]
    names += [w for w in re.findall(r"[\w&.+-]+", opp.company) if w.lower() not in _NAME_NOISE]
    return [n for n in names if len(n.strip()) >= 2]


def match_opportunities(opps: list[Opportunity], question: str) -> list[Opportunity]:
    """Return the opportunities a question names by id, company or role (case-insensitive)."""
    codes = set(_CODE.findall(question))
    found = []
    for opp in opps:
        named = any(
            re.search(rf"(?<!\w){re.escape(name.strip())}(?!\w)", question, re.I)
            for name in _names(opp)
        )
        if opp.code in codes or named:
            found.append(opp)
    return found


class OfflineTrackerAssistant:
    """Answers tracker questions from the database with fixed rules."""

    def __init__(self, repos: Repositories, clock: Callable[[], datetime] = utcnow) -> None:
        self.repos = repos
        self.clock = clock

    async def answer(self, user_id: str, question: str) -> str:
        """Answer a question about the user's opportunities."""
        opps = await self.repos.opportunities.for_user(user_id)
        if not opps:
            return answers.NO_OPPORTUNITIES
        targets = match_opportunities(opps, question)
        intent = classify(question) or ("about" if targets else "help")
        if intent == "action":
            return answers.actions(opps, self.clock())
        if intent == "overview" and not targets:
            return format_status(status_rows(opps, self.clock()))
        if intent in ("prepare", "fit"):
            return await self._prepare_or_fit(user_id, intent, opps, targets)
        if targets:
            return "\n\n".join([await self._about(opp) for opp in targets[:3]])
        return answers.help_text(opps)

    async def _prepare_or_fit(
        self, user_id: str, intent: Intent, opps: list[Opportunity], targets: list[Opportunity]
    ) -> str:
        """Answer "what should I prepare" / "am I a fit" for the named (or obvious) opportunity."""
        if not targets:
            pool = [o for o in opps if o.stage == "interviewing"] if intent == "prepare" else []
            targets = pool or (opps if len(opps) == 1 else [])
        if not targets:
            return answers.which_one(opps)
        opp = targets[0]
        texts = [ex.employer_text for ex in await self.repos.opportunities.exchanges(opp.id)]
        skills = await self.repos.profiles.skills(user_id)
        gap = skills_gap(requirements(texts, opp.company), skills)
        if intent == "fit":
            return answers.fit(opp, gap, has_profile=bool(skills))
        questions = [q for text in texts for q in extract_message(text).questions]
        return answers.prepare(opp, gap, questions)

    async def _about(self, opp: Opportunity) -> str:
        """Describe one opportunity: stage, time in stage, last activity, latest messages."""
        exchanges = await self.repos.opportunities.exchanges(opp.id)
        return answers.about(opp, exchanges, self.clock())
