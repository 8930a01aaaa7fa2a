"""Templated reply parts: greeting, sign-off, bodies per message kind, facts and deferrals."""

from __future__ import annotations

import re

from agent.offline.taxonomy import lookup
from agent.reply.ask_replies import ANSWERS, ask_answers, deferred_topics, notice_terms
from agent.reply.asks import confirms_appointment, find_asks
from agent.reply.draft_checks import (
    RISK_TOPICS,
    mentions,
    questions_in,
    skills_in,
    topics_in,
)
from agent.reply.model import EmployerMessage, ProfileContext, ProfileSkill, ScreenResult
from agent.reply.signature import person_name, signature_name
from agent.reply.slots import Slot, offered_times, proposed_slot

_MAX_FIELD_CHARS = 60
_NEEDS_ANSWER = re.compile(
    r"\?\s*$|^\W*(?:please\s+|kindly\s+)?(?:send|share|provide|confirm|complete|fill)\b",
    re.IGNORECASE,
)
_TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof"})
_SMALL_WORDS = frozenset("a an and at for in of on or the to with".split())  # noqa: SIM905
SIGN_OFF = "Best regards,"

DEFERRALS: dict[str, str] = {
    "salary": "I'd like to discuss compensation once we've talked more about the role and "
    "its scope.",
    "legal": "Regarding the contract terms and any non-compete clause, I'd want to review "
    "the details carefully before committing to anything.",
    "visa": "I'd prefer to go over work authorization details in a call, once we've "
    "discussed the role.",
    "relocation": "On relocation, I'd like to understand more about the role first and "
    "discuss it later in the process.",
    "personal_data": "I'd prefer not to share personal details or documents at this stage; "
    "happy to discuss what's needed later in a formal process.",
    "start_date": "As for a start date, I'd rather discuss timing once we've agreed the role "
    "is a good fit.",
}
# An offer's checks (DBS, right to work, ID) are a real step: the user decides what to share.
OFFER_PERSONAL_DATA = (
    "Before sharing personal details or documents for the checks, I'd like to review the offer "
    "and confirm what is needed [confirm which documents you will share]."
)
GENERIC = "I'd be happy to go into {what} in more detail when we speak."
SCHEDULING = "I'd be glad to arrange a call - could you share a few times that suit you?"
SCAM_BODY = (
    "Thank you for your message. I'm not able to proceed with this request or share any "
    "personal or financial information."
)
_OPENERS: dict[str, str] = {
    "invitation": "Thank you for reaching out{about}. I'm very interested and would be glad "
    "to arrange a call. Could you share a few times that suit you?",
    "scheduling": "Thank you for your message{about}. I'd be glad to find a time that works "
    "- could you share the slots you have available?",
    "question": "Thank you for your message{about}.",
    "offer": "Thank you very much for the offer{for_} - I really appreciate it. I'd like to "
    "review the details carefully and will come back to you with any questions.",
    "rejection": "Thank you for letting me know, and for the time you and the team spent on "
    "my application{for_}. I enjoyed learning about the opportunity and would be glad to "
    "stay in touch should another role come up. I wish you all the best.",
    "outreach": "Thank you for reaching out{about}. It sounds interesting and I'd like to "
    "learn more. Could you share more details about the role, the team and the next steps?",
    "follow_up": "I wanted to follow up on our conversation{about}. I'm still very interested "
    "and would be glad to hear about any next steps.",
    "confirmed": "Thank you for confirming{about} - I look forward to speaking with you.",
    "other": "Thank you for your message{about}. I'd be glad to hear more - please let me "
    "know what the next steps would be.",
}
# Openers for a message that proposes a slot: the slot is confirmed, not asked for again.
_SLOT_OPENERS: dict[str, str] = {
    "invitation": "Thank you for reaching out{about}. I'm very interested and would be glad "
    "to talk.",
    "outreach": "Thank you for reaching out{about}. It sounds interesting and I'd like to "
    "learn more.",
}
SLOT_WITH_TIME = "{slot} works for me for the {meeting} [confirm or change the time]."
# Times offered to pick from: the user picks one, the reply does not ask for times again.
# The blanks start with "pick" so the card lists them to fill in (asks.PLACEHOLDER).
PICK_FROM_LIST = "Of the times you suggested, [pick one] suits me best."
PICK_FROM_LINK = "I'll book a time with the link you sent [pick a slot there, then say which]."
SLOT_DAY_ONLY = (
    "{slot} works for me for the {meeting} - I'm available at [your preferred time {day}]."
)
_ATTRIBUTE_PHRASES: dict[str, str] = {
    "depth": "{v} level",
    "autonomy": "{v}",
    "scale": "at a scale of {v}",
    "constraints": "under {v} constraints",
}


def clean_field(value: str) -> str:
    """Collapse whitespace and bound a short field taken from the employer's message."""
    return " ".join(value.replace("\n", " ").split())[:_MAX_FIELD_CHARS].strip(" .,;:")


def greeting(message: EmployerMessage, text: str = "") -> str:
    """Return "Hi <first name>," for the contact or the name the message is signed with.

    A company, a team or a placeholder is never greeted: those get "Hello,".
    """
    company = clean_field(message.company)
    name = person_name(clean_field(message.contact_name), company, strict=False)
    words = (name or signature_name(text, company)).split()
    if not words:
        return "Hello,"
    if words[0].lower().rstrip(".") in _TITLES and len(words) > 1:
        return f"Dear {words[0]} {words[-1]},"  # "Dear Dr Khan," not "Dear Dr Ahmed,"
    return f"Hi {words[0]},"


def sign_off(profile: ProfileContext, *, anonymous: bool = False) -> str:
    """Return the closing lines, signed with the profile name when known."""
    name = clean_field(profile.name)
    return SIGN_OFF if anonymous or not name else f"{SIGN_OFF}\n{name}"


def role_title(role: str) -> str:
    """Return the role as the sender cased it; an all-lower-case one ("principal java
    software engineer", a typical subject line) as a title, technology names cased."""
    role = clean_field(role)
    if role != role.lower():
        return role
    words = [_title_word(w, first=i == 0) for i, w in enumerate(role.split())]
    return " ".join(words)


def _title_word(word: str, *, first: bool) -> str:
    info = lookup(word)
    if info and info.name.lower() == word.lower():
        return info.name  # java -> Java, cobol -> COBOL, node.js -> Node.js
    if info and len(word) <= 3:
        return word.upper()  # an abbreviation the taxonomy knows: ml -> ML, sre -> SRE
    if word in _SMALL_WORDS and not first:
        return word
    return word[:1].upper() + word[1:]


def about(message: EmployerMessage, *, prep: str = "about", at: str = "from") -> str:
    """Return " about the <role> role at <company>" with whatever parts are known."""
    role, company = role_title(message.role), clean_field(message.company)
    if role and company:
        return f" {prep} the {role} role at {company}"
    if role:
        return f" {prep} the {role} role"
    return f" {at} {company}" if company else ""


def opener(message: EmployerMessage, text: str = "") -> str:
    """Return the opening paragraph for the message's kind (a confirmation has its own)."""
    at = "at" if message.kind == "rejection" else "from"
    kind = "confirmed" if _is_confirmation(message, text) else message.kind
    template = _OPENERS.get(kind, _OPENERS["other"])
    if kind not in ("confirmed", "offer", "rejection", "follow_up") and (
        proposed_slot(text) or offered_times(text)
    ):
        template = _SLOT_OPENERS.get(kind, _OPENERS["question"])
    return template.format(about=about(message), for_=about(message, prep="for", at=at))


def slot_sentence(slot: Slot) -> str:
    """Return the sentence taking up a proposed slot, the time left for the user to confirm."""
    if slot.time:
        return SLOT_WITH_TIME.format(slot=slot.text(), meeting=slot.meeting)
    day = slot.text(start=False)
    day = day if re.match(r"(?:tomorrow|this|next)\b", day) else f"on {day}"
    return SLOT_DAY_ONLY.format(slot=slot.text(), day=day, meeting=slot.meeting)


def skill_fact(skill: ProfileSkill) -> str:
    """Return one sentence about a profile skill, using only its known attributes."""
    attrs = skill.attributes
    duration = clean_field(attrs.get("duration", ""))
    lead = (
        f"I have {duration} of experience with {skill.name}"
        if duration
        else f"I have worked with {skill.name}"
    )
    details = [
        _ATTRIBUTE_PHRASES[k].format(v=clean_field(v))
        for k, v in attrs.items()
        if k in _ATTRIBUTE_PHRASES and clean_field(v)
    ]
    stage = clean_field(attrs.get("production_vs_prototype", "")).lower()
    if stage:
        details.append("in production" if stage == "production" else f"at {stage} stage")
    return lead + (f" ({', '.join(details)})." if details else ".")


def skill_denial(names: list[str], *, empty_profile: bool = False) -> str:
    """Return an honest sentence about skills the profile does not back.

    With no skills recorded at all the profile says nothing either way, so the sentence is a
    blank for the user to fill rather than a denial.
    """
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" or {names[-1]}"
    if empty_profile:
        return f"About {joined}: [your experience with {joined}]."
    return (
        f"I haven't worked with {joined} professionally, but I'm happy to talk about "
        "related experience."
    )


def _is_confirmation(message: EmployerMessage, text: str) -> bool:
    kinds = ("scheduling", "other", "question", "invitation")
    return message.kind in kinds and confirms_appointment(text)


def deferral_topics(text: str, screen: ScreenResult) -> list[str]:
    """Return the risk topics to defer: flagged categories plus risky topics asked about.

    A notice-period ask is answered with a placeholder instead of a start-date deferral.
    """
    flagged: set[str] = {f.category for f in screen.flags}
    asks = find_asks(text)
    asked = set(topics_in(" ".join(questions_in(text)))) | deferred_topics(asks, flagged)
    kinds = {a.kind for a in asks}
    if "notice_period" in kinds or "notice_period" in flagged:
        asked.discard("start_date")  # answered with a start date or notice to confirm
    if "location" in kinds and "relocation" not in kinds:
        # "Location?" is answered with where the user is based, not a relocation deferral.
        flagged.discard("relocation")
        asked.discard("relocation")
    return [t for t in RISK_TOPICS if t in flagged or t in asked]


def answers(
    text: str, message: EmployerMessage, screen: ScreenResult, profile: ProfileContext
) -> list[str]:
    """Return sentences answering the asked questions from the profile, or deferring them."""
    questions = message.questions or questions_in(text)
    asked = skills_in(" ".join(questions), profile) if questions else []
    known = {s.name.lower(): s for s in profile.skills}
    facts = [skill_fact(known[name.lower()]) for name in asked if name.lower() in known]
    unbacked = [n for n in asked if n.lower() not in known]
    unbacked += [n for n in screen.unknown_skills if n.lower() not in {u.lower() for u in unbacked}]
    unbacked = [n for n in unbacked if n.lower() not in known]
    denial = [skill_denial(unbacked, empty_profile=not profile.skills)] if unbacked else []
    out = facts + denial
    asks = find_asks(text)
    flagged: set[str] = {f.category for f in screen.flags}
    confirmed = _is_confirmation(message, text)
    taken = _slot_taken(text, message, confirmed)
    if taken:  # the slot answers the times asked for, and a next step set on the same line
        times = {_line_index(text, a.quote) for a in asks if a.kind == "availability"}
        asks = [a for a in asks if a.kind != "availability"]
        asks = [
            a for a in asks if a.kind != "next_steps" or _line_index(text, a.quote) not in times
        ]
    opened = "slot" if taken and message.kind in _SLOT_OPENERS else message.kind
    replies = ask_answers(asks, opened, flagged=flagged, confirmed=confirmed)
    interest = [replies.pop(0)] if replies and replies[0] == ANSWERS["interest"] else []
    out = interest + out + ([taken] if taken else []) + replies
    if not any(a.kind == "notice_period" for a in asks):
        terms = notice_terms([f.quote for f in screen.flags if f.category == "notice_period"])
        out += [terms] if terms else []
    out += [_deferral(t, message.kind) for t in deferral_topics(text, screen)]
    answered_times = confirmed or bool(taken) or any(a.kind == "availability" for a in asks)
    scheduled = message.kind in ("invitation", "scheduling") or answered_times
    if not scheduled and _asks(questions, "scheduling"):
        out.append(SCHEDULING)
    if _unhandled(questions, profile):
        what = "your other questions" if out else "your questions"
        what = "that" if len(questions) == 1 else what
        out.append(GENERIC.format(what=what))
    return out


def _line_index(text: str, quote: str) -> int:
    """Return the number of the line of `text` an ask's quote comes from (-1 when not found)."""
    head = quote[:40]
    lines = (" ".join(line.split()) for line in text.split("\n"))
    return next((i for i, line in enumerate(lines) if head in line), -1)


def _slot_taken(text: str, message: EmployerMessage, confirmed: bool) -> str:
    """Return the sentence taking up a proposed slot or the times offered, or ""."""
    if confirmed or message.kind in ("offer", "rejection"):
        return ""
    slot = proposed_slot(text)
    return slot_sentence(slot) if slot else pick_sentence(text)


def pick_sentence(text: str) -> str:
    """Return the sentence picking from the times or booking link offered, or ""."""
    return {"link": PICK_FROM_LINK, "list": PICK_FROM_LIST}.get(offered_times(text), "")


def _deferral(topic: str, kind: str) -> str:
    """Return the sentence deferring `topic`; an offer's personal-data checks get their own."""
    return OFFER_PERSONAL_DATA if topic == "personal_data" and kind == "offer" else DEFERRALS[topic]


def _asks(questions: list[str], topic: str) -> bool:
    """Tell whether some question touches `topic`."""
    return any(topic in topics_in(q) for q in questions)


def _unhandled(questions: list[str], profile: ProfileContext) -> bool:
    """Tell whether a question or request touches no skill, topic or ask the templates handle.

    Conditional courtesies ("if you prefer another number, please let us know") need no answer.
    """
    pool = [q for q in questions if _NEEDS_ANSWER.search(q) and not find_asks(q)]
    return any(not skills_in(q, profile) and not topics_in(q) for q in pool)


def relevant_skills(text: str, profile: ProfileContext, said: str = "") -> str:
    """Return a sentence naming profile skills the message mentions (not yet `said`), or ""."""
    known = {s.name.lower() for s in profile.skills}
    named = [n for n in skills_in(text, profile) if n.lower() in known]
    names = [n for n in named if not mentions(said, n)][:3]
    if not names:
        return ""
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"
    return f"My experience with {joined} looks relevant to what you describe."


def compose(
    text: str, message: EmployerMessage, screen: ScreenResult, profile: ProfileContext
) -> str:
    """Compose a complete templated reply."""
    if any(f.category == "scam" for f in screen.flags):
        return "\n\n".join([greeting(message, text), SCAM_BODY, sign_off(profile, anonymous=True)])
    paragraphs = [greeting(message, text), opener(message, text)]
    if message.kind not in ("rejection", "follow_up"):
        asked = answers(text, message, screen, profile)
        wants_fit = message.kind in ("invitation", "outreach")
        fit = relevant_skills(text, profile, " ".join(asked)) if wants_fit else ""
        paragraphs += [p for p in (fit, " ".join(asked)) if p]
    paragraphs.append(sign_off(profile))
    return "\n\n".join(paragraphs)
