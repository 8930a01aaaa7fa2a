"""Deterministic risk rules: salary, legal, visa, relocation, personal data and scam signals."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import NamedTuple
from urllib.parse import urlsplit

from agent.reply.intake_rules import normalize, quote_at, sentence_spans
from agent.reply.model import RiskCategory, RiskFlag

VAGUE_PITCH_MAX_WORDS = 60  # a longer message that names a remote role is ordinary outreach


@dataclass(frozen=True)
class Rule:
    """One pattern that raises a flag of `category` with a plain-English `reason`."""

    category: RiskCategory
    pattern: re.Pattern[str]
    reason: str
    negatable: bool = False


def _rule(category: RiskCategory, pattern: str, reason: str, *, negatable: bool = False) -> Rule:
    return Rule(category, re.compile(pattern, re.IGNORECASE), reason, negatable)


_MONEY = (
    r"(?:[$€£]\s?\d(?:[\d,.]*\d)?\s?(?:k|m)?\b|\b(?!401k)\d(?:[\d,.]*\d)?\s?(?:k|usd|eur|gbp|lpa|lakhs?)\b"
    r"|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*(?:per\s+(?:year|annum|month|hour)|/\s*(?:year|yr|month|mo|h)"
    r"|a\s+year|annually|dollars|euros|pounds))"
)
_MONEY_RE = re.compile(_MONEY, re.IGNORECASE)
_PAYMENT_RE = re.compile(
    r"\b(?:send|deposit|cash)\w*\s+(?:you\s+)?(?:a\s+|the\s+|this\s+)?(?:check|cheque)|gift\s?cards?"
    r"|wire\s+(?:transfer|the\s+money)|\bfees?\b|(?:paid|payment)\s+(?:in|via)\s+(?:bitcoin|crypto)",
    re.IGNORECASE,
)
_NEGATION = re.compile(r"\b(?:not|no|never|without)\b|n't\b", re.IGNORECASE)


class Hit(NamedTuple):
    """Where a rule matched, before it is quoted."""

    category: RiskCategory
    reason: str
    start: int
    end: int


RULES: tuple[Rule, ...] = (
    # --- salary ---------------------------------------------------------------------------
    _rule(
        "salary",
        r"\b(?:expected|current|desired|target|previous|present|last|minimum)\s+"
        r"(?:annual\s+|base\s+)?(?:salary|compensation|pay|ctc|rate|package)\b",
        "They ask about your salary; only you can decide what to share.",
    ),
    _rule(
        "salary",
        r"\b(?:salary|compensation|pay|rate)\s+(?:expectations?|requirements?|history)\b"
        r"|\bCTC\b|\b(?:hourly|daily|day)\s+rate\b"
        r"|\bwhat\s+(?:is|are|would be)\s+your\s+(?:rate|salary)",
        "They ask about your salary or rate; only you can decide what to share.",
    ),
    _rule(
        "salary",
        r"\b(?:base|annual|starting)\s+salary\b|\bsalary\s+of\b|\bcompensation\s+package\b"
        r"|\b(?:signing|sign-on|annual|performance)\s+bonus\b|\b(?:equity|stock options)\b"
        r"|\bwill\s+pay\s+(?:you|the)\b",
        "The message discusses pay terms; check them before anything is agreed.",
    ),
    _rule("salary", _MONEY, "The message names a money figure; check it before replying."),
    # --- legal ----------------------------------------------------------------------------
    _rule(
        "legal",
        r"\bnon[- ]?compet\w*|covenants?\s+not\s+to\s+compete|\bnon[- ]?solicit\w*"
        r"|restrictive\s+covenants?|\bnon[- ]investment\b|garden\s+leave",
        "A non-compete or restrictive covenant limits future work; read it before agreeing.",
    ),
    _rule(
        "legal",
        r"\bNDA\b|non[- ]?disclosure|confidentiality\s+(?:agreement|obligations)"
        r"|(?:inventions?|intellectual\s+property|\bIP)\s+assignment",
        "Confidentiality or IP-assignment terms need your own review.",
    ),
    _rule(
        "legal",
        r"\boffer\s+letter\b|employment\s+(?:agreement|contract)|\bat[- ]will\b"
        r"|\barbitration\b|governing\s+law|liquidated\s+damages|\bindemnif\w+"
        r"|contract\s+(?:terms|length|duration|to\s+hire)|by\s+signing|probation(?:ary)?\s+period",
        "Contract or offer-letter terms; nothing should be agreed without you.",
    ),
    _rule(
        "legal",
        r"(?:consent|authori[sz]\w*|agree)\s+(?:to\s+)?(?:a\s+|the\s+)?background\s+"
        r"(?:check|screening|investigation)|background\s+(?:check|screening)\s+(?:consent|authori[sz]ation)",
        "They ask for consent to a background check; that is your decision.",
    ),
    # --- visa -----------------------------------------------------------------------------
    _rule(
        "visa",
        r"work(?:ing)?\s+authori[sz]ation|employment\s+authori[sz]ation|authori[sz]ed\s+to\s+work"
        r"|\bsponsor(?:ship|ed|ing)?\b|\bvisas?\b|\bcitizen(?:ship)?\b|green\s+card|work\s+permit"
        r"|right\s+to\s+work|\bH-?1B\b",
        "Work authorization or visa status; only you can answer this.",
    ),
    _rule(
        "visa",
        r"\b(?:security|active|secret|TS/SCI)\s+clearance\b",
        "A security clearance requirement; only you can answer this.",
        negatable=True,
    ),
    # --- relocation -----------------------------------------------------------------------
    _rule(
        "relocation",
        r"\brelocat\w+|\bmove\s+to\s+[A-Z]|\bmoving\s+to\s+[A-Z]|willing\s+to\s+move"
        r"|\bon[- ]?site\s+(?:in|at)\b|\bin[- ]office\s+(?:in|at)\b"
        r"|(?:must|required\s+to)\s+(?:be\s+)?(?:located|live|reside)\s+in",
        "Relocation or on-site location; decide whether that works for you.",
    ),
    # --- personal data --------------------------------------------------------------------
    _rule(
        "personal_data",
        r"\bSSN\b|social\s+security|social\s+insurance\s+number"
        r"|national\s+(?:insurance|id(?:entity)?)\s+number|tax\s+(?:id|file\s+number)",
        "They ask for a government ID number; never send it before a verified offer.",
    ),
    _rule(
        "personal_data",
        r"passport\s+(?:number|no\.?|copy|scan|details)|copy\s+of\s+(?:your\s+)?"
        r"(?:passport|id|identity|driver'?s\s+licen[cs]e)|(?:photo|scan|picture)\s+of\s+(?:your\s+)?"
        r"(?:id|passport|driver)|driver'?s\s+licen[cs]e",
        "They ask for identity documents; verify the employer first.",
    ),
    _rule(
        "personal_data",
        r"bank\s+(?:account|details|routing)|routing\s+number|account\s+number"
        r"|\bIBAN\b|credit\s+card|date\s+of\s+birth|\bDOB\b|birth\s?date|home\s+address"
        r"|(?:residential|mailing)\s+address|mother'?s\s+maiden\s+name",
        "They ask for sensitive personal data (bank, birth date, home address).",
    ),
    # --- scam -----------------------------------------------------------------------------
    _rule(
        "scam",
        r"whats\s?app|\b(?:via|on|through|over|using|add\s+me\s+on|message\s+me\s+on)\s+"
        r"(?:telegram|signal|google\s+hangouts|hangouts|wickr|kik|wechat|viber)\b"
        r"|\b(?:telegram|signal)\s+(?:app|handle|username)",
        "Moving the conversation to a chat app is a common job-scam sign.",
    ),
    _rule(
        "scam",
        r"\btext\s+(?:me|us|this\s+number|the\s+number|[+(]?\d)|send\s+(?:me\s+|us\s+)?"
        r"(?:a\s+|an\s+)?(?:text|sms)\b|interview\s+(?:will\s+be\s+)?(?:conducted\s+|held\s+)?"
        r"(?:via|over|through)\s+(?:text|chat|sms|instant\s+messag\w+)",
        "Interviews or contact by text message are a common job-scam sign.",
    ),
    _rule(
        "scam",
        r"(?:pay|purchase|buy|cover)\w*\s+(?:\w+\s+){0,3}(?:training|equipment|starter\s+kit"
        r"|software\s+licen[cs]e|certification)|(?:training|equipment|registration|application"
        r"|processing|onboarding)\s+(?:fee|deposit)s?\b",
        "Legitimate employers do not ask you to pay for training or equipment.",
    ),
    _rule(
        "scam",
        r"send\s+(?:you\s+)?(?:a\s+)?(?:check|cheque)|(?:deposit|cash)\s+(?:the\s+|a\s+|this\s+)?"
        r"(?:check|cheque)|gift\s?cards?|money\s+order|wire\s+(?:back\s+)?(?:the\s+)?(?:money|funds|balance)",
        "Checks to deposit, gift cards or wiring money back are classic job scams.",
    ),
    _rule(
        "scam",
        r"(?:paid|pay(?:ment)?|salary)\s+(?:\w+\s+){0,3}(?:in|via|with)\s+(?:bitcoin|btc|crypto\w*"
        r"|usdt|ethereum|tokens?)\b|(?:bitcoin|crypto)\s+(?:wallet|atm)",
        "Payment in cryptocurrency is a common job-scam sign.",
    ),
    _rule(
        "scam",
        r"verify\s+your\s+(?:account|identity|login|credentials)|(?:enter|confirm|provide)\s+"
        r"your\s+(?:password|credentials|login)|(?:reset|update)\s+your\s+password"
        r"|(?:log|sign)\s?in\s+(?:here|below|with\s+your)",
        "It asks you to log in or verify an account: likely credential phishing.",
    ),
    _rule(
        "scam",
        r"\b(?:earn|make)\s+(?:up\s+to\s+)?[$€£]?\s?\d[\d,]*\s?k?\s*\+?\s*(?:per|a|/)\s*"
        r"(?:day|week|hour)|no\s+experience\s+(?:needed|required|necessary)|little\s+(?:to\s+no\s+)?"
        r"(?:work|effort)|won'?t\s+have\s+to\s+work\s+(?:as\s+)?hard|combined\s+income|passive\s+income"
        r"|easy\s+money",
        "Big pay for little work is too good to be true.",
    ),
    _rule(
        "scam",
        r"local\s+developer\s+to\s+collaborate|(?:use|borrow|rent)\s+your\s+(?:identity|name"
        r"|account|profile|laptop)|I'?ll\s+(?:fully\s+)?support\s+you\s+(?:there|in|during|with)"
        r"|(?:I'?ll|I\s+will)\s+take\s+care\s+of\s+the\s+tech|on\s+my\s+behalf",
        "Someone else doing the work behind your name is identity-fronting fraud.",
    ),
    _rule(
        "scam",
        r"\b(?:aol|yahoo|gmail|hotmail|outlook)\s+(?:jobs|careers|recruit\w*|hr)\b",
        "A consumer e-mail brand posing as an employer is a known scam pattern.",
    ),
    _rule(
        "scam",
        r"ignore\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your\s+|the\s+)?(?:previous\s+|prior\s+|above\s+)?"
        r"(?:instructions|prompts?|rules)|disregard\s+(?:your|all|the|any)\s+(?:previous\s+|prior\s+)?"
        r"instructions|(?:system|developer)\s+prompt",
        "The text tries to instruct the assistant (prompt injection), e.g. to leak your data.",
    ),
)
_URGENCY = re.compile(
    r"\bwithin\s+\d+\s+hours?\b|\b\d+\s+hours\s+to\b|\bimmediately\b|\bright\s+away\b|\basap\b"
    r"|as\s+soon\s+as\s+possible|\burgent\w*|today\s+only|can'?t\s+wait|expires?\s+in\s+\d+",
    re.IGNORECASE,
)
_VAGUE_PITCH = re.compile(
    r"interested\s+in\s+(?:a\s+|an\s+)?(?:remote|flexible|part[- ]time|online|home[- ]based)\b"
    r"|can\s+I\s+share\s+(?:some\s+|a\s+few\s+)?(?:brief\s+|more\s+)?details",
    re.IGNORECASE,
)
_DATA_ENTRY = re.compile(r"\bdata\s+entry\b", re.IGNORECASE)
_URL_HOST = re.compile(
    r"https?://([^/\s)\]>\"'`]+)|\bwww\.([^/\s)\]>\"'`]+)|@([\w-]+(?:\.[\w-]+)+)", re.I
)
_BRANDS: dict[str, tuple[str, ...]] = {
    "github": ("github.com", "github.io", "githubusercontent.com"),
    "gitlab": ("gitlab.com",),
    "google": ("google.com", "gmail.com", "googlemail.com"),
    "linkedin": ("linkedin.com", "lnkd.in"),
    "microsoft": ("microsoft.com",),
    "amazon": ("amazon.com", "amazon.jobs", "amazonaws.com"),
    "apple": ("apple.com",),
    "facebook": ("facebook.com", "fb.com"),
    "paypal": ("paypal.com",),
    "indeed": ("indeed.com",),
    "upwork": ("upwork.com",),
    "coinbase": ("coinbase.com",),
}
_ODD_TLDS = frozenset(
    "online xyz top click site live icu buzz rest zip mov cfd sbs monster tk".split()  # noqa: SIM905
)


def _is_negated(text: str, start: int) -> bool:
    """Tell whether a negation sits in the few words before `start` (same sentence)."""
    before = re.split(r"[.!?\n]", text[max(0, start - 40) : start])[-1]
    return bool(_NEGATION.search(before))


def _pattern_hits(text: str) -> list[Hit]:
    hits: list[Hit] = []
    for rule in RULES:
        for match in rule.pattern.finditer(text):
            if not (rule.negatable and _is_negated(text, match.start())):
                hits.append(Hit(rule.category, rule.reason, *match.span()))
    return hits


def _host_problem(host: str) -> str:
    """Return why a link's host looks suspicious, or ''."""
    host = host.lower().rstrip(".").split(":")[0]
    labels = host.split(".")
    for brand, official in _BRANDS.items():
        if brand in host and not any(host == d or host.endswith("." + d) for d in official):
            return f"The link imitates {brand.title()} but goes elsewhere (likely phishing)."
    if labels[-1] in _ODD_TLDS:
        return "The link goes to an unusual domain often used for phishing."
    if re.fullmatch(r"[\d.]+", host):
        return "The link points to a raw IP address, a common phishing sign."
    return ""


def _link_hits(text: str) -> list[Hit]:
    hits: list[Hit] = []
    for match in _URL_HOST.finditer(text):
        host = next(g for g in match.groups() if g)
        if match.group(0).startswith("http"):
            host = urlsplit(match.group(0)).hostname or host
        reason = _host_problem(host)
        if reason:
            hits.append(Hit("scam", reason, *match.span()))
    return hits


def _combined_hits(text: str) -> list[Hit]:
    """Find signals that are only suspicious together: urgency and money, vague pitches."""
    hits: list[Hit] = []
    money = _MONEY_RE.search(text) or _PAYMENT_RE.search(text)
    urgency = _URGENCY.search(text)
    if money and urgency:
        reason = "Pressure to act fast combined with money is a common scam pattern."
        hits.append(Hit("scam", reason, *urgency.span()))
    pitch = _VAGUE_PITCH.search(text)
    if pitch and len(text.split()) <= VAGUE_PITCH_MAX_WORDS:
        reason = "A vague remote-job pitch with no company details is a common text-message scam."
        hits.append(Hit("scam", reason, *pitch.span()))
    entry = _DATA_ENTRY.search(text)
    if entry and _PAYMENT_RE.search(text):
        reason = "Data-entry jobs that involve checks or payments up front are a classic scam."
        hits.append(Hit("scam", reason, *entry.span()))
    return hits


def risk_flags(text: str) -> list[RiskFlag]:
    """Return the rule flags (all categories except unbacked skills) for a message."""
    clean = normalize(text)
    spans = sentence_spans(clean)

    starts = [lo for lo, _ in spans]
    seen: set[tuple[str, int]] = set()
    flags: list[RiskFlag] = []
    for hit in _pattern_hits(clean) + _link_hits(clean) + _combined_hits(clean):
        sentence = bisect_right(starts, hit.start)
        if (hit.category, sentence) in seen:
            continue  # one flag per category and sentence
        seen.add((hit.category, sentence))
        quote = quote_at(text, spans, hit.start, hit.end)  # the original words, not normalised
        flags.append(RiskFlag(category=hit.category, reason=hit.reason, quote=quote))
    return flags
