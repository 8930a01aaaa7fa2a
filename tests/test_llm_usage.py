"""Usage: cost estimates, the ledger and daily cap, /metrics per workflow, `career-bot usage`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import REPO_ROOT, make_settings, realworld
from openai_stand_in import OpenAIStandIn, completion

from agent.llm import UsageRecord
from agent.llm_usage import UsageLedger, estimate_cost, format_report, parse_price
from bot.core import texts
from bot.core.messages import ConversationKey, IncomingMessage
from bot.metrics import Metrics
from bot.runtime import open_app
from storage.db import Database


def record(user: str | None, purpose: str, model: str = "gpt-4o-mini", ok: bool = True):
    return UsageRecord(purpose, model, 1_000, 500, 12.5, ok, user)


def test_cost_uses_the_longest_model_prefix_or_the_configured_price() -> None:
    assert estimate_cost(record("u", "reply.draft", "gpt-4o-mini-2024-07-18")) == pytest.approx(
        (1_000 * 0.15 + 500 * 0.60) / 1e6
    )
    assert estimate_cost(record("u", "reply.draft", "smollm2")) == 0.0
    assert estimate_cost(record("u", "x", "smollm2"), parse_price("1,2")) == pytest.approx(0.002)
    assert parse_price(" ") is None
    with pytest.raises(ValueError):
        parse_price("1,2,3")


def test_each_metrics_object_has_its_own_registry() -> None:
    first, second = Metrics(), Metrics()
    first.observe_model(record("u", "reply.judge"), cost_usd=0.25)
    first.inc("career_bot_messages_total", platform="slack")
    text = first.render()
    tokens = 'career_bot_model_tokens_total{direction="input",model="gpt-4o-mini",workflow="reply"}'
    assert f"{tokens} 1000.0" in text
    assert 'career_bot_model_cost_usd_total{model="gpt-4o-mini",workflow="reply"} 0.25' in text
    assert "career_bot_model_latency_seconds_count" in text
    assert first.value("career_bot_messages_total", platform="slack") == 1.0
    assert second.value("career_bot_messages_total", platform="slack") == 0.0
    assert "career_bot_model_tokens_total{" not in second.render()


async def test_ledger_caps_a_user_per_utc_day_and_reports_per_user_workflow_model(
    tmp_path: Path,
) -> None:
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'usage.db'}")
    await db.create_schema()
    now = datetime.now(UTC)
    ledger = UsageLedger(db, daily_cap=2, clock=lambda: now)
    await ledger.record(record("slack:U1", "reply.draft"))
    assert await ledger.allow("slack:U1")
    await ledger.record(record("slack:U1", "interview.write_turn", ok=False))
    await ledger.record(record("tg:7", "reply.judge", "smollm2"))
    assert not await ledger.allow("slack:U1") and await ledger.allow("tg:7")
    tomorrow = UsageLedger(db, daily_cap=2, clock=lambda: now + timedelta(days=1))
    assert await tomorrow.allow("slack:U1")
    rows = await ledger.report(days=1)
    keys = [(r.user_id, r.workflow, r.model, r.calls, r.failed) for r in rows]
    assert keys == [
        ("slack:U1", "interview", "gpt-4o-mini", 1, 1),
        ("slack:U1", "reply", "gpt-4o-mini", 1, 0),
        ("tg:7", "reply", "smollm2", 1, 0),
    ]
    assert rows[1].cost_usd > 0 and rows[2].cost_usd == 0
    table = format_report(rows, 1)
    assert "slack:U1" in table and table.splitlines()[-1].split()[1:3] == ["3", "1"]
    await db.close()


def judge_and_screen(request: dict[str, Any]) -> dict[str, Any]:
    """Answer each reply step validly: screen, judge (JSON) and draft (prose)."""
    system = request["messages"][0]["content"]
    if system.startswith("You screen"):
        return completion(json.dumps({"company": "USDS", "kind": "invitation", "confidence": 0.9}))
    if system.startswith("You review"):
        scores = dict.fromkeys(
            ["professional_tone", "clarity", "completeness", "safety", "relevance"], 0.9
        )
        return completion(json.dumps(scores))
    return completion("Thank you for the invitation. Tuesday at 10 works for me.")


async def test_metrics_cap_and_usage_command_over_a_real_client(
    tmp_path: Path,
) -> None:
    invitation = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    with OpenAIStandIn(judge_and_screen) as server:
        overrides: dict[str, object] = {
            "career_bot_llm": "openai",
            "openai_base_url": server.base_url,
            "openai_model": "smollm2",
            "CAREER_BOT_LLM_DAILY_CAP": 3,
            "CAREER_BOT_LLM_PRICE": "1000,1000",
        }
        settings = make_settings(tmp_path / "data", **overrides)
        async with open_app(settings) as app:
            key = ConversationKey("console", "local", "console", "m1")
            msg = IncomingMessage(key, "console:a", invitation.read_text())
            first = await app.service.handle(msg)
            later = await app.service.handle(
                IncomingMessage(
                    ConversationKey("console", "local", "console", "m2"),
                    "console:a",
                    invitation.read_text(),
                )
            )
            metrics = app.metrics.render()
    assert not [r for r in first if r.text.startswith("[offline]")]  # the model answered
    assert texts.MODEL_NOTICE_DAILY_CAP in [r.text for r in later]
    assert len(server.requests) == 3  # screen, draft, judge; then the cap held
    assert (
        'career_bot_model_calls_total{model="stand-in",ok="true",workflow="reply"} 3.0' in metrics
    )
    assert 'career_bot_model_cost_usd_total{model="stand-in",workflow="reply"}' in metrics
    assert 'career_bot_model_user_tokens_total{user="console:a"} 180.0' in metrics
    assert 'career_bot_model_user_cost_usd_total{user="console:a"}' in metrics
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "CAREER_BOT_"))}
    env.update(
        CAREER_BOT_LLM="offline",
        CAREER_BOT_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=str(REPO_ROOT),
    )
    command = [sys.executable, "-m", "bot", "usage", "--days", "1"]
    result = subprocess.run(
        command, capture_output=True, text=True, env=env, check=True, timeout=60
    )
    row = next(line for line in result.stdout.splitlines() if line.startswith("console:a"))
    assert row.split()[1:4] == ["reply", "stand-in", "3"]


async def test_a_malformed_price_is_a_configuration_error(tmp_path: Path) -> None:
    from bot.runtime import ConfigurationError

    with OpenAIStandIn(judge_and_screen) as server:
        settings = make_settings(
            tmp_path / "data",
            career_bot_llm="openai",
            openai_base_url=server.base_url,
            CAREER_BOT_LLM_PRICE="cheap",
        )
        with pytest.raises(ConfigurationError, match="CAREER_BOT_LLM_PRICE"):
            async with open_app(settings):
                pass
