"""Tests of the Slack adapter against a local stand-in for Slack's Web API."""
