"""LLM implementations of the reply protocols: screen, draft and judge with one call each.

Fallbacks: on ModelUnavailable the screener keeps the rules' result, the drafter returns
the offline drafter's text unchanged (no "[offline]" prefix: the text may be sent as is),
and the judge returns the offline judge's verdict with engine="offline", which is what the
approval card shows.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from agent.llm import ModelGateway, ModelUnavailable, load_prompt
from agent.llm_stream import draft_listener
from agent.reply.draft_checks import find_leaks
from agent.reply.llm_schema import (
    JudgeReport,
    ScreenReport,
    judge_feedback,
    judge_scores,
    merge_message,
    merge_screen,
)
from agent.reply.model import (
    RISK_LABELS,
    EmployerMessage,
    ProfileContext,
    RiskFlag,
    ScreenResult,
    Turn,
    Verdict,
)
from agent.reply.offline_engine import OfflineReplyEngine
from agent.reply.protocols import DraftJudge, MessageScreener, ReplyDrafter, ReplyEngine

logger = logging.getLogger(__name__)

_PROMPT_PACKAGE = "agent"
_HUMAN_MARKER = "=== HUMAN ==="
MAX_MESSAGE_CHARS = 8_000
MAX_DRAFT_CHARS = 3_000
_MAX_TURN_CHARS = 1_500
_MAX_HISTORY_TURNS = 4
# Every tag the prompts use: untrusted text must not open or close any of them.
_TAG = re.compile(
    r"<\s*/?\s*(?:employer_message|message_facts|questions|flags|history|previous_draft"
    r"|feedback|draft|profile)\s*>",
    re.IGNORECASE,
)
_FENCE = re.compile(r"^```\w*\n?|\n?```$")


class LLMScreener:
    """Runs the rules, then one structured model call that may add flags, never remove them."""

    def __init__(self, gateway: ModelGateway, rules: MessageScreener) -> None:
        self._gateway = gateway
        self._rules = rules

    async def screen(
        self, text: str, profile: ProfileContext
    ) -> tuple[EmployerMessage, ScreenResult]:
        """Return intake facts and the risk screen: the rules' flags plus the model's."""
        message, result = await self._rules.screen(text, profile)
        rule_flags = ", ".join(sorted({f.category for f in result.flags})) or "none"
        messages = prompt_messages(
            "screen",
            profile=quote(profile.block(), "profile", MAX_MESSAGE_CHARS),
            rule_flags=rule_flags,
            message=quote(text, "employer_message", MAX_MESSAGE_CHARS),
        )
        try:
            report = await self._gateway.structured(ScreenReport, messages, purpose="reply.screen")
        except ModelUnavailable:
            logger.info("Reply screening keeps the rules' result: model unavailable")
            return message, result
        return merge_message(message, report), merge_screen(result, report, profile)


class LLMDrafter:
    """Writes a reply with one free-text model call, the profile injected into the system prompt."""

    def __init__(self, gateway: ModelGateway, fallback: ReplyDrafter) -> None:
        self._gateway = gateway
        self._fallback = fallback

    async def draft(
        self,
        text: str,
        message: EmployerMessage,
        screen: ScreenResult,
        profile: ProfileContext,
        *,
        history: list[Turn],
        feedback: str = "",
        previous: str = "",
    ) -> str:
        """Write (or, with feedback and the previous draft, revise) a reply to `text`."""
        messages = draft_messages(text, message, screen, profile, history, feedback, previous)
        try:
            # Streamed into the user's placeholder when the core listens; judged calls never stream.
            answer = await self._gateway.text(
                messages, purpose="reply.draft", on_partial=draft_listener()
            )
            reply = tidy_reply(answer)
        except ModelUnavailable:
            reply = ""
        if reply:
            return reply
        logger.info("Reply drafting falls back to the offline drafter")
        return await self._fallback.draft(
            text, message, screen, profile, history=history, feedback=feedback, previous=previous
        )


class LLMJudge:
    """Scores a draft with one structured model call; deterministic leak checks still apply."""

    def __init__(self, gateway: ModelGateway, fallback: DraftJudge) -> None:
        self._gateway = gateway
        self._fallback = fallback

    async def judge(
        self,
        text: str,
        draft: str,
        screen: ScreenResult,
        profile: ProfileContext,
        *,
        user_words: str = "",
    ) -> Verdict:
        """Return the model's verdict on `draft`, or the offline judge's when the model is down."""
        messages = prompt_messages(
            "judge",
            profile=quote(profile.block(), "profile", MAX_MESSAGE_CHARS),
            flags=quote(describe_flags(screen.flags), "flags", MAX_MESSAGE_CHARS),
            message=quote(text, "employer_message", MAX_MESSAGE_CHARS),
            draft=quote(draft, "draft", MAX_DRAFT_CHARS),
        )
        try:
            report = await self._gateway.structured(JudgeReport, messages, purpose="reply.judge")
        except ModelUnavailable:
            logger.info("Reply judging falls back to the offline judge")
            verdict = await self._fallback.judge(
                text, draft, screen, profile, user_words=user_words
            )
            return verdict.model_copy(update={"engine": "offline"})
        scores, feedback = judge_scores(report), judge_feedback(report)
        # A model can miss a leaked phone number or salary figure; the regexes cannot.
        leaks = find_leaks(draft, profile, text, user_words=user_words)
        if leaks:
            scores["safety"] = 0.0
            feedback = "\n".join([feedback, *(f"- Remove {leak}." for leak in leaks)]).strip()
        return Verdict(scores=scores, feedback=feedback, engine="llm")


@dataclass
class LLMReplyEngine:
    """Model-backed screening, drafting and judging, each with an offline fallback."""

    screener: MessageScreener
    drafter: ReplyDrafter
    judge: DraftJudge
    name: str = "openai"


def build_reply_engine(
    gateway: ModelGateway | None, *, offline: OfflineReplyEngine | None = None
) -> ReplyEngine:
    """Return the LLM reply engine over `gateway`, or the offline engine when there is none."""
    base = offline or OfflineReplyEngine()
    if gateway is None:
        return base
    return LLMReplyEngine(
        screener=LLMScreener(gateway, base.screener),
        drafter=LLMDrafter(gateway, base.drafter),
        judge=LLMJudge(gateway, base.judge),
    )


def prompt_messages(name: str, **values: str) -> list[BaseMessage]:
    """Build the system and human messages from reply/prompts/<name>.txt."""
    template = load_prompt(_PROMPT_PACKAGE, f"reply/prompts/{name}.txt")
    system, _, human = template.partition(_HUMAN_MARKER)
    return [
        SystemMessage(content=system.strip().format(**values)),
        HumanMessage(content=human.strip().format(**values)),
    ]


def draft_messages(
    text: str,
    message: EmployerMessage,
    screen: ScreenResult,
    profile: ProfileContext,
    history: list[Turn],
    feedback: str,
    previous: str,
) -> list[BaseMessage]:
    """Build the drafting prompt: profile in the system part, employer data quoted in tags."""
    facts = [f"{k}: {v}" for k, v in message.model_dump(exclude={"questions"}).items() if v]
    questions = "\n".join(f"- {q}" for q in message.questions) or "(none found)"
    return prompt_messages(
        "draft",
        profile=quote(profile.block(), "profile", MAX_MESSAGE_CHARS),
        facts=quote("\n".join(facts), "message_facts", MAX_MESSAGE_CHARS),
        questions=quote(questions, "questions", MAX_MESSAGE_CHARS),
        flags=quote(describe_flags(screen.flags), "flags", MAX_MESSAGE_CHARS),
        history=quote(describe_history(history), "history", MAX_MESSAGE_CHARS),
        message=quote(text, "employer_message", MAX_MESSAGE_CHARS),
        revision=revision_block(feedback, previous),
    )


def revision_block(feedback: str, previous: str) -> str:
    """Return the revision instructions with the previous draft and the feedback, or ""."""
    if not (feedback or previous):
        return ""
    return (
        "\nRevise your previous draft so that it addresses the feedback; keep what was good.\n"
        f"<previous_draft>\n{quote(previous or '(none)', 'previous_draft', MAX_DRAFT_CHARS)}\n"
        f"</previous_draft>\n<feedback>\n{quote(feedback or '(none)', 'feedback', 4_000)}\n"
        "</feedback>"
    )


def describe_flags(flags: list[RiskFlag]) -> str:
    """Render flags as "- Label: reason" lines (quotes stay out: they repeat employer text)."""
    lines = [f"- {RISK_LABELS.get(f.category, f.category)}: {f.reason}" for f in flags]
    return "\n".join(dict.fromkeys(lines)) or "(none)"


def describe_history(history: list[Turn]) -> str:
    """Render the latest turns of the conversation."""
    turns = history[-_MAX_HISTORY_TURNS:]
    lines = [
        f"Employer: {t.employer[:_MAX_TURN_CHARS]}\nReply sent: {t.reply[:_MAX_TURN_CHARS] or '-'}"
        for t in turns
    ]
    return "\n\n".join(lines) or "(no earlier messages)"


def quote(text: str, tag: str, limit: int) -> str:
    """Make untrusted text safe to place between <tag> and </tag>: no delimiters, bounded."""
    cleaned = _TAG.sub(" ", text).strip()
    return cleaned if len(cleaned) <= limit else cleaned[:limit] + " [truncated]"


def tidy_reply(text: str) -> str:
    """Strip code fences, wrapping quotes and whitespace; bound the length."""
    cleaned = _FENCE.sub("", text.strip()).strip().strip('"“”').strip()
    return cleaned[:MAX_DRAFT_CHARS].strip()
