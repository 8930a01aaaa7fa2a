"""Streaming a model's draft into the Slack placeholder: the real Bolt app, both stand-ins."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from conftest import make_settings, realworld
from openai_stand_in import OpenAIStandIn
from streaming_model import DRAFT, drafting_model
from tests_support import served

from bot.core import texts
from bot.core.progress import DRAFTING_MARK
from bot.runtime import open_app
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.platform import RATE_LIMIT_RETRIES

from .harness import SIGNING_SECRET, Harness, card_of
from .stand_in import BOT_TOKEN, SlackStandIn


@pytest.fixture
def model() -> Iterator[OpenAIStandIn]:
    with OpenAIStandIn(drafting_model) as server:
        yield server


@pytest.fixture
async def slack_llm(
    tmp_path: Path, api: SlackStandIn, model: OpenAIStandIn
) -> AsyncIterator[Harness]:
    settings = make_settings(
        tmp_path / "data",
        career_bot_llm="openai",
        openai_base_url=model.base_url,
        openai_model="stand-in",
        slack_bot_token=BOT_TOKEN,
        slack_signing_secret=SIGNING_SECRET,
        slack_api_url=api.api_url,
        progress_after_s=0,
        stream_edit_every_s=0,
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
