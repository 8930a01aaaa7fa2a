"""Contract, workplace and permit terms in European languages (DE FR ES PT IT NL PL)."""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

# A sentence about the interview, the company's own move, remote work or visitor parking.
_NOT_THE_JOB = (
    r"\b(?:entretien|entrevista|Vorstellungsgespr[äa]ch|colloquio|rendez-vous|reuni[óo]n|reuni[ãa]o"
    r"|\w*gesprek\w*|sollicitati\w+|rozmow\w+|spotkani\w+"
    r"|visiteurs?|parking|[àa]\s+distance"
    # fully remote, not "2 jours de télétravail" (hybrid still ties the job to a town)
    r"|(?:100\s*%|full|enti[èe]rement|totalmente|completamente|komplett|vollst[äa]ndig)\s+(?:en\s+|in\s+"
    r"|im\s+)?(?:t[ée]l[ée]travail|remote|remoto|teletrabajo|Homeoffice)"
    r"|(?:t[ée]l[ée]travail|teletrabajo|remoto|remote|Homeoffice)\s+(?:complet|total|100)\w*"
    r"|(?:nach\s+)?unse\w*\s+Umzug|nos\s+bureaux|ont\s+d[ée]m[ée]nag\w*|nous\s+avons\s+d[ée]m[ée]nag\w*"
    r"|nos\s+vamos\s+a\s+mudar|nos\s+mudamos|nuestras?\s+oficinas?|vamos\s+mudar)\b"
)

LANG_TERM_RULES: tuple[Rule, ...] = (
    rule(
        "legal",
        # restraints after the job and penalties: "nachvertragliches Wettbewerbsverbot"
        r"\b(?:nachvertraglich\w*\s+)?(?:Wettbewerbsverbot\w*|Konkurrenzverbot\w*|Abwerbeverbot\w*"
        r"|Karenzentsch[äa]digung|Vertragsstrafe\w*|R[üu]ckzahlungsklausel\w*)"
        r"|\bclause\s+(?:de\s+)?(?:d[ée]dit[\s-]formation|confidentialit[ée]|exclusivit[ée])"
        r"|\bcl[áa]usula\s+de\s+(?:permanencia|confidencialidad|exclusividad)"
        r"|\bcl[áa]usula\s+de\s+(?:confidencialidade|exclusividade|perman[êe]ncia)"
        r"|\bpatto\s+di\s+(?:riservatezza|stabilit[àa]|esclusiva)",
        "A restraint or penalty clause in the contract; read it before you sign.",
        negatable=True,
    ),
    rule(
        "legal",
        # the contract itself, or a binding promise of one: "promesse d'embauche", "Arbeitsvertrag"
        r"\bpromesse\s+d['’]embauche\b|\bcontrat\s+de\s+travail\b|\bAnstellungsvertrag\w*"
        r"|\bArbeitsvertrag\w*|\bcontrato\s+de\s+(?:trabajo|trabalho)\b|\bcontratto\s+di\s+lavoro\b"
        r"|\bp[ée]riode\s+d['’]essai\b|\bProbezeit\b|\bper[íi]odo\s+de\s+(?:prueba|experi[êe]ncia)\b"
        r"|\bperiodo\s+di\s+prova\b"
        # Dutch, German, Portuguese, Spanish, Polish: fixed terms, probation, covenants, NDAs
        r"|\bconcurrentiebeding\w*|\brelatiebeding\w*|\bgeheimhoudings\w+|\bproeftijd\b"
        r"|\b(?:voor\s+)?bepaalde\s+tijd\b|\barbeidsovereenkomst\w*|\bbefristet\w*|\bBefristung\b"
        r"|\bVerschwiegenheits\w+|\bacordo\s+de\s+confidencialidade\b|\bcontrato\s+de\s+experi[êe]ncia\b"
        r"|\bacuerdo\s+de\s+confidencialidad\b|\bzakaz\w*\s+konkurencji\b|\bumow\w+\s+o\s+prac\w+"
        r"|\bokres\w*\s+pr[óo]bn\w+|\bsem\s+carteira\s+assinada\b|\bmulta\s+rescis[óo]ria\b",
        "Contract terms to read before you agree to anything.",
    ),
    rule(
        "relocation",
        r"\blieu\s+de\s+travail\b|\bclause\s+de\s+mobilit[ée]\b|\bArbeitsort\b|\bDienstort\b"
        r"|\blugar\s+de\s+trabajo\b|\blocal\s+de\s+trabalho\b|\bsede\s+di\s+lavoro\b"
        r"|\b(?:Umzugskosten|Umzugspauschale|frais\s+de\s+d[ée]m[ée]nagement|gastos\s+de\s+mudanza"
        r"|reubicaci[óo]n|traslado|relocaliza[çc][ãa]o|realoca[çc][ãa]o|mudan[çc]a\s+de\s+cidade"
        r"|trasferimento)\b",
        "The contract names where you work or pays for a move; check it suits where you live.",
        negatable=True,
    ),
    rule(
        "relocation",
        # moving and on-site words: "nach Hamburg umzuziehen", "basé à Lyon, en présentiel"
        r"\bumz(?:uziehen|iehen|ug\w*)\b|\bnach\s+(?-i:[A-Z])\w+\s+(?:zu\s+)?ziehen\b"
        r"|\bbas[ée]e?\s+[àa]\s+(?-i:[A-Z])|(?<!entretien\s)\ben\s+pr[ée]sentiel\b|\bsur\s+site\b"
        r"|\bd[ée]m[ée]nag\w+|(?<!entrevista\s)(?<!\[)\bpresencial\b(?!\s*/)|\bmudar(?:-se|te|se)?\s+(?:para|a)\s+"
        r"(?-i:[A-Z])|\btrasladar(?:te|se)\s+a\b|\btrasferir(?:si|ti)\s+a\b"
        # Dutch, Polish, Portuguese, Spanish, Italian, German: moving, the office, hybrid
        r"|\bverhuiz\w+|\b(?:vanuit|op)\s+(?:ons\s+|het\s+)?kantoor\b|\bprzeprowadz\w*\s+si[ęe]\b|\bprzeprowadzk\w+|\bstacjonarn\w+"
        r"|\bh[íi]brid[oa]\b|\bibrid[oa]\b|\bhybrydow\w+|\bno\s+escrit[óo]rio\b|\ben\s+la\s+oficina\b"
        r"|\bin\s+sede\b|\b(?:arbeit\w*|einsatz\w*|tätig\w*|präsen\w*|anwesen\w*|Tage?|Stelle|Dienst|Position|Job|Rolle)\b[^.!?\n]{0,20}?\bvor\s+Ort\b"
        r"|\(vor\s+Ort\)|\bvor\s+Ort\s+in\b|\bvor\s+Ort\s+(?:arbeit|tätig|beim\s+Kunden|präsent|anwesend)\w*|\bim\s+B[üu]ro\b(?!\s+an\b)|\bfull\s+pr[ée]sentiel\b"
        r"|\bdepuis\s+(?:notre|nos)\s+bureaux?\s+de\s+(?-i:[A-Z])"
        r"|\bno\s+admite\s+teletrabajo\b|\bsin\s+teletrabajo\b|\bpas\s+de\s+t[ée]l[ée]travail\b"
        r"|\bd[óo]nde\s+(?:resides|vives)\b|\bo[ùu]\s+(?:habitez|r[ée]sidez|vivez|habites)\b"
        r"|\bwo\s+wohnen\s+Sie\b|\bwaar\s+woon\s+je\b|\bonde\s+(?:mora|vive|reside)s?\b"
        r"|\b(?:ir|venir|acudir)\s+a\s+la\s+oficina\b|\baller\s+au\s+bureau\b",
        "The job needs you in a named town or to move; check it suits where you live.",
        negatable=True,
        about_work=True,
        unless=_NOT_THE_JOB,
    ),
    rule(
        "visa",
        r"\b(?:Arbeitserlaubnis|Arbeitsgenehmigung|Aufenthalts(?:titel|erlaubnis|genehmigung)"
        r"|Staatsangeh[öo]rigkeit|permis\s+de\s+travail|titre\s+de\s+s[ée]jour|autorisation\s+de\s+travail"
        r"|nationalit[ée]|habilitation\s+(?:secret|d[ée]fense|de\s+s[ée]curit[ée])|permiso\s+de\s+trabajo|autorizaci[óo]n\s+de\s+trabajo"
        r"|nacionalidad|visado|visto\s+de\s+trabalho|autoriza[çc][ãa]o\s+de\s+trabalho|nacionalidade"
        r"|permesso\s+di\s+(?:lavoro|soggiorno)|cittadinanza"
        r"|werkvergunning|verblijfsvergunning|tewerkstellingsvergunning|kennismigrant\w*"
        r"|zezwoleni\w+\s+na\s+prac\w+|karta\s+pobytu|obywatel\w*|autoriza[çc][ãa]o\s+de\s+resid[êe]ncia"
        r"|cidadania|(?<!c[ée]dula\sde\s)ciudadan[íi]a|iqama)\b",
        "Work authorization or nationality is involved; answer only what is true for you.",
        negatable=True,
    ),
)
