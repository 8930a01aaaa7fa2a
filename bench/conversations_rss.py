"""Benchmark: resident memory with N active conversations in one process (offline engine).

Opens N conversations through `ConversationService.handle()`: half are interviews left
waiting at their first question, half are employer replies left waiting for approval.
Reports the process's RSS before and after, and per conversation.

Usage: python bench/conversations_rss.py [N]   (default 1000)
"""

from __future__ import annotations

import asyncio
import resource
import sys
import tempfile
import time
from pathlib import Path

from bot.core.messages import ConversationKey, IncomingMessage
from bot.runtime import open_app
from bot.settings import Settings
from bot.warmup import warm_up

RESUME = (Path(__file__).resolve().parent / "resume.txt").read_text()
EMPLOYER = (
    "Hi, I'm Tom from CoinRocket. We need a Senior Rust engineer who can start Monday. "
    "What are your salary expectations? The role requires a 24-month non-compete."
)


def rss_mb() -> float:
    """Return the current resident set size in MB (Linux /proc), or the peak elsewhere."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def run(n: int) -> None:
    """Open n conversations and print RSS figures."""
    settings = Settings(  # type: ignore[call-arg]
        _env_file=None, career_bot_llm="offline", career_bot_data_dir=Path(tempfile.mkdtemp())
    )
    async with open_app(settings) as app:
        await warm_up()
        before, started = rss_mb(), time.perf_counter()
        for i in range(n):
            key = ConversationKey("console", "bench", f"user{i}", "1")
            text = RESUME if i % 2 == 0 else EMPLOYER
            replies = await app.service.handle(IncomingMessage(key, f"console:user{i}", text))
            if not replies:
                raise RuntimeError(f"no reply in conversation {i}")
        after, wall = rss_mb(), time.perf_counter() - started
        threads = await app.repos.threads.count()
    print(f"conversations={n} (threads registered: {threads}) in {wall:.0f} s")
    print(
        f"RSS before {before:.0f} MB, after {after:.0f} MB, "
        f"{(after - before) * 1024 / n:.1f} KB per conversation"
    )


if __name__ == "__main__":
    asyncio.run(run(int(sys.argv[1]) if len(sys.argv) > 1 else 1000))
