"""The Slack stand-in's fixtures, shared with the fit tests."""

from slackbot.conftest import api, slack, slack_settings

__all__ = ["api", "slack", "slack_settings"]
