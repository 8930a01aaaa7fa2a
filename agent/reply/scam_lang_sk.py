"""Slovak job-scam cues: fees paid ahead, mule payments and cheques, bank logins, easy tasks."""

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
_PAY_APPS = r"(?:Revolut|Western\s+Union|MoneyGram|krypt\w*|Bitcoin\w*|USDT)"
# Days and tasks, not weeks (a hybrid week); not after hours ("8 hodín denne").
_UNITS = (
    r"(?<!hodín\s)(?<!hodiny\s)(?:\bdenne\b|\b(?:za|na)\s+deň\b)"
    r"|\bza\s+(?:každ\w+\s+)?(?:úlohu|hodnotenie|recenziu|objednávku|lajk|like|klik)\b"
)
_HOURS = r"\b(?:za|na)\s+hodinu\b"
_PAY = r"\bzaro(?:b|bí)\w*|\bzárob\w*|\bprivyrob\w*|\bprovízi\w*"
_APPLIED = (
    r"\bvaš\w*\s+(?:žiadost\w*|prihlášk\w*|životopis\w*)"
    r"|\bďakujeme\s+(?:vám\s+)?za\s+(?:váš\s+|vašu\s+)?(?:životopis|prihlášku|záujem|žiadosť)"
)
_FEES = AdvanceFee(
    fee=r"\b(?:registračn\w+|aktivačn\w+|administratívn\w+|sprostredkovateľsk\w+|školiac\w+"
    r"|vízov\w+|vstupn\w+|manipulačn\w+)\s+poplat\w*"
    r"|\bpoplat\w*\s+za\s+(?:víz\w*|pracovn\w+\s+povoleni\w*|sprostredkovani\w*|registráci\w*"
    r"|ubytovani\w*|doklad\w*)",
    ahead=r"\b(?:zaplat\w*|uhrad\w*|pošl\w*|prevé\w*|prevediet\w*)\s+(?:\S+\s+){0,3}?vopred\b"
    r"|\bvopred\s+(?:\S+\s+){0,2}?(?:zaplat\w*|uhrad\w*)"
    r"|\b(?:zaplat\w*|uhrad\w*|zlož\w*|vlož\w*)\s+(?:\S+\s+){0,2}?(?:kauci\w*|zábezpek\w*|vklad\w*)"
    r"|\bpred\s+(?:odchodom|odcestovaním|pohovorom|nástupom)\s+(?:\S+\s+)?(?:zaplat\w*|uhrad\w*)",
    payee=rf"\b(?:na\s+)?(?:účet|kartu|{_PAY_APPS})\s+(?:nášho\s+)?(?:koordinátor\w*|agent\w*"
    r"|sprostredkovateľ\w*|manažér\w*)",
    covered=r"\b(?:hradí|platí|zaplatí|preplatí)\s+(?:\S+\s+)?(?:firma|zamestnávateľ|spoločnosť"
    r"|agentúra)\b|\b(?:firma|zamestnávateľ|spoločnosť)\s+(?:\S+\s+)?(?:hradí|platí|preplatí)\b"
    r"|\bzadarmo\b|\bbezplatn\w*|\bbez\s+poplatk\w*|\bneplatíte\b"
    r"|\b(?:byt|bytu|nájom\w*|podnájom\w*|prenájom\w*)\b",
)
_PASS_ON = PassOn(
    take=r"\bšek\w*"
    r"|\b(?:prijím\w*|dostáv\w*|prijm\w*|dostan\w*)\s+(?:\S+\s+){0,3}?(?:platb\w*|peniaz\w*|prevod\w*)"
    rf"\s+(?:\S+\s+){{0,3}}?(?:na\s+)?(?:svoj|váš|tvoj)\w*\s+(?:účet|{_PAY_APPS})"
    r"|\b(?:poslali|pripísali|previedli|preplatili)\s+(?:\S+\s+){0,3}?omylom\b",
    onward=r"\b(?:pošl|posiel|preve|prevád)\w*\s+(?:\S+\s+){0,3}?ďalej\b|\bzvyš\w*|\brozdiel\w*|\bdarčekov\w+\s+kart\w*|\bdodávateľ\w*|\bpreposiel\w*"
    r"|\bprepošl\w*",
    agent=r"\bplatobn\w+\s+agent\w*|\bfinančn\w+\s+agent\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktivova\w*|aktiváci\w*|odomkn\w*|odomyk\w*)\s+(?:\S+\s+)?(?:účt\w*|úloh\w*|úrov\w*)",
    pay=r"\b(?:vlož\w*|vklad\w*|dobi\w*|depozit\w*)",
    back=r"\b(?:vráti\w*|vrátime|dostaneš\s+späť|dostanete\s+späť)\b[^.!?\n]{0,40}?"
    r"\b(?:prv\w+|provízi\w*|úloh\w*|výplat\w*)",
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
            r"\b(?:prihlás\w*|over\w*\s+(?:svoju\s+)?totožnos\w*)",
            r"\binternetov\w+\s+banking\w*|\b(?:svoj\w*|vaš\w*)\s+bank\w*|\belektronick\w+\s+občiansk\w+",
        ),
        cue(
            "effort",
            0.7,
            r"\bz\s+(?:mobilu|telefónu)\b|\bvo\s+voľnom\s+čase\b|\bpár\s+minút\b"
            r"|\bjednoduch\w+\s+(?:práca|úloh\w*)",
        ),
        cue("effort", 0.3, r"\bz\s+(?:domu|domova)\b"),
        cue(
            "effort",
            0.5,
            r"\bbez\s+(?:predchádzajúcich\s+)?skúseností\b|\bskúsenosti\s+nie\s+sú\s+potrebné\b",
        ),
        cue(
            "channel",
            0.6,
            rf"\b(?:napíšte|píšte|napíš|píš|ozvi\s+sa|ozvite\s+sa)\s+(?:\S+\s+){{0,2}}?(?:na|cez|do)\s+{_APPS}",
        ),
        cue("urgency", 0.7, r"\bobmedzený\s+počet\s+miest\b|\b(?:len|iba)\s+dnes\b"),
        cue("identity", 0.8, r"\brodné\s+číslo\b|\bčísl\w+\s+(?:bankového\s+)?účtu\b"),
        cue(
            "unsolicited",
            0.7,
            r"\bboli\s+ste\s+vybran\w*|\bvybrali\s+sme\s+(?:si\s+)?(?:vás|teba)\b",
        ),
    ),
)
