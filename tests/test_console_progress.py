"""The console on a slow model: a "Still drafting…" line before the reply, no streamed lines."""

from __future__ import annotations

import io
import threading
from pathlib import Path
from typing import Any

from conftest import make_settings, realworld
from openai_stand_in import OpenAIStandIn
from streaming_model import DRAFT, drafting_model, schema_name

from bot.console import PROGRESS_MARK, ConsoleChat
from bot.core import texts
from bot.runtime import open_app


class Screen(io.StringIO):
    """Console output that tells another thread when the drafting notice is printed."""

    def __init__(self) -> None:
        super().__init__()
        self.noticed = threading.Event()

    def write(self, text: str) -> int:
        if texts.PROGRESS_DRAFTING in text:
            self.noticed.set()
        return super().write(text)


async def test_a_slow_draft_prints_the_notice_first(tmp_path: Path) -> None:
    screen = Screen()

    def slow_model(request: dict[str, Any]) -> dict[str, Any]:
        # The draft is held back until the console has told the user it is still drafting.
        if schema_name(request) is None:
            screen.noticed.wait(timeout=20)
        return drafting_model(request)

    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    lines = ["/paste", *message.read_text().splitlines(), "."]
    with OpenAIStandIn(slow_model) as model:
        settings = make_settings(
            tmp_path / "data",
            career_bot_llm="openai",
            openai_base_url=model.base_url,
            openai_model="stand-in",
            progress_after_s=0,
        )
        async with open_app(settings) as app:
            await ConsoleChat(app, io.StringIO("\n".join(lines) + "\n"), screen).run()
    out = screen.getvalue()
    notice = f"{PROGRESS_MARK} {texts.PROGRESS_DRAFTING}"
    assert notice in out and DRAFT in out
    assert out.index(notice) < out.index(DRAFT)
    assert not any(r.get("stream") for r in model.requests)  # the console does not stream
