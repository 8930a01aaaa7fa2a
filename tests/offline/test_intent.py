"""Tests for offline intent and engagement classification of interview answers."""

from __future__ import annotations

import pytest

from agent.offline.intent import AnswerSignal, classify_answer, is_informative


@pytest.mark.parametrize(
    ("text", "intent", "engagement"),
    [
        ("what do you mean?", "confused", "partial"),
        ("I don't understand", "confused", "partial"),
        ("huh?", "confused", "partial"),
        ("not sure what you're asking", "confused", "partial"),
        ("Sorry, can you rephrase that?", "confused", "partial"),
        ("I don't know what you mean", "confused", "partial"),
        ("sorry, I'm not following", "confused", "partial"),
        ("I don't follow", "confused", "partial"),
        ("can you say that differently?", "confused", "partial"),
        ("which part?", "confused", "partial"),
        ("what is autonomy?", "confused", "partial"),
        ("what does prototype mean here", "confused", "partial"),
        ("explain please", "confused", "partial"),
        ("give me an example", "example", "partial"),
        ("like what?", "example", "partial"),
        ("for example?", "example", "partial"),
        ("can you show an example", "example", "partial"),
        ("skip", "skip", "partial"),
        ("/skip", "skip", "partial"),
        ("next question", "skip", "partial"),
        ("pass", "skip", "partial"),
        ("I'd rather not say", "skip", "partial"),
        ("stop", "stop", "disengaged"),
        ("/stop", "stop", "disengaged"),
        ("I'm done", "stop", "disengaged"),
        ("that's enough", "stop", "disengaged"),
        ("quit", "stop", "disengaged"),
        ("please end the interview", "stop", "disengaged"),
        ("what's the weather like", "off_topic", "disengaged"),
        ("lol", "off_topic", "disengaged"),
        ("asdfgh", "off_topic", "disengaged"),
        ("👍👍", "off_topic", "disengaged"),
        ("are you a bot?", "off_topic", "disengaged"),
        ("hello", "off_topic", "disengaged"),
        ("idk", "answer", "disengaged"),
        ("dunno", "answer", "disengaged"),
        ("no idea", "answer", "disengaged"),
        ("ok", "answer", "disengaged"),
        ("yes", "answer", "partial"),
        ("no", "answer", "partial"),
        ("maybe", "answer", "partial"),
        ("a bit", "answer", "partial"),
        ("I used it at work", "answer", "partial"),
        ("3 years", "answer", "engaged"),
        ("since 2019", "answer", "engaged"),
        ("I led it", "answer", "engaged"),
        (
            "I've been using Kubernetes daily for four years, led the migration from DC/OS "
            "and own the cluster upgrades for about 40 services.",
            "answer",
            "engaged",
        ),
    ],
)
def test_classify_answer(text: str, intent: str, engagement: str) -> None:
    assert classify_answer(text) == AnswerSignal(intent, engagement)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "For example, I ran Kubernetes in production for 3 years with a team of 5",
        "I stopped using Java in 2019 when we moved to Kotlin",
        "I passed on the offer and skipped the certification, but used Terraform for 2 years",
        "I don't understand why that matters, but I used it for 3 years in production",
        "I built a weather app in React that went live for 10k users",
    ],
)
def test_answers_with_trigger_words_stay_answers(text: str) -> None:
    assert classify_answer(text) == AnswerSignal("answer", "engaged")


def test_informative_hint_overrides_detection() -> None:
    assert classify_answer("the usual stuff", informative=True).engagement == "engaged"
    assert classify_answer("3 years", informative=False).engagement == "partial"


def test_long_uninformative_answer_is_engaged_but_short_one_partial() -> None:
    long_text = (
        "we mostly used it for internal tooling and some scripts that the ops people ran "
        "every week or so, nothing too fancy honestly but it worked fine for what we needed"
    )
    assert classify_answer(long_text).engagement == "engaged"
    assert classify_answer("we used it for some internal tooling").engagement == "partial"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("3 years", True), ("Kubernetes and Docker", True), ("yes", False), ("lol", False)],
)
def test_is_informative(text: str, expected: bool) -> None:
    assert is_informative(text) is expected


def test_empty_message_is_disengaged_answer() -> None:
    assert classify_answer("   ") == AnswerSignal("answer", "disengaged")


def test_deterministic() -> None:
    results = {classify_answer("hmm not sure, maybe a year?") for _ in range(5)}
    assert len(results) == 1
