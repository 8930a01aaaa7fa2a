"""Nepali job-scam cues: visa fees paid in advance to manpower agents, daily pay, easy work.

Devanagari vowel signs are not word characters, so no pattern uses \\b. Nepali shares the
script with Hindi but not its words: "अग्रिम बुझाउनु" (pay in advance), "तलब" (salary).
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    Unlock,
    advance_fee_cues,
    unlock_cues,
)

_UNITS = r"(?<!घण्टा\s)(?:दैनिक|प्रति\s*दिन|दिनको)|प्रति\s+(?:टास्क|काम|लाइक|अर्डर|भिडियो)"
_HOURS = r"प्रति\s+घण्टा|घण्टाको"
_PAY = r"कमाउनुहोस्|कमाउन\s+सकिन्छ|कमाई|आम्दानी"
_APPLIED = r"तपाईंको\s+(?:निवेदन|आवेदन)|निवेदनका\s+लागि\s+धन्यवाद"
_FEES = AdvanceFee(
    fee=r"(?:भिसा|प्रक्रिया|दर्ता|तालिम|सेवा|मेडिकल|कागजात|म्यानपावर)\s*(?:शुल्क|दस्तुर|चार्ज|फि)",
    ahead=r"अग्रिम\s+(?:\S+\s+){0,2}?(?:बुझाउ|तिर|भुक्तानी|जम्मा)|पहिले\s+नै\s+(?:\S+\s+)?(?:तिर|बुझाउ)"
    # the rest after the flight or the visa: a job sold in instalments
    r"|बाँकी\s+(?:रकम\s+)?(?:उडान|भिसा|टिकट|लेबर)\S*\s*पछि",
    payee=r"(?:एजेन्ट|दलाल)\S*\s+(?:\S+\s+)?(?:खाता|खातामा)",
    covered=r"निःशुल्क|नि:शुल्क|फ्री|कम्पनीले\s+(?:\S+\s+)?(?:तिर्ने|व्यहोर्ने|बेहोर्ने)|शुल्क\s+लाग्दैन",
)
_UNLOCK = Unlock(
    unlock=r"(?:खाता|टास्क|काम)\S*\s+(?:\S+\s+)?(?:सक्रिय|अनलक|खोल्न)",
    pay=r"(?:जम्मा|रिचार्ज|डिपोजिट)",
    back=r"(?:फिर्ता)\s+(?:\S+\s+)?(?:गरिन्छ|हुन्छ|पाउनुहुन्छ)",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        *unlock_cues(_UNLOCK),
        cue("effort", 0.7, r"घरबाट|घरमै\s+बसेर|मोबाइलबाट|खाली\s+समयमा|सजिलो\s+काम"),
        cue("effort", 0.5, r"अनुभव\s+(?:नचाहिने|आवश्यक\s+छैन|चाहिँदैन)|बिना\s+अनुभव"),
        cue("channel", 0.4, r"भाइबर|ह्वाट्सएप|टेलिग्राम|इमो"),
        cue("urgency", 0.7, r"सीमित\s+(?:सिट|कोटा|स्थान)|छिटो\s+गर्नुहोस्"),
        cue("form", 0.6, r"भिसा\s+(?:ग्यारेन्टी|पक्का)|(?:भाषा\s+)?परीक्षा\s+नचाहिने"),
    ),
)
