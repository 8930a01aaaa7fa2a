"""Urdu job-scam cues: visa and ticket money deposited in an agent's account, daily pay.

Urdu's sentence stop is "۔" (U+06D4); the patterns use no \\b, as in the other
Arabic-script tables.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_SUM = r"(?:روپے|روپیہ|ہزار|لاکھ|رقم|پیسے)"
_UNITS = r"روزانہ|یومیہ|فی\s+دن|ہر\s+روز|فی\s+(?:ٹاسک|کام|آرڈر)"
_HOURS = r"فی\s+گھنٹہ"
_PAY = r"کمائیں|کمائی|آمدنی|کمیشن"
_APPLIED = r"آپ\s+کی\s+درخواست|آپ\s+نے\s+(?:\S+\s+){0,3}?درخواست"
_FEES = AdvanceFee(
    fee=r"(?:رجسٹریشن|پروسیسنگ|ویزا|میڈیکل|ٹریننگ|پروٹیکٹر|سیکیورٹی|ایجنٹ)\s+(?:کی\s+)?"
    r"(?:فیس|چارجز|خرچہ|اخراجات)"
    rf"|(?:ویزا|ٹکٹ|میڈیکل|پروٹیکٹر)\s+(?:اور\s+\S+\s+)?کے\s+لیے\s+[^.۔\n]{{0,30}}?{_SUM}",
    ahead=rf"{_SUM}\s+(?:\S+\s+){{0,5}}?(?:جمع|ادا)\s+(?:کروائیں|کرائیں|کریں|کرنا)|پیشگی|ایڈوانس",
    payee=r"(?:ایجنٹ|ذاتی|میرے|نمائندے)\s+(?:کے\s+)?(?:اکاؤنٹ|کھاتے)",
    covered=r"(?:کمپنی|آجر)\s+(?:\S+\s+){0,6}?(?:ادا\s+کرے|برداشت|فراہم)|مفت|فری|کوئی\s+فیس\s+نہیں",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue("effort", 0.7, r"گھر\s+بیٹھے|موبائل\s+سے\s+(?:کام|کمائیں)|فارغ\s+وقت"),
        cue("effort", 0.5, r"تجربے\s+کی\s+(?:کوئی\s+)?ضرورت\s+نہیں|بغیر\s+تجربے"),
        cue("channel", 0.6, r"(?:واٹس\s*ایپ|ٹیلی\s*گرام)\s+(?:پر|کے\s+ذریعے)"),
        cue("urgency", 0.7, r"محدود\s+(?:سیٹیں|نشستیں)|جلدی\s+کریں"),
        cue("urgency", 0.4, r"فوری"),
        cue("identity", 1.0, r"بینک\s+(?:اکاؤنٹ|کھاتہ)\s+نمبر|او\s*ٹی\s*پی"),
        cue("identity", 0.6, r"شناختی\s+کارڈ"),
    ),
)
