"""Lithuanian and Latvian job-scam cues: broker fees, cheques and mule payments, bank logins.

The two Baltic languages are related but spelled apart, so each alternation names the
Lithuanian form, then the Latvian one ("mokestis|maksa", "sąskait|kont").
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
_PAY_APPS = r"(?:Revolut|Paysera|Western\s+Union|MoneyGram|kripto\w*|Bitcoin\w*|USDT)"
# Days and tasks, not weeks (a hybrid week); not after hours ("8 valandas per dieną").
_NOT_HOURS = r"(?<!valandas\s)(?<!valandų\s)(?<!stundas\s)(?<!stundu\s)"
_UNITS = (
    rf"{_NOT_HOURS}(?:\bper\s+dieną\b|\bį\s+dieną\b|\bdienā\b|\bpar\s+dienu\b)|\bkasdien\b"
    r"|\bu[žz]\s+(?:kiekvieną\s+)?(?:užduotį|užsakymą|atsiliepimą|paspaudimą|vaizdo\s+įrašą)\b"
    r"|\bpar\s+(?:katru\s+)?(?:uzdevumu|pasūtījumu|atsauksmi|klikšķi|video)\b"
)
_HOURS = r"\b(?:per|už)\s+valandą\b|\bstundā\b|\bpar\s+stundu\b|/\s*(?:val|st)\.?\b"
_PAY = (
    r"\buždirb\w*|\bpapildom\w+\s+pajam\w*|\bkomisin\w*"
    r"|\bnopelnī\w*|\bnopelni\w*|\bpapildu\s+ienākum\w*"
)
_APPLIED = (
    r"\bjūsų\s+(?:paraišk\w*|kandidatūr\w*)|\bdėkojame\s+už\s+(?:jūsų\s+)?(?:paraišk\w*|CV|susidomėjim\w*)"
    r"|\bjūsu\s+pieteikum\w*|\bpaldies\s+par\s+(?:jūsu\s+)?(?:pieteikum\w*|CV|interes\w*)"
)
_FEES = AdvanceFee(
    fee=r"\b(?:tarpininkavimo|registracijos|aktyvavimo|administravimo|įdarbinimo|mokymo|vizos"
    r"|dokumentų\s+tvarkymo|darbo\s+leidimo)\s+mokest\w*"
    r"|\b(?:starpniecības|reģistrācijas|aktivizācijas|administrēšanas|apmācības|vīzas"
    r"|dokumentu\s+noformēšanas|darba\s+atļaujas)\s+maks\w*",
    ahead=r"\b(?:sumok\w+|mok\w+|pervest\w+|perved\w+)\s+(?:\S+\s+){0,3}?iš\s+anksto\b"
    r"|\biš\s+anksto\s+(?:\S+\s+){0,2}?(?:sumok\w+|mok\w+|pervest\w+)"
    r"|\b(?:jāsamaksā|samaksā\w*|jāpārskaita|pārskait\w+|maksā\w*)\s+(?:\S+\s+){0,3}?"
    r"(?:avansā|iepriekš)\b|\bpriekšapmaks\w*"
    r"|\b(?:sumok\w+|įmok\w+|samaksā\w*|iemaksā\w*)\s+(?:\S+\s+){0,2}?(?:užstat\w*|drošības\s+naud\w*"
    r"|depozīt\w*)",
    payee=r"\b(?:sumok\w+|mok\w+|pervest\w+|perved\w+)\s+(?:\S+\s+){0,4}?(?:atstovui|tarpininkui"
    r"|koordinatoriui|agentui)"
    r"|\b(?:samaksā\w*|pārskait\w+|maksā\w*)\s+(?:\S+\s+){0,4}?(?:pārstāvim|starpniekam"
    r"|koordinatoram|aģentam)",
    covered=r"\bdarbdavys\s+(?:\S+\s+)?(?:apmoka|padengia|sumoka|kompensuoja)\b|\bnemokam\w*"
    r"|\bbe\s+(?:jokių\s+)?mokesčių\b|\bjokių\s+mokesčių\b|\bapmoka\s+(?:darbdavys|įmonė)\b"
    r"|\bdarba\s+devējs\s+(?:\S+\s+)?(?:apmaksā|sedz|kompensē)\b|\bbez\s+maksas\b|\bbezmaksas\b"
    r"|\bnav\s+jāmaksā\b|\bapmaksā\s+(?:uzņēmums|darba\s+devējs)\b|\bpadengia\s+darbdavys\b"
    r"|\b(?:but[oaą]s?|nuom\w*|dzīvokl\w*|īre\w*|īres)\b",
)
_PASS_ON = PassOn(
    take=r"\bček(?:į|is|io|ą|u|s|a)\b"
    r"|\b(?:gauti|gausite|gausi|priimti|priimsite)\s+(?:\S+\s+){0,3}?(?:mokėjim\w*|pinig\w*"
    rf"|pervedim\w*)\s+(?:\S+\s+){{0,3}}?(?:į\s+)?(?:savo|jūsų)\s+(?:sąskait\w*|{_PAY_APPS})"
    r"|\b(?:saņemt|saņemsiet|saņemsi|pieņemt)\s+(?:\S+\s+){0,3}?(?:maksājum\w*|naud\w*"
    rf"|pārskaitījum\w*)\s+(?:\S+\s+){{0,3}}?(?:savā|jūsu)\s+(?:kont\w*|{_PAY_APPS})"
    r"|\b(?:pervedė\w*|pervedėme|išsiuntė\w*|pārskaitīj\w*|ieskaitīj\w*)\s+(?:\S+\s+){0,3}?"
    r"(?:per\s+klaidą|klaidingai|kļūdas\s+pēc|par\s+daudz)",
    onward=r"\blikusi\w*\s+sum\w*|\blikut\w*|\bskirtum\w*|\bdovanų\s+kortel\w*|\btiekėj\w*"
    r"|\bpervesk\w*\s+(?:\S+\s+){0,3}?(?:toliau|mums)\b"
    r"|\batlikum\w*|\bstarpīb\w*|\bdāvanu\s+kart\w*|\bpiegādātāj\w*"
    r"|\bpārskait\w*\s+(?:\S+\s+){0,3}?(?:tālāk|mums)\b",
    agent=r"\bmokėjimų\s+agent\w*|\bfinansų\s+agent\w*|\bmaksājumu\s+aģent\w*|\bfinanšu\s+aģent\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktyvuo\w*|atrakin\w*|aktivizē\w*|atbloķē\w*)\s+(?:\S+\s+)?(?:paskyr\w*|užduot\w*"
    r"|kont\w*|uzdevum\w*|līmen\w*)",
    pay=r"\b(?:įmok\w*|iemaks\w*|depozit\w*|depozīt\w*|papildyk\w*\s+(?:\S+\s+)?sąskait\w*)",
    back=r"\b(?:grąžinam\w*|grąžins\w*|atgausite|tiks\s+atmaksāt\w*|atmaksāsim)\b[^.!?\n]{0,40}?"
    r"\b(?:pirm\w+|komisin\w*|užduot\w*|atlyginim\w*|komisij\w*|uzdevum\w*|alg\w*)",
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
            r"\b(?:prisijunk\w*|patvirtink\w*\s+(?:savo\s+)?tapatyb\w*|pieslēdz\w*|autorizē\w*"
            r"|apstiprin\w*\s+(?:savu\s+)?identitāt\w*)",
            r"\b(?:elektronin\w+\s+bankinink\w*|savo\s+bank\w*|internetbank\w*|savu\s+bank\w*)",
        ),
        cue(
            "effort",
            0.7,
            r"\biš\s+telefono\b|\blaisvalaikiu\b|\blaisvu\s+laiku\b|\bkelias\s+minutes\b"
            r"|\bparast\w+\s+užduot\w+|\bno\s+telefona\b|\bbrīvajā\s+laikā\b|\bdažas\s+minūtes\b"
            r"|\bvienkārš\w+\s+uzdevum\w*",
        ),
        cue("effort", 0.3, r"\biš\s+namų\b|\bno\s+mājām\b"),
        cue(
            "effort",
            0.5,
            r"\bnereikia\s+(?:\S+\s+)?patirties\b|\bpatirtis\s+nebūtina\b|\bbe\s+patirties\b"
            r"|\bpieredze\s+nav\s+(?:nepieciešama|vajadzīga)\b|\bbez\s+pieredzes\b",
        ),
        cue(
            "channel",
            0.6,
            r"\b(?:rašykite|parašykite|susisiekite|rakstiet|raksti|sazinieties)\s+(?:\S+\s+){0,2}?"
            rf"(?:per\s+|į\s+)?{_APPS}",
        ),
        cue(
            "urgency",
            0.7,
            r"\bvietų\s+skaičius\s+ribotas\b|\bribotas\s+vietų\s+skaičius\b|\btik\s+šiandien\b"
            r"|\bvietu\s+skaits\s+ierobežots\b|\bierobežots\s+vietu\s+skaits\b|\btikai\s+šodien\b",
        ),
        cue(
            "identity",
            0.8,
            r"\basmens\s+kod\w*|\bsąskaitos\s+numer\w*|\bpersonas\s+kod\w*|\bkonta\s+numur\w*",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\bjūs\s+(?:buvote\s+)?atrinkt\w*|\bjus\s+atrinkome\b|\bjūs\s+esat\s+(?:izvēlēt\w*"
            r"|atlasīt\w*)",
        ),
    ),
)
