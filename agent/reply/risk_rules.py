"""Deterministic risk rules: salary, notice period, legal, visa, relocation, personal data, scam."""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import NamedTuple

from agent.reply.intake_rules import normalize, quote_at, sentence_spans
from agent.reply.model import RiskCategory, RiskFlag
from agent.reply.risk_base import Rule, sentence_at
from agent.reply.risk_engagement import ENGAGEMENT_RULES
from agent.reply.risk_features import FEATURE_RULES
from agent.reply.risk_in_passing import IN_PASSING_RULES
from agent.reply.risk_in_person import brought_in_person
from agent.reply.risk_interview import about_interview
from agent.reply.risk_job_town import JOB_TOWN_RULES
from agent.reply.risk_lang_further import FURTHER_LANG_RULES
from agent.reply.risk_lang_moves import MOVES_LANG_RULES
from agent.reply.risk_lang_north_east import NORTH_EAST_LANG_RULES
from agent.reply.risk_lang_starts import STARTS_LANG_RULES
from agent.reply.risk_lang_terms_more import TERMS_MORE_LANG_RULES
from agent.reply.risk_lang_wider import WIDER_LANG_RULES
from agent.reply.risk_letters import GATED, about_an_application, stands_in_a_letter
from agent.reply.risk_lookalikes import names_something_else
from agent.reply.risk_offer import OFFER_RULES
from agent.reply.risk_pay import PAY_RULES
from agent.reply.risk_place import PLACE_RULES
from agent.reply.risk_start_dates import START_DATE_RULES, agreed_first_day
from agent.reply.risk_terms import TERM_RULES
from agent.reply.risk_wordings import WORDING_RULES
from agent.reply.scam_base import disclaimed, shown_at_the_door
from agent.reply.scam_signals import scam_evidence
from agent.reply.scam_verdict import FAMILY_REASONS, feature_evidence

# A test the reader takes; "start immediately" in its sentence starts the test, not the job.
_ASSESSMENT = re.compile(r"\b(?:exam|test|assessment|assignment|quiz|task)s?\b", re.IGNORECASE)
# A job word, or the test named as a hurdle passed first: then the start is the job's.
_JOB_START = re.compile(
    r"\b(?:pass\w*|clear\w*|complet\w+|success\w*|once|after|job|role|position|employment"
    r"|contract|work\w*|joining|onboard\w*|offer)\b",
    re.IGNORECASE,
)
_NEGATION = re.compile(
    r"\b(?:not|no|never|without|sin|ningun[oa]?|sem|nenhum[a]?|n[ãa]o|sans|aucun\w*|senza|nessun\w*"
    r"|kein\w*|nicht|ohne)\b|n't\b",
    re.IGNORECASE,
)
# A sentence where the reader is asked to pay (a fee, a sum "to confirm") and nothing is earned.
_FEE_DEMAND = re.compile(
    r"\b(?:pay|deposit|send|transfer)\s+(?:a\s+|an\s+|the\s+|just\s+|only\s+)?[^\s\d]{0,3}\s?\d"
    r"[\d,.]*\s+(?:\w+\s+)?(?:to|for)\s+(?:the\s+|your\s+)?(?:confirm|secure|book|reserve|register"
    r"|activate|unlock|process|hold|get|visa|work\s+permit|permit|medicals?|attestation|training"
    r"|certification)\b|\b(?:fee|fees|(?<!direct\s)deposit)\b"
    # the price of a service sold to the reader: "the package starts at $90"
    r"|\b(?:package|service|course|plan|rewrite)s?\s+(?:starts?|costs?|is\s+priced)\s+(?:at|from)\b"
    # the reader pays a total: "Pay only $450 total"
    r"|\bpay\s+(?:only|just)\s+[^\s\d]{0,3}\s?\d[\d,.]*\s*(?:total|in\s+total|now|today|once)\b"
    # a sum the reader must hand over: "kindly pay Rs 4,999 as charges", "have to pay Rs 2 lakh to",
    # a course's price in brackets, and the same in PT ES ID AR HI
    r"|\b(?:kindly|please|must|have\s+to|need\s+to|required\s+to)\s+pay\b|\bcharges\b"
    r"|\b(?:course|programme|program|training|kit)\s*\(\s*[^\s\d]{0,3}\s?\d"
    r"|\b(?:pagar|pague|abonar|membayar|bayar)\b|\b(?:biaya|frete|taxa|tasa|cuota)\s+(?:de\s+)?"
    r"|رسوم|دفع|جمع\s+کروائیں|जमा\s+कर|शुल्क|सिक्योरिटी\s+राशि",
    re.IGNORECASE,
)
# A heading over a list of charges: "Program Fees:", "Costs:", "Our pricing:".
_FEE_HEADING = re.compile(
    r"^[\W_]*(?:[\w&]+\s+){0,3}(?:fees?|charges|costs|pricing|price\s+list)[\W_]*:?[\W_]*$",
    re.IGNORECASE,
)
# Details asked to draw up a document: "details for the Contractor Agreement" states no term.
_PAPERWORK = re.compile(
    r"\b(?:details?|info\w*|data|particulars)\s+(?:\w+\s+){0,2}?for\s+(?:the\s+|your\s+|a\s+|our\s+)?"
    r"(?:\w+\s+)?$",
    re.IGNORECASE,
)
_EARNED = re.compile(
    r"\b(?:earn\w*|salar\w+|income|wages?|stipend|per\s+(?:day|week|month|year|hour|annum)"
    r"|ganh\w+|gan(?:ar|as|a)|sueldo|penghasilan|gaji|upah|pendapatan)\b|कमा|वेतन|सैलरी|راتب|تنخواہ"
    r"|\bkeep\w*\s+(?:\S+\s+){0,5}?(?:pay|commission|percentage)\b",  # a cut of a cheque is pay
    re.IGNORECASE,
)


class Hit(NamedTuple):
    """Where a rule matched, before it is quoted."""

    category: RiskCategory
    reason: str
    start: int
    end: int


RULES: tuple[Rule, ...] = (
    PAY_RULES
    + TERM_RULES
    + PLACE_RULES
    + WORDING_RULES
    + FEATURE_RULES
    + OFFER_RULES
    + WIDER_LANG_RULES
    + MOVES_LANG_RULES
    + STARTS_LANG_RULES
    + TERMS_MORE_LANG_RULES
    + FURTHER_LANG_RULES
    + ENGAGEMENT_RULES
    + START_DATE_RULES
    + JOB_TOWN_RULES
    + NORTH_EAST_LANG_RULES
    + IN_PASSING_RULES
)


def _is_negated(text: str, start: int) -> bool:
    """Tell whether a negation sits in the few words before `start` (same sentence)."""
    before = re.split(r"[.!?\n]", text[max(0, start - 40) : start])[-1]
    return bool(_NEGATION.search(before))


def _test_start(rule: Rule, text: str, start: int) -> bool:
    """Tell whether a start-date match only says when the reader starts a test or exam."""
    if rule.category != "notice_period":
        return False
    lo, hi = sentence_at(text, start)
    sentence = text[lo:hi]
    return bool(_ASSESSMENT.search(sentence)) and not _JOB_START.search(sentence)


def _paperwork_only(rule: Rule, text: str, match: re.Match[str]) -> bool:
    """Tell whether a legal match is only an agreement named as paperwork to prepare."""
    if rule.category != "legal" or match.group(0).casefold() not in ("agreement", "agreements"):
        return False
    before = re.split(r"[.!?\n]", text[max(0, match.start() - 80) : match.start()])[-1]
    return bool(_PAPERWORK.search(before))


def _skipped(rule: Rule, text: str, match: re.Match[str]) -> bool:
    if _paperwork_only(rule, text, match) or _test_start(rule, text, match.start()):
        return True
    if rule.category == "notice_period" and agreed_first_day(text, match.start()):
        return True
    if names_something_else(rule.category, text, match):
        return True
    if rule.category in GATED and about_an_application(text):
        lo, hi = sentence_at(text, match.start())
        if not stands_in_a_letter(rule.category, text[lo : hi + 1]):  # with its "?"
            return True
    if rule.category == "personal_data" and (
        disclaimed(text, match.start())
        or shown_at_the_door(text, match.start())
        or brought_in_person(text, match.start())
    ):
        return True
    if rule.negatable and _is_negated(text, match.start()):
        return True
    if rule.unless is not None:
        lo, hi = sentence_at(text, match.start())
        if rule.unless.search(text, lo, max(hi, match.end())):
            return True
    return rule.about_work and about_interview(text, match.start(), match.end())


def _fee_not_pay(text: str, lo: int, hi: int) -> bool:
    """Tell whether the sentence text[lo:hi] only asks the reader to pay (a fee, a charges list)."""
    sentence = text[lo:hi]
    if _EARNED.search(sentence):
        return False
    return bool(_FEE_DEMAND.search(sentence)) or _under_fee_heading(text, lo)


def _under_fee_heading(text: str, lo: int) -> bool:
    """Tell whether the line at `lo` sits in a block of lines headed by a list of charges."""
    lines = text[max(0, lo - 2000) : lo].split("\n")[:-1]  # the few lines above are enough
    for line in reversed(lines[-8:]):
        if not line.strip():
            return False
        if _FEE_HEADING.match(line):
            return True
        if line.rstrip().endswith(":"):  # another heading: the charges list ended above
            return False
    return False


def _pattern_hits(text: str) -> list[Hit]:
    hits: list[Hit] = []
    fees: dict[int, bool] = {}  # sentence start -> only a fee to pay (judged once per sentence)
    for rule in RULES:
        for match in rule.pattern.finditer(text):
            if _skipped(rule, text, match):
                continue
            if rule.category == "salary":
                lo, hi = sentence_at(text, match.start())
                if lo not in fees:
                    fees[lo] = _fee_not_pay(text, lo, hi)
                if fees[lo]:
                    continue
            hits.append(Hit(rule.category, rule.reason, *match.span()))
    return hits


def _scam_hits(text: str) -> list[Hit]:
    """Return one hit per scam sign or agreeing feature family, when the evidence weighs enough."""
    hits = [Hit("scam", sign.reason, sign.start, sign.end) for sign in scam_evidence(text)]
    cues = feature_evidence(text)
    hits += [Hit("scam", FAMILY_REASONS[c.family], c.start, c.end) for c in cues]
    return hits


def risk_flags(text: str) -> list[RiskFlag]:
    """Return the rule flags (all categories except unbacked skills) for a message."""
    clean = normalize(text)
    spans = sentence_spans(clean)

    starts = [lo for lo, _ in spans]
    seen: set[tuple[str, int]] = set()
    quoted: set[tuple[str, str]] = set()
    flags: list[RiskFlag] = []
    for hit in _pattern_hits(clean) + _scam_hits(clean):
        sentence = bisect_right(starts, hit.start)
        if (hit.category, sentence) in seen:
            continue  # one flag per category and sentence (checked first: quoting is costly)
        quote = quote_at(text, spans, hit.start, hit.end)  # the original words, not normalised
        words = (hit.category, quote.rstrip(" .!?;:…").casefold())
        if words in quoted:
            continue  # never the same words twice
        seen.add((hit.category, sentence))
        quoted.add(words)
        flags.append(RiskFlag(category=hit.category, reason=hit.reason, quote=quote))
    return flags
