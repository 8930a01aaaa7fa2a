"""A real model end to end: `career-bot chat` on SmolLM2-135M behind llama-cpp-python's server."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from collections import defaultdict
from pathlib import Path

import pytest
from conftest import realworld
from tests_support import run_console

from bot.core import texts
from realmodel.llama_server import MODEL_ALIAS, llama_server

pytestmark = pytest.mark.realmodel

RUN_TIMEOUT_S = 400
STRUCTURED = ("interview.analyze_resume", "interview.analyze_answer", "reply.screen", "reply.judge")
OFFLINE_LABELS = (
    texts.MODEL_NOTICE_INVALID,
    texts.MODEL_NOTICE_UNAVAILABLE,
    texts.MODEL_NOTICE_BUDGET,
)


def chat(data_dir: Path, base_url: str, lines: list[str]) -> subprocess.CompletedProcess[str]:
    """Run `career-bot chat` with stdin not a TTY, on the openai engine against `base_url`."""
    return run_console(
        data_dir,
        lines,
        timeout=1500,
        CAREER_BOT_LLM="openai",
        OPENAI_BASE_URL=base_url,
        OPENAI_MODEL=MODEL_ALIAS,
        CAREER_BOT_RUN_TIMEOUT=str(RUN_TIMEOUT_S),
        CAREER_BOT_LLM_TIMEOUT="120",
        CAREER_BOT_LLM_RETRIES="0",
        CAREER_BOT_LLM_MAX_TOKENS="256",
    )


def model_calls(db_path: Path) -> dict[str, list[dict]]:
    """Return the recorded model attempts by purpose."""
    with sqlite3.connect(db_path) as db:
        rows = db.execute("SELECT data FROM events WHERE kind = 'llm_call'").fetchall()
    calls: dict[str, list[dict]] = defaultdict(list)
    for (data,) in rows:
        record = json.loads(data)
        calls[record["purpose"]].append(record)
    return calls


def test_an_interview_turn_and_an_employer_reply_on_a_real_model(tmp_path: Path) -> None:
    resume = realworld("resumes", "r19_kaggle_updatedresumedataset_row140_web_designer.txt")
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    lines = [
        f"/file {resume}",
        "About 3 years, and I built the company website myself; it is live in production.",
        "/new",
        "/paste",
        *message.read_text().splitlines(),
        ".",
    ]
    data_dir = tmp_path / "data"
    with llama_server(tmp_path / "llama-server.log") as base_url:
        result = chat(data_dir, base_url, lines)
    out = result.stdout
    print(out)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    # Both workflows completed within the run budget.
    assert texts.RUN_TIMEOUT not in out and texts.RUN_FAILED not in out
    assert "skills to talk about" in out
    assert "== Draft reply" in out and "[Approve] [Edit] [Revise] [Reject]" in out
    calls = model_calls(data_dir / "career_bot.db")
    print(json.dumps({p: [(c["ok"], c["latency_ms"]) for c in cs] for p, cs in calls.items()}))
    # The real model answered: at least the free-text steps used its words.
    assert any(c["ok"] for cs in calls.values() for c in cs)
    assert calls["reply.draft"] and calls["interview.analyze_resume"]
    # Where a structured step never validated, the turn says it fell back, labelled.
    failed = [p for p in STRUCTURED if calls.get(p) and not any(c["ok"] for c in calls[p])]
    if failed:
        assert any(label in out for label in OFFLINE_LABELS) or "engine: offline" in out
