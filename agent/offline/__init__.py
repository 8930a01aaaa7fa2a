"""agent/offline."""
