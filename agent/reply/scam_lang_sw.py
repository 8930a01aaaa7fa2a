"""Swahili job-scam cues: jobs abroad whose registration fee goes by M-Pesa to an agent."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = r"\bkila\s+siku\b|\bkwa\s+(?:siku|wiki|kazi\s+moja)\b"
_HOURS = r"\bkwa\s+saa\b"
_PAY = r"\b(?:jipatie|kipato|mapato|kamisheni)\b"
_APPLIED = r"\b(?:ombi|maombi)\s+(?:lako|yako)\b|\buliomba\b"
_FEES = AdvanceFee(
    fee=r"\bada\s+ya\s+(?:usajili|usindikaji|mafunzo|viza|visa|kibali|matibabu|uchunguzi|usafirishaji"
    r"|uwakala|kujiunga|maombi|pasipoti)\b|\b(?:gharama|malipo)\s+ya\s+(?:viza|visa|kibali|usajili"
    r"|matibabu|tiketi|usafiri|pasipoti)\b",
    ahead=r"\b(?:lipa|lipia|lipeni|tuma\s+(?:pesa|kiasi|malipo))\b|\bkabla\s+ya\s+(?:safari|kusafiri"
    r"|usaili|kuanza\s+kazi)\b[^.!?\n]{0,40}?\b(?:lipa|kulipa|malipo)\b",
    payee=r"\bkwa\s+(?:wakala|ajenti|dalali)\b|\bakaunti\s+ya\s+(?:wakala|binafsi|ajenti)\b",
    covered=r"\b(?:kampuni|mwajiri)\s+(?:\w+\s+)?(?:italipa|inalipa|italipia|inalipia|itagharamia"
    r"|inagharamia)\b|\b(?:italipwa|inalipwa|hulipwa|italipiwa|itagharamiwa)\s+na\s+(?:kampuni"
    r"|mwajiri)\b|\bbure\b|\bbila\s+malipo\b|\bhakuna\s+ada\b",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue("effort", 0.7, r"\bukiwa\s+nyumbani\b|\bkwa\s+simu\s+yako\b"),
        cue("effort", 0.5, r"\bbila\s+uzoefu\b|\bhakuna\s+uzoefu\b"),
        cue("channel", 0.6, r"\b(?:kupitia|kwa|tuma\s+ujumbe\s+kwa)\s+(?:WhatsApp|Telegram)\b"),
        cue("urgency", 0.7, r"\bnafasi\s+(?:ni\s+)?chache\b|\bleo\s+tu\b"),
        cue("urgency", 0.4, r"\bharaka\b"),
        cue("identity", 1.0, r"\bnambari\s+ya\s+(?:akaunti|kitambulisho)\b|\bnamba\s+ya\s+siri\b"),
        cue("identity", 0.8, r"\b(?:picha|nakala)\s+ya\s+(?:kitambulisho|pasipoti)\b"),
    ),
)
