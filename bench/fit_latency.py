"""Benchmark: latency of one /fit check on the offline engine, end to end through the core.

Builds a profile from bench/resume.txt, then runs `/fit` on the two sourced postings
in tests/fit/data through `ConversationService.handle()` (graph, kv write, card, tokens)
and reports the median and p95 latency in ms per posting, and the fit score.

Usage: python bench/fit_latency.py [--runs 20]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from bot.core.messages import ConversationKey, IncomingMessage
from bot.runtime import open_app
from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
RESUME = (ROOT / "bench" / "resume.txt").read_text()
POSTINGS = sorted((ROOT / "tests" / "fit" / "data").glob("p*.md"))
USER = "console:bench"


def message(text: str, root: str) -> IncomingMessage:
    """Return a console message in the conversation `root`."""
    return IncomingMessage(ConversationKey("console", "local", "console", root), USER, text)


async def main(runs: int) -> None:
    """Run the benchmark and print one line per posting."""
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(_env_file=None, career_bot_llm="offline", career_bot_data_dir=tmp)  # type: ignore[call-arg]
        async with open_app(settings) as app:
            await app.service.handle(message(RESUME, "resume"))
            await app.service.handle(message("/stop", "resume"))
            for path in POSTINGS:
                text, times, score = path.read_text(), [], ""
                for n in range(runs):
                    started = time.perf_counter()
                    replies = await app.service.handle(message(f"/fit {text}", f"{path.stem}{n}"))
                    times.append((time.perf_counter() - started) * 1000)
                    score = dict(replies[-1].card.fields)["Fit"] if replies[-1].card else "-"
                p95 = sorted(times)[max(0, round(0.95 * len(times)) - 1)]
                print(
                    f"{path.name}: runs={runs} median={statistics.median(times):.1f} ms "
                    f"p95={p95:.1f} ms fit={score}"
                )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    asyncio.run(main(parser.parse_args().runs))
