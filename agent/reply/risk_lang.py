"""Salary, notice-period and personal-data rules in six European languages (ES PT FR DE IT NL)."""

from __future__ import annotations

from agent.reply.risk_base import NOT_PAY_WORDS, Rule, rule
from agent.reply.scam_lang_common import BSN_NUMBER, MONEY_ANY

# Money that is not pay: travel costs, expenses, refunds, vouchers.
_NOT_PAY = (
    r"(?![^.!?\n]*\b(?:Reisekosten|Spesen|Fahrtkosten|frais\s+de\s+(?:d[ée]placement|transport)"
    r"|gastos|despesas|spese|reiskosten|onkosten|vi[áa]ticos|reembols\w*|rembours\w*|Erstattung"
    rf"|{NOT_PAY_WORDS})\b"
    # a company's registered capital (Chinese register extracts): "注册资金：10万元"
    r"|[^.!?\n]*(?:注册|註冊)(?:资金|资本|資金|資本))"
    # a price to pay, not pay: "Total: ₹1,45,000", "Preis: 90 €"
    r"(?!\s*(?:total|price|cost|amount\s+due|invoice|Preis|prix|precio|pre[çc]o|prezzo|prijs)\s*:)"
)
_PAY_NOUN = (
    r"(?:Gehalt\w*|Jahresgehalt|Bruttogehalt|Lohn|Stundenlohn|Verg[üu]tung|salaire|r[ée]mun[ée]ration"
    r"|salario|sueldo|remuneraci[óo]n|sal[áa]rio|remunera[çc][ãa]o|stipendio|retribuzione|RAL"
    r"|salaris|loon|beloning|wynagrodzeni\w+|pensj\w+|gaji|upah)"
)
_GROSS = (
    r"(?:brutto|netto|brut|brutes?|nets?|nettes?|brut[oa]s?|net[oa]s?|l[íi]quid[oa]"
    r"|lordo|lordi|netti)"
)
_NOTICE = (
    r"(?:K[üu]ndigungsfrist|pr[ée]avis|preaviso|aviso\s+pr[ée]vio|preavviso|opzegtermijn"
    r"|okres\s+wypowiedzenia|masa\s+pemberitahuan)"
)
_START = (
    r"(?:Eintrittstermin|fr[üu]hestm[öo]glich\w*\s+(?:Eintritt|Starttermin)|ab\s+wann\s+(?:k[öo]nnten"
    r"|w[äa]ren)\s+Sie|date\s+de\s+(?:d[ée]but|prise\s+de\s+poste)|disponibilit[ée]\s+pour\s+commencer"
    r"|fecha\s+de\s+(?:incorporaci[óo]n|inicio)|disponibilidad\s+para\s+incorporarte"
    r"|data\s+de\s+(?:in[íi]cio|admiss[ãa]o)|data\s+di\s+inizio|disponibilit[àa]\s+a\s+iniziare"
    r"|startdatum|ingangsdatum|wanneer\s+(?:kun\s+je|kunt\s+u)\s+beginnen"
    r"|inicio\s+de\s+(?:labores|actividades|contrato)|fecha\s+de\s+ingreso|incorporaci[óo]n\s+inmediata"
    r"|disponibilidad\s+inmediata|disponibilidade\s+imediata|quando\s+(?:pode|poderia)\s+come[çc]ar"
    r"|cu[áa]ndo\s+(?:puedes|podr[íi]as|podr[íi]a)\s+(?:empezar|incorporarte|comenzar)"
    r"|[àa]\s+partir\s+de\s+quand|quand\s+(?:pourriez|pouvez)-vous\s+commencer"
    r"|wann\s+k[öo]nnten\s+Sie\s+(?:anfangen|beginnen|starten)|Arbeitsbeginn|Eintrittsdatum"
    r"|quando\s+potresti\s+iniziare|disponibilit[àa]\s+immediata)"
)
# Documents and numbers that identify you or your bank account.
_ID_DOC = (
    r"(?:Personalausweis\w*|Reisepass\w*|Ausweiskopie|Steuer-?ID|Steueridentifikationsnummer"
    r"|Sozialversicherungsnummer|Bankverbindung|Kontoverbindung|Geburtsdatum"
    r"|c[ée]dula(?:\s+de\s+(?:ciudadan[íi]a|identidad))?|pasaporte|fecha\s+de\s+nacimiento"
    r"|datos\s+bancarios|cuenta\s+bancaria|passaporte|carteira\s+de\s+identidade|dados\s+banc[áa]rios"
    r"|conta\s+banc[áa]ria|data\s+de\s+nascimento|carte\s+(?:d['’]identit[ée]|vitale)"
    r"|pi[èe]ce\s+d['’]identit[ée]|num[ée]ro\s+de\s+s[ée]curit[ée]\s+sociale|coordonn[ée]es\s+bancaires"
    r"|date\s+de\s+naissance|codice\s+fiscale|carta\s+d['’]identit[àa]|passaporto"
    r"|coordinate\s+bancarie|data\s+di\s+nascita|(?-i:DNI|NIE|NIF|CPF|RIB)|paspoort"
    rf"|identiteitsbewijs|burgerservicenummer|{BSN_NUMBER})"
)

LANG_RISK_RULES: tuple[Rule, ...] = (
    rule(
        "salary",
        rf"(?:^|(?<=[.!?]\s))\s*{_NOT_PAY}[^.!?\n]*?({MONEY_ANY})",
        "The message names a sum of money; check what it pays or costs before replying.",
    ),
    rule(
        "salary",
        rf"\b{_PAY_NOUN}\b[^.!?\n]{{0,40}}?\?|\b{_PAY_NOUN}\s+(?:\w+\s+)?{_GROSS}\b"
        rf"|\b{_GROSS}\s+{_PAY_NOUN}\b"
        r"|\bGehaltsvorstellung\w*|\bpr[ée]tentions?\s+salariales?|\bpretensi[óo]n\w*\s+salarial\w*"
        r"|\bexpectativas?\s+salaria(?:l|is|les)|\bpretens[ãa]o\s+salarial|\baspettative\s+economiche"
        r"|\bsalarisindicatie|\bsalariswens\w*|\boczekiwania\s+finansowe",
        "The message sets or asks about pay terms; only you can decide what to accept or share.",
    ),
    rule(
        "salary",
        # Chinese and Azerbaijani pay nouns ("月薪", "maaş"); a Russian form's "Зарплата"
        r"(?:工资|工資|薪资|薪資|薪水|月薪|日薪|年薪|时薪|時薪|底薪|薪酬)"
        r"|\b(?:maaş\w*|əmək\s+haqq\w*|Зарплата|Заработная\s+плата)\b",
        "The message sets or asks about pay terms; only you can decide what to accept or share.",
    ),
    rule(
        "relocation",
        # Chinese: a posting abroad, a work place field, housing or moving help
        r"外派|派駐|派驻|常駐|常驻|(?:工作|上班)地[點点](?![:：]?\s*(?:远程|遠程|在家|居家|不限))"
        r"|搬家補助|搬家补助|安家費|安家费"
        r"|住房補貼|住房补贴|房屋津貼|房屋津贴|員工宿舍|员工宿舍|先住宿舍",
        "The job is abroad or tied to a named place; decide whether that works for you.",
    ),
    rule(
        "visa",
        r"簽證|签证|工作準證|工作准证|工作許可|工作许可|居留證|居留证|國籍|国籍",
        "Work authorization or a visa is involved; answer only what is true for you.",
    ),
    rule(
        "relocation",
        # Azerbaijani: "located in Baku city", "the office is located in Nasimi district"
        r"\b(?:şəhərində|rayonunda|qəsəbəsində)\s+yerləş(?:ən|ir)\b|\bofis\w*\s+(?:\w+\s+){0,3}yerləşir\b",
        "The job is tied to a named town or office; decide whether that works for you.",
    ),
    rule(
        "notice_period",
        rf"\b{_NOTICE}\b|\b{_START}\b",
        "The message asks about or sets your notice period or start date; only you can answer it.",
        about_work=True,
    ),
    rule(
        "personal_data",
        rf"\b{_ID_DOC}\b",
        "They ask for identity documents, ID numbers or bank data; verify the employer first.",
    ),
)
# Round 12: a pay term stated with its figure left to fill in, and restrictive covenants.
LANG_RISK_RULES += (
    rule(
        "salary",
        rf"\b(?:{_PAY_NOUN}|retribuci[óo]n)\s+(?:\w+\s+){{0,2}}?(?:ser[áa]|ser[áa]\s+de|asciende\s+a|ammonta\s+a"
        r"|sera\s+de|s'[ée]l[èe]ve\s+[àa]|betr[äa]gt|(?:est\s+)?fix[ée]e?s?\s+[àa])\b"
        # a share of the pay: "80 % des letzten Grundgehalts", "30 % de la moyenne des salaires"
        r"|\b\d+\s?%\s+(?:des|der|du|de\s+la|de|del|do|della|of)\s+(?:\w+\s+){0,5}?"
        r"(?:\w*gehalt\w*|\w*geh[äa]lter|salaires?|salari[oa]s?|sal[áa]rios?|stipendi[oa]|salary)\b",
        "The message states your pay; check it before you answer.",
    ),
    rule(
        "legal",
        r"\b(?:(?:pacto|cl[áa]usula|restricci[óo]n\w*)\s+de\s+)?no\s+(?:competencia|captaci[óo]n)\b"
        r"|\bnon[\s-]concorrenza\b|\bclause\s+de\s+non[\s-]concurrence\b|\bn[ãa]o\s+concorr[êe]ncia\b",
        "A non-compete or non-solicitation term; read it before you sign.",
        negatable=True,  # "el contrato no incluye ninguna cláusula de no competencia"
    ),
)
