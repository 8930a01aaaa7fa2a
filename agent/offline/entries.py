"""Split a resume into dated entries (jobs, projects, studies) for per-skill durations."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.offline.durations import has_date_range

# A short line that is only one of these words is a section heading.
_SECTION = re.compile(
    r"(?:work |professional |employment |research |teaching |relevant )?(?:experience|employment"
    r"|history|projects?|education(?:al)?(?: details| qualifications?| background)?"
    r"|academics?|academic (?:background|qualifications?)|qualifications?|skills?|technical skills"
    r"|skill details|certifications?|awards|honou?rs|publications|summary|profile|objective"
    r"|certificates?|leadership|activities|volunteer(?:ing)?|interests|languages|courses|coursework)",
    re.IGNORECASE,
)
_STUDY_SECTION = re.compile(r"education|academic|qualification|coursework|courses", re.I)
# A dated line that names a degree is a period of study wherever it stands.
_DEGREE = re.compile(
    r"\b(?:bachelor'?s?|master'?s?|associate'?s (?:in|of|degree)|b\.? ?(?:tech|sc|e|a|com)\b\.?"
    r"|m\.? ?(?:tech|sc|s|a|com|eng)\b\.?|mba|ph\.? ?d|doctorate|diploma|degree|high school"
    r"|hsc|ssc|secondary school|gpa|cgpa)",
    re.IGNORECASE,
)
# A short 'Role: 8 months.' line heads a project entry the way a date range does.
_TERM_LINE = re.compile(
    r"[^\W\d][\w .&/-]{0,40}:\s*(?:about |around |over )?\d+(?:\.\d+)?\+?\s*"
    r"(?:years?|yrs?|months?)\.?",
    re.IGNORECASE,
)

# A 'company - Acme' or 'Project Name: X' line opens the next entry, dated or not.
_NEXT_ENTRY = re.compile(r"\s*(?:company|employer|organi[sz]ation|project name)\s*[-:]", re.I)


@dataclass(frozen=True)
class Entry:
    """A run of resume lines that starts at a dated or 'Role: 8 months' line."""

    text: str
    study: bool


def _heading(line: str) -> bool:
    words = line.strip(" \t:•*#-=|").strip()
    return bool(words) and len(words) <= 40 and _SECTION.fullmatch(words) is not None


def dated_entries(text: str) -> list[Entry]:
    """Return the entries of a resume that carry a date range, each with its following lines."""
    entries: list[Entry] = []
    lines: list[str] = []
    study_section, study = False, False
    for line in text.splitlines():
        heading = _heading(line)
        next_entry = not heading and bool(_NEXT_ENTRY.match(line))  # undated: ends the one above
        dated = not (heading or next_entry) and (
            has_date_range(line) or bool(_TERM_LINE.fullmatch(line.strip()))
        )
        if heading or next_entry or dated:
            entries += [Entry("\n".join(lines), study)] if lines else []  # the entry above ends
            lines = []
        if heading:
            study_section = bool(_STUDY_SECTION.search(line))
        elif dated:
            lines, study = [line], study_section or bool(_DEGREE.search(line))
        elif lines:
            lines.append(line)
    entries += [Entry("\n".join(lines), study)] if lines else []
    return entries
