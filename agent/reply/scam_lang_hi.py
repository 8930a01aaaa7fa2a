"""Hindi job-scam cues (Devanagari and romanised Hinglish): work from home, daily pay, fees.

Devanagari vowel signs are not word characters, so no Devanagari pattern uses \\b; a nukta may
come precomposed ("ज़" U+095B) or as a separate sign (U+093C), and patterns take both.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_Z = "(?:ज\u093c?|\u095b)"  # ज or ज़
_APPS = r"(?:व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|टेलीग्राम|whatsapp|telegram)"
_UNITS = (
    rf"रो{_Z}(?:ाना)?|प्रति\s?दिन|हर\s+दिन|एक\s+दिन\s+में|प्रति\s+(?:टास्क|काम|ऑर्डर|लाइक|वीडियो)"
    r"|हर\s+(?:टास्क|लाइक|वीडियो)|\b(?:roz|rozana|roj|per\s+din|har\s+din|pratidin)\b"
)
_HOURS = r"प्रति\s+घंट(?:ा|े)|\bper\s+ghanta\b"
_PAY = r"कमा(?:एं|एँ|ये|इए|ई|\s+सकते)|\bkama(?:ye|yen|yein|o|i|ne)\b"
_APPLIED = (
    r"आपके\s+आवेदन|आपका\s+आवेदन|आपने\s+(?:\S+\s+){0,4}?आवेदन"
    r"|\b(?:aapka|aapke|apka)\s+(?:application|aavedan)\b"
)

_FEES = AdvanceFee(
    fee=rf"(?:रजिस्ट्रेशन|पंजीकरण|ट्रेनिंग|प्रशिक्षण|सिक्योरिटी|एक्टिवेशन|जॉइनिंग|प्रोसेसिंग|वी{_Z}ा"
    r"|मेडिकल)\s+(?:फीस|शुल्क|चार्ज|राशि|मनी|डिपॉजिट)"
    # a sum to pay before the joining letter is issued
    r"|(?:जॉइनिंग|ज्वाइनिंग|नियुक्ति)\s+(?:लेटर|पत्र)\s+(?:\S+\s+){0,5}?(?:₹|रुपये|शुल्क|फीस|राशि)"
    r"|\b(?:fees?|charges?)\s+(?:dena|deni|bharna|bharni|lagega|lagegi)\b",
    ahead=r"(?:खाते|अकाउंट)\s+में\s+(?:\S+\s+){0,2}?जमा\s+(?:करें|करवाएं|कराएं|करना)"
    r"|पहले\s+(?:\S+\s+)?(?:जमा|भुगतान)\s+(?:करें|करना|करवाएं)|अग्रिम\s+(?:राशि|भुगतान)",
    payee=r"(?:एजेंट|व्यक्तिगत|निजी)\s+(?:के\s+)?(?:खाते|अकाउंट)",
    covered=r"(?:कंपनी|नियोक्ता)\s+(?:\S+\s+){0,3}?(?:देगी|भरेगी|वहन|उठाएगी|भुगतान\s+करेगी)|मुफ्त"
    r"|निःशुल्क|फ्री|\bfree\b|कोई\s+(?:\S+\s+)?(?:फीस|शुल्क)\s+नहीं",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"घर\s+बैठे|घर\s+से\s+काम|मोबाइल\s+से\s+(?:काम|कमा)|खाली\s+समय|आसान\s+काम"
            r"|\bghar\s+(?:baithe|se\s+kaam)\b|\bmobile\s+se\s+(?:kaam|kamaye|kamao)\b",
        ),
        cue(
            "effort",
            0.5,
            rf"अनुभव\s+की\s+(?:{_Z}रूरत|आवश्यकता)\s+नहीं|बिना\s+(?:किसी\s+)?अनुभव|कोई\s+अनुभव\s+नहीं"
            r"|\b(?:experience|anubhav)\s+ki\s+(?:zarurat|jarurat|zaroorat)\s+nahi\b",
        ),
        cue(
            "form",
            0.8,
            r"(?:लाइक|फॉलो|रिव्यू)[^\n]{0,80}?स्क्रीनशॉट|\b(?:like|follow)\s+kar\w*[^\n]{0,60}?\bscreenshot",
        ),
        cue(
            "channel",
            0.6,
            rf"{_APPS}\s+(?:पर|के\s+(?:ज़|ज़|ज)रिए)\s*(?:\S+\s+){{0,2}}?(?:संपर्क|मैसेज|मेसेज|बात)"
            r"|\b(?:whatsapp|telegram)\s+(?:pe|par)\s+(?:msg|message|contact|sampark|baat)\w*",
        ),
        cue("channel", 0.4, r"व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|टेलीग्राम"),
        cue("no_vetting", 0.7, r"बिना\s+(?:किसी\s+)?(?:परीक्षा|इंटरव्यू|साक्षात्कार)"),
        cue("urgency", 0.7, r"सीमित\s+(?:सीटें|सीट|जगह)|सिर्फ\s+\d+\s+(?:सीटें|लोग)|जल्दी\s+करें"),
        *advance_fee_cues(_FEES),
        cue(
            "identity",
            1.0,
            r"ओटीपी|यूपीआई\s+पिन|\bUPI\s+PIN\b|\bOTP\s+(?:bhej|batao|share\s+kar)\w*",
        ),
        cue(
            "identity",
            0.6,
            r"आधार\s*(?:कार्ड|नंबर)|पैन\s*(?:कार्ड|नंबर)|बैंक\s+(?:खाता|अकाउंट)\s+(?:नंबर|संख्या)",
        ),
        cue(
            "unsolicited",
            0.7,
            r"आपका\s+चयन\s+(?:\S+\s+){0,8}?(?:हो\s+गया|किया\s+गया)|आपको\s+चुना\s+गया|\bapka\s+selection\s+ho\s+gaya\b",
        ),
        cue("unsolicited", 0.6, r"क्या\s+आप\s+(?:नौकरी|काम)\s+(?:ढूंढ|ढूँढ|तलाश)"),
        cue("trivial", 0.4, r"18\s+(?:साल|वर्ष)\s+से\s+(?:ऊपर|अधिक)"),
    ),
)
