"""The fit check through the Telegram stand-in: webhook updates in, Bot API calls out."""

from __future__ import annotations

import re

from tests_support import RESUME
from tg.harness import Harness, bot_message, callback_update, text_update
from tg.stand_in import Call

from ..support import posting

SRE = "p01_goldenpick_senior_kubernetes_sre_python_golang.md"
ANSWER = "About 5 years, advanced, I led it, in production for millions of users."
SCORE = re.compile(r"(\d\.\d\d) → (\d\.\d\d)")


def button(card: Call, label: str) -> str:
    rows = card.params["reply_markup"]["inline_keyboard"]
    return next(b["callback_data"] for row in rows for b in row if b["text"] == label)


async def test_fit_card_gap_interview_and_new_score_on_telegram(tg: Harness) -> None:
    resume = text_update(RESUME)
    await tg.send(resume)
    question = await tg.reply_where(resume["message"]["message_id"], "?")
    await tg.send(text_update("/stop", reply_to=bot_message(question)))
    await tg.api.wait_for("sendMessage", lambda c: "profile" in c.params["text"].lower())

    ask = text_update("/fit " + posting(SRE))
    await tg.send(ask)
    card = (
        await tg.api.wait_for(
            "sendMessage",
            lambda c: c.reply_to == ask["message"]["message_id"] and bool(c.callback_data),
        )
    )[0]
    assert "Fit report" in card.params["text"] and "profile: " in card.params["text"]
    labels = [b["text"] for row in card.params["reply_markup"]["inline_keyboard"] for b in row]
    assert labels == ["Interview me on these gaps", "Draft a cover note", "Track this job"]

    await tg.send(callback_update(card, button(card, "Interview me on these gaps")))
    # The resume interview asked one question; the gaps interview asks the next.
    asked = await tg.api.wait_for("sendMessage", lambda c: c.params["text"].endswith("?"), count=2)
    last = asked[-1]

    def rescored() -> list[Call]:
        return [c for c in tg.api.of("sendMessage") if "re-scored" in c.params["text"]]

    for _ in range(6):
        answer = text_update(ANSWER, reply_to=bot_message(last))
        await tg.send(answer)
        last = (await tg.replies_to(answer["message"]["message_id"]))[-1]
        if not last.params["text"].endswith("?"):
            break
    done = await tg.api.wait_for("sendMessage", lambda c: "re-scored" in c.params["text"])
    assert done == rescored()
    found = SCORE.search(done[0].params["text"])
    assert found and float(found.group(2)) > float(found.group(1))
