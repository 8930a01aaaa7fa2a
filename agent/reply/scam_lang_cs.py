"""Czech job-scam cues: pay per day or rating, work from home, ID photos and account numbers."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = (
    r"\bdenně\b|\b(?:za|na)\s+den\b|\btýdně\b|\bza\s+(?:každ\w+\s+)?(?:úkol|hodnocení|recenz\w+"
    r"|objednávk\w+|lajk)\b"
)
_HOURS = r"\b(?:za|na)\s+hodinu\b|/\s*hod\w*"
_PAY = r"\bvyděl\w*|\bpříj(?:em|mu)\b|\bprovize\b"
_APPLIED = r"\bvaš\w*\s+(?:přihlášk\w*|žádost\w*|reakc\w*)|\b(?:jste\s+se\s+)?přihlásil[ai]?\s+na\b"
_FEES = AdvanceFee(
    fee=r"\b(?:registrační|aktivační|vstupní|administrativní|zprostředkovatelsk\w+|školicí|školící"
    r"|vízov\w+)\s+poplat\w*|\bkauc\w*|\bvratn\w+\s+zálo\w+",
    ahead=r"\b(?:předem|nejdřív\w*|nejprve)\s+(?:zaplat\w*|uhra\w*|převé\w*|pošl\w*)"
    r"|\bzaplat\w*\s+(?:\w+\s+)?předem\b|\bpřed\s+(?:odjezdem|pohovorem|nástupem)\s+(?:\w+\s+)?(?:zaplat\w*|uhra\w*)",
    payee=r"\bna\s+(?:soukrom\w+|osobní)\s+účet\b",
    covered=r"\b(?:hradí|platí|zaplatí|proplatí)\s+(?:\w+\s+)?(?:firma|zaměstnavatel|společnost|agentura)\b"
    r"|\b(?:firma|zaměstnavatel|společnost)\s+(?:\w+\s+)?(?:hradí|platí|zaplatí|proplatí)\b"
    r"|\bneplatíte\b|\bbez\s+poplatk\w*"
    r"|\bzdarma\b|\bbezplatn\w*",
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
            r"\bz\s+domova\b|\bz\s+domu\b|\bz\s+(?:mobilu|telefonu)\b|\bve\s+volném\s+čase\b"
            r"|\bpár\s+minut\b|\bjednoduch\w+\s+(?:práce|úkol\w*)",
        ),
        cue("effort", 0.5, r"\bbez\s+(?:předchozích\s+)?zkušeností\b"),
        cue("effort", 0.3, r"\bbrigád\w*|\bpráce\s+na\s+částečný\s+úvazek\b"),
        cue(
            "channel",
            0.6,
            r"\b(?:napište|pište|ozvěte\s+se)\s+(?:\w+\s+)?(?:na|přes|do)\s+(?:WhatsApp|Telegram)\w*",
        ),
        cue("urgency", 0.7, r"\bomezený\s+počet\s+míst\b|\bjen\s+dnes\b"),
        cue(
            "identity",
            1.0,
            r"\bčísl[oa]\s+(?:\w+\s+)?(?:bankovního\s+)?účtu\b|\brodné\s+číslo\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:fotk\w*|foto\w*|kopi\w*|sken\w*)\s+(?:\w+\s+)?(?:občank\w*|občansk\w+\s+průkaz\w*"
            r"|pas(?:u|ů)?)\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:byl[ai]?\s+jste\s+vybrán\w*|vybrali\s+jsme\s+(?:si\s+)?vás)\b",
        ),
    ),
)
