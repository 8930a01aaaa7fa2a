"""Test-only: hold an async method at its n-th call forever, so a kill test can kill there."""

from __future__ import annotations

import asyncio
import functools
import importlib
from pathlib import Path
from typing import Any

HELD_DIR = Path(__file__).resolve().parent


def env(target: str, call: int, held_file: Path) -> dict[str, str]:
    """Return the environment that holds `module:Class.method` at its `call`-th call."""
    return {
        "TEST_HOLD_AT": f"{target}#{call}",
        "TEST_HOLD_FILE": str(held_file),
        "PYTHONPATH": f"{HELD_DIR}:{Path(__file__).resolve().parents[2]}",
    }


def install(spec: str, held_file: str) -> None:
    """Wrap the method named by `spec` (module:Class.method#n): its n-th call never returns."""
    target, _, nth = spec.partition("#")
    module_name, _, qualname = target.partition(":")
    owner_name, _, method_name = qualname.partition(".")
    owner = getattr(importlib.import_module(module_name), owner_name)
    original = getattr(owner, method_name)
    calls = 0

    @functools.wraps(original)
    async def held(*args: Any, **kwargs: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == int(nth or 1):
            Path(held_file).write_text(spec)  # the test kills the process now
            await asyncio.Event().wait()
        return await original(*args, **kwargs)

    setattr(owner, method_name, held)
