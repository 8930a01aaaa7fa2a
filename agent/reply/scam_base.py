"""Scam signals' common parts: weights, money and chat-app words, and the Signal type."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.reply.risk_base import sentence_at

STRONG, MEDIUM, WEAK, FAINT = 1.0, 0.6, 0.4, 0.3
FLAGS = re.IGNORECASE | re.MULTILINE
# Not a housing deposit the employer pays: "the security deposit on your first apartment".
NOT_FOR_HOUSING = (
    r"(?!\s+(?:on|for)\s+(?:your\s+|the\s+)?(?:\w+\s+)?(?:apartment|flat|house|home|rental|lease))"
)
# A feature cue: (family, strength 0-1, pattern), read anywhere in a message.
Cue = tuple[str, float, re.Pattern[str]]

# An amount in any currency: a symbol with an optional country prefix (A$, C$, NZ$, US$),
# a code or "Rs" before the figure, or a currency word after it (incl. lakh/crore).
MONEY = (
    r"(?:(?:\b(?:a|au|c|ca|nz|us|s|hk))?[$€£₹¥₦₱₩₺₽₴฿₫]\s?\.?\d[\d,.]*\s?k?"
    r"|\b(?:rs\.?|inr|usd|aud|cad|gbp|eur|k?sh|kes|ksh|rm|zar|ngn|php)\s?\d[\d,.]*\s?k?"
    # Ghana's cedi ("GH¢ 650", "GHS 650", "₵650") and other codes that name no English word
    r"|(?:\bgh\s?[¢₵]|[¢₵]|\b(?:ghs|lkr|pkr|bdt|npr|egp|aed|sar|qar|kwd|omr|bhd|ugx|tzs|rwf|zmw"
    r"|etb|myr|sgd|idr|thb|vnd|hkd|nzd|chf|sek|nok|dkk|pln|czk|huf|uah|brl|mxn|jpy|cny|rmb|krw"
    r"))\s?\d[\d,.]*\s?k?"
    # the rand's bare "R" only before a thousands figure ("R10,000", "R 5000")
    r"|\bR\s?\d{1,3}(?:,\d{3})+\b|\bR\s?\d{4,}\b"
    # the naira's bare "N" only before a thousands figure ("N45,000", "N 250,000")
    r"|\bN\s?\d{1,3}(?:,\d{3})+\b"
    r"|\b\d[\d,.]*\s?(?:k\b)?\s?(?:usd|dollars?|eur|euros?|gbp|pounds|inr|rs|rupees|lakhs?|crores?)\b)"
)
# Pay per unit of time or per piece of work (words, reviews, likes): how task scams quote pay.
PERIOD = (
    r"(?:per|a|an|each|every|/)\s*(?:day|week|hour|hr|task|order|click|assignment|word|page"
    r"|article|review|video|like|post)\b"
)
# After a generic greeting word: a template's placeholder ("Dear [Candidate First Name]",
# "{{ $user->name }}") is filled in per person, so it is no mass greeting.
NAME_SLOT_AHEAD = r"(?!(?:'s|’s|->|\.)?\s*(?:first\s+|full\s+|last\s+)?name\b)"
# A text message, but not this one: "bring this SMS" / "diese SMS" points at the message itself.
SMS = r"(?<!\bthis\s)(?<!\bdiese\s)(?<!\bdeze\s)(?<!\bten\s)\bsms\b"
CHAT_APPS = (
    r"(?:whats\s?-?app|telegram?|signal(?!\s+process)|wechat|viber|kik|wickr|google\s+(?:hangouts?"
    r"|chat)|hangouts)"
)


def cue(family: str, strength: float, pattern: str) -> Cue:
    """Compile one feature cue (case-insensitive, multi-line)."""
    return family, strength, re.compile(pattern, FLAGS)


# A sentence ends at a full stop before a space (not inside "1.500.000"), at a line break, or at
# the Chinese, Urdu, Devanagari and Bengali stops.
SENTENCE_STOP = r"[!?\n。！？۔।؟]|\.(?=\s|$)"
# Cues that do not count in a sentence that also says `unless`: (unless, the sentence's stops).
_UNLESS: dict[re.Pattern[str], tuple[re.Pattern[str], re.Pattern[str]]] = {}


def cue_unless(family: str, strength: float, pattern: str, unless: str, stop: str = "") -> Cue:
    """Compile a cue that does not count in a sentence (or clause, by `stop`) saying `unless`."""
    found = cue(family, strength, pattern)
    stops = rf"{SENTENCE_STOP}|{stop}" if stop else SENTENCE_STOP
    _UNLESS[found[2]] = (re.compile(unless, FLAGS), re.compile(stops))
    return found


def cue_match(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """Return a cue's first match, skipping those in a sentence its `unless` excuses."""
    if pattern not in _UNLESS:
        return pattern.search(text)
    unless, stops = _UNLESS[pattern]
    for match in pattern.finditer(text):
        lo = max((m.end() for m in stops.finditer(text, 0, match.start())), default=0)
        end = stops.search(text, match.end())
        if not unless.search(text, lo, end.start() if end else len(text)):
            return match
    return None


@dataclass(frozen=True)
class Signal:
    """One kind of scam evidence: a name, how much it weighs, where it shows, and why."""

    name: str
    weight: float
    pattern: re.Pattern[str]
    reason: str
    unless_line: re.Pattern[str] | None = None


def signal(name: str, weight: float, pattern: str, reason: str, unless_line: str = "") -> Signal:
    """Compile one signal (case-insensitive, multi-line)."""
    unless = re.compile(unless_line, FLAGS) if unless_line else None
    return Signal(name, weight, re.compile(pattern, FLAGS), reason, unless)


def first_match(sig: Signal, text: str) -> re.Match[str] | None:
    """Return the signal's first match whose line does not excuse it, or None."""
    for match in sig.pattern.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if not (sig.unless_line and sig.unless_line.search(line)):
            return match
    return None


# Only part of an ID: "last 4 digits of SSN", "DOB (MM/DD)". A staffing firm uses it to tell two
# submissions apart; it opens no account, so it is no identity harvest.
_PARTIAL = r"(?:last|final)\s+(?:4|four)"
NOT_PARTIAL_BEFORE = (
    r"(?<!last\s4\s)(?<!last\sfour\s)(?<!digits\sof\s)(?<!digits\sof\syour\s)(?<!last\s4\sof\s)"
    r"(?<!last\s4\sof\syour\s)"
)
NOT_PARTIAL_AFTER = (
    rf"(?!\s*[(:-]?\s*{_PARTIAL}\b)"
    r"(?!\s*\(?\s*(?:MM\s*/\s*DD|DD\s*/\s*MM|day\s+and\s+month|month\s+and\s+day)\b(?!\s*/))"
)

# Whose account a login or password belongs to: "your Gmail login", "your LinkedIn password".
ACCOUNT_OWNER = r"(?:e-?mail|gmail|outlook|linkedin|google|microsoft|apple|facebook|bank(?:ing)?)"

# "We never ask candidates for money or bank details": a warning against scams, not a request.
_DISCLAIMER = re.compile(
    r"\b(?:never|don't|do\s+not|will\s+not|won't|does\s+not|doesn't|at\s+no\s+(?:point|stage|time))\s+"
    r"(?:\w+\s+){0,3}?(?:ask|request|charge|require|collect|need)\w*\b[^.!?\n]*$",
    re.IGNORECASE,
)


def disclaimed(text: str, start: int) -> bool:
    """Tell whether the sentence before `start` says the sender never asks for such things."""
    lo, _ = sentence_at(text, start)
    return bool(_DISCLAIMER.search(text[lo:start]))


# A sum owed only if the employee leaves early: a training bond or a clawback in a contract
# ("in case you leave before this, you shall pay INR 2,00,000 towards training"), not a fee now.
_EARLY_EXIT = re.compile(
    r"\b(?:if|in\s+case|should|where)\s+(?:you|the\s+(?:employee|candidate|trainee))\s+"
    r"(?:\w+\s+)?(?:leave|resign|quit|exit|abscond|break|terminate|discontinue)\w*\b[^.!?\n]{0,60}?"
    r"\b(?:before|within|prior\s+to|during)\b"
    r"|\bin\s+the\s+event\s+(?:of|that)\s+(?:you\s+)?(?:\w+\s+)?(?:resign|leav|exit|terminat|breach)\w*",
    re.IGNORECASE,
)


def owed_on_leaving(text: str, start: int) -> bool:
    """Tell whether the sentence at `start` makes a sum due only if the employee leaves early."""
    lo, hi = sentence_at(text, start)
    return bool(_EARLY_EXIT.search(text, lo, hi))


# An ID shown to get into the building for an interview ("bring photo ID for reception", "Trae tu
# DNI para recepción", "reception will take a scan of your ID"): a visitor check, not a request.
_AT_THE_DOOR = re.compile(
    r"\b(?:reception(?:ist)?|front\s+desk|security\s+(?:desk|gate|office)|visitor(?:'?s)?\s+"
    r"(?:pass|badge|process|policy|sign[- ]?in|log)|sign(?:ing)?\s+in\s+(?:at|on\s+arrival)"
    r"|building\s+(?:access|security|entry)|gate\s+pass|(?:den|am)\s+Empfang|Pforte|receptie"
    r"|recepci[óo]n|r[ée]ception|accueil|portineria|recep[çc][ãa]o|recepcja|poste\s+de\s+garde"
    r"|acc[èe]s\s+au\s+site|gate\s*house|guard\s*house|site\s+access)\b(?![@.]\w)",
    re.IGNORECASE,
)
# ... unless the ID is sent, its number or a copy is needed, or bank details go with it.
_NOT_JUST_SHOWN = re.compile(
    r"\b(?:bank|account|number|pin|ssn|social\s+security|fee|payment|need|date\s+of\s+birth|dob"
    r"|both\s+sides|issue)\w*\b"
    r"|\b(?:send|sent|e-?mail|upload|attach|submit|forward|reply\s+with|share|whats\s*app|text)\w*\b"
    r"|\b(?:senden|schicken|sturen|envi[ae]|envoy|invia|mand[ae])\w*",
    re.IGNORECASE,
)


def shown_at_the_door(text: str, start: int) -> bool:
    """Tell whether the sentence at `start` has an ID shown at reception, not sent or kept."""
    lo, hi = sentence_at(text, start)
    return bool(_AT_THE_DOOR.search(text, lo, hi)) and not _NOT_JUST_SHOWN.search(text, lo, hi)
