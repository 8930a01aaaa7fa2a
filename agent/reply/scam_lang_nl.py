"""Dutch job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

from __future__ import annotations

from agent.reply.scam_base import SMS, cue
from agent.reply.scam_lang_common import BSN_NUMBER, LangTable

_UNITS = (
    r"(?:\bper|\belke|/)\s*(?:dag|week|taak|opdracht|pakket|review|beoordeling|video|like|klik|enquête)\b"
    r"|\bdagelijks\b|\bwekelijks\b"
)
_HOURS = r"(?:\bper|/)\s*uur\b|\buurloon\b"
_PAY = r"\b(?:verdien(?:en|t)?|bijverdienste|extra\s+inkomen|commissie)\b"
_APPLIED = (
    r"\b(?:uw|je|jouw)\s+sollicitatie\b|\b(?:u\s+heeft|je\s+hebt)\s+(?:\w+\s+)?gesolliciteerd\b"
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"\bvanaf\s+(?:je|jouw|uw)\s+(?:telefoon|mobiel|smartphone|bank)\b|\bvanuit\s+huis\b",
        ),
        cue(
            "effort",
            0.5,
            r"\bgeen\s+(?:\w+\s+)?(?:ervaring|diploma|opleiding)\s+(?:nodig|vereist)\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:simpele|eenvoudige|makkelijke)\s+(?:online\s+)?(?:taken|opdrachten|werk)\b|\bvrije\s+tijd\b"
            r"|\benkele\s+minuten\b|\b\d+\s*(?:minuten|uur)\s+per\s+dag\b",
        ),
        cue("effort", 0.7, r"\balleen\s+(?:een\s+)?(?:telefoon|smartphone|mobiel)\s+nodig\b"),
        cue("effort", 0.3, r"\b(?:parttime|deeltijd|flexibele\s+uren|thuiswerk\w*|bijbaan)\b"),
        cue("channel", 0.5, rf"\b(?:stuur|app)\s+(?:me|mij|ons)\b|{SMS}"),
        cue(
            "urgency",
            0.7,
            r"\bbeperkt\s+aantal\s+plaatsen\b|\b(?:nog\s+)?(?:maar|slechts)\s+\d+\s+plaatsen\b"
            r"|\bde\s+eerste\s+\d+\b",
        ),
        cue("urgency", 0.5, r"\bmis\s+deze\s+kans\s+niet\b"),
        cue("urgency", 0.4, r"\bdringend\b|\bdirect\b|\bonmiddellijk\b|\bzo\s+snel\s+mogelijk\b"),
        cue(
            "pay_first",
            1.0,
            r"\b(?:inschrijf|registratie|trainings|activatie|bemiddelings)kosten\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:betaal|betalen|stort|storten|opwaarderen)\s+(?:eerst\s+)?(?:een\s+|de\s+|je\s+)?"
            r"(?:kleine\s+)?(?:borg|bijdrage|vergoeding|bedrag|account|saldo)\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:pakketten|betalingen|overboekingen|geld)\b[^.!?\n]{0,60}?\b(?:doorsturen|doorstorten"
            r"|doorzenden|overmaken)\b|\bmoneymule\b|\bgeldezel\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:pakketten|betalingen|overboekingen|geld)\b[^.!?\n]{0,60}?\b(?:maak|maakt|maken|stuur"
            r"|stuurt|sturen)\b[^.!?\n]{0,30}?\bdoor\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:betalingen|overboekingen|geld)\b[^.!?\n]{0,40}?\bop\s+(?:je|jouw|uw)\s+(?:eigen\s+)?"
            r"(?:bank)?rekening\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:training|cursus|inschrijving|registratie|starterspakket)\b[^.!?\n]{0,40}?\b(?:kost"
            r"|kosten\s+van)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:bankrekening(?:nummer)?|bankgegevens|iban|burgerservicenummer|geboortedatum)\b"
            rf"|{BSN_NUMBER}",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:kopie|foto|scan)\s+van\s+(?:je|jouw|uw)\s+(?:id|identiteitsbewijs|paspoort|rijbewijs"
            r"|id-kaart)\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:je|jouw|uw)\s+(?:cv|profiel|nummer)\s+is\s+(?:\w+\s+)?(?:goedgekeurd|geselecteerd"
            r"|aanbevolen|gekozen)\b|\b(?:je|u)\s+(?:bent|bent\s+u)\s+(?:\w+\s+)?geselecteerd\b",
        ),
        cue(
            "unsolicited",
            0.5,
            r"\b(?:we\s+hebben\s+)?(?:je|jouw|uw)\s+(?:cv|nummer|contactgegevens)\s+(?:gevonden|gezien"
            r"|ontvangen)\s+(?:op|via)\b",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:ben\s+je|bent\s+u)\s+(?:nog\s+)?(?:op\s+zoek\s+naar)\s+(?:een\s+)?(?:baan|werk|bijbaan)\b",
        ),
        cue("unsolicited", 0.3, r"\bgefeliciteerd\b"),
        cue(
            "no_vetting",
            0.7,
            r"\bzonder\s+sollicitatiegesprek\b|\bgeen\s+sollicitatiegesprek\b"
            r"|\bgesprek\s+(?:via|per|over)\s+(?:chat|whatsapp|telegram|sms)\b",
        ),
        cue("trivial", 0.4, r"\b(?:minimaal|vanaf)\s+\d{2}\s+jaar\b|\bmeerderjarig\b"),
        cue(
            "trivial",
            0.4,
            r"\b(?:een\s+)?(?:smartphone|telefoon|laptop|internetverbinding)\s+(?:is\s+)?(?:vereist|nodig)\b",
        ),
        # a cheque cashed and the sum sent on to a "supplier"
        cue(
            "through_you",
            1.0,
            r"\bcheque\s+(?:van|ter\s+waarde\s+van)\s+[\s\S]{0,160}?\b(?:maakt|maak|stort|boekt)\s+"
            r"(?:u\s+|je\s+)?(?:het\s+)?(?:bedrag|geld)\s+(?:\S+\s+)?(?:over|door)\b",
        ),
    ),
)
