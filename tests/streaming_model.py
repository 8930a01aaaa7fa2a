"""A model for streaming tests: valid structured answers, and a draft streamed word by word."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from conftest import make_settings
from openai_stand_in import OpenAIStandIn, completion, tool_name

from bot.settings import Settings

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


def streaming_settings(data_dir: Path, model: OpenAIStandIn, **platform: Any) -> Settings:
    """Return settings on the model stand-in, with progress and every streamed edit shown."""
    return make_settings(
        data_dir,
        career_bot_llm="openai",
        openai_base_url=model.base_url,
        openai_model="stand-in",
        progress_after_s=0,
        stream_edit_every_s=0,
        typing_after_s=0,  # Slack's "working" placeholder first, for the draft to stream into
        **platform,
    )


class HeldModel:
    """The model stand-in's answers wait until the test releases them (a slow model)."""

    def __init__(self) -> None:
        self.released = threading.Event()

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        self.released.wait(timeout=30)
        return drafting_model(request)
