"""Hungarian job-scam cues: pay per day or rating, work from home, Telegram, activation fees."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = (
    r"\bnapi\b|\bnaponta\b|\bhetente\b|\b(?:feladatonként|értékelésenként|lájkonként|rendelésenként)\b"
    r"|/\s*nap\b"
)
_HOURS = r"\bóránként\b|/\s*óra\b|\bórabér\w*"
_PAY = r"\bkeres(?:et|ni|hetsz|hetőség|s)\b|\bjövedelem\w*|\bjutalék\w*"
_APPLIED = r"\b(?:jelentkezés|pályázat)(?:ed|ét|át|od|e|a)\b|\bjelentkeztél\b|\bjelentkezett\b"
_FEES = AdvanceFee(
    # accents are often left out in texts: "adminisztracios dijat"
    fee=r"\b(?:regisztr[aá]ci[oó]s|aktiv[aá]l[aá]si|bel[eé]p[eé]si|kezel[eé]si|[uü]gyint[eé]z[eé]si"
    r"|k[oö]zvet[ií]t[eé]si|tags[aá]gi|k[eé]pz[eé]si|oktat[aá]si|v[ií]zum|munkav[aá]llal[aá]si"
    r"|adminisztr[aá]ci[oó]s)\s*d[ií]j\w*|\bkauci[oó]\w*",
    ahead=r"\b(?:kell|szükséges)\s+(?:be)?fizetni\b|\belőre\s+(?:kell\s+)?(?:be)?fizet\w*"
    r"|\belőleg\w*|\b(?:befizet|utal)\w*\s+(?:\w+\s+)?(?:az\s+)?(?:interjú|kiutazás|munkakezdés)\s+előtt",
    payee=r"\bközvetítő\w*\s+(?:saját\s+)?számlá\w+|\bmagán\s*számlá\w+",
    covered=r"\b(?:cég|munkáltató|mi)\s+(?:\w+\s+)?(?:fizeti|állja|biztosítja|téríti)\b|\bingyenes\w*"
    r"|\btérítésmentes\w*|\bdíjmentes\w*|\bnem\s+kell\s+(?:semmit\s+)?fizetni|\bnincs\s+(?:\w+\s+)?díj"
    # "Közvetítési díjat NEM számolunk fel": the fee is named to say it is not charged
    r"|\bnem\s+(?:\w+\s+)?(?:sz[aá]mol\w*|k[eé]r\w*)\s+fel\b",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue(
            "effort",
            0.7,
            r"\botthoni\s+munka\w*|\botthonról\b|\btelefonról\b|\bnéhány\s+perc\w*|\bszabadidő\w*"
            r"|\begyszerű\s+feladat\w*",
        ),
        cue("effort", 0.5, r"\btapasztalat\s+nem\s+szükséges\b|\bnem\s+kell\s+tapasztalat\b"),
        cue("effort", 0.3, r"\bkötetlen\s+időbeosztás\w*|\brészmunka\w*|\bmellékállás\w*"),
        cue(
            "channel",
            0.6,
            r"\b(?:írj|írjon|keress|jelentkezz|jelentkezzen)\s+(?:\w+\s+)?(?:Telegramon|WhatsAppon"
            r"|Viberen|Messengeren)\b",
        ),
        cue("urgency", 0.7, r"\bkorlátozott\s+(?:számú\s+)?hely\w*|\bcsak\s+ma\b"),
        cue(
            "identity",
            1.0,
            r"\bbankszámlaszám\w*|\badóazonosító\w*|\bTAJ[\s-]?szám\w*|\bszületési\s+dátum\w*",
        ),
        cue("identity", 0.8, r"\bszemélyi\s+(?:igazolvány\w*|fotó\w*|másolat\w*)"),
        cue("unsolicited", 0.7, r"\b(?:kiválasztottak|kiválasztottunk)\b"),
    ),
)
