"""Matches that name something else: what the company sells, a job title, a firm, Visa the card."""

from __future__ import annotations

import re

from agent.reply.risk_base import sentence_at

# What a company sells or its customers do with it: "relocation software", "helps lawyers file".
_PRODUCT_AFTER = re.compile(
    r"^[\w-]*\W{0,2}(?:[\w-]+\s+)?(?:software|platform|app|tool|product|paperwork|workflows?|startup"
    r"|SaaS|solution|system)s?\b",
    re.IGNORECASE,
)
# A job title the word starts: "a Relocation Consultant", "our Visa Officer" (capitalised).
_JOB_TITLE_AFTER = re.compile(
    r"^\s+(?:Consultant|Specialist|Coordinator|Manager|Advisor|Officer|Analyst)s?\b"
)
# A firm the word names: "Equity Bank", "Relocation Partners Ltd" (both words capitalised).
_FIRM_AFTER = re.compile(
    r"^\s+(?:Bank|Group|Partners|Capital|Trust|Bancorp|Holdings|Investments?|Insurance|Residential"
    r"|Ltd|Limited|Inc|LLC|Plc|PLC|GmbH)\b"
)
_PRODUCT_BEFORE = re.compile(
    r"\b(?:automat\w+|build\w*|track\w*|manag\w+|fil(?:e|es|ing)|streamlin\w+|simplif\w+"
    r"|apply\s+for|(?:customers|clients|users|lawyers|teams|merchants|companies|employers)\b[^.!?\n]{0,50})"
    r"\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_PRODUCT_NOUN = re.compile(r"\b(?:software|platform|app|tool|product|SaaS)\b", re.IGNORECASE)
# Visa the card network: other card brands, payments words or its products in the sentence.
_PAYMENT_CARDS = re.compile(
    r"\b(?:mastercard|amex|american\s+express|discover|apple\s+pay|google\s+pay|paypal|stripe"
    r"|card\s+(?:network|issuer|payments?|scheme)|payments?\s+(?:network|processing|partner)|checkout"
    r"|merchants?)\b|\bVisa\s+(?:Direct|Inc|Europe|network|cards?|credit|debit|payments?)\b",
    re.IGNORECASE,
)


def names_something_else(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a match names a product, a job title, a firm or a card brand, not a term."""
    return _company_product(category, text, match) or _card_brand(category, text, match)


def _company_product(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a match names what the company sells ("visa paperwork software"), not a term."""
    if category not in ("visa", "relocation", "legal", "salary"):
        return False
    lo, hi = sentence_at(text, match.start())
    before, after = text[max(lo, match.start() - 80) : match.start()], text[match.end() : hi]
    if _PRODUCT_AFTER.match(after) or _JOB_TITLE_AFTER.match(after):
        return True
    if match.group(0)[:1].isupper() and _FIRM_AFTER.match(after):
        return True
    return bool(_PRODUCT_BEFORE.search(before)) and bool(_PRODUCT_NOUN.search(text, lo, hi))


def _card_brand(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a visa match is only Visa the card network ("accept Visa, Mastercard")."""
    if category != "visa" or match.group(0).strip() not in ("Visa", "VISA"):
        return False
    lo, hi = sentence_at(text, match.start())
    return bool(_PAYMENT_CARDS.search(text, lo, hi))
