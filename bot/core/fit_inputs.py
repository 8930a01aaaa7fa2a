"""What the fit flow reads and hands on: posting files, and a focused interview's inputs."""

from __future__ import annotations

import html
import re
from pathlib import PurePath
from typing import Any

from interview.model import Skill, completeness, find_gaps, skill_key
from interview.nodes import dump_skills
from interview.profile_store import from_stored
from interview.resume_input import decode_text, read_resume_file
from storage.repositories import StoredSkill

HTML_SUFFIXES = (".html", ".htm")
_TAGS = re.compile(r"<(script|style)\b.*?</\1\s*>|<[^>]+>", re.IGNORECASE | re.DOTALL)


def read_posting_file(name: str, data: bytes, content_type: str | None) -> str:
    """Return a posting file's text: HTML without tags, else through the resume readers."""
    is_html = (content_type or "").startswith("text/html")
    if is_html or PurePath(name).suffix.lower() in HTML_SUFFIXES:
        return html.unescape(_TAGS.sub("\n", decode_text(data)))
    return read_resume_file(name, data, content_type).text


def focused_interview_inputs(
    user_id: str, focus: dict[str, list[str]], stored: list[StoredSkill]
) -> dict[str, Any]:
    """Return interview inputs that ask only about `focus` (skill -> attributes).

    Focus skills the profile lacks start empty; the rest of the profile rides along
    untouched, so the interview saves it back as it was.
    """
    others = {skill_key(s.name): from_stored(s) for s in stored}
    tracked = {skill_key(n): others.pop(skill_key(n), Skill(name=n)) for n in focus}
    keyed = {skill_key(n): attrs for n, attrs in focus.items()}
    return {
        "user_id": user_id,
        "resume_text": "",
        "skills": dump_skills(tracked),
        "other_skills": dump_skills(others),
        "gaps": [g.model_dump() for g in find_gaps(tracked, keyed)],
        "completeness": completeness(tracked, keyed),
        "focus": keyed,
        "probes": {},
        "skipped": [],
        "disengaged_streak": 0,
        "turns": 0,
        "stop_reason": "",
    }
