"""The fit graph's state: JSON-friendly values."""

from __future__ import annotations

from typing import Any, TypedDict


class FitState(TypedDict, total=False):
    """Inputs (posting, profile) and what each step adds; models are dumped to dicts."""

    posting: str
    profile: list[dict[str, Any]]
    requirements: list[dict[str, Any]]
    matches: list[dict[str, Any]]
    score: float
    report: dict[str, Any]
    issues: list[str]
    revisions: int
    reviews: int
    notes: list[str]
