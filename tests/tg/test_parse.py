"""Updates to neutral messages, addressing in groups, and conversation roots, on real payloads."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from telegram import Bot, Document, Message, Update

from bot.core.messages import ConversationKey
from bot.runtime import App
from bot.telegram_adapter import files, parse
from bot.telegram_adapter.conversations import Conversations, command_name
from bot.telegram_adapter.parse import BotIdentity

from .harness import payload
from .stand_in import BOT_ID, BOT_USER, BOT_USERNAME, TOKEN

BOT = BotIdentity(BOT_ID, BOT_USERNAME)
GROUP = {"id": -100777, "type": "supergroup", "title": "Job hunt club"}


def update_of(data: dict[str, Any]) -> Update:
    update = Update.de_json(data, Bot(TOKEN))
    assert update is not None
    return update


def message_of(data: dict[str, Any]) -> Message:
    message = Message.de_json(data, Bot(TOKEN))
    assert message is not None
    return message


def user_message(**changes: Any) -> dict[str, Any]:
    """Return telegrinder's real private text message, with changes."""
    message = copy.deepcopy(payload("tg08_telegrinder_update_message.json")["message"])
    message.update(changes)
    return message


def test_a_private_text_message_from_a_real_payload() -> None:
    update = update_of(payload("tg08_telegrinder_update_message.json"))
    assert update.message is not None
    key = parse.conversation_key(BOT, update.message.chat_id, "23423522")
    incoming = parse.incoming(update.message, BOT, key, new_thread=True)
    assert incoming is not None
    assert incoming.user_id == "telegram:123"
    assert incoming.display_name == "John Doe"
    assert incoming.text.startswith("Hello, Telegrinder!")
    assert (incoming.forwarded, incoming.new_thread) == (False, True)
    assert incoming.key == ConversationKey("telegram", str(BOT_ID), "123", "23423522")
    assert parse.target(update.message) == parse.Target(123, None, 23423522)


def test_a_forwarded_message_is_marked_forwarded() -> None:
    origin = {"type": "hidden_user", "date": 1234567000, "sender_user_name": "Maria Lopez"}
    message = message_of(user_message(forward_origin=origin))
    key = parse.conversation_key(BOT, 123, "1")
    incoming = parse.incoming(message, BOT, key, new_thread=True)
    assert incoming is not None and incoming.forwarded


TO_BOT = {"message_id": 9, "date": 1, "chat": GROUP, "from": BOT_USER, "text": "a question?"}
TO_OTHER = {**TO_BOT, "from": {"id": 5, "is_bot": False, "first_name": "Bob"}}


@pytest.mark.parametrize(
    ("changes", "addressed"),
    [
        ({}, True),  # private chats: always
        ({"chat": GROUP}, False),
        ({"chat": GROUP, "reply_to_message": TO_BOT}, True),
        ({"chat": GROUP, "reply_to_message": TO_OTHER}, False),
        (
            {
                "chat": GROUP,
                "text": f"@{BOT_USERNAME} hi",
                "entities": [{"type": "mention", "offset": 0, "length": 16}],
            },
            True,
        ),
        (
            {
                "chat": GROUP,
                "text": "@someone_else hi",
                "entities": [{"type": "mention", "offset": 0, "length": 13}],
            },
            False,
        ),
        (
            {
                "chat": GROUP,
                "text": "career-bot, hi",
                "entities": [{"type": "text_mention", "offset": 0, "length": 10, "user": BOT_USER}],
            },
            True,
        ),
    ],
)
def test_is_addressed(changes: dict[str, Any], addressed: bool) -> None:
    assert parse.is_addressed(message_of(user_message(**changes)), BOT) is addressed


@pytest.mark.parametrize(
    ("chat", "text", "expected"),
    [
        (GROUP, f"@{BOT_USERNAME} draft a reply", "draft a reply"),
        (GROUP, f"Please @{BOT_USERNAME.upper()} help", "Please  help"),
        (GROUP, f"/help@{BOT_USERNAME}", f"/help@{BOT_USERNAME}"),
        (None, f"@{BOT_USERNAME} stays in private", f"@{BOT_USERNAME} stays in private"),
    ],
)
def test_message_text_drops_the_mention_in_groups(
    chat: dict[str, Any] | None, text: str, expected: str
) -> None:
    changes: dict[str, Any] = {"text": text}
    if chat is not None:
        changes["chat"] = chat
    assert parse.message_text(message_of(user_message(**changes)), BOT) == expected


@pytest.mark.parametrize(
    ("changes", "topic"),
    [
        ({}, None),
        (
            {
                "chat": {**GROUP, "is_forum": True},
                "message_thread_id": 77,
                "is_topic_message": True,
            },
            77,
        ),
        ({"chat": GROUP, "message_thread_id": 55}, None),  # a reply chain, not a topic
    ],
)
def test_topic_id(changes: dict[str, Any], topic: int | None) -> None:
    message = message_of(user_message(**changes))
    assert parse.topic_id(message) == topic
    assert parse.target(message).topic_id == topic


def test_a_callback_query_from_a_real_payload() -> None:
    update = update_of(payload("tg07_telegrinder_update_callback_query_with_message.json"))
    assert update.callback_query is not None
    key = parse.conversation_key(BOT, 1111111, "1")
    press = parse.button_press(update.callback_query, key)
    assert (press.user_id, press.token) == ("telegram:1111111", "Data from button callback")


@pytest.mark.parametrize(
    ("name", "refused"),
    [
        ("tg09_aiogram_dataset_MESSAGE_WITH_DOCUMENT_message_object.json", None),
        ("tg11_pytelegrambotapi_message_document_message_object.json", None),
    ],
)
def test_real_documents_may_be_resumes(name: str, refused: str | None) -> None:
    data = copy.deepcopy(payload(name))
    # Older dumps predate file_unique_id, which the Bot API now always sends.
    data["document"].setdefault("file_unique_id", data["document"]["file_id"])
    message = message_of(data)
    assert message.document is not None
    assert files.refusal(message.document) is refused


@pytest.mark.parametrize(
    ("file_name", "mime", "size", "phrase"),
    [
        ("cv.pdf", "application/pdf", 536_392, None),  # the docs' example document
        ("cv.pdf", "application/pdf", 6 * 1024 * 1024, "up to 5 MB"),
        ("cv.pdf", "application/pdf", 21 * 1024 * 1024, "up to 5 MB"),
        ("cv.png", "image/png", 10_000, "image"),
        ("scan", "image/jpeg", 10_000, "image"),
        ("cv.doc", "application/msword", 10_000, "I can't read .doc files"),
        ("resume", None, 1_000, None),
        ("resume.md", "text/markdown", 1_000, None),
    ],
)
def test_document_refusals(file_name: str, mime: str | None, size: int, phrase: str | None) -> None:
    document = Document("id", "uid", file_name=file_name, mime_type=mime, file_size=size)
    refusal = files.refusal(document)
    if phrase is None:
        assert refusal is None
    else:
        assert refusal is not None and phrase in refusal


@pytest.mark.parametrize(
    ("text", "name"),
    [("/cancel", "/cancel"), (f"/Skip@{BOT_USERNAME} now", "/skip"), ("hello /cancel", "")],
)
def test_command_name(text: str, name: str) -> None:
    assert command_name(text) == name


async def test_replies_to_mapped_messages_continue_their_conversation(app: App) -> None:
    conversations = Conversations(app.repos.kv, BOT)
    root_message = message_of(user_message(message_id=10))
    key, new = await conversations.key_for(root_message)
    assert (key.thread_root, new) == ("10", True)
    await conversations.remember(123, [11, 12], "10")

    bot_reply = {"message_id": 12, "date": 1, "chat": {"id": 123, "type": "private"}}
    answer = message_of(
        user_message(message_id=13, reply_to_message={**bot_reply, "from": BOT_USER})
    )
    assert await conversations.key_for(answer) == (key, False)
    unknown = {**bot_reply, "message_id": 99}
    stray = message_of(user_message(message_id=14, reply_to_message=unknown))
    assert (await conversations.key_for(stray))[0].thread_root == "14"
    # /cancel without a reply means the latest conversation in the chat
    cancel = message_of(user_message(message_id=15, text="/cancel"))
    assert (await conversations.key_for(cancel))[0].thread_root == "14"
    # and a card the bot sent belongs to the conversation it was sent in
    assert await conversations.key_of_bot_message(message_of(bot_reply)) == key
