"""`career-bot chat` on the openai engine against servers that answer badly or not at all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import realworld
from openai_stand_in import OpenAIStandIn, garbage, hang, prose, violating
from tests_support import run_console

from bot.core import texts

RUN_TIMEOUT_S = 12
ANSWER = "About 5 years, in production, and I led it."


def chat(data_dir: Path, base_url: str, lines: list[str], **extra: str) -> tuple[str, str]:
    """Run `career-bot chat` on the openai engine against `base_url`; return stdout, stderr."""
    result = run_console(
        data_dir,
        lines,
        timeout=240,
        CAREER_BOT_LLM="openai",
        OPENAI_BASE_URL=base_url,
        OPENAI_MODEL="stand-in",
        CAREER_BOT_RUN_TIMEOUT=str(RUN_TIMEOUT_S),
        **extra,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    return result.stdout, result.stderr


def conversation() -> list[str]:
    """One interview turn, then one employer message in a new thread."""
    resume = realworld("resumes", "r04_sb2nov_sourabh_bajaj_swe.tex.txt")
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    return [f"/file {resume}", ANSWER, "/new", "/paste", *message.read_text().splitlines(), "."]


def asked(requests: list[dict[str, Any]], opening: str) -> int:
    """Count requests whose system prompt starts with `opening`."""
    return sum(1 for r in requests if r["messages"][0]["content"].startswith(opening))


@pytest.mark.parametrize("answer", [prose, garbage, violating], ids=lambda f: f.__name__)
def test_bad_answers_end_on_the_offline_engine_labelled_and_the_breaker_stays_closed(
    tmp_path: Path, answer: Any
) -> None:
    with OpenAIStandIn(answer) as server:
        out, _ = chat(tmp_path / "data", server.base_url, conversation())
    assert "skills to talk about" in out  # the interview started
    assert "Noted — " in out or "?" in out.split(ANSWER, 1)[-1]  # the answer got a next turn
    assert "== Draft reply" in out and "[Approve] [Edit] [Revise] [Reject]" in out
    assert "engine: offline" in out  # the judge's verdict is the offline one, and says so
    assert texts.MODEL_NOTICE_INVALID in out
    assert texts.MODEL_NOTICE_UNAVAILABLE not in out
    # The breaker stayed closed: every structured step still reached the server, re-asked once.
    requests = server.requests
    assert asked(requests, "You extract a job seeker's skills") == 2
    assert asked(requests, "You screen a message") == 2
    assert asked(requests, "You review a draft") >= 2


def test_a_hanging_server_ends_within_the_budget_on_the_offline_engine(tmp_path: Path) -> None:
    with OpenAIStandIn(hang) as server:
        out, _ = chat(
            tmp_path / "data",
            server.base_url,
            conversation(),
            CAREER_BOT_LLM_TIMEOUT="2",
            CAREER_BOT_LLM_RETRIES="0",
        )
    assert "skills to talk about" in out
    assert "== Draft reply" in out and "engine: offline" in out
    assert texts.RUN_FAILED not in out
    assert texts.MODEL_NOTICE_UNAVAILABLE in out or texts.MODEL_NOTICE_BUDGET in out
    # Timeouts are transport faults: after three the breaker opens and calls stop.
    assert len(server.requests) <= 4
