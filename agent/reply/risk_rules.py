"""Deterministic risk rules: salary, notice period, legal, visa, relocation, personal data, scam."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import NamedTuple

from agent.reply.intake_rules import normalize, quote_at, sentence_spans
from agent.reply.model import RiskCategory, RiskFlag
from agent.reply.scam_signals import scam_evidence


@dataclass(frozen=True)
class Rule:
    """One pattern that raises a flag of `category` with a plain-English `reason`."""

    category: RiskCategory
    pattern: re.Pattern[str]
    reason: str
    negatable: bool = False
    about_work: bool = False  # skip where the sentence is about the interview, not the job


def _rule(
    category: RiskCategory,
    pattern: str,
    reason: str,
    *,
    negatable: bool = False,
    about_work: bool = False,
) -> Rule:
    flags = re.IGNORECASE | re.MULTILINE
    return Rule(category, re.compile(pattern, flags), reason, negatable, about_work)


_MONEY = (
    r"(?:[$€£₹¥]\s?\d(?:[\d,.]*\d)?\s?(?:k|m)?\b|\b(?:rs\.?|inr)\s?\d(?:[\d,.]*\d)?\b"
    r"|\b(?!401k)\d(?:[\d,.]*\d)?\s?(?:k|usd|eur|gbp|lpa|lakhs?|crores?|rupees)\b"
    r"|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*(?:per\s+(?:year|annum|month|hour)|/\s*(?:year|yr|month|mo|h)"
    r"|a\s+year|annually|dollars|euros|pounds))"
)
_PAY_WORDS = (
    r"\b(?:salar(?:y|ies)|pay|paid|compensation|rate|earn\w*|wages?|income|bonus|equity|package"
    r"|OTE|base|annual(?:ly)?|per\s+(?:year|annum|month|hour|day|week))\b"
)
# "start" or "join" followed by a thing started or joined ("the test", "the call") is no start date.
_NO_OBJECT = r"(?!\s+(?:the|a|an|this|that|our|your|my|it|call|meeting|interview|test)\b)"
# The rest of a question: no sentence end before the question mark.
_IN_QUESTION = r"[^.!?\n]{0,80}\?"
_INTERVIEW_PLACE = re.compile(r"\b(?:interview\w*|meet(?:ing)?|visit)\b", re.IGNORECASE)
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
        r"|\bwill\s+pay\s+(?:you|the)\b|\b(?:split|share|negotiate)\s+(?:the\s+|your\s+)?(?:salary|pay)\b"
        r"|\b(?:bonus|commission|salary|wages?)\s+(?:will\s+be|is|shall\s+be)\s+(?:paid|payable)\b"
        r"|\blump[- ]sum\b",
        "The message discusses pay terms; check them before anything is agreed.",
    ),
    _rule(
        "salary",
        rf"{_PAY_WORDS}[^.!?\n]{{0,80}}?{_MONEY}|{_MONEY}[^.!?\n]{{0,80}}?{_PAY_WORDS}"
        rf"|{_MONEY}\s*(?:/|per|a|an)\s*(?:year|yr|annum|month|mo|hour|hr|h|day|week)\b",
        "The message names a pay figure; check it before replying.",
    ),
    _rule(
        "salary",
        r"\b(?:pay|paid|earn\w*|rate)\b[^.!?\n]{0,40}?\.?\d[\d,.]*\s*(?:cents?\s+)?(?:per|a|an|each|/)"
        r"\s*(?:word|page|article|task|review|video|post|like|click|order|assignment)\b",
        "The message names a piece rate (per word, task or review); check it before replying.",
    ),
    _rule(
        "salary",
        rf"(?:\bsalar(?:y|ies)\b|\bcompensation\b|\bremuneration\b|\bCTC\b|\bcomp\b|\bwages?\b"
        rf"|\bearning\b|\bpay(?:-wise)?\b(?!\s+(?:down|off|back|attention|for\s+(?:the|a|your)\b))|\bwhat\s+(?:\w+\s+){{0,2}}range\b|\bwhat\s+are\s+you\s+on\b"
        rf"|\bpay\s+(?:range|rate|band)\b|\brate\b){_IN_QUESTION}"
        r"|\bhow\s+much\s+(?:\w+\s+){0,4}?(?:earn|make|charge|paid|expect)"
        r"|^\W*(?:expected\s+|current\s+|desired\s+)?(?:salary|compensation|rate|CTC)\s*:\s*$",
        "They ask about pay; only you can decide what to share.",
    ),
    # --- notice period / start date -------------------------------------------------------
    _rule(
        "notice_period",
        r"\bnotice\s+period\b|\bperiod\s+of\s+notice\b|\bhow\s+much\s+notice\b|\bserving\s+(?:your\s+)?"
        r"notice\b|\bimmediate\s+joiner|\bLWD\b|\blast\s+working\s+day\b",
        "They ask about your notice period; only you know your contract and plans.",
    ),
    _rule(
        "notice_period",
        rf"\b(?:when|how\s+soon)\s+(?:can|could|would|will)\s+you\s+(?:\w+\s+){{0,3}}?(?:start|join|begin)"
        rf"\b{_NO_OBJECT}|\b(?:can|could)\s+you\s+(?:start|join)\b{_NO_OBJECT}{_IN_QUESTION}"
        rf"|\b(?:start(?:ing)?|joining)\s+date{_IN_QUESTION}|\bavailab\w+\s+to\s+(?:start|join)\b"
        r"|\byour\s+(?:start(?:ing)?|joining)\s+date\s+(?:will|is|shall|must)\b",
        "They ask when you could start; only you can decide that.",
    ),
    _rule(
        "notice_period",
        r"\b(?:offer\s+of\s+employment|employment|appointment|position|role|hire)\b[^.!?\n]{0,80}?"
        r"\beffective\s+(?:on\s+|from\s+|as\s+of\s+)?(?:\[|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep"
        r"|oct|nov|dec)\w*\.?\s+\d)"
        r"|\b(?:join|start|commence|report)\w*\s+(?:\w+\s+){0,4}?(?:not|no)\s+later\s+than\b"
        r"|\b(?:join|start|commence|report)\w*\s+(?:\w+\s+){0,4}?on\s+or\s+before\b"
        r"|\bcommence\w*\s+(?:your\s+)?(?:employment|duties|work)\s+on\b"
        r"|\b(?:date\s+of\s+joining|joining\s+date|commencement\s+date)\b",
        "The message sets a start or joining date; check it fits your notice period.",
    ),
    # --- legal ----------------------------------------------------------------------------
    _rule(
        "legal",
        r"\bnon[- ]?compet\w*|covenants?\s+not\s+to\s+compete|\bnon[- ]?solicit\w*"
        r"|restrictive\s+covenants?|\bnon[- ]investment\b|garden\s+leave"
        r"|non[- ]?disparage\w*|training\s+(?:cost\s+)?repayment|claw[- ]?back"
        r"|repay\s+(?:the\s+|any\s+)?(?:training|relocation|sign[- ]on|signing)",
        "A non-compete or restrictive covenant limits future work; read it before agreeing.",
    ),
    _rule(
        "legal",
        r"\b(?:agrees?|will|shall|must|undertakes?|promises?)\s+(?:\w+\s+)?not\s+(?:to\s+)?"
        r"(?:directly\s+or\s+indirectly\s+)?(?:compete|solicit|poach|engage\s+in\s+any\s+(?:business"
        r"|employment)|work\s+for\s+(?:a|any)\s+competitor)\b"
        r"|\b(?:after|following|upon|on)\s+(?:the\s+)?(?:termination|end|expiration|cessation)\s+of"
        r"\s+(?:(?:your|the|his|her|their|subject)\s+)?employment\b"
        r"|\bafter\s+(?:your|the)\s+employment\s+(?:terminates|ends|is\s+terminated)\b"
        r"|\bsurvive\s+(?:the\s+)?termination\b",
        "A restriction that binds you after the job ends; read it before agreeing.",
    ),
    _rule(
        "legal",
        r"\bNDA\b|non[- ]?disclosure|confidentiality\s+(?:agreement|obligations)"
        r"|(?:inventions?|intellectual\s+property|\bIP)\s+assignment|\bproprietary\s+information\b"
        r"|\bconfidential\s+information\b|\bstrict(?:est)?\s+confidence\b|\btrade\s+secrets?\b"
        r"|\bassign\s+(?:\w+\s+){0,3}?(?:inventions?|intellectual\s+property)",
        "Confidentiality or IP-assignment terms need your own review.",
    ),
    _rule(
        "legal",
        r"\boffer\s+letter\b|employment\s+(?:agreement|contract)|\bat[- ]will\b"
        r"|\barbitration\b|governing\s+law|liquidated\s+damages|\bindemnif\w+|\bWHEREAS\b"
        r"|\bin\s+consideration\s+of\s+(?:the\s+)?(?:mutual|my|your)\b"
        r"|contract\s+(?:terms|length|duration|to\s+hire)|by\s+signing|probation(?:ary)?\s+period",
        "Contract or offer-letter terms; nothing should be agreed without you.",
    ),
    _rule(
        "legal",
        r"(?:consent|authori[sz]\w*|agree)\s+(?:to\s+)?(?:a\s+|the\s+)?background\s+"
        r"(?:check|screening|investigation)|background\s+(?:check|screening)\s+(?:consent|authori[sz]ation)"
        r"|background\s+(?:check|screening|search|investigation)[^.!?\n]{0,60}\bconsent\b"
        r"|\boffer\s+(?:is|will\s+be)\s+(?:contingent|conditional)\s+(?:up)?on\b",
        "They ask for consent to a background check; that is your decision.",
    ),
    # --- visa -----------------------------------------------------------------------------
    _rule(
        "visa",
        r"work(?:ing)?\s+authori[sz]ation|employment\s+authori[sz]ation|authori[sz]ed\s+to\s+work"
        r"|(?<!-)\bsponsor(?:ship|ed|ing)?\b(?!\s+(?:benefits?|events?|plans?|programs?))|\bvisas?\b|\bcitizen(?:ship)?\b|green\s+card|work\s+permit"
        r"|right\s+to\s+work|\bH-?1B\b|(?:eligible|allowed|permitted|entitled)\s+to\s+work\b"
        r"|eligibility\s+(?:to|for)\s+(?:work|employment)\b|\bform\s+I-?9\b|(?-i:\bI-9\b)"
        r"|blue\s+card|(?-i:\b(?:OPT|CPT|EAD)\b)",
        "Work authorization or visa status; only you can answer this.",
    ),
    _rule(
        "visa",
        r"\b(?:security|active|secret|TS/SCI)\s+clearance\b",
        "A security clearance requirement; only you can answer this.",
        negatable=True,
    ),
    # --- relocation and location ----------------------------------------------------------
    _rule(
        "relocation",
        r"\brelocat\w+|\bmove\s+to\s+(?-i:[A-Z])|\bmoving\s+to\s+(?-i:[A-Z])|willing\s+to\s+(?:move|commute)"
        r"|(?:must|required\s+to)\s+(?:be\s+)?(?:located|live|reside)\s+(?:in|within|near)\b",
        "Relocation or a place you must live; decide whether that works for you.",
        negatable=True,
    ),
    _rule(
        "relocation",
        r"\bon[- ]?site\s+(?:in|at)\b|\bin[- ]office\s+(?:in|at)\b"
        r"|\b(?:\d|two|three|four)\s+days?\s+(?:a|per)\s+week\s+(?:\w+\s+){0,3}?(?:in|at|from)\s+(?:our|the)"
        r"\s+(?:\w+\s+)?office",
        "The job is tied to an office location; decide whether that works for you.",
        negatable=True,
        about_work=True,
    ),
    _rule(
        "relocation",
        rf"\blocation\s*(?:preferences?)?\s*\?|(?:\b(?:your|preferred|current)\s+(?:\w+\s+)?location"
        rf"|\blocated\b|\bbased\s+(?:in|out\s+of)\b(?![^.!?\n]*time\s*zone)|\bwhere\s+(?:are\s+you"
        rf"|do\s+you\s+live|would\s+you\s+(?:like|prefer|want)\s+to\s+(?:work|be\s+based|live))"
        rf"|\bcommut\w*|\bon-?site\b|\bin[- ]office\b"
        rf"|\b(?:come|coming|work|working)\s+(?:in(?:to)?|from)\s+(?:the|our)\s+(?:\w+\s+)?office){_IN_QUESTION}",
        "They ask where you are or want to work; only you can answer this.",
    ),
    _rule(
        "relocation",
        r"^\W*(?:current\s+|preferred\s+)?location\s*(?:preferences?)?\s*:\s*$"
        r"|\b(?:life|living|settling)\s+in\s+(?-i:[A-Z])\w+[^.!?\n]{0,60}\?",
        "They ask where you are or want to work; only you can answer this.",
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
)


def _is_negated(text: str, start: int) -> bool:
    """Tell whether a negation sits in the few words before `start` (same sentence)."""
    before = re.split(r"[.!?\n]", text[max(0, start - 40) : start])[-1]
    return bool(_NEGATION.search(before))


def _about_interview(text: str, start: int, end: int) -> bool:
    """Tell whether the sentence around a match is about the interview's place, not the job's."""
    before = re.split(r"[.!?\n]", text[max(0, start - 80) : start])[-1]
    return bool(_INTERVIEW_PLACE.search(before + text[start:end]))


def _skipped(rule: Rule, text: str, match: re.Match[str]) -> bool:
    if rule.negatable and _is_negated(text, match.start()):
        return True
    return rule.about_work and _about_interview(text, match.start(), match.end())


def _pattern_hits(text: str) -> list[Hit]:
    hits: list[Hit] = []
    for rule in RULES:
        for match in rule.pattern.finditer(text):
            if not _skipped(rule, text, match):
                hits.append(Hit(rule.category, rule.reason, *match.span()))
    return hits


def _scam_hits(text: str) -> list[Hit]:
    """Return one hit per scam sign, only when the signs together weigh enough."""
    return [Hit("scam", sign.reason, sign.start, sign.end) for sign in scam_evidence(text)]


def risk_flags(text: str) -> list[RiskFlag]:
    """Return the rule flags (all categories except unbacked skills) for a message."""
    clean = normalize(text)
    spans = sentence_spans(clean)

    starts = [lo for lo, _ in spans]
    seen: set[tuple[str, int]] = set()
    flags: list[RiskFlag] = []
    for hit in _pattern_hits(clean) + _scam_hits(clean):
        sentence = bisect_right(starts, hit.start)
        if (hit.category, sentence) in seen:
            continue  # one flag per category and sentence
        seen.add((hit.category, sentence))
        quote = quote_at(text, spans, hit.start, hit.end)  # the original words, not normalised
        flags.append(RiskFlag(category=hit.category, reason=hit.reason, quote=quote))
    return flags
