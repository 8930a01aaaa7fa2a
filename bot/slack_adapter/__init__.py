"""The Slack adapter: Bolt listeners that turn Slack payloads into core calls and back."""

from bot.slack_adapter.platform import SlackPlatform

__all__ = ["SlackPlatform"]
