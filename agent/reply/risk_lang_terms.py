"""Contract terms in five European languages (DE FR ES PT IT): covenants, contracts, workplaces."""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

# A sentence about the interview, the company's own move, remote work or visitor parking.
_NOT_THE_JOB = (
    r"\b(?:entretien|entrevista|Vorstellungsgespr[äa]ch|colloquio|rendez-vous|reuni[óo]n|reuni[ãa]o"
    r"|visiteurs?|parking|t[ée]l[ée]travail|remote|remoto|teletrabajo|Homeoffice|[àa]\s+distance"
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
        r"|\bperiodo\s+di\s+prova\b",
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
        r"(?-i:[A-Z])|\btrasladar(?:te|se)\s+a\b|\btrasferir(?:si|ti)\s+a\b",
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
        r"|permesso\s+di\s+(?:lavoro|soggiorno)|cittadinanza)\b",
        "Work authorization or nationality is involved; answer only what is true for you.",
        negatable=True,
    ),
)
