"""Turkish job-scam cues: pay per day or task, a phone and spare time, screenshots of likes."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable

_UNITS = (
    r"\b(?:günlük|haftalık|günde|haftada)\b"
    r"|\b(?:görev|beğeni|video|yorum|sipariş)\s+başına\b|\bher\s+(?:görev|beğeni|video)\s+için\b"
)
_HOURS = r"\b(?:saatlik|saatte|saat\s+başı)\b"
_PAY = r"\b(?:kazan(?:abilir|ırsınız|acaksınız|ç)\w*|ödeyeceğiz|komisyon\w*|ek\s+gelir\w*)"
_APPLIED = r"\bbaşvuru(?:nuz|nuzu|nuzla|nuzun)\b|\bbaşvurdu(?:nuz|ğunuz)\w*"

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"\bcep\s+telefonu?\w*\s+(?:aracılığıyla|ile|üzerinden)\b|\bevden\s+çalış\w*"
            r"|\bboş\s+zaman\w*|\b(?:işimiz|işiniz|görev\w*)\s+(?:çok\s+)?(?:basit|kolay)\w*"
            r"|\bbirkaç\s+dakika\w*",
        ),
        cue("effort", 0.5, r"\bdeneyim\w*\s+(?:gerek(?:mez|miyor|li\s+değil))\b|\bdeneyimsiz\b"),
        cue("effort", 0.3, r"\byarı\s+zamanlı\b"),
        cue(
            "form",
            0.8,
            r"\b(?:abone\s+ol\w*|beğen\w*|takip\s+et\w*)\b[^\n]{0,160}?\bekran\s+görüntü\w*",
        ),
        cue("channel", 0.6, r"\b(?:whatsapp|telegram)\w*\s+(?:\w+\s+)?(?:yaz\w*|ulaş\w*|mesaj\w*)"),
        cue("urgency", 0.7, r"\bsınırlı\s+(?:kontenjan|sayıda|yer)\w*|\bilk\s+\d+\s+kişi\w*"),
        cue(
            "pay_first",
            1.0,
            r"\b(?:kayıt|eğitim|aktivasyon|başvuru|üyelik)\s+(?:ücreti|bedeli)\w*",
        ),
        cue("identity", 1.0, r"\bTC\s+kimlik\s+(?:no|numara)\w*|\bdoğum\s+tarih\w*"),
        cue(
            "unsolicited",
            0.7,
            r"\bseçildiniz\b|\b(?:cv|özgeçmiş)\w*\s+(?:onaylandı|seçildi)\b",
        ),
        cue("unsolicited", 0.6, r"\biş\s+arıyor\s+musunuz\b"),
        cue("trivial", 0.4, r"\b\d{2}\s+yaş\w*\s+(?:üstü|ve\s+üzeri)\b"),
    ),
)
