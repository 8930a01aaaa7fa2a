"""A model for streaming tests: valid structured answers, and a draft streamed word by word."""

from __future__ import annotations

import json
from typing import Any

from openai_stand_in import completion, tool_name

DRAFT = (
    "Thank you for reaching out about the role. I would be glad to learn more about the "
    "team and the work, and I can talk early next week if that suits you. Best regards"
)
SCORES = {
    "professional_tone": 0.9,
    "clarity": 0.9,
    "completeness": 0.9,
    "safety": 0.9,
    "relevance": 0.9,
    "feedback": "",
}


def schema_name(request: dict[str, Any]) -> str | None:
    """Return the schema a structured request asks for (function or JSON schema), if any."""
    name = tool_name(request)
    if name:
        return name
    response_format = request.get("response_format") or {}
    if response_format.get("type") == "json_schema":
        return str(response_format["json_schema"]["name"])
    return "json" if response_format else None


def drafting_model(request: dict[str, Any]) -> dict[str, Any]:
    """Answer judge calls with good scores, other structured calls minimally, drafts with DRAFT."""
    name = schema_name(request)
    if name is None:
        return completion(DRAFT)
    arguments = json.dumps(SCORES if name == "JudgeReport" else {})
    if tool_name(request):
        call = {"id": "c1", "type": "function", "function": {"name": name, "arguments": arguments}}
        return completion(None, [call])
    return completion(arguments)
