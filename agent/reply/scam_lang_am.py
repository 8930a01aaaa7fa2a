"""Amharic job-scam cues: visa and ticket fees paid in advance for work in the Gulf, easy pay.

Ethiopic writes its own word and sentence marks ("፣", "።"), so the fee cues take "።" as a
clause's end; the birr ("ብር") and the dirham ("ድርሃም") are read as money in scam_lang_common.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = r"(?<!ሰዓት\s)በቀን\b|ለእያንዳንዱ\s+(?:ስራ|ተግባር|ላይክ|ቪዲዮ)"
_HOURS = r"በሰዓት\b"
_PAY = r"ተጨማሪ\s+ገቢ|ገቢ\s+ያግኙ"
_APPLIED = r"ማመልከቻ(?:ዎ|ዎን)\b|ስላመለከቱ"
_FEES = AdvanceFee(
    fee=r"(?:የቪዛ\S*|የትኬት|የምዝገባ|የማመልከቻ|የህክምና|የሕክምና|የሂደት|የአገልግሎት|የኤጀንሲ)\s+(?:\S+\s+)?ክፍያ",
    ahead=r"በቅድሚያ\s+(?:\S+\s+)?(?:ይከፈላል|ይክፈሉ|መክፈል|ይከፍላሉ)|ቅድመ\s+ክፍያ",
    payee=r"(?:የኤጀንቱ|የደላላው|የወኪሉ)\s+(?:የግል\s+)?(?:አካውንት|ሂሳብ)",
    covered=r"በነፃ|ነፃ\b|በአሰሪው|በድርጅቱ\s+(?:ይሸፈናል|የሚሸፈን)|ክፍያ\s+የለውም",
    end="።",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue("effort", 0.7, r"ከቤት(?:ዎ)?\s+ሆነው|በስልክዎ|በትርፍ\s+ጊዜዎ"),
        cue("effort", 0.5, r"ልምድ\s+(?:አያስፈልግም|የማይጠይቅ)"),
        cue("channel", 0.6, r"በ(?:ቴሌግራም|ዋትስአፕ|ኢሞ)\s+(?:\S+\s+)?(?:ያናግሩ|ይደውሉ|ይላኩ|ያግኙ)"),
        cue("channel", 0.4, r"ቴሌግራም|ዋትስአፕ"),
        cue("urgency", 0.7, r"ቦታው\s+ውስን|ውስን\s+ቦታ|ዛሬውኑ"),
    ),
)
