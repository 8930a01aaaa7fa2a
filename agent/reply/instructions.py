"""Carry out a user's revise instruction on a draft without a model: shorter, warmer, decline..."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.offline.taxonomy import lookup
from agent.reply.asks import PLACEHOLDER
from agent.reply.draft_checks import mentions, sentences, topics_in, word_count
from agent.reply.model import EmployerMessage, ProfileContext
from agent.reply.slots import Slot, proposed_slot
from agent.reply.templates import about, skill_denial, skill_fact

USER_ASKS = "The user asks: "


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


OPS: dict[str, re.Pattern[str]] = {
    "decline": _p(
        r"\bdecline|\bnot interested\b|\bturn (?:it|this|them) down|\bsay no\b|\bpass on"
    ),
    "accept": _p(r"\baccept|\bsay yes\b|\bagree to (?:the|that|this)|\bconfirm (?:the|that|this)"),
    "propose_times": _p(
        r"\bpropose|\bsuggest (?:some |a few )?(?:times|slots|a time)|\boffer times"
    ),
    "shorter": _p(r"\bshort|\bconcise|\bbrief|\btrim|\bless wordy|\btoo long|\bcut it down"),
    "longer": _p(r"\blonger|\bmore detail|\bexpand|\belaborate|\btoo short|\bsay more"),
    "warmer": _p(r"\bwarm|\bfriendl|\benthusias|\bmore personal|\bless formal|\bcasual"),
    "formal": _p(r"\bmore formal|\bformal\b|\bmore professional|\bless casual"),
}
_MENTION = _p(r"\b(?:mention|add|include|highlight|talk about|bring up)\s+(?:my\s+)?(.+)")
_DROP = _p(
    r"\b(?:drop|remove|delete|cut|leave out|skip|take out)\s+(?:the\s+)?(?:(first|second|third|"
    r"last|final)\s+)?(paragraph|sentence|part|bit|line)s?(?:\s+(?:about|on|mentioning)\s+"
    r"([\w\s.+#-]{2,40}))?"
)
_TIMES = _p(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week)\b[^.;!?\n]{0,40}"
    r"|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b[^.;!?\n]{0,20}"
)
_ORDINALS = {"first": 0, "second": 1, "third": 2, "last": -1, "final": -1}
_CONTRACTIONS = {
    "I'd": "I would", "I'm": "I am", "I've": "I have", "I'll": "I will", "don't": "do not",
    "can't": "cannot", "won't": "will not", "haven't": "have not", "it's": "it is",
    "we've": "we have", "that's": "that is", "Thanks": "Thank you", "let's": "let us",
}  # fmt: skip
WARM_OPENING = "It was really nice to hear from you."
WARM_CLOSING = "Looking forward to hearing from you."
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
SLOT_DECLINED = "Unfortunately {slot} doesn't work for me."
PROPOSE = "Would {times} work for you?"
PROPOSE_BLANK = "[your two or three preferred times]"


@dataclass(frozen=True)
class Instruction:
    """What the user asked a revision to do."""

    ops: tuple[str, ...]
    skills: tuple[str, ...] = ()
    times: str = ""
    drop: tuple[str, str] | None = None  # (ordinal or "", topic or "")

    @property
    def understood(self) -> bool:
        """Tell whether anything in the instruction can be carried out."""
        return bool(self.ops or self.skills or self.drop)


def user_instruction(feedback: str) -> str:
    """Return the user's own words from revise feedback, or "" for the judge's feedback."""
    return feedback[len(USER_ASKS) :].strip() if feedback.startswith(USER_ASKS) else ""


def parse_instruction(text: str) -> Instruction:
    """Read which changes an instruction asks for."""
    ops = tuple(op for op, pattern in OPS.items() if pattern.search(text))
    if "formal" in ops and "warmer" in ops and re.search(r"less formal", text, re.I):
        ops = tuple(op for op in ops if op != "formal")
    drop_match = _DROP.search(text)
    drop = (drop_match.group(1) or "", (drop_match.group(3) or "").strip()) if drop_match else None
    skills: list[str] = []
    mention = _MENTION.search(text)
    if mention:
        for word in re.split(r",|\band\b|\bor\b", mention.group(1)):
            info = lookup(word.strip(" .!"))
            skills.append(info.name if info else "")
    times = " or ".join(m.group(0).strip() for m in _TIMES.finditer(text))
    return Instruction(ops, tuple(s for s in skills if s), times, drop)


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
        body = [DECLINE.format(about=about(message))]
    elif "accept" in ops and "propose_times" not in ops:
        slot = slot or (Slot(instruction.times) if instruction.times else None)
        body = [_accepted(message, slot), *_without_scheduling(_without_opener(body))]
    if "propose_times" in ops or (instruction.times and not {"decline", "accept"} & set(ops)):
        times = PROPOSE.format(times=instruction.times or PROPOSE_BLANK)
        turned_down = SLOT_DECLINED.format(slot=slot.text(start=False)) + " " if slot else ""
        body = [*_without_scheduling(body), turned_down + times]
    body = _drop(body, instruction.drop)
    body += _mentions(instruction.skills, profile, " ".join(body))
    if "shorter" in ops:
        body = _shorter(body)
    if "longer" in ops:
        body = _longer(body, message, profile)
    if "warmer" in ops:
        greeting, body, closing = _warmer(greeting, body, closing)
    if "formal" in ops:
        greeting, body, closing = _formal(greeting, body, closing)
    return "\n\n".join(p for p in (greeting, *body, closing) if p.strip())


def _accepted(message: EmployerMessage, slot: Slot | None) -> str:
    """Return the sentence accepting the invitation, naming the proposed slot when known."""
    if slot is None:
        return ACCEPT.format(about=about(message))
    template = ACCEPT_SLOT if slot.time else ACCEPT_DAY
    return template.format(about=about(message), slot=slot.text(), meeting=slot.meeting)


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
            s for s in sentences(p) if not re.search(r"times|slots|available|works for me", s, re.I)
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
    return [p for i, p in enumerate(body) if i != (index % len(body))]


def _mentions(skills: tuple[str, ...], profile: ProfileContext, said: str) -> list[str]:
    """Add a sentence per skill: a fact when the profile backs it, an honest denial if not."""
    known = {s.name.lower(): s for s in profile.skills}
    facts = [skill_fact(known[n.lower()]) for n in skills if n.lower() in known]
    missing = [n for n in skills if n.lower() not in known and not mentions(said, n)]
    return [f for f in facts if f not in said] + ([skill_denial(missing)] if missing else [])


def _essential(sentence: str) -> bool:
    return bool(PLACEHOLDER.search(sentence) or set(topics_in(sentence)) - {"scheduling"})


def _shorter(body: list[str]) -> list[str]:
    """Keep the first sentence and what must stay (deferrals, placeholders); always shorter."""
    flat = [s for p in body for s in sentences(p)]
    if len(flat) <= 1:
        return body
    kept = [flat[0], *(s for s in flat[1:] if _essential(s))]
    if len(kept) == len(flat):
        kept = kept[:-1]
    return [" ".join(kept)]


def _longer(body: list[str], message: EmployerMessage, profile: ProfileContext) -> list[str]:
    said = " ".join(body)
    extra = [skill_fact(s) for s in profile.skills[:2] if not mentions(said, s.name)]
    extra.append(LONGER_CLOSING)
    return [*body, " ".join(extra)]


def _warmer(greeting: str, body: list[str], closing: str) -> tuple[str, list[str], str]:
    greeting = "Hi there," if greeting in ("", "Hello,") else greeting.replace("Dear ", "Hi ")
    if WARM_OPENING not in body:
        body = [WARM_OPENING, *body]
    if WARM_CLOSING not in body:
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
    return text.replace(" - ", ", ")
