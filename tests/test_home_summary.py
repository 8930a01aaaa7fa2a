"""The home summary port: the core reads the dashboard, the Slack Home tab only renders it."""

from __future__ import annotations

from datetime import UTC, datetime

from tests_support import CRYPTO, RESUME

from bot.core.home_summary import HomeSummary, OpportunityLine, home_summary
from bot.core.messages import ConversationKey, IncomingMessage
from bot.runtime import App
from bot.slack_adapter.home import build_home

USER = "console:home"


def msg(text: str, root: str) -> IncomingMessage:
    return IncomingMessage(ConversationKey("console", "local", "console", root), USER, text)


async def test_the_summary_has_the_profile_and_the_waiting_draft(app: App) -> None:
    assert await home_summary(app.repos, USER) == HomeSummary()
    await app.service.handle(msg(RESUME, "cv"))
    await app.service.handle(msg(CRYPTO, "job"))
    summary = await home_summary(app.repos, USER)
    assert "Kubernetes" in summary.skill_names
    assert 0 < summary.completeness < 1
    assert len(summary.approvals_waiting_since) == 1
    assert summary.approvals_waiting_since[0].tzinfo is not None


def test_the_home_tab_renders_a_summary() -> None:
    when = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
    summary = HomeSummary(
        skill_names=["Python", "<Rust>"],
        completeness=0.5,
        approvals_waiting_since=[when],
        opportunities=[OpportunityLine("O001", "Globex", "Platform Engineer", "interview", when)],
    )
    text = str(build_home(summary))
    assert "*2 skills* · 50% of their details known" in text
    assert "&lt;Rust&gt;" in text
    assert "*O001* Globex — Platform Engineer · stage: interview" in text
    assert f"<!date^{int(when.timestamp())}^{{date_short}}|2026-11-02>" in text
