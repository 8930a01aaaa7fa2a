"""German job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

from __future__ import annotations

from agent.reply.scam_base import SMS, cue
from agent.reply.scam_lang_common import LangTable, PassOn, Unlock, pass_on_cues, unlock_cues

_UNITS = (
    r"(?:\bpro|\bam|\bje|\bjeden|/)\s*(?:Tag|Woche|Aufgabe|Auftrag|Paket|Sendung|Bewertung|Klick|Video|Like|Umfrage"
    r"|Test)(?:e|en|s)?\b|\bt[äa]glich\b|\bw[öo]chentlich\b|\btägl\."
)
_HOURS = r"(?:\bpro|\bdie|\bje|/)\s*(?:Stunde|Std\.?|h)\b|\bStundenlohn\b"
_PAY = r"\b(?:verdien(?:en|t|st|e)|Verdienst|Nebeneinkommen|Zusatzeinkommen|Provisionen?)\b"
_APPLIED = (
    r"\b(?:Ihre|deine)\s+Bewerbung\b"
    r"|\b(?:Sie\s+haben\s+sich|du\s+hast\s+dich)\s+(?:\w+\s+)?beworben\b"
)

# A cheque or customers' money paid into the reader's account, then sent on to a "supplier".
_PASS_ON = PassOn(
    take=r"\bScheck\w*|\b(?:Zahlungen|Überweisungen|Geldeingänge|Gelder|Geld|Beträge)\s+(?:\S+\s+){0,4}?"
    r"(?:auf|an)\s+(?:Ihr|dein)\s+(?:eigenes\s+|privates\s+)?(?:Bank)?konto\b"
    r"|\b(?:versehentlich|irrtümlich|zu\s+viel)\s+(?:\S+\s+){0,3}?(?:überwiesen|gutgeschrieben|gezahlt)",
    onward=r"\ban\s+(?:unseren|unsere|einen|den)\s+(?:\w+\s+)?(?:Lieferanten|Händler|Anbieter|Partner)\b"
    r"|\bRest(?:betrag|summe)?\b|\bDifferenz\b|\bGeschenk(?:karte|gutschein)\w*|\bweiterleit\w*"
    r"|\bweiter(?:zu)?überweis\w*|\bzurücküberweis\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktivier\w*|freischalt\w*|entsperr\w*)\s+(?:\S+\s+)?(?:Konto|Account|Aufgaben|Level"
    r"|Stufe)\w*|\b(?:Konto|Account|Aufgaben)\w*\s+(?:\S+\s+)?(?:aktivieren|freischalten|entsperren)",
    pay=r"\b(?:einzahl\w*|aufladen|aufzuladen|Einzahlung|Guthaben\s+(?:von\s+)?\d)",
    back=r"\b(?:zurückerstattet|erstattet|zurückgezahlt|bekommen\s+Sie\s+zurück|bekommst\s+du\s+zurück)\b"
    r"[^.!?\n]{0,40}?\b(?:erste\w*|Provision|Aufgabe|Auszahlung)",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
        cue(
            "effort",
            0.7,
            r"\b(?:vom|von\s+(?:Ihrem|deinem))\s+(?:Handy|Smartphone|Sofa|Couch)\b|\bvon\s+zu\s+Hause\b",
        ),
        cue(
            "effort",
            0.5,
            r"\b(?:keine|ohne)\s+(?:\w+\s+)?(?:Erfahrung|Vorkenntnisse|Qualifikation)\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:einfache|leichte)\s+(?:Online-?)?(?:Aufgaben|Tätigkeiten|Arbeit|Jobs?)\b|\bFreizeit\b"
            r"|\bwenige\s+Minuten\b|\b\d+\s*(?:Minuten|Stunden)\s+(?:am|pro)\s+Tag\b",
        ),
        cue(
            "effort", 0.7, r"\b(?:nur|lediglich)\s+(?:ein\s+)?(?:Handy|Smartphone|Internetzugang)\b"
        ),
        cue(
            "effort",
            0.3,
            r"\b(?:Teilzeit|Nebenjob|flexible\s+Arbeitszeiten?|freiberuflich\w*|Homeoffice)\b",
        ),
        cue("channel", 0.5, rf"\b(?:schreib(?:en)?\s+(?:Sie\s+)?(?:mir|uns))\b|{SMS}"),
        cue(
            "urgency",
            0.7,
            r"\bbegrenzte\s+(?:Pl[äa]tze|Anzahl)\b|\b(?:nur\s+noch|nur)\s+\d+\s+(?:freie\s+)?Pl[äa]tze\b"
            r"|\bdie\s+ersten\s+\d+\b",
        ),
        cue(
            "urgency",
            0.5,
            r"\b(?:verpassen\s+Sie|verpasse)\s+(?:nicht\s+)?diese\s+Chance\b|\bnicht\s+verpassen\b",
        ),
        cue("urgency", 0.4, r"\bdringend\b|\bsofort\b|\bumgehend\b|\bnoch\s+heute\b"),
        cue(
            "pay_first",
            1.0,
            r"\b(?:Anmelde|Registrierungs|Schulungs|Bearbeitungs|Aktivierungs|Vermittlungs)geb[üu]hr\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:Geb[üu]hr|Kaution|Vorauszahlung|Einzahlung)\b[^.!?\n]{0,30}?\b(?:zahlen|[üu]berweisen"
            r"|einzahlen|bezahlen)\b|\bKonto\s+aufladen\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:Pakete|Sendungen|[ÜU]berweisungen|Zahlungen|Geld)\b[^.!?\n]{0,60}?\b(?:weiterleiten"
            r"|weiterleitest|weitersenden|weiter\s*zu\s*leiten|umpacken|versenden)\b|\bPaketagent\w*\b"
            r"|\bFinanzagent\w*\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:Pakete|Sendungen|Ware)\b[^.!?\n]{0,60}?\b(?:senden|leiten|schicken|verschicken)\b"
            r"[^.!?\n]{0,40}?\bweiter\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:Zahlungen|[ÜU]berweisungen|Geld|Betr[äa]ge)\b[^.!?\n]{0,40}?\b(?:auf|an)\s+(?:Ihr|dein)"
            r"\s+(?:eigenes\s+|privates\s+)?(?:Bank)?konto\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:Schulung|Einarbeitung|Registrierung|Anmeldung|Einrichtung)\b[^.!?\n]{0,50}?"
            r"\b(?:kostet|Geb[üu]hr|Kosten\s+von)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:Bankverbindung|Bankdaten|Kontodaten|IBAN|Steuer-?ID|Sozialversicherungsnummer"
            r"|Geburtsdatum)\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:Kopie|Foto|Scan)\s+(?:Ihres|deines)\s+(?:Personalausweises|Ausweises|Reisepasses"
            r"|F[üu]hrerscheins)\b|\bVideo-?Ident\w*\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:Ihr|dein)\s+(?:Lebenslauf|Profil|CV)\s+(?:wurde|ist)\s+(?:\w+\s+)?(?:genehmigt|ausgew[äa]hlt"
            r"|angenommen|best[äa]tigt|empfohlen)\b|\b(?:Sie\s+wurden|du\s+wurdest)\s+(?:\w+\s+)?"
            r"ausgew[äa]hlt\b",
        ),
        cue(
            "unsolicited",
            0.5,
            r"\b(?:Ihren|deinen)\s+(?:Lebenslauf|Kontakt|Nummer)\s+(?:auf|[üu]ber|bei)\s+\w+\s+(?:gefunden"
            r"|gesehen|erhalten)\b",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:suchen\s+Sie|suchst\s+du)\s+(?:noch\s+)?(?:einen\s+)?(?:Job|Arbeit|Nebenjob)\b",
        ),
        cue("unsolicited", 0.3, r"\bherzlichen\s+Gl[üu]ckwunsch\b"),
        cue(
            "no_vetting",
            0.7,
            r"\bohne\s+(?:Vorstellungsgespr[äa]ch|Bewerbungsgespr[äa]ch|Interview)\b"
            r"|\b(?:Gespr[äa]ch|Interview)\s+(?:per|[üu]ber|via)\s+(?:Chat|WhatsApp|Telegram|SMS)\b",
        ),
        cue("trivial", 0.4, r"\b(?:mindestens|ab)\s+\d{2}\s+Jahre\b|\bvolljährig\b"),
        cue(
            "trivial",
            0.4,
            r"\b(?:ein\s+)?(?:Smartphone|Handy|Laptop|Internetzugang)\s+(?:ist\s+)?(?:erforderlich|notwendig|n[öo]tig)\b",
        ),
    ),
)
