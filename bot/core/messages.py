"""Platform-neutral messages: what adapters hand the core, and the replies they render."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

# Stable namespace: changing it would orphan every stored conversation.
THREAD_NAMESPACE = uuid.UUID("6b3f0c3e-8a59-4f5b-9f3e-2c1d7a0e5b11")


@dataclass(frozen=True)
class ConversationKey:
    """Where a conversation lives: one chat thread on one platform."""

    platform: str
    workspace: str
    channel: str
    thread_root: str

    @property
    def thread_id(self) -> str:
        """Return the LangGraph thread id of this conversation."""
        name = "|".join((self.platform, self.workspace, self.channel, self.thread_root))
        return str(uuid.uuid5(THREAD_NAMESPACE, name))


@dataclass(frozen=True)
class IncomingFile:
    """A file the user sent, already downloaded by the adapter."""

    name: str
    data: bytes
    content_type: str | None = None


@dataclass(frozen=True)
class IncomingMessage:
    """One message from a user; `user_id` is `platform:id`."""

    key: ConversationKey
    user_id: str
    text: str = ""
    files: tuple[IncomingFile, ...] = ()
    display_name: str = ""
    forwarded: bool = False
    # True when the message starts a thread (no earlier message in it).
    new_thread: bool = False


@dataclass(frozen=True)
class Button:
    """A button on a card; `token` is the short opaque id the press carries back."""

    label: str
    token: str
    style: str = "default"
    # What the button does (approve, edit, ...): adapters open an editor for "edit".
    action: str = ""


@dataclass(frozen=True)
class Table:
    """A small table, rendered as aligned text or the platform's equivalent."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Card:
    """A structured message: title, labelled fields, body text and an optional table."""

    title: str
    body: str = ""
    fields: tuple[tuple[str, str], ...] = ()
    table: Table | None = None
    footer: str = ""
    # Text the user may edit (the draft of a review card), for editors that prefill it.
    draft: str = ""


@dataclass(frozen=True)
class Attachment:
    """A file the bot sends back (for example an export)."""

    filename: str
    content: bytes
    mime_type: str = "application/octet-stream"


@dataclass(frozen=True)
class Reply:
    """One message from the bot: text, an optional card, buttons and attachment."""

    text: str = ""
    card: Card | None = None
    buttons: tuple[Button, ...] = ()
    attachment: Attachment | None = None
    card_id: str = ""
    # Only the person who acted should see this (a refused or stale button press).
    ephemeral: bool = False
    # Set when a button of this card was decided: adapters update the card in place.
    decided_card: str = ""
    # The bot waits for the user's next message as the answer to this (an Edit prompt,
    # an interview question): adapters may ask for a direct reply (Telegram ForceReply).
    expects_text: bool = False


@dataclass(frozen=True)
class ButtonPress:
    """A user pressed a button; `text` carries typed input (the Edit action)."""

    key: ConversationKey
    user_id: str
    token: str
    text: str = ""
    extra: dict[str, str] = field(default_factory=dict)
