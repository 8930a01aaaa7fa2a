"""Azerbaijani job-scam cues: pay per day in AZN, a phone at home, registration fees, referrals."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable

_UNITS = (
    r"\bgün(?:də|ə|lük)?\b|\bhəftə(?:də|lik)\b"
    r"|\b(?:hər\s+)?(?:tapşırıq|sifariş|dost|üzv|bəyənmə)\w*\s+üçün\b"
)
_HOURS = r"\bsaat(?:lıq|da|ı)\b"
_PAY = (
    r"\bqazan(?:ın|maq|acaqsınız|a\s+bilərsiniz|c)\w*|\bkomissiya\w*"
    r"|\b(?:passiv|əlavə)\s+gəlir\w*"
)
_APPLIED = r"\bmüraciət(?:iniz|inizi|inizə|inizlə|inizin)\b|\bmüraciət\s+etdiyiniz\w*"

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"\btelefon(?:unuz)?la\b|\btelefon\w*\s+(?:ilə|vasitəsilə)\b|\bevdən\s+işlə\w*"
            r"|\bboş\s+vaxt\w*|\b(?:çox\s+)?(?:sadə|asan)\s+iş\w*|\bbir\s+neçə\s+dəqiqə\w*",
        ),
        cue(
            "effort",
            0.5,
            r"\btəcrübə\w*\s+(?:lazım\s+deyil|tələb\s+olunmur)|\btəcrübəsiz\b|\bpassiv\s+gəlir\w*",
        ),
        cue(
            "form",
            0.8,
            r"\breferal\w*|\b(?:dostlar\w*|yeni\s+üzv\w*)\s+(?:\w+\s+)?(?:dəvət\s+ed|gətir)\w*"
            r"|\b\d+\s+nəfər\s+gətir\w*",
        ),
        cue(
            "channel", 0.6, r"\b(?:whatsapp|telegram)\w*\s+(?:\w+\s+)?(?:yaz\w*|əlaqə\w*|mesaj\w*)"
        ),
        cue("urgency", 0.7, r"\bməhdud\s+(?:sayda|yer)\w*|\bilk\s+\d+\s+nəfər\w*|\btələsin\b"),
        cue(
            "pay_first",
            1.0,
            r"\b(?:qeydiyyat|təlim|aktivləşdirmə|üzvlük|giriş)\w*\s+(?:haqqı\w*"
            r"|üçün\b[^.!?\n]{0,30}?\bödəniş\w*)",
        ),
        cue("identity", 1.0, r"\bşəxsiyyət\s+vəsiqə\w*|\bFİN\s+kod\w*|\bbank\s+kart\w*"),
        cue("unsolicited", 0.7, r"\bseçildiniz\b|\bCV\w*\s+(?:təsdiqləndi|seçildi)\b"),
    ),
)
