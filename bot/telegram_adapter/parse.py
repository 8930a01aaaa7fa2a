"""Telegram updates as the core's neutral messages, and who a message is addressed to."""

from __future__ import annotations

from dataclasses import dataclass

from telegram import CallbackQuery, Message, MessageEntity, User

from bot.core.messages import ButtonPress, ConversationKey, IncomingFile, IncomingMessage

PLATFORM = "telegram"


@dataclass(frozen=True)
class BotIdentity:
    """Who the bot is: its numeric id and @username (without the @)."""

    id: int
    username: str


@dataclass(frozen=True)
class Target:
    """Where replies go: the chat, its forum topic, and the message they answer."""

    chat_id: int
    topic_id: int | None
    reply_to: int | None


def user_id(user: User) -> str:
    """Return the core's user id (`telegram:<id>`, as in ALLOWED_USERS)."""
    return f"{PLATFORM}:{user.id}"


def conversation_key(bot: BotIdentity, chat_id: int, root: str) -> ConversationKey:
    """Return the key of the conversation rooted at `root` in a chat."""
    return ConversationKey(PLATFORM, str(bot.id), str(chat_id), root)


def topic_id(message: Message) -> int | None:
    """Return the forum topic of a message (not the reply chain of a plain group)."""
    return message.message_thread_id if message.is_topic_message else None


def target(message: Message) -> Target:
    """Return where replies to this message go."""
    return Target(message.chat_id, topic_id(message), message.message_id)


def is_private(message: Message) -> bool:
    """Tell whether the message is in a one-to-one chat with the bot."""
    return message.chat.type == "private"


def replies_to_bot(message: Message, bot: BotIdentity) -> bool:
    """Tell whether the message is a reply to one of the bot's messages."""
    original = message.reply_to_message
    return bool(original and original.from_user and original.from_user.id == bot.id)


def mentions_bot(message: Message, bot: BotIdentity) -> bool:
    """Tell whether the message @mentions the bot."""
    for entity, value in message.parse_entities().items():
        if entity.type == MessageEntity.MENTION and value[1:].lower() == bot.username.lower():
            return True
        if entity.type == MessageEntity.TEXT_MENTION and entity.user and entity.user.id == bot.id:
            return True
    return False


def is_addressed(message: Message, bot: BotIdentity) -> bool:
    """Tell whether to handle a message: private chats always; groups on mention or reply."""
    if is_private(message):
        return True
    return replies_to_bot(message, bot) or mentions_bot(message, bot)


def message_text(message: Message, bot: BotIdentity) -> str:
    """Return the message's text (or a document's caption) without the bot's @mention."""
    text = message.text or message.caption or ""
    if bot.username and not is_private(message):
        text = _strip_mention(text, bot.username)
    return text.strip()


def _strip_mention(text: str, username: str) -> str:
    mention = f"@{username}".lower()
    at = text.lower().find(mention)
    if at < 0 or text.startswith("/"):
        return text
    return (text[:at] + text[at + len(mention) :]).strip()


def incoming(
    message: Message,
    bot: BotIdentity,
    key: ConversationKey,
    *,
    new_thread: bool,
    files: tuple[IncomingFile, ...] = (),
) -> IncomingMessage | None:
    """Return the core's view of a message, or None when it has no sender."""
    sender = message.from_user
    if sender is None:
        return None
    return IncomingMessage(
        key=key,
        user_id=user_id(sender),
        text=message_text(message, bot),
        files=files,
        display_name=sender.full_name,
        forwarded=message.forward_origin is not None,
        new_thread=new_thread,
    )


def button_press(query: CallbackQuery, key: ConversationKey) -> ButtonPress:
    """Return the core's view of a pressed inline button."""
    return ButtonPress(key=key, user_id=user_id(query.from_user), token=query.data or "")
