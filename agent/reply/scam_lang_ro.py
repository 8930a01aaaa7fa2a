"""Romanian job-scam cues: jobs abroad whose placement fee is paid before departure, daily pay."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = r"\b(?:pe|/)\s*(?:zi|săptămână|sarcină|comandă|recenzie)\b|\bzilnic\b"
_HOURS = r"\b(?:pe|/)\s*or[ăa]\b"
_PAY = r"\bc[âa]știg\w*|\bvenit\w*\s+(?:suplimentar|extra)\b|\bcomision\w*"
_APPLIED = (
    r"\bcandidatura\s+(?:ta|dumneavoastră)\b|\baplica[țţt]i[ae]\s+(?:ta|dumneavoastră)\b"
    r"|\bai\s+aplicat\b|\ba[țţt]i\s+aplicat\b"
)
_FEES = AdvanceFee(
    fee=r"\btax[ăa]\s+de\s+(?:plasare|[îi]nscriere|procesare|recrutare|mediere|activare"
    r"|[îi]nregistrare|formare|vi[zs][ăa]|dosar)\b|\bcomision(?:ul)?\s+de\s+(?:plasare|recrutare"
    r"|mediere)\b|\bgaran[țţt]i[ae]\s+de\s+\d",
    ahead=r"\b(?:se\s+achit[ăa]|se\s+pl[ăa]te[șş]te|pl[ăa]ti[țţt]i|achita[țţt]i|trebuie\s+(?:s[ăa]\s+)?"
    r"(?:pl[ăa]ti[țţt]i|achita[țţt]i|pl[ăa]te[șş]ti|achi[țţt]i))\b[^.!?\n]{0,40}?\b(?:[îi]nainte\s+de"
    r"|[îi]n\s+avans)\b|\b(?:[îi]nainte\s+de\s+plecare|[îi]n\s+avans)\b[^.!?\n]{0,40}?\b(?:se\s+achit"
    r"|pl[ăa]t|achit)\w*",
    payee=r"\b(?:[îi]n\s+)?cont(?:ul)?\s+(?:personal|agentului|intermediarului)\b",
    covered=r"\b(?:angajatorul|firma|compania|noi)\s+(?:\w+\s+)?(?:pl[ăa]te[șş]te|suport[ăa]|acoper[ăa]"
    r"|asigur[ăa]|deconteaz[ăa])\b|\b(?:suportat|pl[ăa]tit|acoperit|decontat)\w*\s+de\s+(?:c[ăa]tre\s+)?"
    r"(?:angajator|firm|companie)\w*|\bgratuit\w*|\bf[ăa]r[ăa]\s+(?:nici(?:o|un)\s+)?(?:tax[ăa]|comision"
    r"|costuri?)\b",
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
            r"\bde\s+acas[ăa]\b|\bdin\s+(?:telefon|mobil)\b|\btimp\s+liber\b|\bc[âa]teva\s+minute\b",
        ),
        cue(
            "effort",
            0.5,
            r"\bf[ăa]r[ăa]\s+experien[țţt][ăa]\b|\bnu\s+(?:este\s+)?nevoie\s+de\s+experien",
        ),
        cue(
            "channel",
            0.6,
            r"\b(?:scrie|scrie[țţt]i|contacta[țţt]i)(?:-ne|-mi)?\s+pe\s+(?:WhatsApp|Telegram)\b",
        ),
        cue("urgency", 0.7, r"\blocuri\s+limitate\b|\bnumăr\s+limitat\s+de\s+locuri\b"),
        cue(
            "identity",
            1.0,
            r"\b(?-i:CNP|IBAN)\b|\bnum[ăa]r(?:ul)?\s+de\s+cont\b|\bdata\s+na[șş]terii\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:copie|poz[ăa]|fotografie)\s+(?:dup[ăa]\s+|a\s+)?(?:buletin\w*|carte\w*\s+de\s+identitate"
            r"|pa[șş]aport\w*)",
        ),
    ),
)
