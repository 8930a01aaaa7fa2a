"""bot/core."""
