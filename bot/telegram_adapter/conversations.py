"""Which conversation a Telegram message belongs to, remembered across restarts."""

from __future__ import annotations

from collections.abc import Iterable

from telegram import Message

from bot.core.messages import ConversationKey
from bot.telegram_adapter import parse
from bot.telegram_adapter.parse import BotIdentity
from storage.db import Database
from storage.erase import delete_values, owned_threads
from storage.repositories import KeyValueRepository

# Commands about "the conversation I'm in": without a reply they mean the latest one.
CURRENT_COMMANDS = frozenset({"/cancel", "/stop", "/skip"})


def _root_key(chat_id: int, message_id: int) -> str:
    return f"tg_root:{chat_id}:{message_id}"


def _latest_key(chat_id: int, topic: int | None) -> str:
    return f"tg_latest:{chat_id}:{topic or 0}"


def command_name(text: str) -> str:
    """Return the `/command` a text starts with (without @botname), or ""."""
    if not text.startswith("/"):
        return ""
    return text.split(maxsplit=1)[0].split("@", 1)[0].lower()


class Conversations:
    """Maps messages to conversation roots through the key-value store."""

    def __init__(self, kv: KeyValueRepository, bot: BotIdentity) -> None:
        self.kv = kv
        self.bot = bot

    async def key_for(self, message: Message) -> tuple[ConversationKey, bool]:
        """Return the message's conversation and whether the message starts it."""
        chat_id, topic = message.chat_id, parse.topic_id(message)
        if topic is not None:
            root, new = str(topic), False
        else:
            root, new = await self._root(message)
        # One transaction for both rows: a commit per message is the costly part.
        rows = {_latest_key(chat_id, topic): root}
        if new:
            rows[_root_key(chat_id, message.message_id)] = root
        await self.kv.set_many(rows)
        return parse.conversation_key(self.bot, chat_id, root), new

    async def key_of_bot_message(self, message: Message) -> ConversationKey:
        """Return the conversation a bot message (a card) was sent in."""
        topic = parse.topic_id(message)
        root = str(topic) if topic is not None else await self.root_of(message.chat_id, message)
        return parse.conversation_key(self.bot, message.chat_id, root)

    async def root_of(self, chat_id: int, message: Message) -> str:
        """Return the stored root of a message, or the message itself as a root."""
        stored = await self.kv.get(_root_key(chat_id, message.message_id))
        return stored or str(message.message_id)

    async def remember(self, chat_id: int, message_ids: Iterable[int], root: str) -> None:
        """Record that these messages belong to the conversation rooted at `root`."""
        await self.kv.set_many({_root_key(chat_id, message_id): root for message_id in message_ids})

    async def _root(self, message: Message) -> tuple[str, bool]:
        original = message.reply_to_message
        if original is not None:
            stored = await self.kv.get(_root_key(message.chat_id, original.message_id))
            if stored is not None:
                return stored, False
        if command_name(message.text or "") in CURRENT_COMMANDS:
            latest = await self.kv.get(_latest_key(message.chat_id, None))
            if latest is not None:
                return latest, False
        return str(message.message_id), True


async def forget_stored(db: Database, user_id: str) -> None:
    """Erase a user's Telegram mappings straight from the database (no running bot needed)."""
    platform, _, raw = user_id.partition(":")
    if platform != "telegram" or not raw:
        return
    for prefix in (f"tg_root:{raw}:", f"tg_latest:{raw}:"):
        await delete_values(db, prefix)
    # In group chats the rows are keyed by the group: erase those pointing at the user's threads.
    for thread_platform, channel, root in await owned_threads(db, user_id):
        if thread_platform == "telegram":
            await delete_values(db, f"tg_root:{channel}:", root)
            await delete_values(db, f"tg_latest:{channel}:", root)
