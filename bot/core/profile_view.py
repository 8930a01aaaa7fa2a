"""Showing a skills profile: the table card, learned-attribute notes, and the JSON Resume export."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from bot.core.messages import Card, Table
from interview.json_resume import LOCATION_PARTS
from interview.model import ATTRIBUTE_LABEL, ATTRIBUTES, Skill, is_unknown

UNKNOWN_CELL = "?"
ATTRIBUTE_WORDS = {
    "duration": "duration",
    "depth": "depth",
    "autonomy": "autonomy",
    "scale": "scale",
    "constraints": "constraints",
    "production_vs_prototype": "production vs prototype",
}


def _cell(value: str, width: int = 22) -> str:
    if is_unknown(value):
        return UNKNOWN_CELL
    return value if len(value) <= width else value[: width - 1] + "…"


def skills_table(skills: list[Skill]) -> Table:
    """Return the skills as a table: one row per skill, one column per attribute."""
    headers = ("Skill", *(ATTRIBUTE_LABEL[a] for a in ATTRIBUTES))
    rows = tuple((s.name, *(_cell(s.attribute(a)) for a in ATTRIBUTES)) for s in skills)
    return Table(headers=headers, rows=rows)


def profile_card(
    skills: list[Skill], *, title: str = "Your skills profile", completeness: float | None = None
) -> Card:
    """Return a card showing a profile's skills and how complete it is."""
    known = sum(s.known_count() for s in skills)
    total = len(skills) * len(ATTRIBUTES)
    fields: list[tuple[str, str]] = [("Skills", str(len(skills)))]
    if completeness is not None:
        fields.append(("Interview completeness", f"{completeness:.0%}"))
    fields.append(("Attributes known", f"{known} of {total}"))
    return Card(
        title=title,
        fields=tuple(fields),
        table=skills_table(skills),
        footer=f"{UNKNOWN_CELL} = not known yet",
    )


def _learned_value(attribute: str, value: str) -> str:
    """Return one learned attribute as words ("duration 5 years", "run in production")."""
    if attribute == "production_vs_prototype":
        return {"production": "run in production", "prototype": "a prototype"}.get(
            value.lower(), f"stage {value}"
        )
    return f"{ATTRIBUTE_WORDS[attribute]} {value}"


def learned_note(learned: dict[str, list[str]], skills: dict[str, Skill]) -> str:
    """Return a short note of what the last answer taught us, or "" when nothing."""
    parts = []
    by_name = {s.name: s for s in skills.values()}
    for name, attrs in learned.items():
        skill = by_name.get(name)
        if skill is None or not attrs:
            continue
        values = ", ".join(_learned_value(a, skill.attribute(a)) for a in attrs)
        parts.append(f"{name}: {values}")
    return ("Noted — " + "; ".join(parts) + ".") if parts else ""


SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"
# The basics JSON Resume defines as plain strings; anything else we store stays out.
EXPORTED_BASICS = ("name", "label", "email", "phone", "url", "summary")


def json_resume(skills: list[Skill], basics: dict[str, Any]) -> dict[str, Any]:
    """Return the profile as a JSON Resume document (`basics` and `skills`)."""
    return {
        "$schema": SCHEMA_URL,
        "basics": export_basics(basics),
        "skills": [_json_resume_skill(s) for s in skills],
        "meta": {"version": "v1.0.0"},
    }


def export_basics(basics: dict[str, Any]) -> dict[str, Any]:
    """Return stored resume basics in JSON Resume's shape (`location` is an object)."""
    strings = {k: v.strip() for k in EXPORTED_BASICS if isinstance(v := basics.get(k), str)}
    found: dict[str, Any] = {k: v for k, v in strings.items() if v}
    if "email" in found and "@" not in found["email"]:
        del found["email"]
    if "url" in found and not urlsplit(found["url"]).scheme:
        found["url"] = "https://" + found["url"]
    location = {
        part: value
        for part in LOCATION_PARTS
        if isinstance(value := basics.get(f"location.{part}"), str) and value
    }
    flat = basics.get("location")
    if not location and isinstance(flat, str) and flat.strip():
        location = {"address": flat.strip()}  # stored before the parts were kept
    if location:
        found["location"] = location
    return found


def _json_resume_skill(skill: Skill) -> dict[str, Any]:
    keywords = [
        f"{ATTRIBUTE_WORDS[a]}: {skill.attribute(a)}"
        for a in ATTRIBUTES
        if not is_unknown(skill.attribute(a))
    ]
    entry: dict[str, Any] = {"name": skill.name, "keywords": keywords}
    if not is_unknown(skill.depth):
        entry["level"] = skill.depth
    return entry
