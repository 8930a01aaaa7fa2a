"""Turkish job-scam cues: pay per day or task, a phone and spare time, screenshots of likes."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    Unlock,
    advance_fee_cues,
    unlock_cues,
)

_UNITS = (
    r"\b(?:günlük|haftalık|günde|haftada)\b"
    r"|\b(?:görev|beğeni|video|yorum|sipariş)\s+başına\b|\bher\s+(?:görev|beğeni|video)\s+için\b"
)
_HOURS = r"\b(?:saatlik|saatte|saat\s+başı)\b"
_PAY = r"\b(?:kazan(?:abilir|ırsınız|acaksınız|ç)\w*|ödeyeceğiz|komisyon\w*|ek\s+gelir\w*)"
_APPLIED = r"\bbaşvuru(?:nuz|nuzu|nuzla|nuzun)\b|\bbaşvurdu(?:nuz|ğunuz)\w*"

# Visa, permit or file costs paid ahead ("ön ödeme") to an agent's account.
_FEES = AdvanceFee(
    fee=r"\b(?:vize|çalışma\s+izni|oturum\s+izni|dosya|aracılık|yerleştirme|sağlık\s+raporu|evrak)\s+"
    r"(?:\S+\s+){0,2}?(?:ücreti|bedeli|masrafı|masrafları|harcı)\b",
    ahead=r"\bön\s+ödeme\w*|\bpeşin\s+(?:ödeme|ücret)\w*|\b(?:yatır|öde|gönder)\w*\s+(?:\S+\s+){0,3}?"
    r"(?:önceden|peşin(?:en)?|gitmeden\s+önce|mülakattan\s+önce)\b",
    payee=r"\b(?:temsilci|aracı|koordinatör|danışman)\w*\s+(?:\S+\s+)?"
    r"(?:hesab\w*|IBAN\w*|kart\w*)|\bWestern\s+Union\b|\bPapara\w*",
    covered=r"\b(?:işveren|firma|şirket)\w*\s+(?:tarafından\s+)?(?:karşılan\w*|öden\w*|karşıla\w*)"
    r"|\bücretsiz\w*|\bbedava\b|\bmasrafsız\b|\b(?:hiçbir\s+)?ücret\s+(?:alınmaz|talep\s+edilmez"
    r"|alınmamaktadır)",
)
# Orders or tasks paid for by the reader, the sum "refunded" with a commission.
_UNLOCK = Unlock(
    unlock=r"\b(?:hesab\w*\s+(?:aktif|aktive)\w*|aktivasyon\w*|görev\w*\s+(?:kilidi\w*\s+)?aç\w*"
    r"|seviye\s+atla\w*)",
    pay=r"\b(?:yatır\w*|(?:bakiye|para)\s+yükle\w*|bakiye)",
    back=r"\b(?:ödediğiniz|yatırdığınız|ödediğin|yatırdığın)\s+(?:\S+\s+){0,2}?(?:tutar|para|miktar"
    r"|ücret)\w*\s+(?:\S+\s+){0,8}?(?:iade|geri\s+(?:öden|yatır|gönder))\w*",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        *unlock_cues(_UNLOCK),
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
