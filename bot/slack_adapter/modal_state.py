"""The card an Edit modal decides, carried in the modal's private_metadata (pure)."""

from __future__ import annotations

import base64
import binascii
import json
import logging
import zlib
from typing import Any

logger = logging.getLogger(__name__)

# Slack returns at most this much private_metadata with a view_submission.
METADATA_LIMIT = 3000


def with_card(ids: dict[str, Any], blocks: list[dict[str, Any]]) -> str:
    """Return private_metadata holding `ids` and, when it fits, the card's blocks."""
    # Any process may receive the submission, so the card travels with the modal
    # rather than in this process's memory. Without buttons: they are replaced anyway.
    kept = [b for b in blocks if b.get("type") != "actions"]
    while kept:
        packed = json.dumps({**ids, "card": _pack(kept)})
        if len(packed) <= METADATA_LIMIT:
            return packed
        kept = kept[:-1]  # the last blocks are the least important: fields, context
    logger.debug("card too large for a modal's metadata; it will show the decision only")
    return json.dumps(ids)


def card_of(meta: dict[str, Any]) -> list[dict[str, Any]]:
    """Return the card blocks carried by `with_card`, or [] when none (or unreadable)."""
    packed = meta.get("card")
    if not isinstance(packed, str):
        return []
    try:
        blocks = json.loads(zlib.decompress(base64.b64decode(packed, validate=True)))
    except (binascii.Error, zlib.error, ValueError):
        return []
    if not isinstance(blocks, list):
        return []
    return [b for b in blocks if isinstance(b, dict)]


def _pack(blocks: list[dict[str, Any]]) -> str:
    raw = json.dumps(blocks, separators=(",", ":")).encode()
    return base64.b64encode(zlib.compress(raw, 9)).decode("ascii")
