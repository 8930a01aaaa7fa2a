"""Process lifecycle: open the database, checkpointer and workflows once; close in reverse."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from agent.fit.graph import build_fit_graph
from agent.fit.llm_engine import build_fit_engine
from agent.llm import LLMConfig, ModelGateway, UsageRecord, build_chat_model
from agent.llm_usage import UsageLedger, parse_price
from agent.reply.graph import build_reply_graph
from agent.reply.llm_engine import build_reply_engine
from agent.reply.tracking import RepositoryReplyRecorder
from agent.tracker.assistant import build_tracker_assistant
from bot.core import texts
from bot.core.commands import Commands
from bot.core.fit_flow import FitFlow
from bot.core.intake_flow import IntakeFlow
from bot.core.interview_flow import InterviewFlow
from bot.core.ports import ReminderScheduler
from bot.core.progress import ProgressConfig
from bot.core.reply_flow import ReplyFlow
from bot.core.runner import GraphRunner
from bot.core.service import ConversationService, ServiceConfig
from bot.core.tracker_flow import TrackerFlow
from bot.erasure import ForgetHook, erase_user
from bot.metrics import Metrics
from bot.settings import Settings
from interview.engines import build_interview_engine
from interview.graph import build_interview_graph
from interview.profile_store import RepositoryProfileSink
from interview.state import InterviewConfig
from storage.checkpoints import Checkpointer, open_checkpointer
from storage.db import Database
from storage.locks import AdvisoryLocks
from storage.repositories import Repositories

logger = logging.getLogger(__name__)


class ConfigurationError(Exception):
    """The settings cannot work; the message says what to change."""


@dataclass
class Hooks:
    """Per-process services attached after start-up (the scheduler runs in one process)."""

    scheduler: ReminderScheduler | None = None
    # Adapters that keep their own per-user state erase it here on /forget.
    on_forget: list[ForgetHook] = field(default_factory=list)


@dataclass
class App:
    """Everything one process holds open."""

    settings: Settings
    db: Database
    repos: Repositories
    checkpointer: Checkpointer
    service: ConversationService
    metrics: Metrics
    hooks: Hooks

    async def forget(self, user_id: str) -> int:
        """Erase everything stored about a user, their reminders included."""
        return await _forget(self.repos, self.checkpointer, self.hooks, user_id)


async def _forget(repos: Repositories, saver: Checkpointer, hooks: Hooks, user_id: str) -> int:
    return await erase_user(repos, saver, user_id, hooks.scheduler, hooks.on_forget)


def progress_config(settings: Settings) -> ProgressConfig:
    """Return when adapters show progress on a slow turn and how often they stream."""
    return ProgressConfig(
        after_s=settings.progress_after_s,
        every_s=settings.stream_edit_every_s,
        stream=settings.stream_drafts,
        typing_after_s=settings.typing_after_s,
    )


def llm_config(settings: Settings) -> LLMConfig | None:
    """Return the model settings, or None when the offline engine is to be used."""
    if settings.llm_mode == "offline":
        return None
    if not settings.has_openai_key and not settings.openai_base_url:
        raise ConfigurationError(
            "CAREER_BOT_LLM=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local "
            "OpenAI-compatible server). Set one, or use CAREER_BOT_LLM=offline."
        )
    key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
    return LLMConfig(
        api_key=key,
        base_url=settings.openai_base_url,
        model=settings.openai_model,
        timeout_s=settings.llm_timeout_s,
        max_retries=settings.llm_max_retries,
        max_tokens=settings.llm_max_tokens,
        structured_method=settings.llm_structured,
    )


def usage_ledger(settings: Settings, repos: Repositories) -> UsageLedger:
    """Return the ledger of model calls with the configured cap and price."""
    try:
        price = parse_price(settings.llm_price)
    except ValueError as exc:
        raise ConfigurationError(str(exc)) from exc
    return UsageLedger(repos.db, daily_cap=settings.llm_daily_cap, price=price)


def _build_gateway(
    settings: Settings, repos: Repositories, metrics: Metrics
) -> ModelGateway | None:
    """Return the model gateway (metered, capped per user), or None for the offline engine."""
    config = llm_config(settings)
    if config is None:
        return None
    ledger = usage_ledger(settings, repos)

    async def record_usage(record: UsageRecord) -> None:
        metrics.observe_model(record, await ledger.record(record))

    model = build_chat_model(config)
    return ModelGateway(model, config, usage_sink=record_usage, limiter=ledger)


@asynccontextmanager
async def open_app(settings: Settings) -> AsyncIterator[App]:
    """Open the database, checkpointer and workflows; close them in reverse order."""
    db = Database(settings.resolved_database_url)
    if db.dialect not in ("sqlite", "postgresql"):
        await db.close()
        raise ConfigurationError(
            "DATABASE_URL must be SQLite (sqlite+aiosqlite:///path) or PostgreSQL "
            "(postgresql://user:password@host/db)."
        )
    # Several processes may share a PostgreSQL database: lock conversations across them.
    shared_locks = AdvisoryLocks(db.url) if db.is_postgres else None
    try:
        await db.create_schema()
        repos = Repositories(db)
        async with open_checkpointer(db.url) as saver:
            metrics, hooks = Metrics(), Hooks()
            service = _build_service(settings, repos, saver, metrics, hooks)
            if shared_locks is not None:
                service.locks.shared = shared_locks.hold
            yield App(settings, db, repos, saver, service, metrics, hooks)
    finally:
        if shared_locks is not None:
            await shared_locks.close()
        await db.close()


def _build_service(
    settings: Settings,
    repos: Repositories,
    saver: Checkpointer,
    metrics: Metrics,
    hooks: Hooks,
) -> ConversationService:
    gateway = _build_gateway(settings, repos, metrics)
    engine = build_interview_engine(gateway)
    logger.info("engine: %s", engine.name)
    graph = build_interview_graph(
        engine,
        saver,
        sink=RepositoryProfileSink(repos.profiles),
        config=InterviewConfig(
            completeness_target=settings.interview_target,
            max_tracked_skills=settings.interview_max_skills,
        ),
    )
    interview_stages = (texts.PROGRESS_READING_RESUME, texts.PROGRESS_THINKING)
    flow = InterviewFlow(
        GraphRunner(graph, saver, timeout_s=settings.run_timeout_s, stages=interview_stages),
        repos,
    )
    reply_graph = build_reply_graph(
        build_reply_engine(gateway), saver, recorder=RepositoryReplyRecorder(repos.opportunities)
    )
    reply = ReplyFlow(
        GraphRunner(
            reply_graph,
            saver,
            timeout_s=settings.run_timeout_s,
            stages=(texts.PROGRESS_DRAFTING, texts.PROGRESS_DRAFTING),
        ),
        repos,
        metrics,
    )

    async def forget(user_id: str) -> None:
        await _forget(repos, saver, hooks, user_id)

    tracker = TrackerFlow(
        repos, build_tracker_assistant(repos, gateway, timeout_s=settings.run_timeout_s)
    )
    fit = FitFlow(
        repos,
        build_fit_graph(build_fit_engine(gateway), None),
        flow,
        reply,
        timeout_s=settings.run_timeout_s,
    )
    # A fit-focused interview re-scores its posting when it finishes.
    flow.after_finish = fit.after_interview
    intake = IntakeFlow(repos, flow, reply, answer_question=tracker.answer, start_fit=fit.start)
    commands = Commands(repos, flow, reply, forget, hooks, tracker, intake, fit)
    service_config = ServiceConfig(
        allowed_users=settings.allowlist, offline_notice=settings.offline_because_no_key
    )
    return ConversationService(repos, flow, reply, commands, intake, service_config, metrics)
