"""Reading a job posting without a model: sections, requirement lines, years, depth, scale."""

from __future__ import annotations

import re

from agent.fit.model import Requirement
from agent.offline.taxonomy import clean_text, find_skills
from agent.tracker.fit import canonical

MAX_REQUIREMENTS = 15
# A bare list of this many skills reads as requirements even without hiring words.
MIN_BARE_REQUIREMENTS = 3
MAX_QUOTE_CHARS = 200
# Skills a posting names about the hiring process or the applicant's manners, not the work.
SKIPPED_CATEGORIES = frozenset({"hr", "soft_skill"})
SKIPPED_SKILLS = frozenset(
    {"problem solving", "software development", "computer science fundamentals", "open source",
     "scheduling", "recruitment", "communication skills", "work ethic", "administration"}
)  # fmt: skip
MUST_HEADER = re.compile(
    r"\b(requirements?|required|must[- ]haves?|mandatory|basic qualifications|minimum "
    r"qualifications|qualifications|what you(?:'ll)? (?:need|bring)|who you are|you have)\b",
    re.I,
)
NICE_HEADER = re.compile(
    r"\b(nice[- ]to[- ]haves?|preferred|bonus(?: points)?|good[- ]to[- ]haves?|pluses|"
    r"desirable|advanced \(preferred\)|extra credit)\b",
    re.I,
)
CONTEXT_HEADER = re.compile(
    r"\b(description|responsibilities|what you(?:'ll| will) do|our stack|about (?:us|the role)|"
    r"the role|benefits|about)\b",
    re.I,
)
NICE_LINE = re.compile(r"\b(nice to have|a plus|is a plus|preferred|bonus|ideally)\b", re.I)
MUST_LINE = re.compile(r"\b(must|required|mandatory|is a must)\b", re.I)
YEARS = re.compile(r"\b(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?)\b", re.I)
DEPTH_WORDS = (
    ("expert", re.compile(r"\b(expert\w*|deep (?:understanding|knowledge)|mastery)\b", re.I)),
    ("advanced", re.compile(r"\b(strong|extensive|solid|proficien\w*|advanced|robust)\b", re.I)),
    ("beginner", re.compile(r"\b(familiar\w*|exposure|basic understanding)\b", re.I)),
)  # fmt: skip
PRODUCTION = re.compile(r"\bproduction\b", re.I)
SCALE = re.compile(
    r"\b(at scale|large[- ]scale|high[- ](?:traffic|throughput|volume)|millions? of \w+|"
    r"\d+\s*[mk]\+? (?:requests|users)\S*|distributed systems?)\b",
    re.I,
)
ABOUT_CANDIDATE = re.compile(r"\b(your (?:profile|resume|cv)|saw your|found you)\b", re.I)
POSTING_SIGNALS = re.compile(
    r"\b(requirements?|qualifications?|responsibilities|we(?:'re| are) (?:hiring|looking)|"
    r"looking for|must have|nice to have|years of (?:\w+ )?experience|experience (?:with|in)|"
    r"you will|you'll|the role|job description|apply|candidate|engineers?|developers?|"
    r"openings?|position)\b",
    re.I,
)
CONDITION = re.compile(
    r"\b(work authori[sz]ation|sponsorship|visa|security clearance|citizenship|right to work)\b",
    re.I,
)
COMPANY = re.compile(
    r"\b(inc|llc|ltd|gmbh|corp|corporation|plc|s\.?a|b\.?v|ag|co)\.?$", re.IGNORECASE
)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
MARKUP = re.compile(r"[#*_`>\[\]]+|\(https?://\S+\)")


def posting_lines(text: str) -> list[str]:
    """Return the posting's sentences, line by line, without markdown decoration."""
    lines: list[str] = []
    for raw in clean_text(text).splitlines():
        line = " ".join(MARKUP.sub(" ", raw).split()).strip(" -•·:|")
        lines.extend(s for s in SENTENCE_END.split(line) if s)
    return lines


def conditions(text: str) -> list[str]:
    """Return the posting's sentences about work authorization, sponsorship or clearance."""
    return [line[:MAX_QUOTE_CHARS] for line in posting_lines(text) if CONDITION.search(line)][:3]


def looks_like_posting(text: str, found: list[Requirement] | None = None) -> bool:
    """Tell whether text reads like a job posting: skill requirements, and hiring words
    unless it lists several requirements."""
    reqs = extract_requirements(text) if found is None else found
    signals = {m.group(1).lower() for m in POSTING_SIGNALS.finditer(text)}
    return bool(reqs) and (len(signals) >= 2 or len(reqs) >= MIN_BARE_REQUIREMENTS)


def title_of(text: str) -> str:
    """Return the posting's title: its first short line."""
    for line in posting_lines(text)[:3]:
        if len(line) <= 80 and not line.endswith("."):
            return line
    return ""


def company_of(text: str) -> str:
    """Return a company named on one of the posting's first lines (ending Inc, LLC...)."""
    for line in posting_lines(text)[:5]:
        if len(line) <= 80 and COMPANY.search(line):
            return line
    return ""


def _section(line: str, current: str) -> str:
    """Return the section a header line opens, or the current one."""
    if len(line) > 60:
        return current
    if NICE_HEADER.search(line):
        return "nice"
    if MUST_HEADER.search(line):
        return "must"
    if CONTEXT_HEADER.search(line):
        return "context"
    return current


def _depth(line: str) -> str:
    for level, pattern in DEPTH_WORDS:
        if pattern.search(line):
            return level
    return "intermediate" if re.search(r"\bexperience\b", line, re.I) else ""


def _years(line: str) -> float | None:
    found = [int(m.group(1)) for m in YEARS.finditer(line)]
    return float(max(found)) if found else None


def _importance(section: str, line: str, has_sections: bool) -> str:
    if NICE_LINE.search(line):
        return "nice"
    if MUST_LINE.search(line) or section == "must":
        return "must"
    if section == "nice" or (section == "context" and has_sections):
        return "nice"
    return "must"


def _production(line: str, skill: str, section: str) -> bool:
    """Tell whether the line asks for production use of this skill."""
    if not PRODUCTION.search(line):
        return False
    near = re.search(rf"production\W+(?:\w+\W+){{0,2}}{re.escape(skill.split()[0])}", line, re.I)
    return near is not None or section != "context"


def _line_requirements(line: str, importance: str, section: str) -> list[Requirement]:
    if ABOUT_CANDIDATE.search(line) or CONDITION.search(line):
        return []
    out = []
    scale = SCALE.search(line)
    for mention in find_skills(line):
        name = mention.name
        if mention.category in SKIPPED_CATEGORIES or name.lower() in SKIPPED_SKILLS:
            continue
        out.append(
            Requirement(
                skill=name,
                importance=importance,  # type: ignore[arg-type]
                min_years=_years(line),
                depth=_depth(line),
                production=_production(line, name, section),
                scale=scale.group(1) if scale else "",
                quote=line[:MAX_QUOTE_CHARS],
            )
        )
    return out


def _stronger(old: Requirement, new: Requirement) -> Requirement:
    """Keep the requirement line that asks more (must over nice, then stated details)."""

    def weight(r: Requirement) -> tuple[bool, int]:
        details = sum([r.min_years is not None, bool(r.depth), r.production, bool(r.scale)])
        return (r.importance == "must", details)

    keep, other = (new, old) if weight(new) > weight(old) else (old, new)
    if other.production and not keep.production:
        quote = f"{keep.quote} … {other.quote}"[: 2 * MAX_QUOTE_CHARS]
        keep = keep.model_copy(update={"production": True, "quote": quote})
    return keep


def extract_requirements(text: str) -> list[Requirement]:
    """Return the posting's skill requirements, must-haves first, once per skill."""
    lines = posting_lines(text)
    has_sections = any(len(ln) <= 60 and MUST_HEADER.search(ln) for ln in lines)
    section, found = "context", dict[str, Requirement]()
    for line in lines:
        section = _section(line, section)
        for req in _line_requirements(line, _importance(section, line, has_sections), section):
            key = canonical(req.skill)
            found[key] = _stronger(found[key], req) if key in found else req
    ranked = sorted(found.values(), key=lambda r: r.importance != "must")
    return ranked[:MAX_REQUIREMENTS]
