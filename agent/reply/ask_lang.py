"""Availability and interest asks in Spanish, Portuguese, French, German, Italian, Indonesian."""

from __future__ import annotations

import re

_FLAGS = re.IGNORECASE | re.MULTILINE

LANG_ASK_PATTERNS: dict[str, re.Pattern[str]] = {
    "availability": re.compile(
        r"\bbest[äa]tigen\s+Sie\s+(?:uns\s+)?(?:den|Ihren)\s+Termin\b|\balternativen\s+Termin\b"
        r"|\bwann\s+(?:h[äa]tten|haben)\s+Sie\s+Zeit\b"
        r"|[¿]?\s*(?:te|le)\s+(?:funciona|viene\s+bien|queda\s+bien)\s+(?:esta|este|la|el)\s+"
        r"(?:nueva\s+)?(?:fecha|hora|horario|d[íi]a)\b"
        r"|\bconfirm(?:a|e|ar)\s+(?:tu|su)\s+(?:asistencia|disponibilidad)\b"
        r"|\bqu[ée]\s+(?:d[íi]a|horario)\s+(?:te|le)\s+(?:viene|queda|funciona)\b"
        r"|\b[àa]\s+partir\s+de\s+quand\s+vous\b|\bvos\s+disponibilit[ée]s\b"
        r"|\b[êe]tes-vous\s+disponible\b"
        r"|\bqual\s+(?:a\s+)?(?:sua|tua)\s+disponibilidade\b|\bconfirm(?:e|ar)\s+(?:a\s+)?"
        r"(?:sua|tua)\s+presen[çc]a\b"
        r"|\bconferma(?:re)?\s+(?:la\s+)?(?:tua|sua)\s+(?:presenza|disponibilit[àa])\b"
        r"|\bkonfirmasi\s+kehadiran\b",
        _FLAGS,
    ),
    "interest": re.compile(
        r"\b(?:ainda\s+)?est[áa]s?\s+interessad[oa]s?\b|\b(?:tem|tens)\s+interesse\b"
        r"|\bconfirme\s+su\s+inter[ée]s\b|\b(?:te|le)\s+interesa\b|\bsigues\s+interesad[oa]\b"
        r"|\bpuedo\s+hablar\s+con\s+(?:usted|vos|contigo)\b"
        r"|\b(?:[êe]tes|seriez)-vous\s+(?:toujours\s+)?int[ée]ress[ée]e?s?\b"
        r"|\bh[äa]tten\s+Sie\s+Interesse\b|\bsind\s+Sie\s+(?:noch\s+)?interessiert\b"
        r"|\bsei\s+(?:ancora\s+)?interessat[oa]\b|\bti\s+interessa\b",
        _FLAGS,
    ),
}


def lang_match(kind: str, text: str) -> re.Match[str] | None:
    """Return where a foreign-language wording of this ask kind occurs, if any."""
    pattern = LANG_ASK_PATTERNS.get(kind)
    return pattern.search(text) if pattern else None
