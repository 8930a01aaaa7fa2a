"""Scam evidence: independent warning signs, each weighted, summed against a threshold."""

from __future__ import annotations

import re
from typing import NamedTuple

from agent.reply.intake_rules import extract_message
from agent.reply.risk_base import sentence_at
from agent.reply.risk_in_person import brought_in_person
from agent.reply.scam_base import FAINT, disclaimed, owed_on_leaving
from agent.reply.scam_channel import books_a_named_job
from agent.reply.scam_families import effort_pay, trivial_requirements
from agent.reply.scam_links import anonymous_offer, header_signs, link_signs
from agent.reply.scam_paperwork import paperwork_only
from agent.reply.scam_patterns import MEDIUM, SIGNALS, first_match
from agent.reply.scam_verdict import concrete_facts

SCAM_THRESHOLD = 1.0  # one strong sign, or several weak ones together
MAX_SCAM_FLAGS = 4  # the strongest signs are shown; the rest only add to the score
# Signs that only say personal data is asked for: no sign when the hiring step it is for is named.
_DATA_ASKED = frozenset({"sensitive_data", "personal_details"})
# Signs of a fee the candidate pays: a bond owed only on leaving early is none of them.
_FEE_SIGNS = frozenset({"upfront_payment", "payment_demand"})
# "Upload your licence to verify your identity": an ID check on a document, not a login phish.
_ID_DOCUMENT = re.compile(
    r"\b(?:licen[cs]e|passport|ID|selfie|identity\s+card|national\s+id)\b", re.IGNORECASE
)


class Sign(NamedTuple):
    """One sign found in a message, before it is quoted."""

    name: str
    weight: float
    reason: str
    start: int
    end: int


def scam_signs(text: str) -> list[Sign]:
    """Return each scam signal found in normalised text, once per signal, at its first match."""
    signs: list[Sign] = []
    for signal in SIGNALS:
        match = first_match(signal, text)
        if match:
            weight = signal.weight
            if signal.name == "consumer_sender":
                weight = _free_mailbox_weight(text, weight)
            signs.append(Sign(signal.name, weight, signal.reason, *match.span()))
    for weight, reason, start, end in link_signs(text):
        signs.append(Sign("suspicious_link", weight, reason, start, end))
    for weight, reason, start, end in header_signs(text):
        signs.append(Sign("mail_headers", weight, reason, start, end))
    for weight, reason, start, end in anonymous_offer(text):
        signs.append(Sign("anonymous_offer", weight, reason, start, end))
    families = (("effort_pay", effort_pay), ("trivial_requirements", trivial_requirements))
    for name, family in families:
        signs.extend(Sign(name, *found) for found in family(text))
    return [s for s in signs if not _excused(text, s)]


def _excused(text: str, sign: Sign) -> bool:
    """Tell whether a sign is disclaimed, only paperwork, or a sum owed on leaving early."""
    if sign.name in _FEE_SIGNS and owed_on_leaving(text, sign.start):
        return True
    if sign.name == "reply_keyword" and books_a_named_job(text, sign.start):
        return True
    return disclaimed(text, sign.start) or _paperwork(text, sign)


def _paperwork(text: str, sign: Sign) -> bool:
    """Tell whether a sign is only data asked for a named hiring step (payroll, an ID check)."""
    if sign.name in _DATA_ASKED:
        return paperwork_only(text) or brought_in_person(text, sign.start)
    if sign.name == "credential_phishing" and "identity" in text[sign.start : sign.end].lower():
        lo, hi = sentence_at(text, sign.start)
        return bool(_ID_DOCUMENT.search(text, lo, hi))
    return False


def _free_mailbox_weight(text: str, weight: float) -> float:
    """Weigh a free mailbox by what else names the sender: nobody to verify, or a firm and place."""
    if concrete_facts(text) >= 2:
        return FAINT  # a named firm with an address or a set meeting: a small employer's mailbox
    if not extract_message(text).company:
        return MEDIUM  # a free mailbox and no company: nobody to verify
    return weight


def scam_score(signs: list[Sign]) -> float:
    """Return the evidence: the weights summed, one link sign counted at most once."""
    links = [s.weight for s in signs if s.name == "suspicious_link"]
    others = sum(s.weight for s in signs if s.name != "suspicious_link")
    return round(others + (max(links) if links else 0.0), 4)


def scam_evidence(text: str) -> list[Sign]:
    """Return the strongest signs when the evidence reaches the threshold, else nothing."""
    signs = scam_signs(text)
    if scam_score(signs) < SCAM_THRESHOLD:
        return []
    strongest = sorted(signs, key=lambda s: (-s.weight, s.start))[:MAX_SCAM_FLAGS]
    return sorted(strongest, key=lambda s: s.start)
