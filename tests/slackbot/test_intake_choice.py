"""An unclear first DM on Slack gets a choice card whose buttons start the chosen workflow."""

from __future__ import annotations

from bot.core.messages import ConversationKey

from .harness import DM, Harness, card_of
from .stand_in import TEAM

AMBIGUOUS = "Subject: Stealth startup\n\n[..]\n\nThe service will be disruptive."


async def test_an_unclear_dm_gets_a_choice_card_and_the_choice_drafts_a_reply(
    slack: Harness,
) -> None:
    root, answer = await slack.send_and_wait(AMBIGUOUS)
    card = card_of(answer)
    assert "What should I do with this?" in card.text
    assert await slack.press(card, "Draft a reply to this", root) == 200
    await slack.settled()
    later = slack.api.of("chat.postMessage", lambda c: c.at > card.at)
    assert "Draft reply" in card_of(later).text
    thread = await slack.app.repos.threads.get(ConversationKey("slack", TEAM, DM, root).thread_id)
    assert thread is not None and thread.kind == "reply"
