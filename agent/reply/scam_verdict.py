"""Scam verdict from independent feature families: two or more must agree, vagueness helps."""

from __future__ import annotations

import re

from agent.offline.taxonomy import find_skills
from agent.reply.intake_rules import extract_message
from agent.reply.risk_in_person import brought_in_person
from agent.reply.scam_base import disclaimed, owed_on_leaving, shown_at_the_door
from agent.reply.scam_families import STRONG_LIST_WEIGHT, trivial_requirements
from agent.reply.scam_features import FREE_HOST, Feature, family_strengths, features
from agent.reply.scam_lang_facts import foreign_facts
from agent.reply.scam_paperwork import NOT_CORROBORATING, paperwork_only
from agent.reply.scam_words import wording_features

FAMILY_FLOOR = 0.5  # a family counts as present from this strength
MIN_FAMILIES = 2  # independent families that must agree
VERDICT_THRESHOLD = 1.2  # summed strength of the families present (vagueness included)
VAGUE_WEIGHT = 0.5  # a message naming no concrete employer fact
LONE_FAMILY_FLOOR = 0.8  # with vagueness as the only other family, one family must be strong
TRIVIAL_STRENGTH = 0.8  # three or more kinds of requirement that anyone meets
MAX_QUOTES = 3
NAMED_INVITATION_FACTS = 3  # employer, role and a place or meeting: "shortlisted" is no cold pick
# Families that are no scam on their own, however vague the message: a day rate is a labourer's
# pay, and ID and bank data are what every employer's HR asks for (a personal-data risk).
LONE_NOT = frozenset({"money", "identity"})
# A fee the candidate must pay, named outright, needs nothing else: employers do not charge
# applicants (the English "processing fee" sign weighs as much on its own).
FEE_ALONE = 1.0

FAMILY_REASONS: dict[str, str] = {
    "money": "It promises money per day, week, hour or task rather than a salary for a role.",
    "effort": "It stresses how little effort it takes (a phone, minutes a day, no experience).",
    "channel": "It moves the contact to a chat app, texts or a personal mailbox.",
    "urgency": "It presses you to act fast (limited spaces, today, immediately).",
    "pay_first": "It asks you to pay before you work; employers do not charge applicants.",
    "through_you": "Money, cheques or parcels would pass through your own account or home.",
    "identity": "It asks for identity or bank data that no hiring step needs this early.",
    "credentials": "It asks for a login, password, PIN or code that no employer ever needs.",
    "unsolicited": "It says you were selected or approved although you never applied.",
    "handoff": "A nameless leader, boss or manager is to contact you instead of the company.",
    "no_vetting": "It hires without vetting: 'approved', no interview or one by text.",
    "trivial": "Its only requirements are ones anyone meets (age, internet, a phone).",
    "form": "It is a known job-scam form (parcels to forward, shop checks, a fee job abroad).",
    "wording": "Its wording is close to job scams seen before (a learned model's strongest words).",
}
_DOMAIN = re.compile(
    r"\bhttps?://\S+|\bwww\.\S+|@[\w-]+\.[a-z]{2,}|\b[\w-]+\.(?:com|io|co|org|net|ai|ru|ua|de|fr|es"
    r"|it|nl|pl|br|in|jp|kr|vn|uk|eu|dev|jobs)\b"
)
_PLACE = re.compile(
    r"\b(?:in|at|based\s+in|located\s+in|office\s+in)\s+(?!Ihr|Sie\b|Dein)[A-Z][a-z]+(?:,\s*[A-Z]{2})?\b"
    r"|\b(?:our|the)\s+[A-Z][a-z]+\s+(?:office|site|branch|campus|studio)\b"
    r"|\b(?:team|department|engineering|product|stack|hybrid|on-?site)\b",
)


# Documents asked to put a hired person on the books: a named employer's onboarding, not a harvest.
_ONBOARDING_PURPOSE = re.compile(
    r"\b(?:payroll|appointment\s+letter|statutory\s+(?:documents|forms|benefits)|joining\s+formalities"
    r"|new[\s-]hire\s+(?:paperwork|forms|documents)|employee\s+(?:records|file)|onboarding\s+"
    r"(?:documents|forms|paperwork|process)|salary\s+(?:processing|account|credit|transfers?)"
    # an agency's temp on its books, paid weekly into the account asked for
    r"|for\s+(?:your\s+)?(?:weekly|fortnightly|monthly)\s+(?:pay|wages)|on\s+the\s+books)\b",
    re.IGNORECASE,
)
# Papers handed over in person on the first day: a workplace exists, whoever signs the mail.
_FIRST_DAY = (
    r"(?:first\s+(?:day|working\s+day)|(?:date|day)\s+of\s+joining|joining\s+(?:date|day)"
    r"|(?-i:DOJ))"
)
_IN_PERSON_FIRST_DAY = re.compile(
    rf"\b(?:bring|with\s+you)\b[^.!?]{{0,80}}?\b{_FIRST_DAY}\b"
    rf"|\b{_FIRST_DAY}\b[^.!?]{{0,40}}?\bbring\b",
    re.IGNORECASE,
)


# A named vetting step the data is for: a background or criminal-record check, not a harvest.
_VETTING_PURPOSE = re.compile(
    r"\b(?:(?-i:DBS|CRB)\s+check|background\s+(?:check|screening|verification)|criminal\s+record"
    r"|police\s+(?:record|clearance|certificate|check)|pre-?employment\s+screening"
    r"|right[- ]to[- ]work\s+(?:check|verification|documents?)"
    r"|sight\s+(?:your\s+)?right[- ]to[- ]work"
    r"|security\s+vetting)\b",
    re.IGNORECASE,
)


# An interview or call set for a day and a time: the reader is already in a hiring process.
_MEETING_SET = re.compile(
    r"\b(?:interview|meeting|call|assessment)s?\b[^.!?\n]{0,80}?"
    r"(?:\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}[:.]\d{2}\b"
    # or a dated day: "Interviews are on Tuesday 4 June", "interview on 12 March"
    r"|\bon\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug"
    r"|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)\b)",
    re.IGNORECASE,
)
# A street address or postcode: "2215 Industrial Ave", "Uttoxeter Road, Derby DE22 3NE",
# "Keizersgracht 241", "Venue: Education Centre".
_ADDRESS = re.compile(
    r"\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd"
    r"|Lane|Ln|Drive|Dr|Way|Place|Pl|Court|Ct|Parkway|Pkwy|Highway|Hwy|Square|Sq)\b"
    r"|\b[A-Z][a-z]+\s+(?:Street|Road|Avenue|Lane|Way|Park|Square)\b,"
    r"|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|,\s*[A-Z]{2}\s\d{5}\b"
    r"|\b[A-Z][a-zäöüß]+(?:stra(?:ß|ss)e|straat|gracht|laan|weg|plein|gasse|platz)\s+\d{1,4}\b"
    r"|(?im:^[^\w\n]{0,4}(?:venue|address|location|where)[ \t*]*:[ \t*]*\w)"
)
# An interview's time given as a field: "Time: 10:30", "Date: 14 May, 2pm".
_TIME_FIELD = re.compile(
    r"(?im)^[^\w\n]{0,4}(?:time|date|when)[ \t*]*:[^\n]*?(?:\b\d{1,2}[:.]\d{2}\b"
    r"|\b\d{1,2}\s*(?:am|pm)\b)"
)
# The sender names the firm they write from: "Hey Tyler, Chris from Northern Pilot Plumbing".
_SENDER_FIRM = re.compile(
    r"(?:^|[,.!]\s+)[A-Z][a-z]+\s+(?:here\s+)?from\s+[A-Z]\w+(?:\s+[A-Z&]\w*)+"
)
# A template's company placeholder ("{company name}", "[Company]"): filled per candidate.
_COMPANY_SLOT = re.compile(
    r"[{\[<]\s*(?:the\s+)?company(?:\s+name)?\s*[}\]>]|(?-i:\bCompany\s+Name\b)", re.I
)


def concrete_facts(text: str) -> int:
    """Count the concrete facts a message names: company, role, domain, place, a meeting, tech."""
    message = extract_message(text)
    business_domain = any(
        not re.search(rf"(?:^|[@.]){FREE_HOST}$", m.group(0), re.I) for m in _DOMAIN.finditer(text)
    )
    role, company, place = foreign_facts(text)
    slot = bool(_COMPANY_SLOT.search(text))
    sender_firm = bool(_SENDER_FIRM.search(text))
    facts = [
        message.company or company or slot or sender_firm,
        message.role or role,
        business_domain,
    ]
    facts.append(bool(_PLACE.search(text) or _ADDRESS.search(text)) or place)
    facts.append(bool(_MEETING_SET.search(text) or _TIME_FIELD.search(text)))
    tech = [m for m in find_skills(text) if m.category not in ("hr", "soft")]
    return sum(bool(f) for f in facts) + bool(tech)


def vagueness(text: str) -> float:
    """Return how vague the message is about its employer: 1 with no fact, 0 with two or more."""
    return _vagueness_of(concrete_facts(text))


def _vagueness_of(facts: int) -> float:
    """Return the vagueness weight of a message naming this many concrete facts."""
    return 1.0 if facts == 0 else 0.5 if facts == 1 else 0.0


def _trivial(text: str) -> list[Feature]:
    """Return a requirement list anyone meets as a feature: three kinds make it strong."""
    signs = trivial_requirements(text)
    return [
        Feature(
            "trivial",
            TRIVIAL_STRENGTH if s.weight >= STRONG_LIST_WEIGHT else s.weight,
            s.start,
            s.end,
        )
        for s in signs
    ]


def _agree(strengths: dict[str, float], vague: float) -> bool:
    """Tell whether enough independent families agree (a vague message and one strong family)."""
    if len(strengths) >= MIN_FAMILIES or strengths.get("pay_first", 0.0) >= FEE_ALONE:
        return True
    return (
        bool(strengths)
        and vague >= VAGUE_WEIGHT
        and max(strengths.values()) >= LONE_FAMILY_FLOOR
        and not LONE_NOT & strengths.keys()
    )


def verdict(text: str) -> tuple[float, list[Feature]]:
    """Return the evidence score and the cues to quote; score 0 when fewer families agree."""
    found = [f for f in features(text) + _trivial(text) if not _excused(text, f)]
    found += wording_features(text)
    facts = concrete_facts(text)
    vague = _vagueness_of(facts)
    if facts >= NAMED_INVITATION_FACTS:
        # "you have been shortlisted" from an employer who names itself, the role and where or
        # when to meet is an invitation the reader applied for, not an unsolicited pick
        found = [f for f in found if f.family != "unsolicited"]
    exempt = _IN_PERSON_FIRST_DAY.search(text) or _VETTING_PURPOSE.search(text)
    if exempt or (vague == 0 and _ONBOARDING_PURPOSE.search(text)):
        found = [f for f in found if f.family != "identity"]
    found = [
        f
        for f in found
        if f.family != "identity"
        or not (shown_at_the_door(text, f.start) or brought_in_person(text, f.start))
    ]
    if paperwork_only(text) and not _corroborated(found):
        found = [f for f in found if f.family != "identity"]
    return judge(found, VAGUE_WEIGHT * vague)


def _excused(text: str, cue: Feature) -> bool:
    """Tell whether a cue sits in a disclaimer, or is a sum owed only on leaving early."""
    if cue.family == "pay_first" and owed_on_leaving(text, cue.start):
        return True
    return disclaimed(text, cue.start)


def _corroborated(found: list[Feature]) -> bool:
    """Tell whether another family (a fee, a chat app, pay per task) agrees with identity."""
    strengths = family_strengths([f for f in found if f.family not in NOT_CORROBORATING])
    return any(s >= FAMILY_FLOOR for s in strengths.values())


def judge(found: list[Feature], vague: float) -> tuple[float, list[Feature]]:
    """Return the evidence score and quotes for the cues found and the vagueness weight given."""
    strengths = {f: s for f, s in family_strengths(found).items() if s >= FAMILY_FLOOR}
    if not _agree(strengths, vague):
        return 0.0, []
    score = sum(strengths.values()) + vague
    if strengths.get("pay_first", 0.0) >= FEE_ALONE:
        score = max(score, VERDICT_THRESHOLD)
    best = {
        f: max((c for c in found if c.family == f), key=lambda c: c.strength) for f in strengths
    }
    ranked = sorted(best.values(), key=lambda c: (-c.strength, c.start))[:MAX_QUOTES]
    return round(score, 4), sorted(ranked, key=lambda c: c.start)


def feature_evidence(text: str) -> list[Feature]:
    """Return the strongest cue of each agreeing family when the evidence passes the threshold."""
    score, quoted = verdict(text)
    return quoted if score >= VERDICT_THRESHOLD else []
