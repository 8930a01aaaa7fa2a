"""Salary and notice-period rules in Spanish, Portuguese, French, German, Italian and Dutch."""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule
from agent.reply.scam_lang_common import MONEY_ANY

# Money that is not pay: travel costs, expenses, refunds, vouchers.
_NOT_PAY = (
    r"(?![^.!?\n]*\b(?:Reisekosten|Spesen|Fahrtkosten|frais\s+de\s+(?:d[ée]placement|transport)"
    r"|gastos|despesas|spese|reiskosten|onkosten|vi[áa]ticos|reembols\w*|rembours\w*|Erstattung"
    r"|expenses?|reimburs\w*|travel|parking|vouchers?|refund\w*|gift)\b)"
)
_PAY_NOUN = (
    r"(?:Gehalt\w*|Jahresgehalt|Bruttogehalt|Lohn|Stundenlohn|Verg[üu]tung|salaire|r[ée]mun[ée]ration"
    r"|salario|sueldo|remuneraci[óo]n|sal[áa]rio|remunera[çc][ãa]o|stipendio|retribuzione|RAL"
    r"|salaris|loon|beloning|wynagrodzeni\w+|pensj\w+|gaji|upah)"
)
_GROSS = r"(?:brutto|netto|brut|nets?|brutos?|netos?|l[íi]quido|lordo|lordi|netti|bruto)"
_NOTICE = (
    r"(?:K[üu]ndigungsfrist|pr[ée]avis|preaviso|aviso\s+pr[ée]vio|preavviso|opzegtermijn"
    r"|okres\s+wypowiedzenia|masa\s+pemberitahuan)"
)
_START = (
    r"(?:Eintrittstermin|fr[üu]hestm[öo]glich\w*\s+(?:Eintritt|Starttermin)|ab\s+wann\s+(?:k[öo]nnten"
    r"|w[äa]ren)\s+Sie|date\s+de\s+(?:d[ée]but|prise\s+de\s+poste)|disponibilit[ée]\s+pour\s+commencer"
    r"|fecha\s+de\s+(?:incorporaci[óo]n|inicio)|disponibilidad\s+para\s+incorporarte"
    r"|data\s+de\s+(?:in[íi]cio|admiss[ãa]o)|data\s+di\s+inizio|disponibilit[àa]\s+a\s+iniziare"
    r"|startdatum|ingangsdatum|wanneer\s+(?:kun\s+je|kunt\s+u)\s+beginnen)"
)

LANG_RISK_RULES: tuple[Rule, ...] = (
    rule(
        "salary",
        rf"(?:^|(?<=[.!?])\s)\s*{_NOT_PAY}[^.!?\n]*?({MONEY_ANY})",
        "The message names a sum of money; check what it pays or costs before replying.",
    ),
    rule(
        "salary",
        rf"\b{_PAY_NOUN}\b[^.!?\n]{{0,40}}?\?|\b{_PAY_NOUN}\s+{_GROSS}\b|\b{_GROSS}\s+{_PAY_NOUN}\b"
        r"|\bGehaltsvorstellung\w*|\bpr[ée]tentions?\s+salariales?|\bpretensi[óo]n\w*\s+salarial\w*"
        r"|\bexpectativas?\s+salaria(?:l|is|les)|\bpretens[ãa]o\s+salarial|\baspettative\s+economiche"
        r"|\bsalarisindicatie|\bsalariswens\w*|\boczekiwania\s+finansowe",
        "The message sets or asks about pay terms; only you can decide what to accept or share.",
    ),
    rule(
        "notice_period",
        rf"\b{_NOTICE}\b|\b{_START}\b",
        "The message asks about or sets your notice period or start date; only you can answer it.",
        about_work=True,
    ),
)
