"""Risk rules' common parts: the Rule type and the pay and question fragments rules share."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.reply.model import RiskCategory


@dataclass(frozen=True)
class Rule:
    """One pattern that raises a flag of `category` with a plain-English `reason`."""

    category: RiskCategory
    pattern: re.Pattern[str]
    reason: str
    negatable: bool = False
    about_work: bool = False  # skip where the sentence is about the interview, not the job
    unless: re.Pattern[str] | None = None  # skip where the match's sentence says this


def rule(
    category: RiskCategory,
    pattern: str,
    reason: str,
    *,
    negatable: bool = False,
    about_work: bool = False,
    unless: str = "",
) -> Rule:
    """Compile one rule (case-insensitive, multi-line); `unless` names sentences it skips."""
    flags = re.IGNORECASE | re.MULTILINE
    skip = re.compile(unless, flags) if unless else None
    return Rule(category, re.compile(pattern, flags), reason, negatable, about_work, skip)


# Where the reader lives, not how far along they are: not "where are you at salary-wise?",
# "where are you with other processes?", "where are you in your search?".
WHERE_ARE_YOU = (
    r"where\s+are\s+you(?!\s+(?:at\s+)?(?:[\w-]+-wise|with|on|in\s+(?:terms|your|the|other)"
    r"|at\s+(?:with|in|on)\b)\b)"
)

# A company's money, not pay: "we just raised a $150M Series D", "a $5M seed-funded startup".
COMPANY_MONEY = (
    r"raised|raising|funding|funded|seed|series\s+[A-F]|valuation|revenue|ARR|turnover"
    # the business's volume, not anyone's pay: "processes $2B", "recover $2M a month in carts"
    r"|process(?:es|ed)?|transactions?|GMV|abandoned|recover(?:s|ed)?|market\s+cap|under\s+management"
    # a product's price: "our Pro plan is $49 per seat per month"
    r"|per\s+(?:seat|user|licen[cs]e)|plan\s+(?:is|costs)|pricing|priced"
)

# Money in a sentence that is not pay: expenses, travel, vouchers, a company's money, a move's
# grant or a bond repaid on leaving (weighed as relocation and legal terms instead).
NOT_PAY_WORDS = (
    rf"expenses?|reimburs\w*|travel|parking|vouchers?|refund\w*|gift|{COMPANY_MONEY}"
    r"|relocation\s+(?:support|grant|allowance|lump\s+sum|package|assistance|bonus)|lump\s+sum"
    r"|valued\s+at|repay\w*|bond\s+(?:period|amount)"
)

# The company moved, nobody asks the reader to: "we recently relocated our office" ...
_COMPANY_MOVED = (
    r"\b(?:we(?:'ve|\s+have)?|our\s+(?:\w+\s+)?(?:office|team|headquarters|HQ|company|studio))\s+"
    r"(?:(?:recently|just|have|has|also)\s+)*(?:relocated|moved)\b(?!\s+(?:you|employees|staff|people))"
    r"|\brelocated\s+(?:our|the|its)\s+(?:\w+\s+)?(?:office|headquarters|HQ|studio)\b"
)
# ... unless the same sentence asks the reader to follow: "and the role requires you to relocate"
COMPANY_MOVED = (
    rf"(?:{_COMPANY_MOVED})(?![^.!?\n]*\b(?:you|candidates?)\b[^.!?\n]*\b(?:relocat\w*|move)\b)"
)

# Currency codes written before or after a figure ("QAR 3500", "3500 QAR").
_CODES = r"usd|eur|gbp|aud|cad|sgd|chf|pln|aed|qar|sar|kwd|omr|bhd|egp|myr|hkd|nzd|sek|nok|dkk|usdt"
MONEY = (
    r"(?:[$€£₹¥₦₱₩₺₽₴฿₫]\s?\d(?:[\d,.]*\d)?\s?(?:k|m)?\b(?!\s*(?:billion|trillion|bn)\b)"
    rf"|\b(?:rs\.?|inr|k?sh|kes|rm|zar|ngn|php|{_CODES}|krw|jpy|cny|rmb|idr|vnd|thb|try|ron|czk"
    r"|huf)\s?\d(?:[\d,.]*\d)?\b"
    r"(?!\s*(?:billion|trillion|bn)\b)"
    r"|\bR\s?\d{1,3}(?:,\d{3})+\b"
    rf"|\b(?!401k)\d(?:[\d,.]*\d)?\s?(?:k|{_CODES}|lpa|lakhs?|crores?|rupees)\b"
    r"|\b\d(?:[\d,.]*\d)?\s?[$£](?!\w)"  # the symbol after the figure: "10.000$" (€: risk_lang)
    r"|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*(?:per\s+(?:year|annum|month|hour)|/\s*(?:year|yr|month|mo|h)"
    r"|a\s+year|annually|dollars|euros|pounds))"
)
PAY_WORDS = (
    r"\b(?:salar(?:y|ies)|pay|paid|compensation|rate|earn\w*|wages?|income|bonus"
    r"|(?<!diversity,\s)(?<!diversity\s)equity(?!,?\s+(?:and\s+)?inclusion)|package"
    r"|OTE|base|annual(?:ly)?|per\s+(?:year|annum|month|hour|day|week))\b"
)
# "start" or "join" followed by a thing started or joined ("the test", "the call") is no start date.
NO_OBJECT = r"(?!\s+(?:the|a|an|this|that|our|your|my|it|call|meeting|interview|test)\b)"
# A clock time: "10am", "2:30 p.m.", "14:00".
CLOCK = r"\b\d{1,2}(?::\d{2})?\s*(?:(?:am|pm)\b|a\.m\.|p\.m\.)|\b\d{1,2}[:.]\d{2}\b"
# Another time, not another place: "move to the afternoon", "moved to the next round", "to Monday".
LATER_SLOT = (
    r"(?:the\s+|a\s+|an\s+)?(?:(?:next|following|same|final|second|third|later|earlier)\s+"
    r"(?:day|week|round|stage|step|slot|time)|morning|afternoon|evening|(?-i:[A-Z])[a-z]*day"
    r"|(?:later|earlier)\s+(?:slot|time|date)|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)\b"
)
# Moving the interview, not the reader: "we've had to relocate your interview to our Docklands
# office".
RELOCATE = (
    r"\brelocat\w+(?!\s+(?:your|the|our|this|today['’]s|tomorrow['’]s)\s+(?:\w+\s+)?(?:interview|meeting"
    r"|call|session|onsite|visit|assessment)\b)"
)
# The rest of a question: no sentence end before the question mark.
# A month's name, short or long ("Sep", "September", "Sept."), and a weekday's ("Weds", "Thurs").
MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?"
WEEKDAY = r"(?:mon|tues?|weds?|wednes|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
IN_QUESTION = r"[^.!?\n]{0,80}\?"


def sentence_at(text: str, start: int) -> tuple[int, int]:
    """Return the bounds of the sentence (or line) around `start`."""
    lo = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    ends = [i for i in (text.find(c, start) for c in ".!?\n") if i >= 0]
    return lo, min(ends, default=len(text))
