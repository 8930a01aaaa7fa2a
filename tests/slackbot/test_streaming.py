"""Streaming a model's draft into the Slack placeholder: the real Bolt app, both stand-ins."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import realworld
from openai_stand_in import OpenAIStandIn
from streaming_model import DRAFT, drafting_model, streaming_settings
from tests_support import served

from bot.core import texts
from bot.core.progress import DRAFTING_MARK
from bot.runtime import open_app
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.blocks import INPUT_ACTION_ID, INPUT_BLOCK_ID
from bot.slack_adapter.platform import RATE_LIMIT_RETRIES

from .harness import SIGNING_SECRET, USER, Harness, card_of, press_payload
from .stand_in import BOT_TOKEN, TEAM, Call, SlackStandIn


def submission(opened: Call, text: str) -> dict[str, Any]:
    """Return the view_submission of the opened modal with `text` typed in."""
    values = {INPUT_BLOCK_ID: {INPUT_ACTION_ID: {"type": "plain_text_input", "value": text}}}
    view = {**opened.result["view"], "state": {"values": values}}
    return {"type": "view_submission", "team": {"id": TEAM}, "user": {"id": USER}, "view": view}


@pytest.fixture
def model() -> Iterator[OpenAIStandIn]:
    with OpenAIStandIn(drafting_model) as server:
        yield server


@pytest.fixture
async def slack_llm(
    tmp_path: Path, api: SlackStandIn, model: OpenAIStandIn
) -> AsyncIterator[Harness]:
    settings = streaming_settings(
        tmp_path / "data",
        model,
        slack_bot_token=BOT_TOKEN,
        slack_signing_secret=SIGNING_SECRET,
        slack_api_url=api.api_url,
    )
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        async with served(app, platform) as client:
            yield Harness(app, platform, api, client)


async def test_the_draft_streams_into_the_placeholder_then_the_card_replaces_it(
    slack_llm: Harness, model: OpenAIStandIn
) -> None:
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    _root, answer = await slack_llm.send_and_wait(message.read_text())
    assert any(r.get("stream") for r in model.requests)
    edits = [c.args.get("text", "") for c in answer if c.method == "chat.update"]
    # Slow enough (the notice is due at once here): the stage shows before the draft does.
    assert f"_{texts.PROGRESS_DRAFTING}_" in edits
    partial = [t for t in edits if t.endswith(DRAFTING_MARK)]
    assert partial, edits
    assert all(DRAFT.startswith(t.removesuffix(DRAFTING_MARK)) for t in partial)
    assert any(len(t) < len(DRAFT) for t in partial)
    # The final reply replaced the placeholder last: no draft edit landed after it.
    assert not edits[-1].endswith(DRAFTING_MARK) and "employer" in edits[-1]
    card = card_of(answer)
    assert DRAFT in card.text and next(iter(card.buttons())) == "Approve"


async def test_a_rate_limited_placeholder_edit_does_not_fail_the_turn(
    slack_llm: Harness,
) -> None:
    # Every try of the first edit is refused (429 ratelimited): that edit gives up, quietly.
    slack_llm.api.rate_limits["chat.update"] = RATE_LIMIT_RETRIES + 1
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    _root, answer = await slack_llm.send_and_wait(message.read_text())
    refused = [c for c in slack_llm.api.of("chat.update") if not c.result]
    assert len(refused) == RATE_LIMIT_RETRIES + 1
    assert DRAFT in card_of(answer).text
    assert texts.RUN_FAILED not in "\n".join(c.text for c in answer)


async def test_a_revise_streams_its_redraft_into_a_placeholder_that_becomes_the_card(
    slack_llm: Harness,
) -> None:
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    root, answer = await slack_llm.send_and_wait(message.read_text())
    card = card_of(answer)
    assert (await slack_llm.interact(press_payload(card, "Revise", root)))[0] == 200
    opened = (await slack_llm.api.wait_for("views.open"))[0]
    submitted = time.perf_counter()
    assert (await slack_llm.interact(submission(opened, "Shorter, please.")))[0] == 200
    posted = await slack_llm.api.wait_for(
        "chat.postMessage", lambda c: c.at > submitted and "Still" in c.text
    )
    placeholder = posted[0].ts
    await slack_llm.settled()
    edits = slack_llm.api.of("chat.update", lambda c: c.ts == placeholder)
    assert any(c.args["text"].endswith(DRAFTING_MARK) for c in edits)
    # The new card took the placeholder's place, after every streamed edit.
    assert "actions" in edits[-1].block_types() and DRAFT in edits[-1].text
