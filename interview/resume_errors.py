"""The error raised for a resume we cannot use, and the small constructors shared by its readers."""

from __future__ import annotations

from typing import Literal

Reason = Literal[
    "empty",
    "too_large",
    "too_long",
    "too_short",
    "unsupported",
    "scanned",
    "encrypted",
    "unreadable",
    "download_failed",
    "invalid_json",
    "not_json_resume",
]


class ResumeInputError(Exception):
    """A resume we cannot use; `user_message` is a short, friendly explanation for the user."""

    def __init__(self, reason: Reason, user_message: str) -> None:
        super().__init__(f"resume input refused: {reason}")
        self.reason: Reason = reason
        self.user_message: str = user_message


def unreadable(kind: str) -> ResumeInputError:
    """Return the error for a damaged file of the given kind."""
    return ResumeInputError(
        "unreadable",
        f"I couldn't read this {kind} file; it may be damaged. Please export it again, "
        "try another format, or paste the text here.",
    )
