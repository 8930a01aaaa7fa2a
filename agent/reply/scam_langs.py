"""The one place that joins every language's scam cues into one list (English: scam_cues)."""

from __future__ import annotations

import re

from agent.reply import (
    scam_lang_am,
    scam_lang_ar,
    scam_lang_az,
    scam_lang_baltic,
    scam_lang_bg,
    scam_lang_bn,
    scam_lang_cs,
    scam_lang_de,
    scam_lang_el,
    scam_lang_es,
    scam_lang_et,
    scam_lang_fa,
    scam_lang_fi,
    scam_lang_fr,
    scam_lang_he,
    scam_lang_hi,
    scam_lang_hr_sr,
    scam_lang_hu,
    scam_lang_id,
    scam_lang_it,
    scam_lang_ja,
    scam_lang_ko,
    scam_lang_ms,
    scam_lang_ne,
    scam_lang_nl,
    scam_lang_nordic,
    scam_lang_pl,
    scam_lang_pt,
    scam_lang_ro,
    scam_lang_ru,
    scam_lang_sk,
    scam_lang_sw,
    scam_lang_ta,
    scam_lang_th,
    scam_lang_tr,
    scam_lang_ur,
    scam_lang_vi,
    scam_lang_zh,
)
from agent.reply.scam_base import FLAGS, Cue, cue_match
from agent.reply.scam_borders import BORDER_CUES
from agent.reply.scam_lang_common import COMMON_CUES, LangTable, money_cues

TABLES: dict[str, LangTable] = {
    "es": scam_lang_es.TABLE,
    "pt": scam_lang_pt.TABLE,
    "fr": scam_lang_fr.TABLE,
    "de": scam_lang_de.TABLE,
    "it": scam_lang_it.TABLE,
    "nl": scam_lang_nl.TABLE,
    "id": scam_lang_id.TABLE,
    "pl": scam_lang_pl.TABLE,
    "tr": scam_lang_tr.TABLE,
    "zh": scam_lang_zh.TABLE,
    "az": scam_lang_az.TABLE,
    "ru": scam_lang_ru.TABLE,
    "vi": scam_lang_vi.TABLE,
    "ar": scam_lang_ar.TABLE,
    "hi": scam_lang_hi.TABLE,
    "ja": scam_lang_ja.TABLE,
    "ko": scam_lang_ko.TABLE,
    "fa": scam_lang_fa.TABLE,
    "ur": scam_lang_ur.TABLE,
    "bn": scam_lang_bn.TABLE,
    "th": scam_lang_th.TABLE,
    "sw": scam_lang_sw.TABLE,
    "ro": scam_lang_ro.TABLE,
    "hu": scam_lang_hu.TABLE,
    "cs": scam_lang_cs.TABLE,
    "sv_no_da": scam_lang_nordic.TABLE,
    "fi": scam_lang_fi.TABLE,
    "et": scam_lang_et.TABLE,
    "lt_lv": scam_lang_baltic.TABLE,
    "sk": scam_lang_sk.TABLE,
    "hr_sr": scam_lang_hr_sr.TABLE,
    "bg": scam_lang_bg.TABLE,
    "he": scam_lang_he.TABLE,
    "el": scam_lang_el.TABLE,
    "ms": scam_lang_ms.TABLE,
    "ta": scam_lang_ta.TABLE,
    "ne": scam_lang_ne.TABLE,
    "am": scam_lang_am.TABLE,
}


def _joined(part: str) -> str:
    return "|".join(f"(?:{getattr(t, part)})" for t in TABLES.values())


# A sum in any currency beside a unit in any language: "100 pesos por like", "300 € pro Tag".
LANG_CUES: tuple[Cue, ...] = (
    money_cues(_joined("units"), _joined("hours"), _joined("pay"))
    + COMMON_CUES
    + BORDER_CUES
    + tuple(c for t in TABLES.values() for c in t.cues)
)
# The reader applied: being selected is then no sign of an unsolicited offer.
APPLIED = re.compile(_joined("applied"), FLAGS)
# Onboarding after an offer asks for bank and ID data for the contract or payroll; not a scam sign.
_ONBOARDING = re.compile(
    r"\b(?:contrat|contrato|Arbeitsvertrag\w*|Vertrag\w*|contratto|contract|admiss[ãa]o|onboarding"
    r"|HR-?port\w+|Personalabteilung|n[óo]mina|folha\s+de\s+pagamento|paie|busta\s+paga"
    r"|salarisadministratie|umow\w+|kontrak|Lohnabrechnung|payroll"
    # Nordic, Finnish, Estonian, Baltic, Slavic, Hebrew, Greek and Malay contracts and payroll
    r"|anställningsavtal\w*|ansættelseskontrakt\w*|arbeidsavtal\w*|arbeidskontrakt\w*|lönekontor\w*"
    r"|löneutbetalning\w*|lønnsutbetaling\w*|lønnskjøring\w*|lønkørsel\w*|lønsed\w*|lønudbetaling\w*"
    r"|työsopimu\w*|palkanmaksu\w*|tööleping\w*|palga\s+maks\w*|darbo\s+sutart\w*|darba\s+līgum\w*"
    r"|pracovn\w+\s+zmluv\w*|výplat\w*\s+mzdy|ugovor\w*\s+o\s+radu|isplat\w*\s+plaće|уговор\w*\s+о\s+раду"
    r"|трудов\w+\s+договор\w*|заплат\w*|חוזה\s+(?:ה)?העסקה|משכורת|μισθοδοσ\w*|σύμβαση\s+εργασ\w*"
    r"|surat\s+tawaran)\b",
    FLAGS,
)
# A selection process implies an application: "aprovada no processo seletivo".
_PROCESS = re.compile(
    r"\b(?:processo\s+seletivo|proceso\s+de\s+selecci[óo]n|processus\s+de\s+recrutement"
    r"|Auswahlverfahren|Bewerbungsprozess|processo\s+di\s+selezione|sollicitatieprocedure"
    r"|proces\w*\s+rekrutac\w+|proses\s+seleksi"
    # approved in a test or a stage the reader took: "aprovado em nosso teste de backend"
    r"|aprovad[oa]s?\s+(?:em|no|na)\s+(?:nosso\s+|nossa\s+|o\s+|a\s+)?(?:teste|processo|entrevista"
    r"|etapa|desafio|avalia[çc][ãa]o)|aprobad[oa]s?\s+en\s+(?:el|la|nuestr[oa])\s+(?:prueba|proceso"
    r"|entrevista|etapa|desaf[íi]o|evaluaci[óo]n))\b",
    FLAGS,
)


def _sentence(text: str, start: int, end: int) -> str:
    lo = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    ends = [i for i in (text.find(c, end) for c in ".!?\n") if i >= 0]
    return text[lo : min(ends, default=len(text))]


def applied(text: str) -> bool:
    """Tell whether the message says, in another language, that the reader applied."""
    return bool(APPLIED.search(text) or _PROCESS.search(text))


def lang_matches(text: str, taken: list[tuple[str, int, int]]) -> list[tuple[str, float, int, int]]:
    """Return each language cue's first match as (family, strength, start, end).

    Words an earlier cue of the same family already counts (a loanword shared by two languages)
    are skipped, and identity data asked for a contract or payroll is not counted.
    """
    found: list[tuple[str, float, int, int]] = []
    for family, strength, pattern in LANG_CUES:
        match = cue_match(pattern, text)
        if not match:
            continue
        start, end = match.span()
        spans = taken + [(f, s, e) for f, _, s, e in found]
        if any(f == family and s < end and start < e for f, s, e in spans):
            continue
        if family == "identity" and _ONBOARDING.search(_sentence(text, start, end)):
            continue
        found.append((family, strength, start, end))
    return found
