"""Scam cues that read alike in every language: sums in any currency, chat links, phone numbers."""

from __future__ import annotations

from typing import NamedTuple

from agent.reply.scam_base import Cue, cue, cue_unless

# The Dutch citizen service number, not the nursing degree ("finishing your BSN", "BSN-prepared").
BSN_NUMBER = (
    r"(?<!finishing\syour\s)(?<!completing\syour\s)(?<!earned\syour\s)(?<!earning\syour\s)"
    r"(?<!finish\syour\s)(?<!complete\syour\s)(?-i:\bBSN\b)(?![\s-]*(?:program\w*|degree|student"
    r"|nurs\w*|grad\w*|prepared|RN|required|preferred|or\s+(?:ADN|MSN|higher))\b)"
)
# A figure in any local form: "1.000,00", "1 000", "300000", "6.000", with "mil"/"k"/"tys." after.
FIGURE = (
    r"\d[\d.,]*(?:\s\d{3}\b)*(?:\s?(?:k|mil|mille|tys\.?|ribu|rb|juta|jt|lakhs?|crores?|ezer|mii"
    # thousands, lakhs and millions in Hungarian, Czech, Persian, Urdu, Bengali and Thai
    r"|tis\.?|tisíc|هزار|میلیون|ہزار|لاکھ|হাজার|লাখ|พัน|หมื่น|แสน|ล้าน)\b)?"
)
_SYMBOL = (
    r"(?:R\$|US\$|[$€£₹¥₦₱₩₺₽₴฿₫৳]|\b(?:Rp\.?|zł|S/\.?|Ksh\.?|KES|Tk\.?"
    r"|(?:EUR|BRL|MXN|ARS|COP|CLP|PEN|CHF|PLN|IDR|USD|INR|RMB|CNY|AZN|USDT)\b))"
)
_WORD = (
    r"(?:€|zł|(?:euros?|eur|pesos?|reais|real|soles|d[oó]lares|dollari|dollars?|złotych|zlotych"
    r"|złote|zloty|rupias?|rupiah|francs?|franken|chf|usd|brl|mxn|pln|idr|inr|rupees?|liras?|tl"
    r"|azn|manat|usdt|rmb|cny|rs|rupaye|vn[dđ]|đồng|đ|triệu|tr|nghìn|ngàn"
    r"|(?:тыс\.?\s?|тис\.?\s?)?(?:рубл\w*|руб|грн|гривень|гривн\w*|гривен\w*)"
    r"|ريال\w*|درهم|دراهم|دولار\w*|جنيه\w*|دينار\w*"
    # the toman, the Pakistani rupee, the taka, the baht, the leu, the forint, the koruna and
    # the shilling
    r"|تومان|روپے|روپیہ|روپیے|টাকা|บาท|lei|(?-i:RON|Ft)|forint\w*|kč|korun\w*|ksh|kes|shilingi|tsh)\b"
    # Chinese, Japanese, Korean and Hindi units need no word boundary: "一单8块", "10万元",
    # "日給1万円", "일당 10만원", "500 रुपये"
    r"|[万萬]?(?:元|块|塊|人民币|人民幣|円)|(?:만|천)?\s?원(?!하|래|칙|인|리)|रुप(?:ये|ए|या)|रूपये"
    # "500k/ngày": a Vietnamese thousands "k" before a per-day unit
    r"|(?<=\dk)(?=\s?/\s?(?:ngày|tuần|giờ|h|đơn|nhiệm|lượt)))"
)
# Before a figure: no digit, and no letter unless it is a CJK character ("日薪300元").
_BEFORE = r"(?<![\d.,])(?:\b|(?<=[\u3000-\u9fff\uff00-\uffef\uac00-\ud7a3]))"
# An amount of money in any currency form, in front of or behind the figure.
MONEY_ANY = (
    rf"(?:{_SYMBOL}\s?\d[\d.,]*(?:\s?(?:k|mil|tys\.?|ribu|rb|juta|jt)\b)?"
    rf"|{_BEFORE}{FIGURE}\s?{_WORD})"
)


# The currencies of the languages read only by the scam tables (Nordic crowns, the shekel, the
# lev, the dinar, the ringgit, the Nepali rupee, the birr, the dirham), kept apart from MONEY_ANY,
# which the other risk categories share: "380 kr/tim", "300-800 ₪ ליום", "५ लाख रुपैयाँ".
_MORE_FIGURE = r"\d[\d.,]*(?:\s\d{3}\b)*(?:\s?(?:k|लाख|हजार|करोड)\b)?"
_MORE_MONEY = (
    r"(?:(?:₪|\b(?-i:RM|SEK|NOK|DKK|ILS|BGN|RSD|MYR|NPR|ETB)\b)\s?\d[\d.,]*"
    rf"|{_BEFORE}{_MORE_FIGURE}\s?(?:₪|(?:kr|kronor|kroner|(?-i:SEK|NOK|DKK)|ש\"ח|ש״ח|שקל\w*|лв|лева"
    r"|динара|dinara|ringgit|ብር|birr|ድርሃም)\b|रुपैयाँ|रुपैयां|ரூபாய்))"
)
SCAM_MONEY = rf"(?:{MONEY_ANY}|{_MORE_MONEY})"


class LangTable(NamedTuple):
    """One language's scam words: period and task units, hour units, pay verbs, family cues."""

    units: str  # a period or piece of work that pay is quoted against ("al día", "pro Aufgabe")
    hours: str  # an hourly unit: real contracts quote it too, so it weighs less
    pay: str  # earning words ("ganar", "verdienen")
    applied: str  # "your application": the reader did apply, so being selected is not unsolicited
    cues: tuple[Cue, ...]


def money_cues(units: str, hours: str, pay: str) -> tuple[Cue, ...]:
    """Return the money cues: an amount beside a period, task or hour unit, or beside earning."""
    return (
        cue("money", 0.8, rf"{SCAM_MONEY}[^.!?\n\d]{{0,12}}?(?:{units})"),
        # the unit first, then the sum or a range of sums: "Salário diário: 500-1500 reais"
        cue("money", 0.8, rf"(?:{units})[^.!?\n]{{0,24}}?{SCAM_MONEY}"),
        cue("money", 0.4, rf"{SCAM_MONEY}[^.!?\n\d]{{0,12}}?(?:{hours})"),
        cue("money", 0.7, rf"(?:{pay})[^.!?\n]{{0,50}}?{SCAM_MONEY}"),
        cue("money", 0.7, rf"{SCAM_MONEY}[^.!?\n]{{0,40}}?(?:{pay})"),
        cue("money", 0.4, rf"(?:{pay})"),
    )


class AdvanceFee(NamedTuple):
    """One language's words for an advance-fee job scam, each a regex ("" when it has none)."""

    fee: str  # a fee for a hiring step: registration, visa, placement, a security deposit
    ahead: str  # paying before the interview, departure or joining letter, or in advance
    payee: str  # the fee goes to an agent or a person's own account, not to a company
    covered: str  # the employer pays it, or it is free: then no sentence of it is a sign
    end: str = ""  # the language's own clause break, if it writes no full stops (Thai: a space)


def advance_fee_cues(words: AdvanceFee) -> tuple[Cue, ...]:
    """Return the cues of an advance-fee scam: the candidate pays, before, to a person."""
    kinds = (
        ("pay_first", 1.0, words.fee),
        ("pay_first", 0.8, words.ahead),
        ("form", 0.7, words.payee),
    )
    return tuple(
        cue_unless(family, strength, pattern, words.covered, words.end)
        for family, strength, pattern in kinds
        if pattern
    )


# Contact moved off the platform: chat links, a bare international number, a Telegram handle.
COMMON_CUES: tuple[Cue, ...] = (
    cue(
        "channel",
        0.7,
        r"\b(?:api\.whatsapp\.com|wa\.link|wa\.me|whatsapp\.com/send|telegram\.me)\b",
    ),
    cue("channel", 0.4, r"(?<![\w+])\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}\b"),
    cue("channel", 0.4, r"(?<![\w.@])@[A-Za-z][A-Za-z0-9_]{4,31}\b(?!\.[a-z])"),
    # a card's security code asked for: no employer, payroll or job board ever needs it
    cue(
        "credentials",
        0.8,
        r"\b(?:your|send|enter|provide|type|confirm|share|ваш\w*|введи\w*|введі\w*|укаж\w*|вкаж\w*"
        r"|підтверд\w*|подтверд\w*|надішл\w*|пришли\w*|digite|introduz\w*|introduce|indique|inserisci"
        r"|eingeben|geben\s+Sie|saisi\w*|indiquez|wpisz|podaj|girin|أدخل|ارسل|أرسل|הזן|שלח)\b"
        r"[^.!?\n]{0,60}?\b(?:CVV2?|CVC2?)\b",
    ),
)


class PassOn(NamedTuple):
    """One language's words for money that only passes through the reader (a mule, a cheque)."""

    take: str  # money that reaches the reader: customers' payments into their own account, a
    # cheque sent to them, a sum credited "by mistake"
    onward: str  # it goes on: forwarded, the rest or the difference, to a supplier, gift cards
    agent: str = ""  # the job's name for it: a "payment agent", a "financial agent"


def pass_on_cues(words: PassOn) -> tuple[Cue, ...]:
    """Return the cues of money routed through the reader: it arrives, then it is sent on."""
    cues = [cue("through_you", 1.0, rf"(?:{words.take})[\s\S]{{0,250}}?(?:{words.onward})")]
    if words.agent:
        cues.append(cue("through_you", 0.7, words.agent))
    return tuple(cues)


class Unlock(NamedTuple):
    """One language's words for a deposit that opens an account or tasks, "paid back" later."""

    unlock: str  # activating an account, unlocking tasks or a level
    pay: str  # the reader pays in: pay, deposit, top up, transfer
    back: str  # the sum returns with the first payout or with a commission


def unlock_cues(words: Unlock) -> tuple[Cue, ...]:
    """Return the cues of a task scam's deposit: pay in to unlock work, get it "back" later."""
    return (
        cue(
            "pay_first",
            0.9,
            rf"(?:{words.unlock})[^.!?\n]{{0,60}}?(?:{words.pay})"
            rf"|(?:{words.pay})[^.!?\n]{{0,60}}?(?:{words.unlock})",
        ),
        cue("pay_first", 0.6, words.back),
    )


# A state e-ID or a bank's own login: an employer's mail has no reason to ask for either.
EID = (
    r"(?:\b(?:Mobilt\s+)?BankID\b|\bBank\s?ID\b|\bMitID\b|\bNemID\b|\bSmart-?ID\b|\bMobiil-?ID\b"
    r"|\bMobile-?ID\b|\bitsme\b|\bMaybank2u\b|\bCIMB\s?Clicks\b|\bFranceConnect\b|\bDigiD\b"
    r"|\bSuomi\.fi\b|\beParaksts\b|\bTaxisnet\b|\bBLIK(?:iem|u)?\b|\bDiia\b|\bДі[яї]\b|\bГосуслуг\w*)"
)


def login_cue(login: str, bank: str) -> Cue:
    """Return the cue of a login with an e-ID or a bank's credentials, asked in a job message."""
    sign = rf"(?:{EID}|{bank})"
    return cue(
        "credentials",
        0.6,
        rf"(?:{login})[^.!?\n]{{0,40}}?{sign}|{sign}[^.!?\n]{{0,30}}?(?:{login})",
    )


class Proxy(NamedTuple):
    """One language's words for a job held in the reader's name while others do the work."""

    in_your_name: str  # a job, an account or the interviews "in your name"
    share: str  # the reader keeps a share of the pay for doing nothing


def proxy_cues(words: Proxy) -> tuple[Cue, ...]:
    """Return the cues of proxy work: a job in your name, a share of its salary for you."""
    return (cue("identity", 0.8, words.in_your_name), cue("through_you", 0.7, words.share))
