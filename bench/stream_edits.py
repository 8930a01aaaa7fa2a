"""How often a streamed draft edits the placeholder: the gateway, the throttle, a slow model.

A local OpenAI-compatible stand-in streams a draft word by word at a fixed pace; the
gateway streams it into a ProgressReporter with the default settings, whose view only
counts edits. Run: .venv/bin/python bench/stream_edits.py [words] [seconds per word]
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from langchain_core.messages import HumanMessage
from openai_stand_in import OpenAIStandIn, completion

from agent.llm import ModelGateway
from agent.llm_config import LLMConfig, build_chat_model
from bot.core.progress import ProgressConfig, track_progress


class CountingView:
    """A placeholder that records when it was edited."""

    def __init__(self) -> None:
        self.edits: list[float] = []

    async def show(self, text: str, *, draft: bool) -> None:
        """Record one edit."""
        self.edits.append(time.perf_counter())


async def main(words: int, per_word_s: float) -> None:
    """Stream one draft and print the edit count and the largest edits in any 1 s window."""
    draft = " ".join(f"word{i}" for i in range(words))
    view = CountingView()
    with OpenAIStandIn(lambda request: completion(draft)) as server:
        server.chunk_delay_s = per_word_s
        config = LLMConfig(api_key="k", base_url=server.base_url, model="stand-in", timeout_s=120)
        gateway = ModelGateway(build_chat_model(config), config)
        started = time.perf_counter()
        async with track_progress(view, ProgressConfig()) as reporter:
            assert reporter is not None
            text = await gateway.text(
                [HumanMessage("draft")], purpose="bench.draft", on_partial=reporter.draft
            )
        elapsed = time.perf_counter() - started
    assert text == draft
    busiest = max(sum(1 for t in view.edits if s <= t < s + 1.0) for s in view.edits)
    first = view.edits[0] - started if view.edits else float("nan")
    print(
        f"words={words} per_word_s={per_word_s} stream_s={elapsed:.2f} edits={len(view.edits)} "
        f"busiest_1s_window={busiest} first_edit_after_s={first:.3f}"
    )


if __name__ == "__main__":
    args: list[Any] = sys.argv[1:]
    asyncio.run(main(int(args[0]) if args else 120, float(args[1]) if len(args) > 1 else 0.05))
