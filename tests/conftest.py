"""Shared fixtures: settings on a temporary data dir, an open app, real-world material."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.runtime import App, open_app
from bot.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[1]
REALWORLD = REPO_ROOT / "tests" / "data" / "realworld"


def realworld(*parts: str) -> Path:
    """Return a path under tests/data/realworld; a missing fixture fails the test."""
    path = REALWORLD.joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"real-world fixture missing: {path}")
    return path


def make_settings(data_dir: Path, **overrides: object) -> Settings:
    """Return offline settings on a data dir, ignoring the environment's .env."""
    values: dict[str, object] = {"career_bot_llm": "offline", "career_bot_data_dir": data_dir}
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path / "data")


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[App]:
    async with open_app(settings) as opened:
        yield opened
