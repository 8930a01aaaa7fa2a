"""Tests of the opportunity tracker: tools, assistants, /status rows."""
