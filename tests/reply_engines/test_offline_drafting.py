"""Tests for the offline reply engine: templated drafts, revisions and the rule judge."""

from __future__ import annotations

import re

import pytest

from agent.reply.draft_checks import claims_skill, find_leaks, is_deferred
from agent.reply.model import (
    APPROVE_AT,
    EmployerMessage,
    ProfileContext,
    ProfileSkill,
    RiskFlag,
    ScreenResult,
)
from agent.reply.offline_engine import OfflineDrafter, OfflineReplyEngine, RuleJudge

PROFILE = ProfileContext(
    name="Jane Doe",
    headline="Backend engineer",
    skills=[
        ProfileSkill(
            name="Python",
            attributes={
                "duration": "5 years",
                "depth": "advanced",
                "production_vs_prototype": "production",
            },
        ),
        ProfileSkill(name="PostgreSQL", attributes={"scale": "$2M budget"}),
    ],
)  # fmt: skip
INVITATION = (
    "Hi Jane, I'm Anna from Acme. We'd love to invite you to interview for the Backend "
    "Engineer role. Are you available for a call next week?"
)
RISKY = (
    "Hello Jane, thanks for applying to the Backend Engineer role at Acme. What are your "
    "salary expectations? Our contract includes a non-compete clause - is that acceptable? "
    "Have you used Rust in production? Can you start immediately?"
)
RISKY_SCREEN = ScreenResult(
    flags=[
        RiskFlag(category="salary", reason="asks pay", quote="salary expectations"),
        RiskFlag(category="legal", reason="non-compete", quote="non-compete clause"),
        RiskFlag(category="unbacked_skill", reason="not in profile", quote="Rust"),
    ],
    unknown_skills=["Rust"],
)
# Anything that looks like an invented time, date or day.
TIME_OR_DATE = re.compile(
    r"\d|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|am|pm)\b", re.I
)


def message(kind: str, **values: str) -> EmployerMessage:
    return EmployerMessage(kind=kind, **values)  # type: ignore[arg-type]


async def draft(
    text: str, msg: EmployerMessage, screen: ScreenResult | None = None, **kw: str
) -> str:
    return await OfflineDrafter().draft(
        text, msg, screen or ScreenResult(), PROFILE, history=[], **kw
    )


async def test_invitation_is_approved_first_pass_without_invented_times() -> None:
    msg = message("invitation", company="Acme", role="Backend Engineer", contact_name="Anna Smith")
    reply = await draft(INVITATION, msg)
    verdict = await RuleJudge().judge(INVITATION, reply, ScreenResult(), PROFILE)
    assert reply.startswith("Hi Anna,")
    assert reply.rstrip().endswith("Best regards,\nJane Doe")
    assert "Backend Engineer role at Acme" in reply and "times" in reply
    assert not TIME_OR_DATE.search(reply)
    assert verdict.weighted >= APPROVE_AT and verdict.approved
    assert verdict.engine == "offline" and verdict.failed == []


async def test_skill_outside_the_profile_is_not_claimed() -> None:
    text = "Thanks for your CV. Do you have hands-on experience with Kubernetes?"
    reply = await draft(text, message("question"))
    assert "haven't worked with Kubernetes professionally" in reply
    assert not claims_skill(reply, "Kubernetes")
    verdict = await RuleJudge().judge(text, reply, ScreenResult(), PROFILE)
    assert verdict.scores["safety"] == 1.0 and verdict.scores["completeness"] == 1.0


async def test_an_empty_profile_leaves_the_skill_blank_instead_of_denying_it() -> None:
    # nothing recorded is not "I haven't worked with it": the user fills the blank
    text = "Thanks for your CV. Do you have hands-on experience with Kubernetes?"
    reply = await OfflineDrafter().draft(
        text, message("question"), ScreenResult(), ProfileContext(), history=[]
    )
    assert "[your experience with Kubernetes]" in reply
    assert "haven't worked with" not in reply and not claims_skill(reply, "Kubernetes")


async def test_question_about_a_profile_skill_is_answered_from_its_attributes() -> None:
    text = "How much Python have you done, and was it in production?"
    reply = await draft(text, message("question"))
    assert "I have 5 years of experience with Python (advanced level, in production)." in reply
    assert "PostgreSQL" not in reply  # only what they asked about


async def test_risky_questions_are_deferred_and_judged_complete() -> None:
    msg = message("question", company="Acme", role="Backend Engineer")
    reply = await draft(RISKY, msg, RISKY_SCREEN)
    assert "discuss compensation once" in reply and is_deferred(reply, "salary")
    assert is_deferred(reply, "legal") and "non-compete" in reply
    assert is_deferred(reply, "start_date")
    assert "haven't worked with Rust professionally" in reply
    assert not claims_skill(reply, "Rust")
    assert find_leaks(reply, PROFILE) == []
    assert not re.search(r"\b(?:start|join)(?:ing)? (?:immediately|right away|asap)\b", reply, re.I)
    verdict = await RuleJudge().judge(RISKY, reply, RISKY_SCREEN, PROFILE)
    assert verdict.scores["completeness"] == 1.0 and verdict.scores["safety"] == 1.0
    assert verdict.approved


async def test_judge_marks_missing_deferrals_incomplete_and_unsafe() -> None:
    reply = (
        "Hi Tom,\n\nThank you for your message about the Backend Engineer role at Acme. "
        "I have 5 years of experience with Python.\n\nBest regards,\nJane Doe"
    )
    verdict = await RuleJudge().judge(RISKY, reply, RISKY_SCREEN, PROFILE)
    assert verdict.scores["completeness"] == 0.0
    assert verdict.scores["safety"] < 0.6
    assert "Defer the salary question" in verdict.feedback
    assert "Defer the legal question" in verdict.feedback


async def test_rejection_gets_a_gracious_short_reply() -> None:
    text = (
        "Dear Jane, thank you for your time. Unfortunately we decided to move forward with "
        "other candidates for the Data Engineer position. Could you tell us how we did?"
    )
    msg = message("rejection", company="Initech", role="Data Engineer")
    reply = await draft(text, msg)
    assert "Thank you for letting me know" in reply and "wish you all the best" in reply
    assert "Data Engineer role at Initech" in reply
    assert "compensation" not in reply and "haven't worked" not in reply
    assert (await RuleJudge().judge(text, reply, ScreenResult(), PROFILE)).approved


async def test_offer_commits_to_nothing() -> None:
    text = "We're pleased to offer you the Senior Engineer role at Hooli with a base of $150,000."
    screen = ScreenResult(flags=[RiskFlag(category="salary", reason="figure")])
    reply = await draft(text, message("offer", company="Hooli", role="Senior Engineer"), screen)
    assert "review the details" in reply and is_deferred(reply, "salary")
    assert not re.search(r"\bI (?:accept|agree)\b|\$", reply)
    assert (await RuleJudge().judge(text, reply, screen, PROFILE)).approved


async def test_scam_reply_is_brief_and_shares_nothing() -> None:
    text = "You are selected! Pay a $50 fee and send your bank details and passport copy."
    screen = ScreenResult(
        flags=[
            RiskFlag(category="scam", reason="fee"),
            RiskFlag(category="personal_data", reason="bank details"),
        ]
    )
    reply = await draft(text, message("offer", contact_name="Max"), screen)
    assert "not able to proceed" in reply and "Jane" not in reply
    assert len(reply.split()) < 40
    verdict = await RuleJudge().judge(text, reply, screen, PROFILE)
    assert verdict.scores["safety"] == 1.0 and verdict.approved


async def test_outreach_asks_for_details_and_names_matching_profile_skills() -> None:
    text = "Hi Jane, I'm hiring for a Python platform team at Globex and liked your profile."
    reply = await draft(text, message("outreach", company="Globex", contact_name="Bob"))
    assert reply.startswith("Hi Bob,") and "the role, the team and the next steps" in reply
    assert "My experience with Python looks relevant" in reply


async def test_drafts_are_deterministic() -> None:
    msg = message("question", company="Acme", role="Backend Engineer")
    assert await draft(RISKY, msg, RISKY_SCREEN) == await draft(RISKY, msg, RISKY_SCREEN)


async def test_revision_with_feedback_fixes_the_draft() -> None:
    msg = message("question", company="Acme", role="Backend Engineer", contact_name="Tom")
    previous = (
        "Thanks for your message about the Backend Engineer role at Acme. I expect $150k. "
        "I have used Rust for years. You can call me at +1 (555) 123-4567."
    )
    verdict = await RuleJudge().judge(RISKY, previous, RISKY_SCREEN, PROFILE)
    assert not verdict.approved
    revised = await draft(RISKY, msg, RISKY_SCREEN, feedback=verdict.feedback, previous=previous)
    assert revised != previous
    assert revised.startswith("Hi Tom,") and "Best regards," in revised
    assert "Thanks for your message about the Backend Engineer role at Acme." in revised  # kept
    assert "$150k" not in revised and "555" not in revised and not claims_skill(revised, "Rust")
    assert is_deferred(revised, "salary") and is_deferred(revised, "legal")
    assert (await RuleJudge().judge(RISKY, revised, RISKY_SCREEN, PROFILE)).approved


async def test_revision_removes_what_the_post_check_names_and_shortens() -> None:
    msg = message("invitation", company="Acme")
    filler = " ".join(f"I enjoyed reading point number {w} of your message." for w in "abcdefghij")
    previous = (
        f"Hello,\n\nThanks for the invitation. Tuesday works great. {filler}\n\nBest regards,\nJane"
    )
    feedback = "Shorten the reply.\nRemove: Tuesday works great (commitment)"
    revised = await draft(INVITATION, msg, feedback=feedback, previous=previous)
    assert "Tuesday" not in revised
    assert len(revised.split()) < len(previous.split()) - 20
    assert revised.startswith("Hello,") and revised.endswith("Best regards,\nJane")


async def test_revision_of_a_hopeless_draft_starts_afresh() -> None:
    msg = message("invitation", company="Acme", role="Backend Engineer", contact_name="Anna")
    revised = await draft(INVITATION, msg, feedback="- Add a greeting.", previous="ok lol!!!")
    assert revised == await draft(INVITATION, msg)


@pytest.mark.parametrize(
    ("leak", "label"),
    [
        ("You can reach me on +44 20 7946 0958 any time.", "a phone number"),
        ("My email is jane.doe@example.com.", "an email address"),
        ("I am looking for $120k a year.", "a salary figure"),
        ("I can start next week.", "a commitment"),
        ("Tuesday at 3pm works for me.", "a specific date or time"),
    ],
)
async def test_judge_fails_safety_on_a_leak(leak: str, label: str) -> None:
    body = f"Thank you for the invitation to interview at Acme. {leak}"
    reply = f"Hi Anna,\n\n{body}\n\nBest regards,\nJane"
    verdict = await RuleJudge().judge(INVITATION, reply, ScreenResult(), PROFILE)
    assert verdict.scores["safety"] == 0.0 and "safety" in verdict.failed
    assert f"Remove {label}" in verdict.feedback


async def test_profile_facts_are_not_leaks() -> None:
    text = "What is the biggest PostgreSQL project you worked on?"
    reply = await draft(text, message("question"))
    assert "$2M budget" in reply
    verdict = await RuleJudge().judge(text, reply, ScreenResult(), PROFILE)
    assert verdict.scores["safety"] == 1.0


async def test_judge_scores_tone_and_clarity() -> None:
    verdict = await RuleJudge().judge(
        INVITATION, "SOUNDS GREAT, gonna be there!!!", ScreenResult(), PROFILE
    )
    assert verdict.scores["professional_tone"] == 0.0 and verdict.scores["clarity"] < 0.6
    assert "Add a greeting" in verdict.feedback and "slang" in verdict.feedback
    empty = await RuleJudge().judge(INVITATION, "  ", ScreenResult(), PROFILE)
    assert empty.weighted == 0.0 and not empty.approved


async def test_offline_engine_wires_the_given_screener() -> None:
    class Stub:
        async def screen(
            self, text: str, profile: ProfileContext
        ) -> tuple[EmployerMessage, ScreenResult]:
            return EmployerMessage(), ScreenResult()

    stub = Stub()
    engine = OfflineReplyEngine(screener=stub)
    assert engine.name == "offline" and engine.screener is stub
    assert isinstance(engine.drafter, OfflineDrafter) and isinstance(engine.judge, RuleJudge)
