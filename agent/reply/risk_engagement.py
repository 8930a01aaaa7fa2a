"""How you would be engaged and what binds you: contractor forms, probation, repayment, checks.

English first, then the contractor forms of other markets (PJ, B2B, partita IVA, monotributo,
IČO); each rule reads a family of wordings, not one phrase.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

# A length of time: "90-day", "6 months", "two-year".
_SPAN = (
    r"(?:\d+|one|two|three|four|five|six|nine|twelve|eighteen)[\s-]+(?:days?|weeks?|months?|years?)"
)

ENGAGEMENT_RULES: tuple[Rule, ...] = (
    # not employed: invoicing through your own company, contractor tax forms, sole trader
    rule(
        "legal",
        r"\b(?:in|out)side\s+(?:of\s+)?IR35\b|\bIR35\b|\b(?:C2C|corp[- ]to[- ]corp)\b"
        r"|\bW-?2\s+(?:or|vs\.?|/)\s*C2C\b|\binvoice\s+(?:us\s+|them\s+|the\s+client\s+)?(?:through|via"
        r"|from)\s+(?:your\s+own|a)\s+(?:\w+\s+)?(?:company|Ltd|limited\s+company|umbrella)\b"
        r"|\bumbrella\s+(?:company|companies|payroll)\b|\bsole\s+trader\b|\bon\s+your\s+(?:own\s+)?ABN\b"
        r"|\bno\s+(?:super|superannuation|paid\s+leave|benefits)\s+or\s+(?:paid\s+)?(?:leave|holidays?|super)\b"
        r"|\b(?:kontrakt|umow\w+|contrato|contract)\s+B2B\b|\bB2B\s+(?:contract|kontrakt|agreement)\b"
        r"|\b(?:contrata[çc][ãa]o|regime|modelo|vaga)\s+(?:via\s+|como\s+)?PJ\b|\bpartita\s+IVA\b"
        r"|\bmonotributo\b|\bsin\s+relaci[óo]n\s+de\s+dependencia\b|\bna\s+IČO\b|\bfreelance\s+"
        r"(?:basis|contract)\b",
        "You would be engaged as a contractor, not an employee; check tax, leave and rights first.",
        negatable=True,
    ),
    # a trial or probation of a stated length, and a term that ends
    rule(
        "legal",
        rf"\b{_SPAN}\s+(?:of\s+)?(?:probation(?:ary)?|trial)\b|\bprobation(?:ary)?\s+(?:of|for)\s+{_SPAN}"
        r"|\bprobation\s*:\s*\d|\b(?:on|under|during)\s+(?:a\s+|the\s+|your\s+)?probation\b"
        rf"|\b(?:on\s+)?an?\s+{_SPAN}\s+fixed(?:[- ]term)?\s+contract\b"
        r"|\bcontract\s*:\s*\d+\s+(?:years?|months?)"
        r"|\bpaid\s+trial\b",
        "The job starts on probation or a fixed term; check what ends it and when.",
        negatable=True,
    ),
    # money you hand back if you leave, and clients you may not approach
    rule(
        "legal",
        r"\bclawed\s+back\b|\b(?:repay|pay\s+back|refund|return)\s+(?:the\s+|your\s+|any\s+|a\s+)?"
        r"(?:\w+\s+)?(?:bonus|training\s+costs?|fees?|relocation\s+(?:costs?|allowance))\b[^.!?\n]{0,40}?"
        r"\b(?:if|should)\s+you\s+(?:leave|resign|quit)\b|\bconversion\s+fee\b"
        r"|\b(?:agree|undertake)\s+not\s+to\s+(?:approach|work\s+for|contact|solicit)\b"
        r"|\bpacto\s+de\s+permanencia\b|\bdeber[áa]\s+abonar\b",
        "You may owe money back or be barred from a client if you leave; read the terms first.",
        negatable=True,
    ),
    # how long the job lasts and what binds you to it: temp-to-perm, casual or zero hours, a
    # service bond, paying back if you leave early, no other job on the side
    rule(
        "legal",
        r"\btemp[- ]to[- ](?:hire|perm\w*)\b"
        r"|\bcasual\s+(?:employment|basis|contract|role|position)\b"
        r"|\bzero[- ]hours?\s+contract\b|\b(?:service|employment|training)\s+bond\b"
        r"|\b(?:sign|signing)\s+(?:a\s+)?(?:\d+|one|two|three)[- ](?:year|yr)\s+bond\b"
        r"|\b(?:early\s+exit|leav\w+\s+(?:early|within\s+\d+))\b[^.!?\n]{0,40}?\b(?:pay(?:ing)?\s+back"
        r"|repa(?:y|id)|refund\w*|reimburs\w*)\b|\bcommitment\s+clause\b|\b(?:no\s+)?moonlighting\b"
        r"|\b(?:not|no)\s+(?:hold|take\s+(?:up|on))\s+(?:any\s+)?other\s+employment\b",
        "The terms bind you to the job or limit what else you do; read them before you agree.",
        negatable=True,
    ),
    # checks you must pass before the offer stands (reference checks are routine; SC, DBS and
    # BPSS are read as clearance and ID elsewhere)
    rule(
        "legal",
        r"\b(?:credit|MVR|driving[- ]record|motor\s+vehicle\s+record|police|criminal(?:\s+record)?"
        r"|drug)\s+(?:check|checks|screening|test)\b|\bclean\s+driving\s+record\b"
        r"|\bbackground\s+(?:verification|investigation)\b|\bBGV\b"
        r"|\badli\s+sicil\s+kayd\w*",
        "The offer depends on checks you must pass; know what they cover before you agree.",
        negatable=True,
        unless=r"\b(?:we\s+do\s+not|no\s+need|not\s+required)\b",
    ),
)
