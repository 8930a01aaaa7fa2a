"""Estonian job-scam cues: fees and deposits, mule payments, Smart-ID logins, tasks from home.

Estonian adds case endings to a stem ("kontole", "tasu", "ettemaksu"), so patterns name the
stem and let \\w* take the ending.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    PassOn,
    Unlock,
    advance_fee_cues,
    login_cue,
    pass_on_cues,
    unlock_cues,
)

_APPS = r"(?:WhatsApp|Telegram|Signal|Viber|Messenger)\w*"
_PAY_APPS = r"(?:Revolut|Western\s+Union|MoneyGram|krüpto\w*|Bitcoin\w*|USDT)"
# Days and tasks, not weeks ("1 päev nädalas" is a hybrid week); not after hours ("8 tundi päevas").
_UNITS = (
    r"(?<!tundi\s)(?<!tunni\s)\bpäevas\b|\bpäevaga\b|\bööpäevas\b|\b/\s*päev\b"
    r"|\b(?:iga|ühe)\s+(?:ülesande|arvustuse|tellimuse|like'i|video|klikki)\s+(?:eest|kohta)\b"
)
_HOURS = r"\btunnis\b|\btunni\s+eest\b|\btunnitasu\w*"
_PAY = r"\bteeni(?:d|da|ge|te|vad)\b|\blisatulu\w*|\blisaraha\w*|\bkomisjonitasu\w*"
_APPLIED = (
    r"\b(?:teie|sinu)\s+(?:avaldus\w*|kandideerimis\w*|kandidatuur\w*)|\baitäh\s+kandideerimast\b"
    r"|\bkandideeri(?:sid|site)\b"
)
_FEES = AdvanceFee(
    fee=r"\b(?:registreerimis|aktiveerimis|vahendus|töötlemis|koolitus|viisa|tööloa|haldus"
    r"|liitumis|vormiriietuse|tervisekontrolli)tasu\w*",
    ahead=r"\b(?:maks\w+|tasu\w+|kanna\w*)\s+(?:\S+\s+){0,3}?(?:ette|ettemaksu\w*|enne\s+"
    r"(?:intervjuud|ärasõitu|tööle\s+asumist))\b|\bettemaks\w*"
    r"|\b(?:maks\w+|tasu\w+|kanna\w*)\s+(?:\S+\s+){0,2}?(?:tagatisraha\w*|deposiit\w*)",
    payee=r"\b(?:agendi|vahendaja|koordinaatori|kontaktisiku|värbaja)\s+(?:isikliku\w*\s+)?"
    r"(?:kontole|kaardile|arvele)\b",
    covered=r"\btööandja\s+(?:\S+\s+)?(?:maksab|katab|tasub|hüvitab)\b|\btasuta\b|\bkulud\s+"
    r"(?:kaetakse|hüvitatakse)\b|\bhüvitatakse\b|\bme\s+(?:maksame|katame)\b"
    r"|\btööandja\s+(?:poolt|kulul)\b|\b(?:maksab|katab|tasub)\s+(?:\S+\s+)?tööandja\b"
    r"|\b(?:korter\w*|üür\w*|üüri\w*)\b",
)
_PASS_ON = PassOn(
    take=r"\b(?:võta\w*\s+vastu|saad|saate)\s+(?:\S+\s+){0,3}?(?:makse\w*|raha|ülekande\w*)\s+"
    rf"(?:\S+\s+){{0,3}}?(?:oma\s+)?(?:kontole|pangakontole|{_PAY_APPS})"
    r"|\btšek\w*|\b(?:kanti|kandsime|maksti|saadeti|saatsime)\s+(?:\S+\s+){0,3}?(?:ekslikult"
    r"|kogemata|liiga\s+palju)\b",
    onward=r"\b(?:kanna|saada|suuna|maksa)\w*\s+(?:\S+\s+){0,3}?edasi\b|\bülejäänu\w*|\bvahe(?:summa)?\b|\bkinkekaar\w*|\btarnija\w*",
    agent=r"\bmakseagent\w*|\bfinantsagent\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktiveeri\w*|avada\s+ülesand\w*|ava\s+(?:\S+\s+)?(?:ülesand\w*|tase\w*))",
    pay=r"\b(?:sissemaks\w*|deposiit\w*|kanna\w*\s+(?:\S+\s+){0,2}?sisse|lae\w*\s+(?:\S+\s+)?saldo\w*)",
    back=r"\b(?:tagastatakse|makstakse\s+tagasi|saad\s+tagasi)\b[^.!?\n]{0,40}?"
    r"\b(?:esimes\w+|komisjon\w*|ülesand\w*|palga\w*)",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
        login_cue(
            r"\b(?:logi\w*\s+sisse|sisselogimi\w*|autendi\w*|kinnita\w*\s+(?:oma\s+)?isik\w*"
            r"|tuvasta\w*\s+end)",
            r"\bID-kaardi\w*|\bpangalingi\w*|\binternetipan\w*",
        ),
        cue(
            "effort",
            0.7,
            r"\btelefonist\b|\bvabal\s+ajal\b|\b(?:mõni|paar)\s+minuti\w*|\blihtsa\w*\s+ülesand\w*",
        ),
        cue("effort", 0.3, r"\bkodust\s+(?:töö\w*|teeni\w*)\b"),
        cue(
            "effort",
            0.5,
            r"\bkogemus\w*\s+(?:pole|ei\s+ole)\s+vaja\w*|\bkogemust\s+ei\s+nõuta\b|\bilma\s+kogemuseta\b",
        ),
        cue(
            "channel",
            0.6,
            rf"\b(?:kirjuta\w*|saada\s+sõnum|võta\w*\s+ühendust)\s+(?:\S+\s+){{0,2}}?{_APPS}",
        ),
        cue(
            "urgency",
            0.7,
            r"\bpiiratud\s+(?:arv\s+)?kohti\b|\bkohtade\s+arv\s+on\s+piiratud\b|\bainult\s+täna\b",
        ),
        cue("identity", 0.8, r"\bisikukood\w*|\bpangakonto\s+number\w*|\barveldusarve\w*"),
        cue("unsolicited", 0.7, r"\b(?:teid|sind)\s+on\s+(?:välja\s+)?valitud\b"),
    ),
)
