"""The offline tracker assistant's deterministic answers to the common questions."""

from __future__ import annotations

import pytest
from conftest import realworld

from agent.tracker.offline import OfflineTrackerAssistant, classify
from storage.repositories import Repositories
from tracker.support import NOW, OTHER, USER, add


def assistant(repos: Repositories) -> OfflineTrackerAssistant:
    return OfflineTrackerAssistant(repos, clock=lambda: NOW)


@pytest.mark.parametrize(
    ("question", "intent"),
    [
        ("what's happening with Acme?", None),
        ("which ones need my action?", "action"),
        ("what should I prepare for the Globex interview?", "prepare"),
        ("am I a fit for the role Initech asked about?", "fit"),
        ("where do I stand?", "overview"),
    ],
)
def test_classify(question: str, intent: str | None) -> None:
    assert classify(question) == intent


async def test_whats_happening_with_a_company(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "What's happening with ACME?")
    lines = text.splitlines()
    assert lines[0] == "Acme Corp — Frontend Developer [O001]"
    assert "• Stage: waiting for your reply (3 days in this stage)" in lines
    assert "• Last activity: 3 days ago" in lines
    assert "• They asked: What are your salary expectations?" in lines
    assert "Globex" not in text


async def test_a_role_name_or_id_also_finds_the_opportunity(repos: Repositories) -> None:
    by_role = await assistant(repos).answer(USER, "any news on the data engineer thing?")
    by_code = await assistant(repos).answer(USER, "tell me about O003")
    assert by_role.startswith("Initech — Data Engineer [O003]")
    assert by_code.startswith("Initech — Data Engineer [O003]")
    assert "• Reply: you replied" in by_role


async def test_which_ones_need_my_action(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "Which ones need my action?")
    lines = text.splitlines()
    assert lines[0] == "These need your action:"
    assert "• Reply to Acme Corp — Frontend Developer [O001]: they have waited 3 days" in lines
    assert any(line.startswith("• Prepare for the Globex") for line in lines)
    # Initech is waiting on the employer, but for 9 days: a follow-up is due.
    assert any(line.startswith("• Consider a follow-up with Initech") for line in lines)
    assert "Umbrella" not in text


async def test_nothing_needs_action_when_all_wait_on_employers(repos: Repositories) -> None:
    for code in ("O001", "O002"):
        await repos.opportunities.set_stage(USER, code, "replied")
    await repos.opportunities.set_stage(USER, "O003", "closed")
    text = await OfflineTrackerAssistant(repos).answer(USER, "anything I need to respond to?")
    assert text == "Nothing needs your action right now. 2 waiting on the employer."


async def test_what_to_prepare_for_an_interview(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "what should I prepare for the Globex interview?")
    have, brush = text.index("have a story ready"), text.index("brush up")
    assert text.startswith("To prepare for Globex — Senior Backend Engineer [O002]:")
    python = "  – Python (duration: 6 years; depth: expert; production vs prototype: production)"
    assert python in text.splitlines() and have < text.index(python) < brush
    assert "unknown" not in text
    assert brush < text.index("  – Kubernetes")
    assert "  – Also, have you run Kubernetes in production?" in text.splitlines()


async def test_prepare_without_a_name_uses_the_interviewing_one(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "what should I prepare?")
    assert text.startswith("To prepare for Globex")


async def test_am_i_a_fit(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "am I a fit for the role Initech asked about?")
    lines = text.splitlines()
    assert lines[0].startswith("Initech — Data Engineer [O003]: you have 1 of the ")
    assert "  – SQL (depth: advanced)" in lines
    not_in_profile = lines.index("• Not in your profile:")
    assert {"  – Scala", "  – Apache Spark", "  – AWS"} <= set(lines[not_in_profile:])


async def test_fit_without_a_profile_says_how_to_get_one(repos: Repositories) -> None:
    text = await assistant(repos).answer(OTHER, "am I qualified for Umbrella?")
    assert "no skills yet" in text and "resume" in text


async def test_fit_with_no_name_and_several_opportunities_asks_which(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "am I a good fit?")
    assert text.startswith("Which opportunity do you mean?")
    assert "Acme Corp" in text and "Initech" in text


async def test_realworld_scala_outreach_fit(repos: Repositories) -> None:
    message = realworld("recruiter_messages", "m03_brikman_scala_engineer_chat.txt").read_text()
    await add(repos, USER, "t-rw", "Brikman Co", "Engineer", "new", [message])
    text = await assistant(repos).answer(USER, "do I have what the Brikman role needs?")
    assert text.startswith("Brikman Co — Engineer [O004]: you have 0 of the ")
    assert "  – Scala" in text.splitlines()


async def test_status_question_lists_everything(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "where do I stand?")
    assert text.startswith("Your opportunities:")
    assert text.count("• ") == 3 and text.count("⚠️") == 2


async def test_unrecognised_question_lists_what_it_can_answer(repos: Repositories) -> None:
    text = await assistant(repos).answer(USER, "hmm?")
    assert text.startswith("I'm tracking 3 opportunities:")
    assert "• which ones need my action?" in text and "/status" in text


async def test_no_opportunities(repos: Repositories) -> None:
    text = await assistant(repos).answer("slack:UNEW", "what's happening with Acme?")
    assert text.startswith("You have no tracked opportunities yet.")
