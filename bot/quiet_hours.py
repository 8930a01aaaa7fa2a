"""Quiet hours: proactive messages wait until morning in the user's own time zone."""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from storage.kv import KeyValueRepository

QUIET_START = time(21, 0)
QUIET_END = time(8, 0)


def tz_key(user_id: str) -> str:
    """Return the key-value key of a user's time zone."""
    return f"tz:{user_id}"


_ZONE_NAME = re.compile(r"[A-Za-z0-9_+\-]{1,30}(?:/[A-Za-z0-9_+\-]{1,30}){0,2}", re.ASCII)


def parse_zone(name: str) -> ZoneInfo | None:
    """Return the IANA time zone called `name` (e.g. Europe/Berlin), or None."""
    cleaned = name.strip()
    # IANA names are short ASCII paths; anything else would only reach the file system.
    if not _ZONE_NAME.fullmatch(cleaned):
        return None
    try:
        return ZoneInfo(cleaned)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None


def quiet_until(now: datetime, zone: ZoneInfo) -> datetime | None:
    """Return when the quiet hours around `now` end (aware), or None outside them."""
    local = now.astimezone(zone)
    if QUIET_END <= local.time() < QUIET_START:
        return None
    morning = local.date() if local.time() < QUIET_END else local.date() + timedelta(days=1)
    return datetime.combine(morning, QUIET_END, tzinfo=zone)


async def user_quiet_until(kv: KeyValueRepository, user_id: str, now: datetime) -> datetime | None:
    """Return when a user's quiet hours end, or None (no time zone set, or not quiet now)."""
    name = await kv.get(tz_key(user_id))
    zone = parse_zone(name) if name else None
    return quiet_until(now, zone) if zone is not None else None
