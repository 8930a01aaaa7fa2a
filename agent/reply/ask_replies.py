"""Sentences that answer what an employer asks, leaving the user's own facts as placeholders."""

from __future__ import annotations

import re

from agent.reply.asks import Ask, AskKind, find_asks

# Risky asks are deferred by the risk templates (salary, visa, relocation); these are the rest.
# A [placeholder] marks a fact only the user knows: the card asks them to fill it in.
ANSWERS: dict[AskKind, str] = {
    "availability": "I'd be glad to talk - I'm available [your available days and times].",
    "notice_period": "My notice period is [your notice period].",
    "location": "I'm currently based in [your city and time zone].",
    "next_steps": "Could you let me know what the next steps would be?",
    "attachments": "I've attached my resume [attach your resume before sending].",
    "assessment": "Thank you for the assessment details - I'll go through the instructions "
    "and confirm [when you will complete it].",
    "contact_details": "You can reach me at [your preferred e-mail or phone number].",
    "interest": "Yes, I'd be interested in hearing more.",
    "referral": "I'll think about who in my network might be a good fit and let you know.",
}
# Words showing a draft took up an ask (used by the judge's completeness check).
_CUES: dict[AskKind, str] = {
    "availability": r"\bavailable|\btimes?\b|\bslots?\b|\bschedule|\bcall\b|\bworks for me\b",
    "notice_period": r"\bnotice\b|\bstart\b",
    "location": r"\bbased\b|\blocation\b|\bremote\b",
    "attachments": r"\battach|\bresume\b|\bcv\b|\bportfolio\b",
    "assessment": r"\bassessment|\btest\b|\binstructions\b",
    "contact_details": r"\breach me\b|\bcontact\b|\bpersonal details\b",
    "interest": r"\binterest",
    "referral": r"\bnetwork\b|\brecommend|\breferr",
    "next_steps": r"\bnext steps?\b|\bprocess\b|\bcall\b|\btimes\b|\bslots\b|\bworks for me\b"
    r"|\bbook a time\b",
}
ANSWER_CUES = {kind: re.compile(cue, re.IGNORECASE) for kind, cue in _CUES.items()}
PROCESS_AGREED = "The process you describe sounds good to me."
CONFIRMED_TIME = "I'll be available at the time you set [confirm the time works for you]."
# A next step the sender has set (a reminder, the day's arrangements, signing back an offer).
NEXT_STEPS_NOTED = "I've noted the next steps you set out."
OFFER_NEXT_STEPS = "Once I've reviewed everything, I'll come back to you about the next steps."
# Asks whose answer would only repeat what the opener of these message kinds already says.
COVERED_BY_OPENER: dict[str, frozenset[str]] = {
    "invitation": frozenset({"availability", "interest", "next_steps"}),
    "scheduling": frozenset({"availability"}),
    "outreach": frozenset({"interest", "next_steps"}),
    "slot": frozenset({"interest"}),  # the slot openers say nothing of a call or next steps
    "other": frozenset({"next_steps"}),
}
DEFERRED_ASKS: dict[AskKind, str] = {
    "salary": "salary",
    "visa": "visa",
    "relocation": "relocation",
    "contact_details": "personal_data",
}


# What the sender wants sent decides the answer: a resume, work samples, or their documents.
_ATTACHMENT_ANSWERS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), answer)
    for pattern, answer in (
        (r"\b(?:resum[eé]s?|cv)\b", ANSWERS["attachments"]),
        (r"\b(?:portfolio|samples?|github|online profile|linkedin)\b",
         "Here are examples of my work: [add the link to your portfolio or work samples]."),
        (r"\breferences?\b", "I'd be glad to provide references [add your references' names "
         "and contact details]."),
        (r"\b(?:sign\w*|forms?|documents?|letter|consent|proof|cop(?:y|ies)|transcripts?"
         r"|certificates?|documentation|documentos|unterlagen|mit|execution|attached|pi[èe]ces)\b",
         "I'll review the documents and send back what you need [attach the requested "
         "documents before sending]."),
    )
)  # fmt: skip


# Something to bring along that is not a document: the user confirms they can bring it.
_BRING_ITEM = re.compile(r"\bbring (?:your|a|an) (?:laptop|computer|notebook|pen|device)\b", re.I)
BRING_ANSWER = "I'll bring what you asked for [confirm you can bring it]."


def _attachment_answer(quote: str) -> str:
    """Return the answer to an attachments ask, matched to what the sender wants."""
    if _BRING_ITEM.search(quote):
        return BRING_ANSWER
    return next((a for p, a in _ATTACHMENT_ANSWERS if p.search(quote)), ANSWERS["attachments"])


# A start date set or asked for: the user checks it against their notice and names the date.
START_DATE = (
    "Regarding the start date, I'll check it against my notice period and confirm "
    "[your earliest possible start date]."
)
NOTICE_TERMS = "I'd like to go over the probation and notice terms before agreeing to them."
_STARTS = re.compile(
    r"\b(?:start|join|begin|commenc|first\s+(?:day|shift)|immediate|earliest|available\s+from)\w*",
    re.IGNORECASE,
)


def notice_answer(quote: str) -> str:
    """Return the answer to a notice-period ask: the notice itself, or a start date to confirm."""
    if re.search(r"\bnotice\b", quote, re.IGNORECASE) or not _STARTS.search(quote):
        return ANSWERS["notice_period"]
    return START_DATE


def notice_terms(quotes: list[str]) -> str:
    """Return the sentence taking up a flagged start date or notice term no ask asked about."""
    if not quotes:
        return ""
    return START_DATE if any(_STARTS.search(q) for q in quotes) else NOTICE_TERMS


def ask_answers(asks: list[Ask], kind: str, *, flagged: set[str], confirmed: bool) -> list[str]:
    """Return one sentence per ask the templates answer (deferred risky asks excluded)."""
    covered = COVERED_BY_OPENER.get(kind, frozenset())
    out: list[str] = []
    for ask in sorted(asks, key=lambda a: a.kind != "interest"):  # "yes, interested" leads
        if ask.kind in covered:
            continue
        if confirmed and ask.kind == "availability":
            out.append(CONFIRMED_TIME)  # the user checks the time they were given
            continue
        if DEFERRED_ASKS.get(ask.kind) in flagged or ask.kind in ("salary", "visa", "relocation"):
            continue  # a risk deferral answers it
        if ask.kind == "next_steps" and not ask.quote.rstrip().endswith("?"):
            out.append(_next_steps_noted(ask.quote, kind))
        elif ask.kind == "notice_period":
            out.append(notice_answer(ask.quote))
        elif ask.kind == "attachments":
            out.append(_attachment_answer(ask.quote))
        elif ask.kind in ANSWERS:
            out.append(ANSWERS[ask.kind])
    return out


def deferred_topics(asks: list[Ask], flagged: set[str]) -> set[str]:
    """Return the risk topics the asks call for deferring (contact details only when flagged)."""
    topics = {DEFERRED_ASKS[a.kind] for a in asks if a.kind in DEFERRED_ASKS}
    return {t for t in topics if t != "personal_data" or t in flagged}


def _next_steps_noted(quote: str, kind: str) -> str:
    """Return the sentence taking up a next step the sender set rather than asked about."""
    if _describes_process(quote):
        return PROCESS_AGREED
    return OFFER_NEXT_STEPS if kind == "offer" else NEXT_STEPS_NOTED


def _describes_process(quote: str) -> bool:
    lowered = quote.lower()
    return any(cue in lowered for cue in ("agree with", "as follows", "outlined"))


def takes_up_asks(question: str, draft: str) -> bool:
    """Tell whether the question holds asks and the draft takes up each of them."""
    kinds = [a.kind for a in find_asks(question) if a.kind in ANSWER_CUES]
    return bool(kinds) and all(ANSWER_CUES[k].search(draft) for k in kinds)
