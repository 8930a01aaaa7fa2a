"""The one place that joins every language's scam cues into one list (English: scam_cues)."""

from __future__ import annotations

import re

from agent.reply import (
    scam_lang_de,
    scam_lang_es,
    scam_lang_fr,
    scam_lang_id,
    scam_lang_it,
    scam_lang_nl,
    scam_lang_pl,
    scam_lang_pt,
)
from agent.reply.scam_lang_common import COMMON_CUES, FLAGS, Cue, LangTable, money_cues

TABLES: dict[str, LangTable] = {
    "es": scam_lang_es.TABLE,
    "pt": scam_lang_pt.TABLE,
    "fr": scam_lang_fr.TABLE,
    "de": scam_lang_de.TABLE,
    "it": scam_lang_it.TABLE,
    "nl": scam_lang_nl.TABLE,
    "id": scam_lang_id.TABLE,
    "pl": scam_lang_pl.TABLE,
}


def _joined(part: str) -> str:
    return "|".join(f"(?:{getattr(t, part)})" for t in TABLES.values())


# A sum in any currency beside a unit in any language: "100 pesos por like", "300 € pro Tag".
LANG_CUES: tuple[Cue, ...] = (
    money_cues(_joined("units"), _joined("hours"), _joined("pay"))
    + COMMON_CUES
    + tuple(c for t in TABLES.values() for c in t.cues)
)
# The reader applied: being selected is then no sign of an unsolicited offer.
APPLIED = re.compile(_joined("applied"), FLAGS)
