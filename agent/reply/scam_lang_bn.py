"""Bengali job-scam cues: visa and processing costs paid in advance for a job abroad.

Bengali vowel signs are not word characters, so no pattern uses \\b; "য়" may come
precomposed (U+09DF) or as য with a nukta (U+09AF U+09BC), and patterns take both.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_Y = "(?:\u09df|\u09af\u09bc)"  # য়
_UNITS = r"প্রতিদিন|দৈনিক|প্রতি\s+(?:দিন|কাজে|টাস্ক|অর্ডার)"
_HOURS = r"প্রতি\s+ঘণ্টা"
_PAY = rf"আ{_Y}\s+করুন|ইনকাম|উপার্জন|কমিশন"
_APPLIED = r"আপনার\s+আবেদন"
_FEES = AdvanceFee(
    fee=r"(?:ভিসা|প্রসেসিং|রেজিস্ট্রেশন|নিবন্ধন|মেডিকেল|ট্রেনিং|প্রশিক্ষণ|সিকিউরিটি|এজেন্ট)"
    r"[^।.!?\n]{0,20}?(?:খরচ|ফি|চার্জ)|জামানত",
    ahead=r"অগ্রিম|(?:টাকা|ফি)\s+(?:\S+\s+){0,3}?(?:দিতে\s+হবে|জমা\s+দিন|পাঠান|পাঠাতে\s+হবে)"
    r"|আগে\s+(?:টাকা\s+)?(?:দিতে|জমা|পাঠাতে)",
    payee=r"(?:এজেন্ট|দালাল)(?:ের)?\s+(?:\S+\s+)?(?:অ্যাকাউন্ট|হিসাব|বিকাশ|নগদ)",
    covered=rf"(?:কোম্পানি|মালিক|নি{_Y}োগকর্তা)\s+(?:\S+\s+){{0,4}}?(?:বহন|দেবে|দিবে|প্রদান)"
    r"|ফ্রি|বিনামূল্যে|বিনা\s+খরচে|(?:ফি|খরচ)\s+লাগবে\s+না|কোনো\s+(?:ফি|খরচ)\s+নেই",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue("effort", 0.7, r"ঘরে\s+বসে|মোবাইল\s+দি(?:য়|য়)ে"),
        cue("effort", 0.5, rf"অভিজ্ঞতা\s+(?:লাগবে\s+না|ছাড়া|প্র{_Y}োজন\s+নেই)"),
        cue("channel", 0.6, r"(?:হো(?:য়|য়)াটসঅ্যাপ|টেলিগ্রাম|ইমো)(?:ে|তে)?\s+(?:যোগাযোগ|মেসেজ|নক)"),
        cue("urgency", 0.7, r"সীমিত\s+(?:আসন|সিট)|আজই\s+(?:যোগাযোগ|আবেদন)"),
        cue("urgency", 0.4, r"দ্রুত\s+যোগাযোগ"),
        cue("identity", 1.0, r"ব্যাংক\s+(?:অ্যাকাউন্ট|হিসাব)\s+নম্বর|ওটিপি"),
        cue("identity", 0.6, rf"জাতী{_Y}\s+পরিচ{_Y}পত্র|এনআইডি"),
    ),
)
