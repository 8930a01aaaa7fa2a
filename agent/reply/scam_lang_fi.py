"""Finnish job-scam cues: deposits and fees, mule payments, bank-ID logins, tasks from home.

Finnish builds words from a stem and case endings ("tilillesi", "talletuksen"), so patterns
name the stem and let \\w* take the ending.
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
_PAY_APPS = r"(?:MobilePay|Revolut|Western\s+Union|MoneyGram|krypto\w*|Bitcoin\w*|USDT)"
# Days and tasks, not weeks ("3 pv viikossa" is a hybrid week), nor hours ("8 tuntia päivässä").
_UNITS = (
    r"(?<!tuntia\s)(?<!tunnin\s)\bpäivässä\b|\bpäivältä\b|\bper\s+päivä\b|\b/\s*pv\b"
    r"|\b(?:tehtävä|arvostelu|tykkäys|tilaus|video|klikkaus)(?:ltä|stä)\b|\bpäivittäin\b"
    r"|\b(?:jokaisesta|per)\s+(?:tehtävästä|arvostelusta|tykkäyksestä|tilauksesta|tehtävä)\b"
)
_HOURS = r"\btunnilta\b|\btunnissa\b|\btuntipalk\w*"
_PAY = r"\bansai(?:tse|tset|tsee|tsemaan|tsevat)\w*|\btienaa\w*|\blisätulo\w*|\bprovisio\w*"
_APPLIED = r"\bhakemukse\w*|\b(?:hait|haitte|haettuasi)\b"
_FEES = AdvanceFee(
    fee=r"\b(?:rekisteröinti|aktivointi|käsittely|välitys|koulutus|viisumi|työlupa|toimisto"
    r"|ilmoittautumis|liittymis|takuu|vakuus|aloitus)(?:maksu|talletu)\w*"
    r"|\baloitustalletu\w*|\bvakuusmaks\w*",
    ahead=r"\bmaksa\w*\s+(?:\S+\s+){0,3}?(?:etukäteen|ennakkoon|ennen\s+(?:haastattelua|lähtöä"
    r"|aloitusta|matkaa))\b|\b(?:etukäteen|ennakkoon)\s+(?:\S+\s+){0,2}?maksa\w*"
    r"|\btee\s+(?:\S+\s+)?talletu\w*|\btalleta\w*\s+(?:\S+\s+){0,3}?\d",
    payee=r"\b(?:agentin|välittäjän|yhteyshenkilön|koordinaattorin|rekrytoijan)\s+"
    r"(?:henkilökohtai\w+\s+)?(?:tilille|kortille)\b",
    covered=r"\btyönantaja\s+(?:\S+\s+)?(?:maksaa|korvaa|kustantaa|vastaa)\b|\bmaksuton\w*"
    r"|\bilmai\w+|\bveloituksetta\b|\bkorvataan\b|\bmaksamme\b|\bei\s+(?:mitään\s+)?(?:maksuja"
    r"|kuluja|maksa\s+mitään)\b|\btyönantajan\s+(?:maksama\w*|kustantama\w*|piikkiin)"
    r"|\b(?:maksaa|korvaa|kustantaa)\s+(?:\S+\s+)?työnantaja\b"
    r"|\b(?:asunno\w*|vuokra\w*|vuokranantaja\w*)\b",
)
_PASS_ON = PassOn(
    take=r"\b(?:vastaanot\w+|saat|otat\s+vastaan)\s+(?:\S+\s+){0,3}?(?:maksu\w*|rah\w*|siirto\w*)"
    rf"\s+(?:\S+\s+){{0,3}}?(?:omalle\s+)?(?:tilillesi|pankkitilillesi|{_PAY_APPS})"
    r"|\bshek(?:ki|i)\w*|\bsekki\w*"
    r"|\b(?:maksoi\w*|siirsi\w*|lähetti\w*|maksettiin|siirrettiin|tilitettiin)\s+(?:\S+\s+){0,3}?"
    r"(?:vahingossa|virheellisesti|liikaa)\b",
    onward=r"\b(?:siirr|välit|lähet|maks)\w*\s+(?:\S+\s+){0,3}?eteenpäin\b|\bloppu(?:summa|osa|t)\w*|\bjäljelle\s+jää\w*|\berotu\w*|\blahjakort\w*"
    r"|\btoimittaja\w*|\bpalauta\w*\s+(?:\S+\s+)?(?:erotus|ylimää\w*)",
    agent=r"\bmaksuagent\w*|\brahoitusagent\w*|\bmaksuedusta\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktivoi\w*|avata\s+tehtäv\w*|avaa\s+(?:\S+\s+)?(?:tehtäv\w*|taso\w*)|tason\s+nost\w*)",
    pay=r"\b(?:talleta\w*|talletu\w*|lataa\w*\s+saldo\w*|saldon\s+lataus\w*)",
    back=r"\b(?:palautetaan|hyvitetään|saat\s+takaisin|maksetaan\s+takaisin)\b[^.!?\n]{0,40}?"
    r"\b(?:ensimmäi\w+|provisio\w*|tehtäv\w*|palk\w*)",
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
            r"\b(?:kirjaudu\w*|kirjautu\w*|tunnistaudu\w*|tunnistautu\w*|vahvista\s+henkilöllisyyte\w*)",
            r"\b(?:pankkitunnu\w+|verkkopankki\w*|mobiilivarmen\w*)",
        ),
        cue(
            "effort",
            0.7,
            r"\bpuhelimella(?:si)?\b|\bvapaa-ajalla(?:si)?\b|\bmuutam\w+\s+minuut\w*"
            r"|\bhelpo\w*\s+tehtäv\w*|\bhelppo\w*\s+tehtäv\w*",
        ),
        cue("effort", 0.3, r"\bkotoa\s+käsin\b"),
        cue(
            "effort",
            0.5,
            r"\bei\s+(?:vaadi|tarvita|edellytä)\s+(?:\S+\s+)?kokemusta\b"
            r"|\bkokemusta\s+ei\s+(?:tarvita|vaadita)\b|\bilman\s+kokemusta\b",
        ),
        cue(
            "channel",
            0.6,
            r"\b(?:kirjoita|laita\s+viesti\w*|ota\s+yhteyttä|lähetä\s+viesti\w*|viestitä)\s+"
            rf"(?:\S+\s+){{0,2}}?{_APPS}",
        ),
        cue(
            "urgency",
            0.7,
            r"\brajoitettu\s+määrä\s+paikkoja\b|\bpaikkoja\s+rajoitetusti\b|\bvain\s+tänään\b"
            r"|\bnopeimmille\b",
        ),
        cue("identity", 0.8, r"\bhenkilötunnu\w*|\btilinumero\w*|\bpankkitilin\s+numero\w*"),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:sinut|teidät)\s+on\s+valittu\b|\bolet\s+(?:tullut\s+)?valit\w+\b",
        ),
        cue(
            "form",
            0.7,
            r"\bteet\s+kaupp\w+\s+(?:\S+\s+){0,3}?omalla\s+tililläsi\b"
            r"|\bomalla\s+tililläsi\b[^.!?\n]{0,40}?\bkaupp\w+",
        ),
    ),
)
