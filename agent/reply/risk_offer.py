"""Round-5 risk families: pay in currency words or per piece, start dates, offers, personal data."""

from __future__ import annotations

from agent.reply.risk_base import MONTH, Rule, rule

# Currencies written as words after the figure ("300 reais", "50 naira"), beyond risk_base.MONEY.
_CURRENCY_WORD = (
    r"(?:reais|reals?|pesos?|naira|dollars|euros|pounds|rupees|rand|shillings|ringgit|dirhams?"
    r"|yen|yuan|francs|liras?|dinars?|riyals?|baht|dong|won|rubles?|roubles?|cedis?|kwacha"
    r"|rupiah|soles|zloty|usdt)"
)
# Pieces of work that pay can be quoted against ("50 per review").
_PIECE = r"(?:review|task|order|click|like|post|survey|article|video|referral|form|ad|rating)s?"

OFFER_RULES: tuple[Rule, ...] = (
    # --- salary: sums in currency words, pay per piece, a pay label, what it takes to accept ---
    rule(
        "salary",
        rf"\b\d[\d,.]*\s*(?:\+\s*)?(?:(?:to|-)\s*\d[\d,.]*\s*)?{_CURRENCY_WORD}\b",
        "The message names a sum of money; check what it pays or costs before replying.",
    ),
    rule(
        "salary",
        rf"\b\d[\d,.]*\s*(?:\+\s*)?(?:per|a|an|each|for\s+each|for\s+every|every|/)\s*{_PIECE}\b",
        "It pays per piece of work; check what a day of it would really earn.",
    ),
    rule(
        "salary",
        r"\b(?:salary|pay|wages?|stipend|earnings|income|remuneration|compensation)\s*:\s*"
        r"(?:[^\s\d]{1,3}\s?)?[\[\d]",
        "The message sets a pay figure; check it before anything is agreed.",
    ),
    rule(
        "salary",
        r"\boffer(?:ed)?\b[^.!?\n]{0,40}?\bto\s+(?:accept|join|move|switch|leave|come\s+over)\b"
        r"[^.!?\n]{0,40}\?|\bwhat\s+would\s+it\s+take\b[^.!?\n]{0,60}\?",
        "They ask what offer you would accept; only you can decide what to name.",
    ),
    # --- notice period: your start date stated, a start date left open, a start day set ------
    rule(
        "notice_period",
        r"\byour\s+(?:\w+\s+)?(?:start(?:ing)?|joining)\s+date\s+(?:is|will\s+be|would\s+be"
        r"|shall\s+be)\b|\b(?:start(?:ing)?|joining)\s+date\s*:[^\n]{0,40}?\b(?:or|to\s+be"
        r"\s+(?:confirmed|agreed|discussed)|tbc|tba|negotiable|flexible)\b",
        "The message sets a start date; check it fits your notice period.",
        about_work=True,
    ),
    rule(
        "notice_period",
        rf"\byou\s+(?:will|would|can|could)\s+(?:start|join|begin)\s+(?:work\s+|with\s+us\s+)?"
        rf"(?:on|from)\s+(?:\[|\d|{MONTH}\s+\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
        "The message sets a start date; check it fits your notice period.",
        about_work=True,
    ),
    # --- legal: an offer made conditional on checks or references --------------------------
    rule(
        "legal",
        r"\b(?:offer|employment|appointment)\b[^.!?\n]{0,40}?\b(?:subject|conditional|contingent)"
        r"\s+(?:up)?(?:on|to)\b|\bsubject\s+to\s+(?:\w+\s+){0,2}?(?:references|checks?|clearance"
        r"|screening|vetting|proof)\b",
        "The offer is conditional; read its conditions before agreeing to anything.",
    ),
    # --- relocation: where you will be stationed, whether you live in a country -------------
    rule(
        "relocation",
        r"\byou\s+(?:will|would|shall)\s+be\s+(?:headquartered|stationed|based|located|posted"
        r"|working\s+out\s+of)\s+(?:in|at|out\s+of)\b|\b(?:do|are|have)\s+you\s+(?:\w+\s+){0,4}?"
        r"(?:live|living|reside|residing)\s+(?:and\s+work\s+)?in\b[^.!?\n]{0,40}\?",
        "The message involves where you would work or live; check it suits you.",
        about_work=True,
    ),
)
# --- personal data: one-time codes, protected traits, photos of yourself ------------------
OFFER_RULES += (
    rule(
        "personal_data",
        r"\b(?:send|share|tell|give|forward|read|text)\s+(?:me|us)\s+(?:back\s+)?(?:the\s+|your\s+)?"
        r"(?:\d[\s-]?digit\s+)?(?:code|otp|pin|verification\s+code|one[\s-]time\s+(?:code|password"
        r"|pin))\b|\byour\s+(?:\w+\s+){0,2}?(?:marital\s+status|religion|caste|sexual\s+orientation)"
        r"|\b(?:how\s+old\s+are\s+you"
        r"|(?:recent\s+)?selfie|full[\s-]length\s+(?:photo|picture)|photo\s+of\s+yourself)\b",
        "They ask for personal data no hiring step needs this early; share it only if you choose.",
    ),
)
# --- round 12: documents for a background verification; housing left to you ---------------
OFFER_RULES += (
    rule(
        "personal_data",
        r"\b(?:background|BGV)\s+verification\s+(?:and|&)\s+(?:the\s+)?document\s+submission\b"
        r"|\b(?:previous|past|prior|former)\s+employment\s+(?:documents|proofs?|records)\b",
        "They ask for documents from your past for a background check; know what you hand over.",
    ),
    rule(
        "relocation",
        r"\baccommodation\b[^.!?\n]{0,60}?(?:taken\s+care\s+(?:of\s+)?by\s+you|at\s+your\s+own"
        r"\s+(?:cost|expense)|borne\s+by\s+(?:you|the\s+(?:candidate|employee))"
        r"|(?:is\s+)?your\s+own\s+responsibility)",
        "Housing near the office is left to you; count it before you accept.",
    ),
)
# --- round 13: where an offer letter puts you, and what it pays to move you ----------------
OFFER_RULES += (
    rule(
        "relocation",
        # "as General Counsel based in Pleasanton", "you will work out of our office in San Mateo"
        r"\b(?:(?:as|(?:role|position)\s+of)\s+(?:an?\s+|the\s+|our\s+)?(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,3}|position"
        r"|role|you)\s+(?:will\s+be\s+)?(?:currently\s+)?based\s+(?:in|at|out\s+of)\s+(?-i:[A-Z])"
        r"|\bwork\s+(?:out\s+of|from|at|in)\s+(?:our|the\s+company'?s)\s+(?:\w+\s+){0,2}?(?:office|site"
        r"|campus|headquarters|facility|plant)\s+(?:in|at)\s+(?-i:[A-Z])"
        r"|\bcommut\w*\s+to\s+(?:our|the)\s+(?:\w+\s+){0,2}?(?:office|site|campus|headquarters|plant)\b"
        r"|\b(?:principal|primary)\s+(?:place|location)\s+of\s+(?:employment|work)\b"
        r"|\bplace\s+of\s+employment\b|\bsupport\s+our\s+(?:\S+\s+){1,3}?(?:location|office|site)\b",
        "The offer ties the job to a named place; check it suits where you live.",
        negatable=True,
    ),
    rule(
        "relocation",
        r"\bmoving\s+(?:expenses|costs|allowance)\b|\btemporary\s+(?:housing|accommodation|lodging)\b"
        r"|\bhouse[- ]hunting\b|\bhousing\s+(?:allowance|assistance|stipend|support)\b"
        r"|\bexpatriate\b|\b(?:international|overseas|foreign|expat)\s+assignment\b",
        "The offer pays for a move or a posting abroad; check where you would live.",
        negatable=True,
    ),
)
