"""Tracker fixtures: the seeded repositories of tracker/support.py."""

from __future__ import annotations

import pytest

from bot.runtime import App
from storage.repositories import Repositories
from tracker.support import seed


@pytest.fixture
async def repos(app: App) -> Repositories:
    """Repositories with the seeker's three opportunities and another user's one."""
    return await seed(app.repos)
