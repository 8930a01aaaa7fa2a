"""/export produces documents valid against the official JSON Resume schema."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from conftest import realworld
from jsonschema import Draft4Validator, FormatChecker
from tests_support import RESUME

from bot.core.messages import ConversationKey, IncomingFile, IncomingMessage
from bot.core.profile_view import export_basics, json_resume
from bot.runtime import App

SCHEMA = Path(__file__).parent / "data" / "jsonresume" / "schema.json"
USER = "console:alice"


@cache
def validator() -> Draft4Validator:
    """Return a validator of the official schema that also checks `uri` and `email` formats."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft4Validator.check_schema(schema)
    checker = FormatChecker()
    assert {"uri", "email"} <= set(checker.checkers)  # rfc3986-validator is installed
    return Draft4Validator(schema, format_checker=checker)


def errors(document: dict[str, Any]) -> list[str]:
    """Return the schema errors of a document, as readable paths and messages."""
    found = validator().iter_errors(document)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in found]


async def exported(app: App, message: IncomingMessage) -> dict[str, Any]:
    """Run a resume through the interview, then /export and return the parsed file."""
    await app.service.handle(message)
    replies = await app.service.handle(IncomingMessage(message.key, USER, "/export"))
    attachment = next(r.attachment for r in replies if r.attachment is not None)
    return json.loads(attachment.content)


@pytest.mark.parametrize(
    "name",
    [
        "r02_jsonresume_sample_richard_hendriks.json",
        "r16_thomasdavis_jsonresume_founder_senior_js.json",
    ],
)
async def test_export_of_a_real_json_resume_is_valid(app: App, name: str) -> None:
    data = realworld("resumes", name).read_bytes()
    key = ConversationKey("console", "local", "console", name)
    document = await exported(
        app, IncomingMessage(key, USER, "", files=(IncomingFile(name, data, "application/json"),))
    )
    assert errors(document) == []
    source = json.loads(data)["basics"]
    assert document["basics"]["name"] == source["name"]
    location = document["basics"]["location"]
    assert isinstance(location, dict)
    for part in ("city", "countryCode", "region"):
        if source.get("location", {}).get(part):
            assert location[part] == source["location"][part]
    assert document["skills"] and all(s["name"] for s in document["skills"])


async def test_export_of_a_pasted_text_resume_is_valid(app: App) -> None:
    key = ConversationKey("console", "local", "console", "text")
    document = await exported(app, IncomingMessage(key, USER, RESUME))
    assert errors(document) == []
    assert "Kubernetes" in {s["name"] for s in document["skills"]}


def test_the_schema_rejects_what_the_old_export_wrote() -> None:
    old = {
        "basics": {"name": "Jane", "location": "Berlin, DE"},
        "skills": [],
        "meta": {"canonical": "career-bot skills profile", "version": "v1.0.0"},
    }
    assert sorted(errors(old)) == [
        "basics/location: 'Berlin, DE' is not of type 'object'",
        "meta/canonical: 'career-bot skills profile' is not a 'uri'",
    ]


@pytest.mark.parametrize(
    ("stored", "expected"),
    [
        (
            {"name": "Jane", "location": "Berlin, DE"},
            {"name": "Jane", "location": {"address": "Berlin, DE"}},
        ),
        (
            {"location": "Berlin, DE", "location.city": "Berlin", "location.countryCode": "DE"},
            {"location": {"city": "Berlin", "countryCode": "DE"}},
        ),
        (
            {"url": "jane.example.com", "email": "not an address"},
            {"url": "https://jane.example.com"},
        ),
        ({"name": "  ", "phone": 42, "profiles": "x"}, {}),
    ],
    ids=["legacy-flat-location", "location-parts", "url-scheme-and-bad-email", "non-strings"],
)
def test_export_basics_fit_the_schema(stored: dict[str, Any], expected: dict[str, Any]) -> None:
    assert export_basics(stored) == expected
    assert errors(json_resume([], stored)) == []
