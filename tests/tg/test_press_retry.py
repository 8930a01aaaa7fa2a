"""A press on a card whose first press died mid-decision: the decision is carried out once."""

from __future__ import annotations

from bot.core import texts

from .harness import Harness, callback_update
from .test_conversations import button, employer_card


async def test_a_press_after_a_dead_press_decides_and_a_third_is_refused(tg: Harness) -> None:
    _, card = await employer_card(tg)
    token = await tg.app.repos.tokens.get(button(card, "Approve"))
    assert token is not None
    await tg.app.repos.tokens.consume_card(token.card_id)  # a press whose process died
    await tg.send(callback_update(card, button(card, "Approve")))
    ready = await tg.reply_where(card.params["_message_id"], "ready to copy")
    assert ready.params["text"].startswith("Approved.")
    await tg.send(callback_update(card, button(card, "Approve")))
    alerts = await tg.api.wait_for("answerCallbackQuery", lambda c: "show_alert" in c.params)
    assert alerts[0].params["text"] == texts.BUTTON_STALE
    assert await tg.app.repos.events.count("approved", "telegram:" + card.params["chat_id"]) == 1
