"""Risk rules about pay and timing: salary figures and asks, notice period and start dates."""

from __future__ import annotations

from agent.reply.risk_base import IN_QUESTION, MONEY, NO_OBJECT, PAY_WORDS, Rule, rule

# A sum in words: "several thousand US dollars", "a few hundred euros", "two thousand pounds".
_WORD_SUM = (
    r"\b(?:several|a\s+few|many|tens\s+of|hundreds\s+of|thousands\s+of|one|two|three|four|five"
    r"|six|seven|eight|nine|ten)(?:\s+(?:hundred|thousand)s?)?\s+(?:US\s+|U\.S\.\s+)?(?:dollars"
    r"|euros|pounds|USD|EUR|GBP|rupees)\b"
)

PAY_RULES: tuple[Rule, ...] = (
    # --- salary ---------------------------------------------------------------------------
    # pay left blank in a template or told in recruiters' shorthand: "a wage of $______",
    # "${{ initial_payment }}", "EXCELLENT $"
    rule(
        "salary",
        r"(?:[$€£₹]|\b(?:INR|USD|EUR|GBP|Rs\.?))\s?(?:_{3,}|[{\[]{1,2}\s*[\w.]*?(?:pay|salary|amount"
        r"|stipend|wage|rate|ctc|bonus|sum|figure|number))"
        r"|\b(?:excellent|great|top|competitive|good)\s+\$+(?!\s?\d)"
        r"|\b(?:internship|monthly|weekly|annual|research|living|training)\s+stipend\b"
        # pay in words: "compensation could be several thousand US dollars per month"
        rf"|{PAY_WORDS}[^.!?\n]{{0,60}}?{_WORD_SUM}|{_WORD_SUM}[^.!?\n]{{0,30}}?\b(?:per|a|an|each)\s+"
        r"(?:month|year|week|hour|day)\b",
        "The message sets your pay (its figure left to fill in); check it before you answer.",
    ),
    # a posting's pay field without a figure: "Salary: Competitive, DOE", "Compensation: negotiable"
    rule(
        "salary",
        # at a line's start, or a sentence's in a message pasted as one line
        r"(?:^|(?<=[.;!?]\s))[ \t*#>•-]*(?:salary|compensation|remuneration|pay|wages?|stipend"
        r"|rate)(?:\s+range)?"
        r"[ \t*]*:"
        r"[ \t*]*(?:competitive|negotiable|attractive|market|DOE|TBD|to\s+be\s+(?:discussed|agreed)"
        r"|depend\w*\s+on|based\s+on|commensurate)\b",
        "The posting states pay without a figure; you will need your own number.",
    ),
    rule(
        "salary",
        r"\b(?:expected|current|desired|target|previous|present|last|minimum)\s+"
        r"(?:annual\s+|base\s+|billing\s+|bill\s+|hourly\s+)?(?:salary|compensation|comp|pay|ctc|rate"
        r"|package|base(?:\s+range)?)\b",
        "They ask about your salary; only you can decide what to share.",
    ),
    rule(
        "salary",
        r"\b(?:salary|compensation|pay|rate)\s+(?:expectations?|requirements?|history)\b"
        r"|\bCTC\b|\b(?:hourly|daily|day)\s+rate\b"
        r"|\bwhat\s+(?:is|are|would be)\s+your\s+(?:rate|salary)",
        "They ask about your salary or rate; only you can decide what to share.",
    ),
    rule(
        "salary",
        r"\b(?:base|annual|starting)\s+salary\b|\bsalary\s+of\b|\bcompensation\s+package\b"
        r"|\b(?:signing|sign-on|annual|performance)\s+bonus\b"
        r"|(?<!\bor\s)(?<!\bin\s)(?<!diversity,\s)(?<!diversity\s)\b(?:equity(?!,?\s+(?:and\s+)?inclusion)"
        r"|stock options)\b"  # not "at law or in equity", not "diversity, equity and inclusion"
        r"|\bwill\s+pay\s+(?:you|the)\b|\b(?:split|share|negotiate)\s+(?:the\s+|your\s+)?(?:salary|pay)\b"
        r"|\b(?:bonus|commission|salary|wages?)\s+(?:will\s+be|is|shall\s+be)\s+(?:paid|payable)\b"
        r"|\blump[- ]sum\b|\b(?:your|the)\s+(?:total\s+|annual\s+|gross\s+)?(?:compensation"
        r"|remuneration|CTC|emoluments)\s+(?:is\s+(?:given|detailed|set\s+out|as)|shall\s+be|as\s+per)\b"
        # a pay term set to a figure, a currency or a blank: "compensation will be INR {Salary}"
        r"|\b(?:salary|compensation|remuneration|CTC|wages?|stipend)\s+(?:will|shall|would)\s+be\s+"
        r"(?:(?:INR|Rs|USD|EUR|GBP)\b|[$€£₹]|\d|[{\[<])",
        "The message discusses pay terms; check them before anything is agreed.",
    ),
    rule(
        "salary",
        rf"{PAY_WORDS}[^.!?\n]{{0,80}}?{MONEY}|{MONEY}[^.!?\n]{{0,80}}?{PAY_WORDS}"
        rf"|{MONEY}\s*(?:(?:/|per|a|an)\s*(?:year|yr|annum|month|mo|mth|hour|hr|h|day|week|wk|shift)"
        r"|daily|weekly|monthly|hourly)\b"
        r"|\b\d{3,}(?:,\d{3})*\s*/\s*(?:day|week|month|hr|hour)\b",  # a bare sum per time unit
        "The message names a pay figure; check it before replying.",
    ),
    rule(
        "salary",
        r"\b(?:pay|paid|earn\w*|rate)\b[^.!?\n]{0,40}?\.?\d[\d,.]*\s*(?:cents?\s+)?(?:per|a|an|each|/)"
        r"\s*(?:word|page|article|task|review|video|post|like|click|order|assignment)\b",
        "The message names a piece rate (per word, task or review); check it before replying.",
    ),
    rule(
        "salary",
        rf"(?:\bsalar(?:y|ies)\b|\bcompensation\b|\bremuneration\b|\bCTC\b|\bcomp\b|\bwages?\b"
        rf"|\bearning\b|\bpay(?:-wise)?\b(?!\s+(?:down|off|back|attention|for\s+(?:the|a|your)\b))|\bwhat\s+(?:\w+\s+){{0,2}}range\b|\bwhat\s+are\s+you\s+on\b"
        rf"|\bpay\s+(?:range|rate|band)\b|\brate\b){IN_QUESTION}"
        r"|\bhow\s+much\s+(?:\w+\s+){0,4}?(?:earn|make|charge|paid|expect)"
        r"|^\W*(?:expected\s+|current\s+|desired\s+)?(?:salary|compensation|rate|CTC)\s*:\s*$",
        "They ask about pay; only you can decide what to share.",
    ),
    # --- notice period / start date -------------------------------------------------------
    # pay that a scam lets you keep, pay promised as guaranteed, pay documents, a pay figure's slot
    rule(
        "salary",
        r"\bkeep\w*\s+(?:\S+\s+){0,5}?(?:as\s+(?:your\s+)?(?:pay|payment|wages?|salary|commission)\b"
        r"|(?:pay|wages?|salary|commission|percentage|cut)\b)"
        r"|\b(?:earnings|income|pay|salary|wages?)\s+(?:is\s+|are\s+)guaranteed\b"
        r"|\b(?:salary|pay)\s*(?:slips?|stubs?|certificates?)\b|\bpayslips?\b|\bin[\s-]hand\b"
        r"|\b(?:salary|compensation|remuneration|CTC)\s+of\s+(?:\{|\[|rs\b|inr\b|[$€£₹])",
        "The message names pay, or pay you would keep; check what it pays before replying.",
    ),
    # pay as a share, a mileage rate or a bonus figure: "pays 0.5% commission", ".68 cpm"
    rule(
        "salary",
        r"\b(?:earn\w*|pays?|commission|provision|komisi|comisi[óo]n|commissione)\b[^.!?\n]{0,30}?"
        r"\d+(?:[.,]\d+)?\s?(?:-\s?\d+(?:[.,]\d+)?\s?)?%"
        r"|\d+(?:[.,]\d+)?\s?%\s+(?:commission|daily|per\s+day|a\s+day|of\s+each|on\s+each)\b"
        r"|(?:\$|\b)\.?\d+\s?cpm\b|\bcents\s+per\s+mile\b"
        r"|[$€£]\s?\d[\d,.]*\s?k?\s+sign[- ]?on\b|\bZielgehalt\b|\bpretens[ãa]o\b",
        "The message names a pay share or bonus; check what it pays before replying.",
    ),
    rule(
        "notice_period",
        r"\bnotice\s+period\b|\bperiod\s+of\s+notice\b|\bhow\s+much\s+notice\b|\bserving\s+(?:your\s+)?"
        r"notice\b|\bimmediate\s+joiner|\bLWD\b|\blast\s+working\s+day\b",
        "They ask about your notice period; only you know your contract and plans.",
    ),
    rule(
        "notice_period",
        rf"\b(?:when|how\s+soon)\s+(?:can|could|would|will)\s+you\s+(?:\w+\s+){{0,3}}?(?:start|join|begin)"
        rf"\b{NO_OBJECT}|\b(?:can|could)\s+you\s+(?:start|join)\b{NO_OBJECT}{IN_QUESTION}"
        rf"|\b(?:start(?:ing)?|joining)\s+date{IN_QUESTION}|\bavailab\w+\s+to\s+(?:start|join)\b"
        r"|\byour\s+(?:start(?:ing)?|joining)\s+date\s+(?:will|is|shall|must)\b"
        rf"|\bearliest\b[^.!?\n]{{0,30}}?\b(?:start|join)\b{NO_OBJECT}"
        # one-word asks and other wordings: "Notice?", "np?", "Can u start Monday?"
        r"|(?:^|(?<=[\s/•*(-]))(?:notice|np)\s*\?|\bcan\s+u\s+(?:start|join)\b|\breadiness\s+date\b"
        r"|\bfr[üu]hestens\s+(?:\w+\s+)?(?:anfangen|beginnen|starten|eintreten)\b"
        r"|\bwann\s+(?:\w+\s+){0,4}?(?:anfangen|beginnen|starten)\b"
        r"|\bdisponibilidade\s+para\s+(?:o\s+)?(?:in[íi]cio|come[çc]ar)\b|\bprendere\s+servizio\b"
        r"|متى\s+يمكنك\s+(?:ال)?(?:انضمام|بدء|البدء)",
        "They ask when you could start; only you can decide that.",
    ),
    rule(
        "notice_period",
        r"\b(?:offer\s+of\s+employment|employment|appointment|position|role|hire)\b[^.!?\n]{0,80}?"
        r"\beffective\s+(?:on\s+|from\s+|as\s+of\s+)?(?:\[|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep"
        r"|oct|nov|dec)\w*\.?\s+\d)"
        rf"|\b(?:join|start|commence|report)\w*\b{NO_OBJECT}[^.!?\n]{{0,40}}?\b(?:not|no)\s+later\s+than\b"
        r"|\b(?:join|start|commence|report)\w*\s+(?:\w+\s+){0,4}?on\s+or\s+before\b"
        r"|\bcommence\w*\s+(?:your\s+)?(?:employment|duties|work)\s+on\b"
        r"|\b(?:date\s+of\s+joining|joining\s+date|(?<!vesting\s)commencement\s+date)\b",
        "The message sets a start or joining date; check it fits your notice period.",
    ),
)
# Pay asked or offered in recruiter shorthand: "ur current n expected", "what's your last drawn?",
# "What daily are you after?", "get you to 200 all-in", "something in the 70s", "£31k pro rata".
PAY_RULES += (
    rule(
        "salary",
        r"\b(?:ur|your)\s+current\s+(?:n|&|and|\+|/)\s+expected\b|\bcurrent\s+(?:n|&|and|/)\s+expected\b"
        r"|\b(?:what'?s|what\s+is|whats)\s+(?:ur|your)\s+(?:current|last\s+drawn)\s*\?"
        r"|\blast[- ]drawn\b|\bwhat\s+(?:daily|day\s+rate|rate|number|figure|salary|package)\s+"
        r"(?:are|r)\s+(?:you|u)\s+(?:after|looking\s+for|on|targeting)\b|\bchat\s+(?:rates|numbers)\b"
        r"|\bget\s+you\s+(?:up\s+)?to\s+[^\s\d]{0,3}\d[\d,.]*k?\b|\b\d[\d,.]*k?\s+all[- ]in\b"
        r"|\bsomething\s+in\s+the\s+(?:low\s+|mid\s+|high\s+|upper\s+)?\d0s\b|\b(?:that['’]?s|that\s+is|it['’]?s)\s+the\s+(?-i:band)\b"
        r"|\b\d[\d,.]*k?\s+pro[- ]rata\b|\bpro[- ]rata\s+(?:salary|of)\b"
        r"|\bwhere\s+would\s+you\s+need\s+to\s+be\b|\bmake\s+(?:a|the)\s+move\s+worth\s*while\b"
        r"|\b(?:\d+\s*%|a\s+bump)\s+(?:above|over|on\s+top\s+of)\s+(?:your|ur)\s+current\b"
        r"|\b(?:salary|pay|wage|compensation|remuneration)\s+(?:is|of|will\s+be)\s+"
        r"(?:[A-Z]{1,3}\s?|[^\w\s]{1,2}\s?)?\d",
        "They ask about or state your pay; only you can decide what to share or accept.",
    ),
    # the same in other languages: "gaji 20 juta/bulan", "Mzda 45 000 Kč", "¿cuánto estás ganando?"
    rule(
        "salary",
        r"\b(?:gaji|upah|mzda|plat|lương|sueldo|salario|Gehalt|Zieljahresgehalt|Jahresgehalt)\s+"
        r"(?:\w+\s+){0,3}?\d[\d.,\s]*(?:juta|jt|ribu|rb|triệu|tr|Kč|k|€|EUR|tys\.?)?"
        r"|\bgaji\s+UMR\b|\bbanda\s+salarial\b|\bcu[áa]nto\s+(?:est[áa]s\s+)?(?:ganando|ganas|pretendes)\b"
        r"|\bhoa\s+hồng\b|\bprovize\b|\b\d[\d\s.,]*(?:\s?Kč|\s(?-i:Ft|ezer\s+Ft))\b|\bhodinov\w+\s+sazb\w+"
        r"|\btys\.?\s+zł\b|\bzł\s+netto\b|करंट\s+सीटीसी|\bCTC\b"
        r"|รายได้|\d[\d,.]*\s*บาท",
        "They ask about or state your pay; only you can decide what to share or accept.",
    ),
)
