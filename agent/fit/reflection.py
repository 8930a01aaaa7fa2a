"""Checking a report against the profile and the posting: every claim must be traceable."""

from __future__ import annotations

import re

from agent.fit.model import FitReport, ProfileSkill
from agent.fit.requirements import posting_lines
from agent.offline.taxonomy import find_skills
from agent.tracker.fit import canonical

QUOTE_JOIN = " … "
QUOTED = re.compile(r'"([^"]+)"')
NUMBER_YEARS = re.compile(r"\b(\d+(?:\.\d+)?)\+?\s*(?:years?|yrs?)\b", re.I)


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def profile_text(profile: list[ProfileSkill]) -> str:
    """Return everything the profile says, as one normalised string."""
    parts = []
    for skill in profile:
        parts.append(skill.name)
        parts.extend(skill.known().values())
        parts.extend(skill.evidence)
    return _norm("\n".join(parts))


def quoted_from(quote: str, source: str) -> bool:
    """Tell whether every piece of a quote appears in the (normalised) source."""
    pieces = [p.strip() for p in quote.split(QUOTE_JOIN) if p.strip()]
    return bool(pieces) and all(_norm(p) in source for p in pieces)


def _posting_source(posting: str) -> str:
    # The posting as the extractor saw it (quotes lose markdown) and as written.
    return _norm("\n".join(posting_lines(posting))) + "\n" + _norm(posting)


def _text_issues(label: str, text: str, known_skills: set[str], sources: str) -> list[str]:
    # A quotation found word for word in the profile or posting is traceable as a whole.
    text = QUOTED.sub(lambda m: " " if _norm(m.group(1)) in sources else m.group(0), text)
    issues = []
    for mention in find_skills(text):
        if canonical(mention.name) not in known_skills:
            issues.append(
                f"{label} names {mention.name}, which neither the profile nor the posting has"
            )
    for m in NUMBER_YEARS.finditer(text):
        if m.group(1) not in sources:
            issues.append(
                f"{label} claims {m.group(0)}, which neither the profile nor the posting says"
            )
    return issues


def trace_issues(report: FitReport, profile: list[ProfileSkill], posting: str) -> list[str]:
    """Return every claim in the report that the profile or the posting does not back."""
    have, asked = profile_text(profile), _posting_source(posting)
    issues = []
    for s in report.strengths:
        if not s.profile_evidence or _norm(s.profile_evidence) not in have:
            issues.append(f"strength {s.skill}: its evidence is not in the profile")
        if not quoted_from(s.posting_quote, asked):
            issues.append(f"strength {s.skill}: its posting quote is not in the posting")
    for g in report.gaps:
        if not quoted_from(g.posting_quote, asked):
            issues.append(f"gap {g.skill}: its posting quote is not in the posting")
    known = {canonical(p.name) for p in profile} | {canonical(m.name) for m in find_skills(posting)}
    sources = have + "\n" + asked
    issues += _text_issues("summary", report.summary, known, sources)
    for line in report.emphasis:
        issues += _text_issues("emphasis", line, known, sources)
    return issues


def drop_untraceable(report: FitReport, profile: list[ProfileSkill], posting: str) -> FitReport:
    """Return the report without the strengths, gaps and lines that fail the trace check."""
    have, asked = profile_text(profile), _posting_source(posting)
    known = {canonical(p.name) for p in profile} | {canonical(m.name) for m in find_skills(posting)}
    sources = have + "\n" + asked
    strengths = [
        s
        for s in report.strengths
        if s.profile_evidence
        and _norm(s.profile_evidence) in have
        and quoted_from(s.posting_quote, asked)
    ]
    gaps = [g for g in report.gaps if quoted_from(g.posting_quote, asked)]
    emphasis = [e for e in report.emphasis if not _text_issues("", e, known, sources)]
    summary = report.summary if not _text_issues("", report.summary, known, sources) else ""
    return report.model_copy(
        update={"strengths": strengths, "gaps": gaps, "emphasis": emphasis, "summary": summary}
    )
