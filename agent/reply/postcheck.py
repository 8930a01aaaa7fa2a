"""Deterministic post-check of a draft reply: flag contact details, money and commitments."""

from __future__ import annotations

import re

from agent.reply.asks import PLACEHOLDER
from agent.reply.intake_rules import MAX_QUOTE_CHARS, collapse, normalize, sentence_spans
from agent.reply.model import ProfileContext, RiskFlag

MIN_PHONE_DIGITS = 7
MAX_PHONE_DIGITS = 15

_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)"
_WHEN = rf"(?:\d|{_MONTHS}|{_DAYS}|next\s+\w+|the\s+\d|immediately|right\s+away|asap)"

_PHONE = re.compile(r"(?<![\w/.,$€£-])\+?\(?\d[\d\s().-]{5,}\d(?![\w/]|[.,-]\d)")
_DATE_LIKE = re.compile(
    r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{4}\s*[-–]\s*\d{4}"
)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")

MONEY_REASON = "The draft names a salary or money figure; your profile has none."
_SSN = re.compile(r"\d{3}-\d{2}-\d{4}")

_LEAKS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"), "The draft contains an e-mail address."),
    (
        re.compile(
            r"\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln"
            r"|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Square)\b\.?|\b(?:my|our)\s+(?:home\s+|street\s+"
            r"|postal\s+|mailing\s+)?address\s+is\b[^.\n]*|\bI\s+live\s+(?:at|on)\s+[^.\n]*",
        ),
        "The draft reveals a street or home address.",
    ),
    (
        re.compile(
            r"\b\d{3}-\d{2}-\d{4}\b|\b(?:ssn|social\s+security(?:\s+number)?|passport(?:\s+(?:number|no\.?))?"
            r"|id\s+number|driver'?s\s+licen[cs]e(?:\s+number)?|iban|account\s+number|routing\s+number)"
            r"\b\W{0,3}(?:is\s+)?[:#]?\s*(?-i:[A-Z0-9][A-Z0-9-]{3,}(?: [A-Z0-9]{2,}){0,7})",
            re.IGNORECASE,
        ),
        "The draft reveals an ID or account number.",
    ),
    (
        re.compile(
            r"[$€£]\s?\d(?:[\d,.]*\d)?\s?(?:k|m)?\b(?:\s?(?:/|per|a)\s?(?:year|yr|annum|month|mo|hour|hr|day))?"
            r"|\b(?!401k)\d(?:[\d,.]*\d)?\s?k\b|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b"
            r"|\b\d(?:[\d,.]*\d)?\s?(?:usd|eur|gbp|chf|inr|dollars|euros|pounds|lakhs?|lpa)\b",
            re.IGNORECASE,
        ),
        MONEY_REASON,
    ),
    (
        re.compile(
            r"(?:\bI\s+(?:hereby\s+|happily\s+|gladly\s+)?(?:accept|agree\s+to|will\s+sign|'ll\s+sign|commit\b"
            r"|can\s+commit|am\s+committing)|\bI(?:'m|\s+am)\s+(?:happy|pleased|delighted|glad)\s+to\s+accept"
            r"|\bI\s+(?:will|can|'ll|am\s+willing\s+to)\s+relocate\b"
            r"|\bI\s+(?:do\s+not|don't|won't|will\s+not)\s+(?:need|require)\s+(?:visa\s+)?sponsorship"
            r"|\bI\s+(?:have|hold)\s+(?:a\s+|an\s+)?(?:valid\s+)?(?:work\s+(?:permit|visa|authori[sz]ation)"
            r"|green\s+card))[^.!?\n]{0,60}",
            re.IGNORECASE,
        ),
        "The draft accepts or commits to something only you can decide.",
    ),
    (
        re.compile(
            rf"\bI\s+(?:can|could|will|'ll|am\s+able\s+to)\s+start\s+(?:on\s+|from\s+|by\s+|in\s+)?{_WHEN}"
            rf"|\b(?:available|ready|able)\s+to\s+(?:start|join|begin)\b[^.\n]{{0,40}}"
            rf"|\bavailable\s+(?:from|starting|as\s+of)\s+{_WHEN}[^.\n]{{0,20}}"
            rf"|\bmy\s+(?:start|joining)\s+date\b[^.\n]{{0,40}}|\bnotice\s+period\s+(?:is|of)\b[^.\n]{{0,30}}",
            re.IGNORECASE,
        ),
        "The draft commits to a start date or notice period not in your profile.",
    ),
)


def _profile_numbers(profile: ProfileContext) -> set[str]:
    """Return every number written in the profile, without separators."""
    return {n.replace(",", "") for n in _NUMBER.findall(profile.block())}


def _grounded(snippet: str, reason: str, profile: ProfileContext, numbers: set[str]) -> bool:
    """Tell whether a snippet is in the profile (money also when all its numbers are)."""
    if collapse(snippet).lower() in collapse(profile.block()).lower():
        return True
    if reason != MONEY_REASON:
        return False
    found = {n.replace(",", "") for n in _NUMBER.findall(snippet)}
    return bool(found) and found <= numbers


def _phones(draft: str, employer_text: str) -> list[tuple[int, int]]:
    """Return spans of phone-like numbers that are not dates and not the employer's own."""
    spans: list[tuple[int, int]] = []
    for match in _PHONE.finditer(draft):
        value = match.group(0).strip()
        digits = re.sub(r"\D", "", value)
        if (
            not MIN_PHONE_DIGITS <= len(digits) <= MAX_PHONE_DIGITS
            or _DATE_LIKE.fullmatch(value)
            or _SSN.fullmatch(value)
        ):
            continue
        if digits in re.sub(r"[^\d\n]", "", employer_text):
            continue  # repeating the employer's own number back to them reveals nothing
        spans.append(match.span())
    return spans


def check_draft(
    draft: str, profile: ProfileContext, employer_text: str, *, user_words: str = ""
) -> list[RiskFlag]:
    """Flag what a draft reveals or commits to that neither the profile nor the user backs.

    Sentences with a [placeholder] are the user's to complete, so they are not checked.
    """
    clean = _mask_placeholder_sentences(normalize(draft))
    numbers = _profile_numbers(profile)
    flags: list[RiskFlag] = []
    hits = [(s, e, "The draft contains a phone number.") for s, e in _phones(clean, employer_text)]
    for pattern, reason in _LEAKS:
        hits.extend((*m.span(), reason) for m in pattern.finditer(clean))
    for start, end, reason in sorted(hits):
        snippet = clean[start:end]
        if (
            _grounded(snippet, reason, profile, numbers)
            or _echoes_contact(snippet, reason, employer_text)
            or (user_words and collapse(snippet).lower() in collapse(user_words).lower())
        ):
            continue
        quote = collapse(draft[start:end])[:MAX_QUOTE_CHARS]  # the offending words themselves
        flag = RiskFlag(category="draft_leak", reason=reason, quote=quote)
        if all((f.reason, f.quote) != (flag.reason, flag.quote) for f in flags):
            flags.append(flag)
    return flags


def _echoes_contact(snippet: str, reason: str, employer_text: str) -> bool:
    """Tell whether an e-mail address in the draft is one the employer wrote themselves."""
    return "e-mail" in reason and snippet.lower() in employer_text.lower()


def _mask_placeholder_sentences(text: str) -> str:
    """Blank out sentences holding a [placeholder], keeping every other offset in place."""
    for sentence in sentence_spans(text):
        if PLACEHOLDER.search(text[sentence[0] : sentence[1]]):
            start, end = sentence
            text = text[:start] + " " * (end - start) + text[end:]
    return text
