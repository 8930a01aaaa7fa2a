"""Carry out a user's revise instruction on a draft without a model: shorter, warmer, decline..."""

from __future__ import annotations

import re

from agent.reply.asks import PLACEHOLDER, find_asks
from agent.reply.draft_checks import (
    RISK_TOPICS,
    claims_skill,
    defers,
    mentions,
    sentences,
    skills_in,
    topics_in,
    word_count,
)
from agent.reply.instruction_words import (
    USER_ASKS,
    Instruction,
    parse_instruction,
    user_instruction,
)
from agent.reply.model import EmployerMessage, ProfileContext
from agent.reply.shorten import shorter
from agent.reply.slots import Slot, named_slot, proposed_slot
from agent.reply.templates import about, pick_sentence, skill_denial, skill_fact

_ORDINALS = {"first": 0, "second": 1, "third": 2, "last": -1, "final": -1}
_CONTRACTIONS = {
    "I'd": "I would", "I'm": "I am", "I've": "I have", "I'll": "I will", "don't": "do not",
    "can't": "cannot", "won't": "will not", "haven't": "have not", "it's": "it is",
    "we've": "we have", "that's": "that is", "Thanks": "Thank you", "let's": "let us",
}  # fmt: skip
WARM_OPENING = "It was really nice to hear from you."
WARM_CLOSING = "Looking forward to hearing from you."
WARM_BRIEF = "So nice to hear from you!"
LONGER_CLOSING = (
    "Thank you again for your time - I'd welcome the chance to learn more about the team."
)
DECLINE = (
    "Thank you for thinking of me{about}. After careful consideration, I've decided not to "
    "pursue this opportunity at this time, but I'd be glad to stay in touch."
)
ACCEPT = "Thank you for the invitation{about} - that works for me, and I look forward to it."
ACCEPT_SLOT = (
    "Thank you for the invitation{about}. {slot} works for me for the {meeting}, and I look "
    "forward to it."
)
ACCEPT_DAY = (
    "Thank you for the invitation{about}. {slot} works for me for the {meeting} - what time "
    "would suit you best?"
)
# Accepting an offer is the user's decision on terms the draft cannot check: they confirm it.
ACCEPT_OFFER = (
    "Thank you very much for the offer{about} - I'm delighted to accept it "
    "[confirm the terms before sending]."
)
ACCEPT_TIMES = "I'm available [your available days and times]."
SLOT_DECLINED = "Unfortunately {slot} doesn't work for me."
PROPOSE = "Would {times} work for you?"
PROPOSE_BLANK = "[your two or three preferred times]"


__all__ = ["USER_ASKS", "Instruction", "apply_instruction", "parse_instruction", "user_instruction"]


def apply_instruction(
    draft: str,
    instruction: Instruction,
    message: EmployerMessage,
    profile: ProfileContext,
    *,
    text: str = "",
) -> str:
    """Return the draft changed as the instruction asks; structure (greeting, sign-off) kept.

    `text` is the employer's message: a slot it proposes is what "accept" or "propose other
    times" acts on.
    """
    greeting, body, closing = _split(draft)
    ops = instruction.ops
    slot = proposed_slot(text)
    if "decline" in ops:
        body = [DECLINE.format(about=about(message, prep="for"))]
    elif "accept" in ops and "propose_times" not in ops:
        slot = _accepted_slot(slot, instruction.times)
        body = [_accepted(message, slot, text), *_without_scheduling(_without_opener(body))]
    if "propose_times" in ops or (instruction.times and not {"decline", "accept"} & set(ops)):
        times = PROPOSE.format(times=instruction.times or PROPOSE_BLANK)
        turned_down = SLOT_DECLINED.format(slot=slot.text(start=False)) + " " if slot else ""
        body = [*_without_scheduling(body), turned_down + times]
    body = _drop(body, instruction.drop)
    body += _mentions(instruction.skills, profile, " ".join(body))
    if "shorter" in ops:
        body = shorter(body)
    if "longer" in ops:
        body = _longer(body, text, profile)
    body = _with_added(body, instruction.added, profile)
    if "warmer" in ops:
        greeting, body, closing = _warmer(greeting, body, closing, brief="shorter" in ops)
    if "formal" in ops:
        greeting, body, closing = _formal(greeting, body, closing)
    return "\n\n".join(p for p in (greeting, *body, closing) if p.strip())


def _accepted_slot(proposed: Slot | None, times: str) -> Slot | None:
    """Return the slot the user accepts: the day and time they name win over the employer's.

    "Say Tuesday at 10am works" to "a call Tuesday or Wednesday?" accepts Tuesday at 10am; a bare
    "say Tuesday works" keeps the time the employer proposed for that Tuesday.
    """
    given = named_slot(times) if times else None
    if given is None:
        return proposed or (Slot(times) if times else None)
    if proposed is None:
        return given
    same_day = given.day.lower().removeprefix("on ") in proposed.day.lower()
    if proposed.time and not given.time and same_day:
        return proposed
    return Slot(given.day, given.time, proposed.meeting)


def _accepted(message: EmployerMessage, slot: Slot | None, text: str) -> str:
    """Return the sentence accepting the invitation, naming the proposed slot when known.

    With no slot proposed, times the employer asked for are left for the user to give.
    """
    if message.kind == "offer":
        return ACCEPT_OFFER.format(about=about(message, prep="for"))
    invitation = _invitation(message)
    if slot is None:
        asked = any(a.kind == "availability" for a in find_asks(text))
        times = (pick_sentence(text) or ACCEPT_TIMES) if asked else ""
        return ACCEPT.format(about=invitation) + (f" {times}" if times else "")
    template = ACCEPT_SLOT if slot.time else ACCEPT_DAY
    return template.format(about=invitation, slot=slot.text(), meeting=slot.meeting)


def _invitation(message: EmployerMessage) -> str:
    """Return " to talk about the <role> role", or " from <company>", to follow "invitation"."""
    where = about(message)
    return f" to talk{where}" if where.startswith(" about") else where


def _without_opener(body: list[str]) -> list[str]:
    """Drop the opening thanks: an acceptance thanks them itself."""
    return body[1:] if body and body[0].startswith("Thank you") else body


def _split(draft: str) -> tuple[str, list[str], str]:
    """Split a draft into greeting line, body paragraphs and the closing lines."""
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", draft.strip()) if p.strip()]
    greeting = paragraphs.pop(0) if paragraphs and word_count(paragraphs[0]) <= 5 else ""
    closing = paragraphs.pop() if paragraphs and word_count(paragraphs[-1]) <= 6 else ""
    return greeting, paragraphs, closing


def _without_scheduling(body: list[str]) -> list[str]:
    """Drop sentences asking the employer for times (the user gives or accepts them)."""
    kept = [
        " ".join(
            s
            for s in sentences(p)
            if not re.search(r"times|slots|available|works for me|book a time", s, re.I)
        )
        for p in body
    ]
    return [p for p in kept if p]


def _drop(body: list[str], drop: tuple[str, str] | None) -> list[str]:
    if drop is None or not body:
        return body
    ordinal, topic = drop
    if topic:
        kept = [" ".join(s for s in sentences(p) if topic.lower() not in s.lower()) for p in body]
        return [p for p in kept if p]
    index = _ORDINALS.get(ordinal.lower(), -1)
    parts = body if len(body) > 1 else sentences(body[0])
    # One paragraph only: drop its first or last sentence rather than the whole reply.
    kept = [p for i, p in enumerate(parts) if i != (index % len(parts))]
    return kept if len(body) > 1 else [" ".join(kept)] if kept else body


def _with_added(body: list[str], added: tuple[str, ...], profile: ProfileContext) -> list[str]:
    """Add the user's dictated sentences; one that fills a blank replaces the blank's sentence.

    A sentence claiming a skill the profile lacks is left out: the mention path answers it.
    """
    known = profile.skill_names()
    for sentence in added:
        if any(
            claims_skill(sentence, s)
            for s in skills_in(sentence, profile)
            if s.lower() not in known
        ):
            continue
        flat = [s for p in body for s in sentences(p)]
        blank = next((s for s in flat if _fills(sentence, s)), None)
        blank = blank or next((s for s in flat if _settles(sentence, s)), None)
        if blank is not None:
            body = [p.replace(blank, sentence) for p in body]
        elif sentence not in " ".join(body):
            body = [*body, sentence]
    return body


def _settles(sentence: str, candidate: str) -> bool:
    """Tell whether the user's `sentence` answers a topic `candidate` only put off for later."""
    if PLACEHOLDER.search(candidate):
        return False  # a blank is the user's to fill: _fills decides
    return any(defers(candidate, topic) for topic in topics_in(sentence) if topic in RISK_TOPICS)


def _fills(sentence: str, candidate: str) -> bool:
    """Tell whether `sentence` states what `candidate` leaves blank ("My notice is [...]")."""
    stem = candidate.split("[", 1)[0].strip().lower()
    return "[" in candidate and len(stem) >= 8 and sentence.lower().startswith(stem)


def _mentions(skills: tuple[str, ...], profile: ProfileContext, said: str) -> list[str]:
    """Add a sentence per skill: a fact when the profile backs it, an honest denial if not."""
    known = {s.name.lower(): s for s in profile.skills}
    facts = [skill_fact(known[n.lower()]) for n in skills if n.lower() in known]
    missing = [n for n in skills if n.lower() not in known and not mentions(said, n)]
    denial = [skill_denial(missing, empty_profile=not profile.skills)] if missing else []
    return [f for f in facts if f not in said] + denial


def _longer(body: list[str], text: str, profile: ProfileContext) -> list[str]:
    """Add facts on up to two profile skills, those the message names first, and a closing."""
    said = " ".join(body)
    named = {n.lower() for n in skills_in(text, profile)}
    ranked = sorted(profile.skills, key=lambda s: s.name.lower() not in named)
    extra = [skill_fact(s) for s in ranked if not mentions(said, s.name)][:2]
    extra.append(LONGER_CLOSING)
    return [*body, " ".join(extra)]


def _warmer(
    greeting: str, body: list[str], closing: str, *, brief: bool = False
) -> tuple[str, list[str], str]:
    """Warm the greeting, opening and sign-off; with `brief`, in as few words as possible."""
    greeting = "Hi there," if greeting in ("", "Hello,") else greeting.replace("Dear ", "Hi ")
    if brief and body and WARM_BRIEF not in body[0]:
        body = [f"{WARM_BRIEF} {body[0]}", *body[1:]]
    if not brief and WARM_OPENING not in body:
        body = [WARM_OPENING, *body]
    if not brief and WARM_CLOSING not in body:
        body = [*body, WARM_CLOSING]
    return greeting, body, re.sub(r"^(?:Best|Kind) regards,", "Warm regards,", closing)


def _formal(greeting: str, body: list[str], closing: str) -> tuple[str, list[str], str]:
    if greeting in ("", "Hello,", "Hi there,"):
        greeting = "Dear Hiring Team,"
    greeting = re.sub(r"^(?:Hi|Hey)\b", "Dear", greeting)
    body = [_expand(p).replace("Yes, ", "") for p in body]
    return greeting, body, re.sub(r"^(?:Best|Warm) regards,", "Kind regards,", closing)


def _expand(text: str) -> str:
    for short, full in _CONTRACTIONS.items():
        text = re.sub(rf"(?<![\w']){re.escape(short)}(?![\w'])", full, text)
    # "glad to talk - could you share ..." becomes two sentences; other dashes a comma.
    question = r" - ((?:could|would|can|what|when|which|how) )"
    text = re.sub(question, lambda m: ". " + m.group(1).capitalize(), text)
    return text.replace(" - ", ", ")
