"""What files the core accepts from users, for adapters to check before downloading."""

from __future__ import annotations

from interview.resume_input import MAX_FILE_BYTES, SUPPORTED

__all__ = ["MAX_FILE_BYTES", "SUPPORTED"]
