"""Italian job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable, PassOn, Unlock, pass_on_cues, unlock_cues

_UNITS = (
    r"\b(?:al|a|per|ogni|alla)\s+(?:giorno|giornata|settimana|compito|attivit[àa]|recensione|video"
    r"|like|ordine|pacco|clic|sondaggio)\b|\bgiornalier[ioe]\b|\bsettimanal[ie]\b|\b/\s*giorno\b"
)
_HOURS = r"\b(?:all'|l'|per|ogni|/)\s*ora\b|\boraria\b"
_PAY = (
    r"\b(?:guadagn(?:a|are|erai|ate|ano|o|i)|la\s+paga|entrate\s+extra|reddito\s+extra"
    r"|commissioni)\b"
)
_APPLIED = r"\b(?:la\s+(?:sua|tua)|vostra)\s+candidatura\b|\bti\s+sei\s+candidat[oa]\b"

# A cheque, customers' money on the reader's account, or a sum credited "by mistake", sent on.
_PASS_ON = PassOn(
    take=r"\bassegn[oi]\b|\b(?:ricever\w*|ricevi)\s+(?:\S+\s+){0,4}?(?:pagamenti|bonifici|soldi|denaro"
    r"|fondi)\s+(?:\S+\s+){0,4}?(?:sul\s+)?(?:tuo|suo|vostro)\s+(?:conto|IBAN)\b"
    r"|\b(?:accreditat|versat|inviat|bonificat)\w*\s+(?:\S+\s+){0,4}?(?:per\s+errore|invece\s+di"
    r"|in\s+più|di\s+troppo)\b",
    onward=r"\b(?:restitui|rimand|rimbors|girar|gira|inoltr|trasferi)\w*\s+(?:\S+\s+){0,3}?"
    r"(?:la\s+differenza|l'eccedenza|il\s+resto|la\s+somma\s+restante|ai?\s+nostr[oi]\s+fornitor\w*)"
    r"|\bil\s+resto\b|\bcarte\s+regalo\b|\bgift\s?card\w*|\bfornitor\w*|\bricarica\s+Postepay\b",
    agent=r"\bagente\s+(?:dei\s+)?pagamenti\b|\bagente\s+finanziario\s+(?:regionale|locale)\b",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:sbloccare|attivare|sblocco|attivazione)\s+(?:\S+\s+){0,3}?(?:account|conto|compiti"
    r"|task|missioni|livello)\b",
    pay=r"\b(?:ricaric\w+|versare|versa|depositare|deposito)\b",
    back=r"\b(?:rimborsat\w+|restituit\w+|ti\s+torna\w*|riavrai)\b[^.!?\n]{0,40}?\b(?:prim\w+"
    r"|commission\w*|compito|task|fine\s+giornata)\b",
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
            r"\bdal\s+(?:tuo|suo)\s+(?:telefono|cellulare|smartphone|divano)\b|\bda\s+casa\s+tua\b",
        ),
        cue("effort", 0.5, r"\b(?:nessuna|senza)\s+(?:\w+\s+)?esperienza\b"),
        cue(
            "effort",
            0.7,
            r"\b(?:compiti|lavori|attivit[àa])\s+(?:molto\s+)?(?:semplici|facili)\b|\btempo\s+libero\b"
            r"|\bpochi\s+minuti\b|\b\d+\s*(?:minuti|ore)\s+al\s+giorno\b",
        ),
        cue("effort", 0.7, r"\bbasta\s+(?:un|lo)\s+(?:smartphone|cellulare|telefono)\b"),
        cue("effort", 0.3, r"\b(?:part[\s-]?time|orari\s+flessibili|da\s+casa)\b"),
        cue(
            "channel",
            0.5,
            r"\b(?:scrivi|scrivete|inviaci|mandaci|invia)(?:mi|ci)?\s+(?:un\s+)?(?:messaggio|sms)\b",
        ),
        cue(
            "urgency",
            0.7,
            r"\bposti\s+limitati\b|\b(?:solo|ultimi)\s+\d+\s+posti\b|\bi\s+primi\s+\d+\b",
        ),
        cue(
            "urgency", 0.5, r"\bnon\s+perdere\s+(?:questa|quest')\s*(?:opportunit[àa]|occasione)\b"
        ),
        cue(
            "urgency", 0.4, r"\burgente\b|\bsubito\b|\bimmediatamente\b|\bil\s+prima\s+possibile\b"
        ),
        cue(
            "pay_first",
            1.0,
            r"\b(?:quota|tassa|costo)\s+di\s+(?:iscrizione|registrazione|formazione|attivazione|adesione)\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:pagare|versare|depositare|ricaricare)\s+(?:una\s+|la\s+|un\s+)?(?:piccola\s+)?"
            r"(?:quota|deposito|somma|importo|conto)\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:ricever(?:e|ai)|ricevi)\s+(?:\w+\s+)?(?:pacchi|bonifici|pagamenti|soldi|denaro)\b"
            r"[^.!?\n]{0,60}?\b(?:inoltr\w+|rispedi\w+|trasferi\w+|invia\w*)\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:pagamenti|bonifici|soldi|denaro)\b[^.!?\n]{0,40}?\bsul\s+(?:tuo|suo)\s+(?:\w+\s+)?conto\b"
            r"|\brimbors\w+\s+(?:con|nel)\s+(?:il\s+)?(?:tuo|suo|primo)\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:formazione|iscrizione|registrazione|kit|corso)\b[^.!?\n]{0,40}?\b(?:costa|costo\s+di"
            r"|quota\s+di)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:conto\s+bancario|coordinate\s+bancarie|dati\s+bancari|iban|codice\s+fiscale"
            r"|data\s+di\s+nascita)\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:copia|foto)\s+(?:del(?:la)?\s+(?:tua|tuo|sua|suo))\s+(?:carta\s+d'identit[àa]|passaporto"
            r"|documento|patente)\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:il\s+)?(?:tuo|suo)\s+(?:cv|curriculum|profilo|numero)\s+(?:[èe]\s+stato|stato)\s+(?:\w+\s+)?"
            r"(?:approvato|selezionato|scelto|raccomandato)\b|\b(?:sei|[èe])\s+stat[oa]\s+(?:selezionat[oa]"
            r"|scelt[oa])\b",
        ),
        cue(
            "unsolicited",
            0.5,
            r"\b(?:abbiamo\s+)?(?:trovato|visto|ottenuto)\s+(?:il\s+)?(?:tuo|suo)\s+(?:cv|curriculum|numero"
            r"|contatto)\s+(?:su|tramite|da)\b",
        ),
        cue("unsolicited", 0.6, r"\bstai\s+cercando\s+(?:un\s+)?lavoro\b"),
        cue("unsolicited", 0.3, r"\bcongratulazioni\b"),
        cue(
            "no_vetting",
            0.7,
            r"\bsenza\s+colloquio\b|\bcolloquio\s+(?:via|tramite|su|per)\s+(?:chat|messaggio|whatsapp"
            r"|telegram)\b",
        ),
        cue("trivial", 0.4, r"\bmaggiorenne\b|\balmeno\s+\d{2}\s+anni\b"),
        cue(
            "trivial",
            0.4,
            r"\bavere\s+(?:uno?\s+)?(?:smartphone|cellulare|telefono|connessione\s+internet)\b",
        ),
        # a kit, a uniform or a course bought from the firm's shop before the first shift
        cue(
            "pay_first",
            1.0,
            r"\b(?:è|e'|sarà)\s+obbligatori\w+\s+(?:acquistare|comprare|pagare)\s+(?:\S+\s+){0,4}?"
            r"(?:kit|divisa|attrezzatura|corso|uniforme)\b",
        ),
    ),
)
