"""Which Slack listener handles which event, action, view and shortcut."""

from __future__ import annotations

import re

from slack_bolt.async_app import AsyncApp

from bot.slack_adapter.blocks import EDIT_CALLBACK_ID
from bot.slack_adapter.handlers import SHORTCUT_CALLBACK_ID, SlackHandlers


def register_handlers(bolt: AsyncApp, handlers: SlackHandlers) -> None:
    """Attach every Slack listener to the Bolt app."""
    # DM messages, including file shares (message.im; channel messages are ignored)
    bolt.event("message")(handlers.on_message)
    # Mentions: an @mention in a channel starts a thread there
    bolt.event("app_mention")(handlers.on_mention)
    # Card buttons: Approve / Edit / Revise / Reject, Delete-everything confirmations
    bolt.action(re.compile(r"^card:"))(handlers.on_button)
    # Modal submission: the Edit / Revise text
    bolt.view(EDIT_CALLBACK_ID)(handlers.on_edit_submitted)
    # Message shortcut: "Draft a reply" on any message
    bolt.shortcut({"type": "message_action", "callback_id": SHORTCUT_CALLBACK_ID})(
        handlers.on_shortcut
    )
    # App Home: profile summary, open approvals, opportunities
    bolt.event("app_home_opened")(handlers.on_home_opened)
    # Errors: one handler for every listener
    bolt.error(handlers.on_error)
