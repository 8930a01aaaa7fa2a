"""Private chats end to end: real PTB, the webhook, the core on the offline engine."""

from __future__ import annotations

import copy
import json

from tests_support import INVITATION, RESUME

from bot.core import texts
from bot.telegram_adapter.render import MAX_CALLBACK_BYTES

from .harness import (
    OTHER_ID,
    USER_ID,
    Harness,
    bot_message,
    callback_update,
    payload,
    text_update,
)
from .stand_in import BOT_ID, Call


async def start_interview(tg: Harness) -> tuple[int, Call]:
    """Send the resume; return its message id and the bot's question."""
    update = text_update(RESUME)
    await tg.send(update)
    resume_id = update["message"]["message_id"]
    question = await tg.reply_where(resume_id, "?")
    return resume_id, question


async def employer_card(tg: Harness, text: str = INVITATION) -> tuple[int, Call]:
    """Forward an employer message; return its message id and the card sent back."""
    update = text_update(text, forwarded=True)
    await tg.send(update)
    message_id = update["message"]["message_id"]
    cards = await tg.api.wait_for(
        "sendMessage", lambda c: c.reply_to == message_id and bool(c.callback_data)
    )
    return message_id, cards[0]


def button(card: Call, label: str) -> str:
    """Return the callback_data of the card's button with this label."""
    rows = card.params["reply_markup"]["inline_keyboard"]
    return next(b["callback_data"] for row in rows for b in row if b["text"] == label)


async def test_start_from_the_docs_payload_greets_and_explains(tg: Harness) -> None:
    update = copy.deepcopy(payload("tg01_telegram_docs_update_message_text.json"))
    update["message"]["from"]["is_bot"] = False  # the docs' example omits a required field
    await tg.send(update)
    reply = (await tg.replies_to(update["message"]["message_id"]))[0]
    assert "career-bot" in reply.params["text"] and "/interview" in reply.params["text"]
    assert reply.params["parse_mode"] == "HTML"
    commands = tg.api.of("setMyCommands")[0].params["commands"]
    assert {"start", "help", "interview", "reply", "profile", "cancel", "forget"} <= {
        c["command"] for c in commands
    }


async def test_a_resume_gets_a_question_threaded_onto_it_and_a_reply_continues(
    tg: Harness,
) -> None:
    resume_id, question = await start_interview(tg)
    assert question.params["chat_id"] == str(USER_ID)
    thread = await tg.app.repos.threads.get(_thread_id(resume_id))
    assert thread is not None and (thread.kind, thread.owner) == (
        "interview",
        f"telegram:{USER_ID}",
    )

    answer = text_update(
        "About 4 years, and I led it as the go-to expert, in production.",
        reply_to=bot_message(question),
    )
    await tg.send(answer)
    follow_up = (await tg.replies_to(answer["message"]["message_id"]))[0]
    assert follow_up.params["text"]
    # the answer went to the same conversation: no second thread was registered
    assert await tg.app.repos.threads.count() == 1


async def test_a_plain_new_message_starts_a_new_conversation(tg: Harness) -> None:
    await start_interview(tg)
    update = text_update(RESUME)
    await tg.send(update)
    await tg.reply_where(update["message"]["message_id"], "?")
    assert await tg.app.repos.threads.count() == 2


async def test_a_forwarded_employer_message_gets_a_card_with_short_tokens(tg: Harness) -> None:
    message_id, card = await employer_card(tg)
    assert card.params["text"].startswith("<b>Draft reply")
    assert [b["text"] for row in card.params["reply_markup"]["inline_keyboard"] for b in row] == [
        "Approve",
        "Edit",
        "Revise",
        "Reject",
    ]
    assert all(len(data.encode()) <= MAX_CALLBACK_BYTES for data in card.callback_data)
    thread = await tg.app.repos.threads.get(_thread_id(message_id))
    assert thread is not None and thread.kind == "reply"


async def test_approve_answers_the_query_and_edits_the_card_without_keyboard(
    tg: Harness,
) -> None:
    _, card = await employer_card(tg)
    press = callback_update(card, button(card, "Approve"))
    await tg.send(press)
    answered = await tg.api.wait_for("answerCallbackQuery")
    assert answered[0].params["callback_query_id"] == press["callback_query"]["id"]
    assert "show_alert" not in answered[0].params
    edited = (await tg.api.wait_for("editMessageText"))[0]
    assert int(edited.params["message_id"]) == card.params["_message_id"]
    assert "Decided: Approve by User" in edited.params["text"]
    # the card keeps its formatting: its HTML is rebuilt from Telegram's entities, not escaped
    title = card.params["text"].split("\n", 1)[0]
    assert title.startswith("<b>") and edited.params["text"].startswith(title)
    assert "reply_markup" not in edited.params
    ready = await tg.reply_where(card.params["_message_id"], "ready to copy")
    assert ready.params["chat_id"] == str(USER_ID)
    # the decision is not sent as a message of its own
    assert not [c for c in tg.api.of("sendMessage") if c.params["text"].startswith("Decided")]


async def test_a_foreign_press_gets_an_alert_and_changes_nothing(tg: Harness) -> None:
    message_id, card = await employer_card(tg)
    await tg.send(callback_update(card, button(card, "Approve"), user=OTHER_ID))
    alert = (await tg.api.wait_for("answerCallbackQuery"))[0]
    assert alert.params["show_alert"] == "true"
    assert alert.params["text"] == texts.BUTTON_NOT_OWNER
    assert not tg.api.of("editMessageText")
    thread = await tg.app.repos.threads.get(_thread_id(message_id))
    assert thread is not None and thread.status == "review"
    # the owner can still decide
    await tg.send(callback_update(card, button(card, "Reject")))
    await tg.api.wait_for("editMessageText")


async def test_a_second_press_is_refused_with_an_alert(tg: Harness) -> None:
    _, card = await employer_card(tg)
    await tg.send(callback_update(card, button(card, "Reject")))
    await tg.api.wait_for("editMessageText")
    await tg.send(callback_update(card, button(card, "Approve")))
    alerts = await tg.api.wait_for("answerCallbackQuery", lambda c: "show_alert" in c.params)
    assert alerts[0].params["text"] == texts.BUTTON_STALE
    assert len(tg.api.of("editMessageText")) == 1


async def test_edit_asks_with_force_reply_and_the_reply_is_final(tg: Harness) -> None:
    _, card = await employer_card(tg)
    await tg.send(callback_update(card, button(card, "Edit")))
    prompt = await tg.reply_where(card.params["_message_id"], texts.ASK_EDIT[:20])
    assert prompt.params["reply_markup"]["force_reply"] is True
    edited = (await tg.api.wait_for("editMessageText"))[0]
    assert "Decided: Edit" in edited.params["text"]

    mine = "Thanks Maria, Tuesday at 10:00 works for me."
    answer = text_update(mine, reply_to=bot_message(prompt))
    await tg.send(answer)
    answer_id = answer["message"]["message_id"]
    await tg.reply_where(answer_id, "edited reply is final")
    final = await tg.reply_where(answer_id, mine)
    assert final.params["text"] == mine


async def test_export_sends_a_json_document(tg: Harness) -> None:
    await start_interview(tg)
    update = text_update("/export")
    await tg.send(update)
    document = (await tg.api.wait_for("sendDocument"))[0]
    (content,) = document.files.values()
    assert {"basics", "skills"} <= set(json.loads(content))


async def test_a_group_message_without_mention_is_ignored(tg: Harness) -> None:
    from .harness import GROUP_ID

    quiet = text_update(RESUME, chat=GROUP_ID)
    await tg.send(quiet)
    mention = text_update("@career_test_bot /help please", chat=GROUP_ID)
    mention["message"]["entities"] = [{"type": "mention", "offset": 0, "length": 16}]
    await tg.send(mention)
    await tg.replies_to(mention["message"]["message_id"])
    assert not [c for c in tg.api.of("sendMessage") if c.reply_to == quiet["message"]["message_id"]]
    assert await tg.app.repos.threads.count() == 0


def _thread_id(root: int, chat: int = USER_ID) -> str:
    from bot.core.messages import ConversationKey

    return ConversationKey("telegram", str(BOT_ID), str(chat), str(root)).thread_id


async def test_an_unclear_message_gets_a_choice_card_and_the_choice_drafts_a_reply(
    tg: Harness,
) -> None:
    update = text_update("Subject: Stealth startup\n\n[..]\n\nThe service will be disruptive.")
    await tg.send(update)
    message_id = update["message"]["message_id"]
    cards = await tg.api.wait_for(
        "sendMessage", lambda c: c.reply_to == message_id and bool(c.callback_data)
    )
    assert "What should I do with this?" in cards[0].params["text"]
    await tg.send(callback_update(cards[0], button(cards[0], "Draft a reply to this")))
    drafted = await tg.api.wait_for("sendMessage", lambda c: "Draft reply" in c.params["text"])
    assert drafted
    thread = await tg.app.repos.threads.get(_thread_id(message_id))
    assert thread is not None and thread.kind == "reply"
