"""Polish job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

from __future__ import annotations

from agent.reply.scam_base import SMS, cue
from agent.reply.scam_lang_common import LangTable, PassOn, Unlock, pass_on_cues, unlock_cues

_UNITS = (
    r"(?:\bza|\bna|/)\s*(?:dzie[ńn]|tydzie[ńn]|zadanie|zlecenie|paczk[eę]|opini[eę]|like|film|klik)\b"
    r"|\bdziennie\b|\btygodniowo\b"
)
_HOURS = r"(?:\bza|\bna|/)\s*(?:godzin[eę]|godz\.?|h)\b"
_PAY = r"\b(?:zarabiaj|zarob(?:isz|i[ćc]|ek|ki)|dodatkowy\s+doch[óo]d|prowizj[aei])\b"
_APPLIED = r"\b(?:Twoj[aą]|Pana|Pani)\s+(?:aplikacj[aęi]|kandydatur[aęy])\b|\baplikowa[łl]\w*\b"

# A cheque, customers' money on the reader's account, or a sum paid "by mistake", sent on.
_PASS_ON = PassOn(
    take=r"\bczek(?:iem|u)?\s+(?:na|o\s+wartości)\s+(?:kwotę\s+)?\d"
    r"|\b(?:odbier\w*|otrzym\w*|przyjm\w*)\s+(?:\S+\s+){0,3}?(?:płatności|przelew\w*|pieniądz\w*|wpłat\w*)"
    r"\s+(?:\S+\s+){0,3}?na\s+(?:swoje|twoje|Twoje|własne|prywatne)\s+konto\b"
    r"|\b(?:przelal\w*|przelał\w*|wpłacil\w*|wysłal\w*)\s+(?:\S+\s+){0,3}?(?:przez\s+pomyłkę|za\s+dużo)\b",
    onward=r"\b(?:przeka|przesy|przelej|przelew|prześl)\w*\s+(?:\S+\s+){0,3}?(?:dalej|resztę|różnicę"
    r"|do\s+nas|naszemu\s+dostawcy|naszym\s+dostawcom)\b|\bresztę\b|\bkart\w*\s+podarunkow\w*"
    r"|\bdostawc\w*",
    agent=r"\bagent\w*\s+(?:ds\.\s+)?płatności\b|\bagent\w*\s+(?:ds\.\s+)?rozliczeń\b",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktywuj\w*|aktywacj\w*|odblokow\w*|odblokuj\w*)\s+(?:\S+\s+)?(?:kont\w*|zada\w*|poziom\w*)",
    pay=r"\b(?:wpła\w*|wpłać\w*|doładuj\w*|doładowa\w*|depozyt\w*)",
    back=r"\b(?:zwr[óo]c\w*|zwrot\w*|otrzymasz\s+z\s+powrotem)\b[^.!?\n]{0,40}?\b(?:pierwsz\w+"
    r"|prowizj\w*|zadani\w*|wypłat\w*)",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
        cue("effort", 0.7, r"\bz\s+(?:telefonu|domu|kanapy)\b"),
        cue("effort", 0.5, r"\bbez\s+(?:\w+\s+)?do[śs]wiadczenia\b"),
        cue(
            "effort",
            0.7,
            r"\b(?:proste|[łl]atwe)\s+(?:zadania|zlecenia|prace?)\b|\bwolnym\s+czasie\b"
            r"|\bkilka\s+minut\b|\b\d+\s*(?:minut|godzin[ey]?)\s+dziennie\b",
        ),
        cue(
            "effort",
            0.3,
            r"\b(?:praca\s+zdalna|elastyczne\s+godziny|dorywcz\w+|na\s+p[óo][łl]\s+etatu)\b",
        ),
        cue("channel", 0.5, rf"\b(?:napisz|napiszcie)\s+(?:do\s+)?(?:mnie|nas)\b|{SMS}"),
        cue(
            "urgency",
            0.7,
            r"\bograniczona\s+liczba\s+miejsc\b|\b(?:tylko|zosta[łl]o)\s+\d+\s+miejsc\b",
        ),
        cue(
            "urgency", 0.4, r"\bpilne\b|\bnatychmiast\b|\bjak\s+najszybciej\b|\bjeszcze\s+dzi[śs]\b"
        ),
        cue(
            "pay_first",
            1.0,
            r"\bop[łl]at[aęy]\s+(?:rejestracyjn\w+|wpisow\w+|aktywacyjn\w+|za\s+szkolenie)\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:wp[łl]a[ćc]|zap[łl]a[ćc]|przelej)\s+(?:\w+\s+)?(?:kaucj[eę]|op[łl]at[eę])\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:paczki|przelewy|pieni[ąa]dze|[śs]rodki)\b[^.!?\n]{0,60}?\b(?:przeka[żz]\w+|przesy[łl]\w+"
            r"|wy[śs]l\w+)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:numer\s+konta|dane\s+bankowe|pesel|dat[aęy]\s+urodzenia)\b",
        ),
        cue("identity", 0.8, r"\b(?:zdj[eę]cie|skan|kopi[aęi])\s+(?:dowodu|paszportu)\b"),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:Twoje|Pana|Pani)\s+(?:CV|profil)\s+(?:zosta[łl]o?\s+)?(?:zatwierdzon\w+|wybran\w+"
            r"|zaakceptowan\w+)\b|\bzosta[łl](?:a|e[śs]|a[śs])?\s+(?:wybran\w+|zakwalifikowan\w+)\b",
        ),
        cue("unsolicited", 0.6, r"\bszukasz\s+(?:pracy|dodatkowej\s+pracy)\b"),
        cue("unsolicited", 0.3, r"\bgratulacje\b"),
        cue("no_vetting", 0.7, r"\bbez\s+rozmowy\s+kwalifikacyjnej\b|\bbez\s+rekrutacji\b"),
        cue("trivial", 0.4, r"\bpe[łl]noletni\w*\b|\bukończone\s+\d{2}\s+lat\b"),
        cue(
            "trivial", 0.4, r"\b(?:posiadanie|masz)\s+(?:smartfona|telefonu|komputera|internetu)\b"
        ),
        # a medical or training fee paid by BLIK to "reserve" the job
        cue(
            "pay_first",
            1.0,
            r"\bwpła\w+\s+(?:\S+\s+){0,2}?przez\s+(?:link\s+)?BLIK\w*|\bBLIK\w*[^.!?\n]{0,60}?"
            r"zarezerw\w+\s+(?:\S+\s+){0,3}?miejsc\w*\s+pracy",
        ),
    ),
)
