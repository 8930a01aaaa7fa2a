"""Slack payloads → platform-neutral messages and presses (pure, no I/O)."""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage
from bot.slack_adapter.modal_state import card_of, with_card

PLATFORM = "slack"
# Subtypes that are still a person's message; every other subtype (edits, deletions,
# joins, bot messages) is ignored.
HANDLED_SUBTYPES = frozenset({"file_share", "thread_broadcast"})
IGNORED_USERS = frozenset({"USLACKBOT"})
BUTTON_PREFIX = "card:"

_LEADING_MENTIONS = re.compile(r"^(\s*<@[A-Z0-9]+(?:\|[^>]*)?>[\s,:]*)+")
_ANGLE = re.compile(r"<([^<>]+)>")


@dataclass(frozen=True)
class FileRef:
    """A file attached to a Slack message, not downloaded yet."""

    id: str
    name: str
    mimetype: str = ""
    size: int | None = None
    url: str = ""


@dataclass(frozen=True)
class Inbound:
    """A person's Slack message: what the core gets, and where to answer."""

    message: IncomingMessage
    channel: str
    root: str
    slack_user: str
    files: tuple[FileRef, ...] = ()


@dataclass(frozen=True)
class PressContext:
    """A button press on a card message, with the message it came from."""

    press: ButtonPress
    action: str
    channel: str
    message_ts: str
    root: str
    slack_user: str
    trigger_id: str = ""
    blocks: list[dict[str, Any]] = field(default_factory=list, hash=False, compare=False)


@dataclass(frozen=True)
class Shortcut:
    """The "Draft a reply" message shortcut: who used it on which text."""

    team: str
    slack_user: str
    text: str


def user_id(slack_user: str) -> str:
    """Return the core's user id for a Slack user id."""
    return f"{PLATFORM}:{slack_user}"


def team_of(body: dict[str, Any]) -> str:
    """Return the workspace id of any Slack payload."""
    team = body.get("team_id") or (body.get("team") or {}).get("id")
    if not team:
        team = (body.get("event") or {}).get("team") or (body.get("user") or {}).get("team_id")
    return str(team or "")


def is_ignored(event: dict[str, Any]) -> bool:
    """Tell whether a message event is not a person talking to the bot."""
    subtype = event.get("subtype")
    if subtype is not None and subtype not in HANDLED_SUBTYPES:
        return True
    user = event.get("user")
    return bool(event.get("bot_id")) or not user or user in IGNORED_USERS


def plain_text(text: str) -> str:
    """Return Slack message text with links, mentions and escapes made readable."""
    return _unescape(_ANGLE.sub(_readable_link, text))


def _readable_link(match: re.Match[str]) -> str:
    target, _, label = match.group(1).partition("|")
    if target.startswith(("@", "#")):
        return target[0] + (label or target[1:])
    if target.startswith("!date"):
        return label
    if target.startswith("!"):  # <!here>, <!subteam^S1|@team>
        return label if label.startswith("@") else "@" + (label or target[1:].split("^")[0])
    if target.startswith("mailto:"):
        return label or target.removeprefix("mailto:")
    if not label or label == target.split("://", 1)[-1]:
        return target
    return f"{label} ({target})"


def _unescape(text: str) -> str:
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def strip_mentions(text: str) -> str:
    """Remove the @mentions that open a message ("<@U123> hello" → "hello")."""
    return _LEADING_MENTIONS.sub("", text).strip()


def shared_text(message: dict[str, Any]) -> str:
    """Return the text of messages shared into this one (forwarded employer messages)."""
    parts = [
        str(a.get("text") or a.get("fallback") or "")
        for a in message.get("attachments") or []
        if a.get("is_share") or a.get("is_msg_unfurl")
    ]
    return "\n\n".join(plain_text(p).strip() for p in parts if p.strip())


def file_refs(event: dict[str, Any]) -> tuple[FileRef, ...]:
    """Return the files attached to a message event."""
    return tuple(file_ref(f) for f in event.get("files") or [] if f.get("id"))


def file_ref(info: dict[str, Any]) -> FileRef:
    """Return a file reference from a Slack file object."""
    size = info.get("size")
    return FileRef(
        id=str(info["id"]),
        name=str(info.get("name") or info.get("title") or "file"),
        mimetype=str(info.get("mimetype") or ""),
        size=int(size) if isinstance(size, int | float) else None,
        url=str(info.get("url_private_download") or info.get("url_private") or ""),
    )


def parse_message(body: dict[str, Any], event: dict[str, Any]) -> Inbound | None:
    """Return a DM or @mention as an Inbound message, or None when it is to be ignored."""
    if is_ignored(event) or not event.get("channel") or not event.get("ts"):
        return None
    slack_user, channel, ts = str(event["user"]), str(event["channel"]), str(event["ts"])
    root = str(event.get("thread_ts") or ts)
    shared = shared_text(event)
    raw = str(event.get("text") or "")
    if event.get("type") == "app_mention":
        raw = strip_mentions(raw)
    text = shared or plain_text(raw)
    key = ConversationKey(PLATFORM, team_of(body), channel, root)
    message = IncomingMessage(
        key=key,
        user_id=user_id(slack_user),
        text=text,
        display_name=str((event.get("user_profile") or {}).get("display_name") or ""),
        forwarded=bool(shared),
        new_thread=root == ts,
    )
    return Inbound(message, channel, root, slack_user, file_refs(event))


def parse_press(body: dict[str, Any]) -> PressContext | None:
    """Return the press of one of our card buttons, or None for anything else."""
    actions = body.get("actions") or []
    if not actions or not str(actions[0].get("action_id", "")).startswith(BUTTON_PREFIX):
        return None
    container = body.get("container") or {}
    message = body.get("message") or {}
    channel = str(container.get("channel_id") or (body.get("channel") or {}).get("id") or "")
    message_ts = str(container.get("message_ts") or message.get("ts") or "")
    root = str(message.get("thread_ts") or container.get("thread_ts") or message_ts)
    slack_user = str((body.get("user") or {}).get("id") or "")
    key = ConversationKey(PLATFORM, team_of(body), channel, root)
    token = str(actions[0].get("value") or "")
    return PressContext(
        press=ButtonPress(key=key, user_id=user_id(slack_user), token=token),
        action=str(actions[0]["action_id"]).removeprefix(BUTTON_PREFIX),
        channel=channel,
        message_ts=message_ts,
        root=root,
        slack_user=slack_user,
        trigger_id=str(body.get("trigger_id") or ""),
        blocks=list(message.get("blocks") or []),
    )


def modal_metadata(ctx: PressContext) -> str:
    """Return what an Edit modal must carry back: the press's ids and its card."""
    ids = {
        "token": ctx.press.token,
        "action": ctx.action,
        "team": ctx.press.key.workspace,
        "channel": ctx.channel,
        "root": ctx.root,
        "message_ts": ctx.message_ts,
    }
    return with_card(ids, ctx.blocks)


def parse_submission(body: dict[str, Any], text: str) -> PressContext | None:
    """Return the press an Edit modal's submission stands for, or None if it is not ours."""
    view = body.get("view") or {}
    try:
        meta = json.loads(view.get("private_metadata") or "")
    except ValueError:
        return None
    if not isinstance(meta, dict) or not meta.get("token"):
        return None
    slack_user = str((body.get("user") or {}).get("id") or "")
    key = ConversationKey(PLATFORM, str(meta["team"]), str(meta["channel"]), str(meta["root"]))
    press = ButtonPress(key=key, user_id=user_id(slack_user), token=str(meta["token"]), text=text)
    return PressContext(
        press,
        str(meta["action"]),
        key.channel,
        str(meta["message_ts"]),
        key.thread_root,
        slack_user,
        blocks=card_of(meta),
    )


def submitted_text(view: dict[str, Any], block_id: str, action_id: str) -> str:
    """Return the text typed into a modal's input."""
    values = (view.get("state") or {}).get("values") or {}
    return str((values.get(block_id) or {}).get(action_id, {}).get("value") or "")


def parse_shortcut(body: dict[str, Any]) -> Shortcut:
    """Return who used the message shortcut and the message's readable text."""
    message = body.get("message") or {}
    text = shared_text(message) or plain_text(str(message.get("text") or ""))
    return Shortcut(team_of(body), str((body.get("user") or {}).get("id") or ""), text.strip())


def inbox_key(team: str, channel: str) -> str:
    """Return the inbox's thread key: one queue per Slack channel (a DM is one channel)."""
    return f"{PLATFORM}:{team}:{channel}"


def interaction_id(body: dict[str, Any]) -> str:
    """Return an id for an interactivity payload (Slack gives none; it does not retry them)."""
    view = body.get("view") or {}
    if body.get("type") == "view_submission" and view.get("id"):
        return f"view:{view['id']}"  # one decision per modal, however often it is submitted
    actions = body.get("actions") or [{}]
    unique = body.get("trigger_id") or actions[0].get("action_ts") or uuid.uuid4().hex
    return f"{body.get('type', 'interaction')}:{unique}"


def reply_target(body: dict[str, Any]) -> tuple[str, str] | None:
    """Return (channel, thread root) to answer a payload in, when it has one."""
    event = body.get("event") or {}
    if event.get("channel") and event.get("ts"):
        return str(event["channel"]), str(event.get("thread_ts") or event["ts"])
    ctx = parse_press(body)
    if ctx is not None and ctx.channel:
        return ctx.channel, ctx.root
    return None
