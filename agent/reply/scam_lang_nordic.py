"""Swedish, Norwegian and Danish job-scam cues: fees, mule payments, BankID logins, proxy jobs.

The three languages share most of their words, so one table reads them all: an alternation
names the Swedish, Norwegian and Danish forms side by side ("tjäna|tjene", "avgift|gebyr").
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    PassOn,
    Proxy,
    Unlock,
    advance_fee_cues,
    login_cue,
    pass_on_cues,
    proxy_cues,
    unlock_cues,
)

_APPS = r"(?:WhatsApp|Telegram|Signal|Viber|Messenger|Snapchat)"
_PAY_APPS = r"(?:Swish|Vipps|MobilePay|Revolut|Western\s+Union|MoneyGram|krypto\w*|Bitcoin|USDT)"
# Days and tasks, not weeks ("to dager i uken" is a hybrid week), nor hours ("8 timer om dagen").
_NOT_HOURS = r"(?<!timmar\s)(?<!timmer\s)(?<!timer\s)(?<!time\s)(?<!timme\s)"
_UNITS = (
    rf"{_NOT_HOURS}\b(?:om|per|pr\.?|i)\s+(?:dagen|dygnet|døgnet)\b|\b/\s*dag\b|\bdagligen\b"
    r"|\b(?:per|pr\.?|för\s+varje|for\s+hver)\s+(?:uppdrag|uppgift|oppgave|opgave|recension"
    r"|anmeldelse|omdöme|vurdering|like|klick|klikk|video|order|bestilling|beställning)\b"
)
_HOURS = r"\b(?:i|per|pr\.?)\s+(?:timmen|timen|time)\b|/\s*tim(?:me)?\b|\btim(?:lön|elønn|eløn)\b"
_PAY = (
    r"\b(?:tjäna|tjänar|tjänat|tjene|tjener|tjent|tjen)\b|\bextrainkomst\w*|\bekstrainntekt\w*"
    r"|\bekstraindtægt\w*|\bprovisionen\b|\bprovisjon\w*"
)
_APPLIED = (
    r"\bdin\s+(?:ansökan|ansøgning|søknad)\b|\bdu\s+har\s+(?:sökt|søkt|søgt)\b"
    r"|\b(?:tack|takk|tak)\s+for\w*\s+(?:din\s+)?(?:ansökan|ansøgning|søknad)"
)
_FEES = AdvanceFee(
    fee=r"\b(?:registrerings|anmälnings|påmeldings|tilmeldings|aktiverings|administrations"
    r"|handläggnings|saksbehandlings|förmednings|formidlings|oppstarts|opstarts|utbildnings"
    r"|opplærings|uddannelses|visum|visa|arbetstillstånds|arbeidstillatelses|arbejdstilladelses"
    r"|uniforms|läkarundersöknings|legeundersøkelses|helbredsundersøgelses)"
    r"(?:avgift|avgiften|gebyr|gebyret|afgift|afgiften)\b"
    r"|\b(?:avgift|gebyr|afgift)\s+(?:för|for|til)\s+(?:visum|arbetstillstånd|arbeidstillatelse"
    r"|arbejdstilladelse|registrering|aktivering|förmedling|formidling|uniform|dokument\w*)\b",
    ahead=r"\b(?:betala|betale|betal|sätta\s+in|sätt\s+in|sette\s+inn|indbetale|indbetal|överföra"
    r"|overføre|swisha|vippse)\w*\s+(?:\S+\s+){0,5}?(?:i\s+förskott|på\s+förhand|forskuddsvis"
    r"|på\s+forhånd|forud|i\s+forvejen|innan\s+(?:avresan|du\s+reser|intervjun|start)"
    r"|før\s+(?:avreise|afrejse|intervju\w*|du\s+(?:reiser|rejser|starter|begynner)))"
    r"|\b(?:handpenning|forskudd|forskud|depositum|deposition)\s+(?:på\s+)?\d",
    payee=r"\b(?:till|til)\s+(?:vår|vores|våre|min|mitt)?\s*(?:agent|koordinator|kontaktperson"
    r"|representant|rekryterare|rekrutterer)s?\s+(?:privata\s+|private\s+|personlige\s+)?"
    rf"(?:konto|kort|{_PAY_APPS})\b",
    covered=r"\b(?:arbetsgivaren|arbeidsgiver(?:en)?|arbejdsgiveren|företaget|firmaet|virksomheden"
    r"|vi)\s+(?:\w+\s+)?(?:betalar|betaler|står\s+för|står\s+for|dekker|dækker|bekostar)\b"
    r"|\bkostnadsfri\w*|\bgratis\b|\b(?:utan|uten|uden)\s+(?:kostnad|kostnader|omkostninger"
    r"|beregning|betaling)\b|\bingen\s+(?:avgift|gebyrer|gebyr|afgift)\b|\brefunderas\s+av\b"
    r"|\b(?:betalas|bekostas|står|dekkes|betales|dækkes|refunderes|ersätts)\s+(?:\S+\s+)?(?:av|af)\s+"
    r"(?:arbetsgivaren|arbeidsgiver\w*|arbejdsgiver\w*|företaget|firmaet|virksomheden|oss|os)\b"
    # a rent deposit for a flat is the landlord's, not a fee for the job
    r"|\b(?:lägenhet\w*|hyra|hyran|hyresvärd\w*|bostad\w*|leilighet\w*|husleie\w*|utleier\w*|bolig\w*"
    r"|lejlighed\w*|husleje\w*|udlejer\w*)\b",
)
_PASS_ON = PassOn(
    take=r"\b(?:tar?\s+emot|motta|mottar|modtage|modtager|modta|få|får)\s+(?:\S+\s+){0,3}?(?:betalningar|betalinger"
    r"|inbetalningar|innbetalinger|indbetalinger|pengar|penger|penge|överföringar|overføringer)"
    rf"\s+(?:\S+\s+){{0,4}}?(?:på|till|til|inn\s+på|ind\s+på)\s+(?:ditt\s+|din\s+|dit\s+)?"
    rf"(?:eget\s+|egen\s+)?(?:konto|bankkonto|{_PAY_APPS})"
    r"|\b(?:en|ett|et)\s+(?:check|sjekk)\s+(?:på|om|for|til)\b"
    r"|\b(?:betalat|överfört|skickat|satt\s+in|betalt|overført|sendt|indbetalt|overført)\s+"
    r"(?:\S+\s+){0,4}?(?:för\s+mycket|for\s+mye|for\s+meget|av\s+misstag|ved\s+en\s+(?:fejl|feil))",
    onward=r"\b(?:skick|för|över|send|sätt|sett|overfør|før)\w*\s+(?:\S+\s+){0,3}?"
    r"(?:vidare|videre)\b|\b(?:vidarebefordra|videresend)\w*\s+(?:\S+\s+){0,2}?(?:pengar|penger"
    r"|penge|betalning\w*|beløp\w*|belopp\w*|dem|dom)\b|\bresten\b|\bresterande\b"
    r"|\brestbelopp\w*|\brestbeløb\w*|\bmellanskillnaden\b|\bdifferansen\b|\bforskellen\b"
    r"|\b(?:presentkort|gavekort)\w*|\b(?:vår|vores|våre|min)\s+(?:\w+\s+)?(?:leverantör|leverandør)\w*",
    agent=r"\b(?:betalnings|betalings|finans)agent\w*|\b(?:betalnings|betalings)representant\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktivera|aktivere|låsa\s+upp|låse\s+opp|låse\s+op|frigöra|frigjøre)\s+"
    r"(?:\S+\s+){0,2}?(?:konto\w*|uppgift\w*|oppgave\w*|opgave\w*|nivå\w*|niveau\w*)",
    pay=r"\b(?:sätt\w*\s+(?:du\s+)?in|sette\s+inn|setter\s+(?:du\s+)?inn|indbetal\w*|fyll\w*\s+på"
    r"|fylde\s+op|insättning|innskudd|indskud|depositum)",
    back=r"\b(?:återbetalas|refunderas|betales\s+tilbake|refunderes|tilbagebetales|får\s+(?:du\s+)?"
    r"(?:tillbaka|tilbake|tilbage))\b[^.!?\n]{0,40}?\b(?:första|første|provision|provisjon|kommission"
    r"|uppgift|oppgave|opgave|utbetalning|utbetaling|udbetaling)\w*",
)
_PROXY = Proxy(
    in_your_name=r"\b(?:söker|söka|sök|jobbar|arbetar|søker|søke|søger|søge|jobber|arbeider|arbejder"
    r"|ansøg\w*|intervju\w*|jobsamtal\w*"
    r"|anställ\w*|ansatt|ansat)\b[^.!?\n]{0,60}?\b(?:i|under)\s+(?:ditt|dit)\s+(?:namn|navn)\b"
    r"|\b(?:i|under)\s+(?:ditt|dit)\s+(?:namn|navn)\b[^.!?\n]{0,60}?\b(?:vi|jeg|jag|teamet)\s+"
    r"(?:gör|gjør|gør|sköter|tar|tager)\b",
    share=r"\b(?:du\s+)?(?:behåller|beholder)\s+(?:\d{1,2}\s?%|en\s+andel)\s+(?:av|af)\s+"
    r"(?:lönen|lønnen|lønen|lønningen)\b",
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
        *proxy_cues(_PROXY),
        login_cue(
            r"\b(?:logga\s+in|logge\s+inn|logg\s+inn|log\s+ind|logge\s+ind|bekräfta|bekreft|bekræft"
            r"|verifiera|verifiser|verificer|identifiera|identifiser|legitimera)\w*",
            r"\b(?:din|dit)\s+(?:bank|internetbank|nettbank|netbank)\b|\bbankens\s+app\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:från|fra)\s+(?:mobilen|telefonen|soffan|sofaen)\b|\b(?:på|i)\s+(?:din\s+)?fritid"
            r"(?:en)?\b|\b(?:några|noen|få|et\s+par)\s+(?:minuter|minutter)\b"
            r"|\b(?:enkla|enkle)\s+(?:uppgifter|oppgaver|opgaver|jobb)\b",
        ),
        cue("effort", 0.3, r"\bhemifrån\b|\bhjemmefra\b"),
        cue(
            "effort",
            0.5,
            r"\b(?:ingen|uten|utan|uden)\s+(?:tidigare\s+|tidligere\s+)?(?:erfarenhet|erfaring)\b"
            r"|\b(?:erfarenhet|erfaring)\s+(?:krävs\s+inte|behövs\s+inte|kreves\s+ikke|er\s+ikke"
            r"\s+nødvendig|ikke\s+nødvendig)\b",
        ),
        cue(
            "channel",
            0.6,
            r"\b(?:skriv|skicka|hör\s+av\s+dig|kontakta|ta\s+kontakt|kontakt|meld"
            r"|send\s+(?:en\s+)?(?:melding|besked|sms))\w*\s+"
            rf"(?:\S+\s+){{0,3}}?(?:på|via|i|over|på)\s+{_APPS}",
        ),
        cue(
            "urgency",
            0.7,
            r"\bbegränsat\s+antal\s+platser\b|\bbegrenset\s+(?:antall\s+)?plasser\b"
            r"|\bbegrænset\s+antal\s+pladser\b|\bfå\s+(?:platser|plasser|pladser)\s+(?:kvar|igjen"
            r"|tilbage)\b|\b(?:bara|endast|kun)\s+i\s?dag\b|\bförst\s+till\s+kvarn\b"
            r"|\bførstemann\s+til\s+mølla\b|\bførst\s+til\s+mølle\b",
        ),
        cue(
            "identity",
            0.8,
            r"\bpersonnummer\w*|\bfødselsnummer\w*|\bCPR-?nummer\w*|\bkontonummer\w*|\bbankkonto\w*"
            r"|\bclearingnummer\w*|\bkortnummer\w*",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\bdu\s+har\s+(?:valts\s+ut|blivit\s+utvald|blitt\s+(?:valgt|plukket)\s+ut|blevet\s+udvalgt"
            r"|blevet\s+valgt|blitt\s+utvalgt)\b",
        ),
        cue(
            "form",
            0.7,
            r"\b(?:skriva|skrive)\s+(?:\S+\s+)?(?:recensioner|omdömen|anmeldelser|vurderinger)\b"
            r"|\b(?:betygsätta|rangere|bedømme)\s+(?:\S+\s+)?(?:appar|apps|produkter|hotell\w*)\b",
        ),
    ),
)
