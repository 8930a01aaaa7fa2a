"""Parse the six skill attributes (duration, depth, autonomy, ...) out of free text."""

from __future__ import annotations

import datetime as dt
import re

from agent.offline.durations import duration, normal_dates
from agent.offline.taxonomy import clean_text

_NEG = r"(?<!\bnot )(?<!\bnot an )(?<!\bno )(?<!\bnever )"
_DEPTH = (
    ("intermediate", r"\b(?:not (?:an? )?(?:expert|guru|master)|no expert"
     r"|not (?:very )?advanced)\b"),
    ("expert", rf"{_NEG}\b(?:experts?|guru|mastery|mastered|inside(?: and)? out"
     r"|(?:deep|in-depth|expert-level) (?:knowledge|understanding|expertise|experience)"
     r"|go-to (?:person|guy|expert)|master-level"
     r"|(?:people|others|everyone) (?:come|comes|came) to me"
     r"|the person others come to|authority on)\b"),
    ("advanced", rf"{_NEG}\b(?:advanced|proficient|proficiency|fluent|highly skilled|senior"
     r"|(?:strong|solid|extensive|thorough|excellent) (?:knowledge|skills?|background|experience"
     r"|understanding|command|grasp|expertise|foundation)|very comfortable|confident with)\b"),
    ("intermediate", r"\b(?:intermediate|working knowledge|good (?:knowledge|understanding)"
     r"|competent|decent|comfortable|hands-on|day[- ]to[- ]day|regularly|daily|moderate)\b"),
    ("beginner", r"\b(?:beginners?|novice|basics?|familiar(?:ity)?|just started|new to"
     r"|(?:i'?m|am|still|currently|started|just) learning"
     r"|(?:used|know|tried|played with) (?:it )?(?:a bit|a little)|a bit of|dabbled|tinkered"
     r"|limited (?:experience|knowledge)|exposure|introductory|entry[- ]level|not much)\b"),
)  # fmt: skip
_AUTONOMY = (
    ("led", r"\b(?:led(?! to\b)|lead(?:ing)? (?:a|the|an|our|my) |"
     r"(?:team|tech|technical|project) lead(?:er)?|headed|spearheaded|directed"
     r"|(?:managed|managing|manage) (?:a|the|my|our) (?:\w+ )?team|head of"
     r"|supervis(?:ed|ing|e)(?! by)|mentored)\b"),
    ("owned", r"\b(?:owned|owner of|ownership|responsible for|in charge of|architected"
     r"|designed and (?:built|developed|implemented)|built (?:it )?from scratch"
     r"|end[- ]to[- ]end)\b"),
    ("independent", r"\b(?:independently|on my own|solo|by myself|self-directed|single-handedly"
     r"|alone|without (?:any )?(?:help|supervision)|sole (?:developer|engineer|owner|counsel)"
     r"|freelance)\b"),
    ("team member", r"\b(?:as part of (?:a|the) team|part of (?:a|the) team|team member|contributed"
     r"|assisted|helped|with (?:some )?guidance|under (?:the )?supervision|supervised by"
     r"|worked with (?:a|the|my) (?:\w+ )?team|collaborated|junior)\b"),
)  # fmt: skip
_QTY = r"(?:over |more than |about |around |nearly |almost |up to |~)?"
_COUNT_WORDS = (
    r"(?:(?:tens of |hundreds of )?(?:dozens|hundreds|thousands|millions|billions) of"
    r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|a dozen)"
)
_AMOUNT = (
    rf"{_QTY}(?:(?!(?:19|20)\d\d\b)\d+(?:[.,]\d+)* ?(?:(?:k|m|b|bn|million|billion|thousand"
    rf"|lakh|crore)\b)?\+?|{_COUNT_WORDS})"
)
_FILLER = r"(?!(?:years?|months?|yrs?|it|the|of|and|to|in|a|is|was|for|on|with|would)\b)"
_NOUNS = (
    r"users?|customers?|clients?|members?|students?|employees?|people|staff|engineers?|developers?"
    r"|managers?|analysts?|designers?|consultants?|associates?|agents?|nurses?|trainers?|lawyers?"
    r"|downloads?|visitors?|subscribers?|transactions?|requests?|orders?|documents?|events?"
    r"|messages?|records?|rows?|queries|pods?|services|microservices|servers?|nodes?|instances?"
    r"|clusters?|hosts?|machines?|devices?|sites?|stores?|countries|regions?|locations?|cities"
    r"|branches|offices?|accounts?|projects?|teams?|subnets?|vpcs?|lines of code|cases|patients"
    r"|markets?|partners?|vendors?|suppliers?|brands?|products?|systems?|applications?|apps?"
    r"|schools?|classes|members|printers|websites?|repositories|databases?|tables?|countries"
)
_SCALE = (
    re.compile(rf"\bteam of {_AMOUNT}(?: ?(?:[a-z]+ )?(?:{_NOUNS})\b)?", re.I),
    re.compile(rf"(?<![\w$€£₹/.-]){_AMOUNT}\s*(?:{_FILLER}[\w-]+\s+)?(?:{_NOUNS})\b"
               r"(?:\s+(?:per|a|an|/)\s*(?:second|sec|minute|hour|day|week|month|year))?", re.I),
    re.compile(r"\b\d[\d,.]*\s*(?:k|m)?\s*(?:rps|qps|tps)\b", re.I),
    re.compile(r"\b\d[\d,.]*\s*(?:kb|mb|gb|tb|pb)\b(?:\s+of\s+\w+)?(?:\s*(?:/|per)\s*\w+)?"
               r"|\b(?:gb|tb|pb|terabyte|petabyte)[- ]scale\b", re.I),
    re.compile(r"(?:[$€£₹]|usd |eur |gbp |rs\.? ?)\s?\d[\d,.]*\s*(?:k|m|mm|bn|b|million"
               r"|billion|lakh|crore)?\b"
               r"(?:\s+(?:budget|revenue|arr|in revenue|in sales|deal|portfolio))?", re.I),
    re.compile(r"\b(?:large-scale|enterprise-scale|global scale|nationwide|worldwide)\b", re.I),
)  # fmt: skip
_CONSTRAINTS = (
    ("latency", r"latency|low-latency|real-time|realtime|response times?|p9[59]|milliseconds"
     r"|throughput|performance-critical"),
    ("budget", r"budgets?|budgetary|costs?|cost-(?:effective|saving|cutting)|expenses?|spend"
     r"|cheap|costly"),
    ("compliance", r"compliance|compliant|regulatory|regulations?|regulated|gdpr|hipaa|sox|pci"
     r"(?:-dss)?|soc ?2|iso ?27001|audits?|legal requirements|statutory|licen[cs]e"),
    ("deadlines", r"deadlines?|on time|time ?frames?|timelines?|tight schedule|time pressure"
     r"|stipulated time|asap|urgent|crunch|within \d+ (?:days|weeks|months)"),
    ("security", r"security|secure|encryption|encrypted|vulnerabilit(?:y|ies)|threats?"
     r"|access control|zero trust|sensitive data|pii|confidential"),
    ("availability", r"uptime|availability|sla|slos?|99\.9+%?|downtime|fault[- ]toleran(?:t|ce)"
     r"|disaster recovery|failover|24/7|on-call|reliability"),
    ("legacy", r"legacy|monolith(?:ic)?|outdated|technical debt|tech debt|old codebase"
     r"|backward[- ]compatib\w*|migrat(?:e|ed|ing|ion)"),
    ("limited resources", r"limited (?:resources|staff|time|headcount)|small team|short-staffed"
     r"|understaffed|one-person|skeleton crew|few resources|lean team|resource constraints"),
)  # fmt: skip
_NEGATION = re.compile(
    r"\b(?:no|not|without|never|zero|didn't|did not|wasn't|was not)\s+(?:\w+\s+)?$", re.I
)
_NOT_PROD = re.compile(
    r"\b(?:never|not|didn't|did not|wasn't|was not|hasn't|has not|isn't|is not)\s+(?:yet\s+)?"
    r"(?:\w+\s+){0,2}?(?:in(?:to)? production|to production|shipped|launched|deployed|released"
    r"|live|used by (?:real )?(?:users|customers))",
    re.I,
)
_PROTO = re.compile(
    r"\b(?:prototypes?|prototyped|poc|proof[- ]of[- ]concept|hackathons?|\w*hacks|side projects?"
    r"|pet projects?|personal projects?|hobby|toy projects?|coursework|course projects?"
    r"|class projects?|academic projects?|(?:university|college|school|student) projects?"
    r"|capstone|thesis|demos?|mvp|experiments?|experimental|research projects?|tutorials?"
    r"|sandbox|playground|lab projects?|homework|assignments?)\b",
    re.I,
)
_PROD = re.compile(
    r"\b(?:in production|into production|to production|production[- ](?:environment|systems?"
    r"|grade|ready|traffic|workloads?|use|code|pcbs?|servers?|clusters?)|prod|shipped|launched"
    r"|went live|go[- ]live|live (?:site|users|system|product)|released|rolled out"
    r"|deployed|real (?:clients|customers|users)|paying customers|used by|in use|customers"
    r"|clients|end users|serving)\b",
    re.I,
)


def _depth(text: str) -> str | None:
    for level, pattern in _DEPTH:
        if re.search(pattern, text, re.I):
            return level
    return None


def _autonomy(text: str) -> str | None:
    for level, pattern in _AUTONOMY:
        for m in re.finditer(pattern, text, re.I):
            if not _NEGATION.search(text[max(0, m.start() - 25) : m.start()]):
                return level
    return None


def _is_list_number(text: str, start: int, phrase: str) -> bool:
    """Tell a numbered-list marker ('2 Ensure project ...') from a quantity."""
    line_start = text.rfind("\n", 0, start) + 1
    words = phrase.split()
    leading = text[line_start:start].strip(" \t•-*")
    return not leading and len(words) > 1 and words[1][:1].isupper()


def _scale(text: str) -> str | None:
    found: list[tuple[int, int, str]] = []
    for pattern in _SCALE:
        for m in pattern.finditer(text):
            phrase = " ".join(m.group(0).split()).strip(" ,.;")
            start, end = m.span()
            if _is_list_number(text, start, phrase):
                continue
            if phrase and all(end <= s or start >= e for s, e, _ in found):
                found.append((start, end, phrase))
    return ", ".join(phrase for _, _, phrase in sorted(found)[:2]) or None


def _constraints(text: str) -> str | None:
    labels: list[str] = []
    for label, pattern in _CONSTRAINTS:
        for m in re.finditer(rf"\b(?:{pattern})(?!\w)", text, re.I):
            negated = _NEGATION.search(text[max(0, m.start() - 25) : m.start()])
            if not negated or label == "availability":
                labels.append(label)
                break
    return ", ".join(labels) or None


def _production(text: str) -> str | None:
    if _NOT_PROD.search(text):
        return "prototype"
    prod = len(_PROD.findall(text))
    proto = len(_PROTO.findall(text))
    if prod == proto == 0:
        return None
    return "production" if prod >= proto else "prototype"


def parse_attributes(text: str, *, today: dt.date | None = None) -> dict[str, str]:
    """Return the skill attributes stated in text, as short normalised values."""
    clean = normal_dates(clean_text(text))
    clean = re.sub(r"[ \t\r\f\v]+", " ", clean)
    found = duration(clean, today or dt.date.today())
    values = {
        "duration": found[1] if found else None,
        "depth": _depth(clean),
        "autonomy": _autonomy(clean),
        "scale": _scale(clean),
        "constraints": _constraints(clean),
        "production_vs_prototype": _production(clean),
    }
    return {key: value for key, value in values.items() if value}
