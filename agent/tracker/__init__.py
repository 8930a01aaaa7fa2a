"""The opportunity tracker: /status rows, tools over storage, and the tracker assistant."""
