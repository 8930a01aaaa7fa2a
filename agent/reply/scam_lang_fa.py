"""Persian job-scam cues: a file and visa fee deposited before the interview, daily income.

Persian joins some words with a zero-width non-joiner ("می‌دم"), which is no word character,
so these patterns use no \\b and allow an optional space or ZWNJ inside compound words.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_J = "[\\s\u200c]?"  # a space, a zero-width non-joiner or nothing inside a compound word
_UNITS = r"روزانه|در\s+روز|هر\s+روز|هفتگی|به\s+ازای\s+هر"
_HOURS = r"ساعتی|در\s+ساعت"
_PAY = rf"درآمد|کسب{_J}درآمد|پورسانت|کمیسیون"
_APPLIED = r"درخواست\s+(?:همکاری\s+)?شما|شما\s+(?:\S+\s+){0,3}?درخواست\s+داده"
_FEES = AdvanceFee(
    fee=rf"هزینه(?:{_J}ی)?\s+(?:تشکیل\s+پرونده|ثبت{_J}نام|ویزا|پرونده|آموزش|فعال{_J}سازی|اعزام"
    rf"|کاریابی|خدمات|پذیرش|عضویت)|حق\s+(?:ثبت{_J}نام|عضویت|الزحمه)|ودیعه|پیش{_J}پرداخت|بیعانه",
    ahead=r"(?:قبل|پیش)\s+از\s+(?:مصاحبه|اعزام|سفر|شروع|استخدام)[^.!?؟\n]{0,40}?(?:واریز|پرداخت)"
    r"|(?:واریز|پرداخت)[^.!?؟\n]{0,40}?(?:قبل|پیش)\s+از\s+(?:مصاحبه|اعزام|سفر|شروع|استخدام)"
    r"|باید\s+(?:\S+\s+){0,3}?واریز",
    payee=r"حساب\s+(?:شخصی|آقای|خانم|نماینده|کارگزار)",
    covered=rf"(?:شرکت|کارفرما)\s+(?:\S+\s+){{0,3}}?(?:پرداخت\s+می|تقبل|تامین|تأمین|می{_J}پردازد)"
    r"|(?:توسط|به\s+عهده(?:\s+ی)?)\s+(?:شرکت|کارفرما)|رایگان|بدون\s+هزینه|هیچ\s+هزینه",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue(
            "effort", 0.7, rf"از\s+(?:خانه|منزل)|با\s+(?:گوشی|موبایل)|وقت\s+آزاد|کار{_J}در{_J}منزل"
        ),
        cue("effort", 0.5, r"بدون\s+(?:نیاز\s+به\s+)?(?:سابقه|تجربه)"),
        cue("effort", 0.3, r"دورکاری|پاره\s*وقت"),
        cue("channel", 0.6, rf"(?:در|به|از\s+طریق)\s+(?:تلگرام|واتساپ|واتس{_J}اپ|ایتا|روبیکا)"),
        cue("urgency", 0.7, r"ظرفیت\s+محدود|فقط\s+امروز"),
        cue("urgency", 0.4, r"فوری"),
        cue("identity", 1.0, r"رمز\s+دوم|شماره\s+(?:حساب|شبا)|کد\s+ملی"),
        cue("identity", 0.8, r"(?:عکس|تصویر|کپی)\s+(?:\S+\s+)?(?:کارت\s+ملی|پاسپورت|گذرنامه)"),
        # an activation sum to be paid onto a card number
        cue(
            "pay_first",
            1.0,
            r"(?:لازم\s+است|باید)\s+مبلغ[^.!?\n]{0,60}?(?:به\s+شماره\s+کارت|واریز)",
        ),
    ),
)
