"""The offline reply engine: templated drafts and a deterministic rule judge, no network."""

from __future__ import annotations

from dataclasses import dataclass, field

from agent.reply.draft_checks import (
    RISK_TOPICS,
    claims_skill,
    find_leaks,
    has_greeting,
    has_sign_off,
    is_addressed,
    is_deferred,
    keywords,
    questions_in,
    sentences,
    skills_in,
    tone_issues,
    topics_in,
    word_count,
)
from agent.reply.instructions import apply_instruction, parse_instruction, user_instruction
from agent.reply.model import (
    RISK_LABELS,
    EmployerMessage,
    ProfileContext,
    ScreenResult,
    Turn,
    Verdict,
)
from agent.reply.protocols import DraftJudge, MessageScreener, ReplyDrafter
from agent.reply.revision import ReplyCase, revise
from agent.reply.templates import DEFERRALS, compose

_MIN_WORDS = 12
_MAX_WORDS = 220
_LONG_SENTENCE_WORDS = 35
_SCAM_MAX_WORDS = 80


class OfflineDrafter:
    """Writes templated replies per message kind, grounded only in the profile."""

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
        """Write a reply to `text`, or revise `previous` to address `feedback`."""
        if feedback or previous:
            wanted = parse_instruction(user_instruction(feedback))
            if previous.strip() and wanted.understood:
                return apply_instruction(previous, wanted, message, profile, text=text)
            return revise(previous, feedback, ReplyCase(text, message, screen, profile))
        return compose(text, message, screen, profile)


class RuleJudge:
    """Scores a draft on the weighted criteria with deterministic checks."""

    async def judge(
        self,
        text: str,
        draft: str,
        screen: ScreenResult,
        profile: ProfileContext,
        *,
        user_words: str = "",
    ) -> Verdict:
        """Return the verdict on `draft` as a reply to `text`, with concrete fixes as feedback."""
        if not draft.strip():
            return Verdict(scores={}, feedback="- Write a reply.", engine="offline")
        notes: list[str] = []
        scam = any(f.category == "scam" for f in screen.flags)
        scores = {
            "professional_tone": _tone(draft, notes),
            "clarity": _clarity(draft, notes),
            "completeness": 1.0 if scam else _completeness(text, draft, profile, notes),
            "safety": _safety(text, draft, screen, profile, notes, user_words),
            "relevance": 1.0 if scam else _relevance(text, draft, notes),
        }
        feedback = "\n".join(f"- {n}" for n in dict.fromkeys(notes))
        return Verdict(scores=scores, feedback=feedback, engine="offline")


def _default_screener() -> MessageScreener:
    """Return the deterministic rule screener (imported late: it lives in its own module)."""
    from agent.reply.rules import RuleScreener

    return RuleScreener()


@dataclass
class OfflineReplyEngine:
    """Rule screening, templated drafts and the rule judge: deterministic, no network."""

    name: str = "offline"
    screener: MessageScreener = field(default_factory=_default_screener)
    drafter: ReplyDrafter = field(default_factory=OfflineDrafter)
    judge: DraftJudge = field(default_factory=RuleJudge)


def _clamp(value: float) -> float:
    return round(max(0.0, min(1.0, value)), 3)


def _tone(draft: str, notes: list[str]) -> float:
    """Score greeting, sign-off, and the absence of slang, shouting and exclamation spam."""
    score = 1.0
    if not has_greeting(draft):
        score -= 0.2
        notes.append("Add a greeting, e.g. 'Hi <first name>,' or 'Hello,'.")
    if not has_sign_off(draft):
        score -= 0.2
        notes.append("Add a sign-off, e.g. 'Best regards,' and your name.")
    issues = tone_issues(draft)
    notes.extend(issues)
    return _clamp(score - 0.25 * len(issues))


def _clarity(draft: str, notes: list[str]) -> float:
    """Score length and sentence size; repeated sentences read as noise."""
    words = word_count(draft)
    score = 1.0
    if words < _MIN_WORDS:
        score = 0.4
        notes.append("Say a little more: thank them and respond to what they wrote.")
    elif words > _MAX_WORDS:
        score = 0.8 if words <= 1.5 * _MAX_WORDS else 0.5
        notes.append(f"Shorten the reply to under {_MAX_WORDS} words.")
    parts = sentences(draft)
    long = [s for s in parts if word_count(s) > _LONG_SENTENCE_WORDS]
    if long:
        score -= 0.15 * len(long)
        notes.append("Split long sentences into shorter ones.")
    if len({s.lower() for s in parts}) < len(parts):
        score -= 0.2
        notes.append("Remove repeated sentences.")
    return _clamp(score)


def _completeness(text: str, draft: str, profile: ProfileContext, notes: list[str]) -> float:
    """Score the share of the employer's questions answered or explicitly deferred."""
    questions = questions_in(text)
    if not questions:
        return 1.0
    missing = [q for q in questions if not is_addressed(q, draft, profile)]
    for topic in dict.fromkeys(t for q in missing for t in topics_in(q) if t in RISK_TOPICS):
        notes.append(_defer_note(topic))
    if missing:
        notes.append(
            f"Answer or explicitly defer {len(missing)} unanswered question(s), e.g. "
            "'I'd be happy to go into that in more detail when we speak.'"
        )
    return _clamp(1.0 - len(missing) / len(questions))


def _safety(
    text: str,
    draft: str,
    screen: ScreenResult,
    profile: ProfileContext,
    notes: list[str],
    user_words: str = "",
) -> float:
    """Score leaks, unbacked claims, and whether every flagged category is deferred."""
    score = 1.0
    for leak in find_leaks(draft, profile, text, user_words=user_words):
        score = 0.0
        notes.append(f"Remove {leak}: the reply must not reveal or promise it.")
    known = profile.skill_names()
    asked = [s for s in skills_in(" ".join(questions_in(text)), profile) if s.lower() not in known]
    for skill in dict.fromkeys([*screen.unknown_skills, *asked]):
        if claims_skill(draft, skill):
            score = 0.0
            notes.append(f"Do not claim {skill}: say honestly you haven't used it professionally.")
    flagged = {f.category for f in screen.flags}
    if "scam" in flagged:  # a brief refusal that shares nothing needs no deferrals
        if word_count(draft) > _SCAM_MAX_WORDS:
            score -= 0.4
            notes.append("Keep a reply to a suspicious message brief and share nothing.")
        return _clamp(score)
    for topic in (t for t in RISK_TOPICS if t in flagged and not is_deferred(draft, t)):
        score -= 0.35
        notes.append(_defer_note(topic))
    return _clamp(score)


def _relevance(text: str, draft: str, notes: list[str]) -> float:
    """Score how much the draft refers to the role, company or what was asked."""
    overlap = keywords(text) & keywords(draft)
    score = _clamp(0.4 + 0.2 * len(overlap))
    if score < 0.6:
        notes.append("Refer to the role, the company or the topics they asked about.")
    return score


def _defer_note(topic: str) -> str:
    """Return the fix for a risky topic the draft neither defers nor may answer."""
    label = RISK_LABELS.get(topic, "start date").split(" / ")[0].lower()
    return f"Defer the {label} question explicitly, e.g. '{DEFERRALS[topic]}'"
