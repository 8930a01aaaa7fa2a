"""Render a JSON Resume (jsonresume.org) document as readable plain text."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

# Top-level keys of which at least one marks a JSON object as a JSON Resume.
RESUME_KEYS: frozenset[str] = frozenset({"basics", "work", "skills"})

_BASICS_FIELDS: tuple[str, ...] = ("name", "label", "email", "phone", "url", "summary")
LOCATION_PARTS: tuple[str, ...] = ("address", "postalCode", "city", "countryCode", "region")


def is_json_resume(doc: object) -> bool:
    """Return True when a parsed JSON value has the shape of a JSON Resume."""
    return isinstance(doc, dict) and bool(RESUME_KEYS & doc.keys())


def parse_json_resume(text: str) -> dict[str, Any] | None:
    """Parse text as a JSON Resume, or return None when it is not one."""
    try:
        doc = json.loads(text)
    except ValueError:
        return None
    return doc if is_json_resume(doc) else None


def json_resume_basics(doc: dict[str, Any]) -> dict[str, str]:
    """Return the non-empty contact basics, with location as "city, region, country"."""
    basics = _dict(doc.get("basics"))
    found = {key: _str(basics.get(key)) for key in _BASICS_FIELDS}
    # Older schema versions (and many real files) say "website" instead of "url".
    found["url"] = found["url"] or _str(basics.get("website"))
    location = _dict(basics.get("location"))
    found["location"] = _location(location)
    # The parts too, so that an export gives JSON Resume its `location` object back.
    for part in LOCATION_PARTS:
        found[f"location.{part}"] = _str(location.get(part))
    return {key: value for key, value in found.items() if value}


def json_resume_to_text(doc: dict[str, Any]) -> str:
    """Render a JSON Resume as readable text, one section after another."""
    parts = [_header(doc)]
    for title, key, render in _SECTIONS:
        entries = [text for item in _list(doc.get(key)) if (text := render(_dict(item)))]
        # One-line entries (skills, languages) read best as a tight list.
        separator = "\n" if all("\n" not in entry for entry in entries) else "\n\n"
        if entries:
            parts.append(title + "\n" + separator.join(entries))
    return "\n\n".join(part for part in parts if part).strip()


def _header(doc: dict[str, Any]) -> str:
    basics = json_resume_basics(doc)
    contact = [basics.get(key, "") for key in ("email", "phone", "url", "location")]
    profiles = [_profile(_dict(item)) for item in _list(_dict(doc.get("basics")).get("profiles"))]
    lines = [
        basics.get("name", ""),
        basics.get("label", ""),
        _join(contact, " | "),
        _join(profiles, " | "),
    ]
    head = _lines(lines)
    summary = basics.get("summary", "")
    return _join([head, f"Summary\n{summary}" if summary else ""], "\n\n")


def _profile(item: dict[str, Any]) -> str:
    network, handle = _str(item.get("network")), _str(item.get("username") or item.get("url"))
    return f"{network}: {handle}" if network and handle else handle


def _work(item: dict[str, Any]) -> str:
    where = _str(item.get("name") or item.get("company") or item.get("organization"))
    title = _at(_str(item.get("position")), where)
    return _entry(title, item, extra=[_str(item.get("location")), _str(item.get("description"))])


def _education(item: dict[str, Any]) -> str:
    degree = _join([_str(item.get("studyType")), _str(item.get("area"))], " in ")
    title = _join([degree, _str(item.get("institution"))], ", ")
    score = _str(item.get("score") or item.get("gpa"))
    extra = [f"Score: {score}" if score else "", _labelled("Courses", item.get("courses"))]
    return _entry(title, item, extra=extra)


def _skill(item: dict[str, Any]) -> str:
    name, level = _str(item.get("name")), _str(item.get("level"))
    title = f"{name} ({level})" if name and level else name or level
    keywords = _join(_strs(item.get("keywords")), ", ")
    return "- " + _join([title, keywords], ": ") if title or keywords else ""


def _project(item: dict[str, Any]) -> str:
    title = _at(_str(item.get("name")), _str(item.get("entity")))
    extra = [
        _str(item.get("description")),
        _labelled("Roles", item.get("roles")),
        _labelled("Keywords", item.get("keywords")),
    ]
    return _entry(title, item, extra=extra)


def _award(item: dict[str, Any]) -> str:
    title = _join([_str(item.get("title")), _str(item.get("awarder"))], " — ")
    return _entry(title, item, start_key="date", extra=[])


def _certificate(item: dict[str, Any]) -> str:
    title = _join([_str(item.get("name")), _str(item.get("issuer"))], " — ")
    return _entry(title, item, start_key="date", extra=[])


def _publication(item: dict[str, Any]) -> str:
    title = _join([_str(item.get("name")), _str(item.get("publisher"))], " — ")
    return _entry(title, item, start_key="releaseDate", extra=[])


def _language(item: dict[str, Any]) -> str:
    language, fluency = _str(item.get("language")), _str(item.get("fluency"))
    return "- " + _join([language, fluency], ": ") if language else ""


def _interest(item: dict[str, Any]) -> str:
    name = _str(item.get("name"))
    return "- " + _join([name, _join(_strs(item.get("keywords")), ", ")], ": ") if name else ""


def _entry(title: str, item: dict[str, Any], *, extra: list[str], start_key: str = "") -> str:
    """Render "title (start – end)", then extra lines, summary and highlights."""
    if start_key:
        dates = _date(item.get(start_key))
    else:
        dates = _dates(_date(item.get("startDate")), _date(item.get("endDate")))
    heading = f"{title} ({dates})" if title and dates else title or dates
    highlights = [f"- {text}" for text in _strs(item.get("highlights"))]
    return _lines([heading, *extra, _str(item.get("summary")), *highlights])


def _dates(start: str, end: str) -> str:
    if start:
        return f"{start} – {end or 'Present'}"
    return end


def _date(value: object) -> str:
    # A day of the month is noise on a resume: "2013-12-01" reads as "2013-12".
    text = _str(value)
    parts = text.split("-")
    if len(parts) == 3 and all(part.isdigit() for part in parts):
        return f"{parts[0]}-{parts[1]}"
    return text


def _location(location: dict[str, Any]) -> str:
    country = location.get("countryCode") or location.get("country")
    return _join([_str(location.get(key)) for key in ("city", "region")] + [_str(country)], ", ")


def _at(role: str, place: str) -> str:
    return f"{role} at {place}" if role and place else role or place


def _labelled(label: str, values: object) -> str:
    items = _strs(values)
    return f"{label}: {', '.join(items)}" if items else ""


def _lines(values: Iterable[str]) -> str:
    return _join(values, "\n")


def _join(values: Iterable[str], separator: str) -> str:
    return separator.join(value for value in values if value)


def _str(value: object) -> str:
    # Real files hold numbers (a GPA of 4.0) where the schema says strings; keep them.
    if isinstance(value, bool) or value is None or isinstance(value, dict | list):
        return ""
    return str(value).strip()


def _strs(values: object) -> list[str]:
    return [text for value in _list(values) if (text := _str(value))]


def _list(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


_SECTIONS: tuple[tuple[str, str, Callable[[dict[str, Any]], str]], ...] = (
    ("Work experience", "work", _work),
    ("Education", "education", _education),
    ("Skills", "skills", _skill),
    ("Projects", "projects", _project),
    ("Volunteer", "volunteer", _work),
    ("Awards", "awards", _award),
    ("Certificates", "certificates", _certificate),
    ("Publications", "publications", _publication),
    ("Languages", "languages", _language),
    ("Interests", "interests", _interest),
)
