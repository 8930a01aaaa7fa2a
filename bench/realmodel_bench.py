"""Benchmark: a real small model (SmolLM2-135M on llama-cpp-python's server) per structured call.

Starts the server as the realmodel test does (.venv-realmodel, or CAREER_BOT_REALMODEL_PYTHON),
then sends each of the bot's model calls, built with the real prompts from real-world
fixtures, through the real gateway (ChatOpenAI, auto method, one re-ask) `--runs` times.
Reports per call: success rate (validated, first try or after the re-ask), attempts, and
latency (median and max, seconds), plus the method the gateway settled on.

Usage: python bench/realmodel_bench.py [--runs 3] [--timeout 90] [--max-tokens 256]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from realmodel.llama_server import MODEL_ALIAS, llama_server  # noqa: E402

from agent.llm import LLMConfig, ModelGateway, ModelUnavailable, UsageRecord, build_chat_model  # noqa: E402
from agent.reply import llm_engine as reply  # noqa: E402
from agent.reply.llm_schema import JudgeReport, ScreenReport  # noqa: E402
from interview import llm_engine as interview  # noqa: E402
from interview.llm_engine import AnswerReport, ResumeSkills  # noqa: E402

DATA = ROOT / "tests" / "data" / "realworld"
RESUME = (DATA / "resumes" / "r19_kaggle_updatedresumedataset_row140_web_designer.txt").read_text()
MESSAGE = (DATA / "recruiter_messages" / "m26_usds_first_interview_invitation.txt").read_text()
ANSWER = "About 3 years, and I built the company website myself; it is live in production."
DRAFT = "Thank you for the invitation. I am available on Tuesday or Wednesday for the call."
PROFILE = "- Photoshop: 3 years, production\n- HTML: 4 years\n- CSS: 4 years"


def calls() -> dict[str, Callable[[ModelGateway], Awaitable[Any]]]:
    """Return each model call of the bot, by purpose, with its real prompt."""

    def ip(name: str, **values: str) -> Any:
        return interview.prompt_messages(name, **values)

    def rp(name: str, **values: str) -> Any:
        return reply.prompt_messages(name, **values)

    resume = ip("analyze_resume", resume=RESUME, detailed="6", max_skills="25")
    answer = ip(
        "analyze_answer", skill="Photoshop", missing="duration, scale", skills=PROFILE,
        question="How long have you used Photoshop?", answer=ANSWER,
    )  # fmt: skip
    turn = ip(
        "write_turn", kind="question", skill="Photoshop", known="nothing yet",
        missing="duration, scale", attempt="0", last_answer="(none yet)",
    )  # fmt: skip
    screen = rp("screen", profile=PROFILE, rule_flags="relocation", message=MESSAGE)
    judge = rp("judge", profile=PROFILE, flags="(none)", message=MESSAGE, draft=DRAFT)
    return {
        "interview.analyze_resume": lambda g: g.structured(ResumeSkills, resume, purpose="r"),
        "interview.analyze_answer": lambda g: g.structured(AnswerReport, answer, purpose="a"),
        "interview.write_turn": lambda g: g.text(turn, purpose="w"),
        "reply.screen": lambda g: g.structured(ScreenReport, screen, purpose="s"),
        "reply.judge": lambda g: g.structured(JudgeReport, judge, purpose="j"),
    }


async def measure(base_url: str, runs: int, timeout: float, max_tokens: int) -> dict[str, Any]:
    """Run every call `runs` times; return success, attempts and latency per call."""
    attempts: list[UsageRecord] = []

    async def sink(record: UsageRecord) -> None:
        attempts.append(record)

    config = LLMConfig(
        api_key=None, base_url=base_url, model=MODEL_ALIAS, timeout_s=timeout,
        max_retries=0, max_tokens=max_tokens, failure_threshold=1000,
    )  # fmt: skip
    gateway = ModelGateway(build_chat_model(config), config, usage_sink=sink)
    results: dict[str, Any] = {}
    for purpose, call in calls().items():
        ok, latencies, tries = 0, [], []
        for _ in range(runs):
            before, started = len(attempts), time.perf_counter()
            try:
                await call(gateway)
                ok += 1
            except ModelUnavailable:
                pass
            latencies.append(time.perf_counter() - started)
            tries.append(len(attempts) - before)
        results[purpose] = {
            "success_rate": ok / runs,
            "attempts_mean": statistics.mean(tries),
            "latency_median_s": round(statistics.median(latencies), 2),
            "latency_max_s": round(max(latencies), 2),
        }
    results["method"] = gateway.method
    return results


def main() -> None:
    """Start the server, measure, print a JSON report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=90.0)
    parser.add_argument("--max-tokens", type=int, default=256)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, llama_server(Path(tmp) / "server.log") as url:
        report = asyncio.run(measure(url, args.runs, args.timeout, args.max_tokens))
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
