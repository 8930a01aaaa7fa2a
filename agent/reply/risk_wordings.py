"""Risk rules for wordings the term rules miss: terse asks, bare pay figures, contract types."""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule
from agent.reply.scam_base import ACCOUNT_OWNER

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*"
# What a sum is earned per, in pay pitches: a period, or a piece of work.
_PER = (
    r"(?:month|year|annum|week|day|hour|hr|evaluation|assignment|task|order|review|survey|parcel"
    r"|package|follow|like|post|article|video)s?"
)

_NATIONALS = (
    r"(?:Malaysian|Singaporean|Emirati|Saudi|Qatari|Omani|Kuwaiti|Bahraini|Filipino|Indonesian"
    r"|Nigerian|Kenyan|Ghanaian|Jamaican|Pakistani|Bangladeshi|Indian|Sri\s+Lankan|Australian"
    r"|Canadian|American|British|Irish|Kiwi|South\s+African)s?"
)

WORDING_RULES: tuple[Rule, ...] = (
    # citizens only and local passes: "Malaysian only ya", "Singaporean/PR", "EP/S Pass", "AEWV"
    rule(
        "visa",
        rf"\b{_NATIONALS}\s+(?:citizens?\s+|nationals?\s+)?only\b|\b{_NATIONALS}\s*/\s*PRs?\b"
        r"|(?-i:\bS\s+Pass\b)|(?-i:\bEP\b)\s+(?:approval|application|holders?|eligib\w+)\b|\bAEWV\b"
        r"|\bAccredited\s+Employer\s+Work\s+Visa\b",
        "Work authorization or citizenship is involved; answer only what is true for you.",
        negatable=True,
    ),
    # ID documents and numbers asked in shorthand: "Emirates ID copy", "copy of TRN", "name & TRN"
    rule(
        "personal_data",
        r"\b(?:Emirates\s+ID|national\s+ID|ID|CNIC|NRIC|IC|Aadhaar|PAN)\s+cop(?:y|ies)\b"
        r"|\bcopy\s+of\s+(?:your\s+)?(?:TRN|NIN|BVN|PAN|CNIC|NRIC|KRA\s+PIN|ID\b|Emirates\s+ID)"
        r"|\b(?:send|share|provide|submit)\s+(?:us\s+)?(?:your\s+)?(?:name\s+(?:&|and)\s+)?(?:TRN|NIN"
        r"|BVN|KRA\s+PIN|SIN|NINO|TFN|IRD\s+number)\b|\byour\s+ID\s+number\b"
        r"|\b(?:complete|pass)\s+(?:the\s+)?(?:ID|KYC|identity)\s+verification\b",
        "They ask for an ID document or number; share it only once the employer is verified.",
    ),
    # pay in a recruiter's aside: "what kind of base would make you look up", "180-200 + super",
    # "Package is c.£110k"
    rule(
        "salary",
        r"\bbase\s+would\s+(?:make|get|tempt|move|take)\s+you\b"
        r"|\b\d{2,3}k?\s*[-–]\s*\d{2,3}k?\s*\+\s*super(?:annuation)?\b"
        r"|\bpackage\s+(?:is|of)\s+(?:c\.?\s?|circa\s+|around\s+|approx\.?\s+|up\s+to\s+)?[£$€]\s?\d",
        "The message talks about pay; only you can decide what to name.",
    ),
    # "Notice?", "CTC / ECTC / Notice / Location", "your notice", "how soon could you come on board"
    rule(
        "notice_period",
        r"(?<!\bto\s)\b(?:your|resignation|contractual|current)\s+notice\b"
        r"(?!\s+(?:board|of\s+(?:privacy|rights)))|(?-i:\bNP\b)\s*[?/:]"
        r"|(?:^|[/,;:|]|\d\))[ \t]*notice[ \t]*(?:\?|/|,|;|\||$)"
        r"|\bhow\s+soon\s+(?:\w+\s+){1,3}?(?:come|be)\s+on\s*board\b"
        r"|\b(?:you|someone|anyone|hire|candidate|role|position|job|employment|contract)\b[^.!?\n]{0,40}?"
        r"\b(?:begin|start|join|commenc\w*)\s+(?:on\s+|in\s+|by\s+|from\s+)?(?:early|mid|late|the\s+end\s+of)"
        rf"[\s-]+{_MONTH}\b|(?<!week\s)\bcommenc(?:ing|es)\s+(?:on\s+)?(?:\d|the\s+\d|{_MONTH}\s+\d)"
        r"|\b(?:pencil+\w*|booked|scheduled)\s+(?:you\s+)?in\s+to\s+start\b"
        # a start date stated: "your start date as Monday, 3 February", "report for duty on 2 Jan"
        r"|\b(?:start\s+date|first\s+(?:day|shift|morning)|report\s+for\s+duty|resumption\s+date"
        r"|joining\s+date|you\b[^.!?\n]{0,60}?\bstarting)\b[^.!?\n]{0,30}?\b(?:on\s+|as\s+|is\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day"
        rf",?\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+\d{{1,2}}\b)",
        "The message asks about or sets your notice period or start date; only you can answer it.",
        about_work=True,
    ),
    # when they could start: "When are you free to start?", "start on the 3rd of March", "start
    # tomorrow", "- Notice?" in a bullet list, and the same in Dutch, French, Portuguese, German
    rule(
        "notice_period",
        r"\b(?:free|available|ready)\s+to\s+start\b|^[ \t]*[-*•·][ \t]*notice(?:\s+period)?[ \t]*\?"
        r"|\bstart(?:ing)?\s+on\s+the\s+\d{1,2}(?:st|nd|rd|th)?\b"
        r"|\b(?:someone|you|them|people|staff|nurses|drivers)\s+(?:\w+\s+)?start(?:ing)?\s+(?:tomorrow"
        r"|immediately|asap|(?:this|next)\s+(?:week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
        r"|\bstart\s+(?:tomorrow|asap|immediately)\s+if\b|\bmobili[sz]ation\s+date\b"
        r"|\bstart\s+of\s+training\s+is\b|\bdelay\s+your\s+start\b|\bstart\s+\d{1,2}/\d{1,2}\b"
        r"|\bstart\s+date\s+(?:is\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\bwhen\s+(?:could|can)\s+you\s+mobili[sz]e\b"
        r"|\bper\s+direct\s+(?:beginnen|starten|aan\s+de\s+slag)\b|\bprise\s+de\s+poste\b"
        r"|\bin[íi]cio\s+(?:em|no\s+dia|imediato)\b|\bincorporaci[óo]n\s+(?:inmediata|el\s+\d)"
        r"|\bEintrittstermin\b|\bfr[üu]hestm[öo]glich\w*\s+(?:Eintritt|Start|Beginn)",
        "They ask when you could start or set a start date; only you can answer it.",
        about_work=True,
    ),
    # pay asked without the word salary: "what kind of base are you targeting?", "a number?"
    rule(
        "salary",
        r"\bwhat\s+(?:kind\s+of\s+|sort\s+of\s+)?(?:base|number|figure|rate|package|comp|money|salary)"
        r"\s+(?:are|would)\s+you\b|\b\d{2,3}\s+an\s+hour\b(?!\s+(?:drive|commute|away|from))"
        r"|\btax[- ]free\s+(?:salary|pay|income)\b|\b(?:hardship|location|shift)\s+(?:allowance"
        r"|differential)\b|\bminimum\s+you(?:'d|\s+would)\s+(?:accept|take|consider)\b"
        r"|\bsend\s+me\s+a\s+number\b|\b(?:daily|weekly|monthly)\s+(?:salary|pay|wage|income)\b"
        r"|\b(?:salary|wage)\s*:?\s*\d[\d,.]*\s*(?:[-–]\s*\d[\d,.]*\s*)?(?:k|million|lakh|LPA)?\b",
        "They ask about or state pay; only you can decide what to accept or share.",
    ),
    # work rights asked in passing: "GC or USC only", "valid papers to work", "EU work permit"
    rule(
        "visa",
        r"(?-i:\b(?:GC|USC|GC-EAD)\b)\s*(?:or|/|,|only|holders?)"
        r"|\bvalid\s+(?:papers|documents)\s+to\s+work\b|\b(?:EU|EEA|UK|US)\s+work\s+permit\b"
        r"|(?-i:\bTN\b)\s+(?:status|visa)|(?-i:\bBRP\b)|\bVisum\b",
        "Work authorization is involved; answer only what is true for you.",
        negatable=True,
    ),
    # terms said in passing: zero hours, outside work banned, costs repaid if you leave early
    rule(
        "legal",
        r"\bzero[- ]hours?\s+contract\b|\boutside\s+employment\b|\bmoonlighting\b"
        r"|\bOfficial\s+Secrets\s+Act\b|\btraining\s+bond\b|\bpost-?employment\s+restrictions?\b"
        r"|\bagrees?\s+not\s+to\s+(?:engage|work|compete|join|solicit)\b"
        r"|\bdeduct\w*\b[^.!?\n]{0,60}\bfrom\s+your\s+(?:final\s+)?(?:pay|salary|wages)\b"
        r"|\b(?:becomes?|is|remains?|shall\s+be)\s+(?:the\s+)?(?:sole\s+|exclusive\s+)?property\s+of\s+the"
        r"\s+(?:company|employer|client)\b|\bIP\s+assigns?\b|\bown\s+no\s+rights\b"
        r"|\b(?:reimburse|repay|refund|pay\s+back)\b[^.!?\n]{0,60}\bcosts?\b[^.!?\n]{0,40}\bleave\b"
        r"|\bleave\s+(?:before|within)\b[^.!?\n]{0,60}\b(?:reimburse|repay|refund|pay\s+back)\b",
        "The message states contract terms; read them before agreeing to anything.",
        negatable=True,
    ),
    # pay without a currency sign: "earning 5000+ a month", "Pay 25/hr", "earn 250 per evaluation"
    rule(
        "salary",
        r"\b(?:earn\w*|pays?|paid|salary|income|make|making)\s+(?:up\s+to\s+|over\s+|around\s+|about\s+)?"
        rf"\d[\d,.]*\s*\+?\s*(?:k\s+)?(?:a|per|/|each|every)\s*{_PER}\b"
        r"|\b(?:commission|bonus|incentive)\s+(?:of\s+)?(?:up\s+to\s+)?\d+(?:[.,]\d+)?\s*%"
        r"|\bpaid\s+in\s+(?:our\s+)?(?:tokens?|crypto\w*|usdt|bitcoin|btc)\b"
        r"|\bcompetitive\s+(?:salary|pay|compensation|rate|base)\b|\b(?:income|revenue|earnings)\s+split\b"
        r"|(?-i:\bE?CTC\b)|\b\d{2,3}k?\s+(?:base|OTE|TC|total\s+comp)\b"
        r"|\b(?:base|salary|comp|pay|rate)\s+expectations?\b|\bsalaris(?!administra|verwerk|advis|specialist|medewerk)\w*|\bbruto\s+per\s+maand\b"
        r"|\b\d{2,3}\s*[-–]\s*\d{2,3}k?\s+(?:DOE|base|OTE)\b|\bfixed\s+(?:and|\+|&)\s+variable\b"
        r"|\b(?:lower|upper|top|bottom|higher)\s+end\s+of\s+(?:the\s+|your\s+|our\s+)?(?:range|band|budget"
        r"|bracket)\b|\b(?:range|band|figure)\s+you\s+(?:mentioned|quoted|gave|shared)\b"
        r"|[<{\[]\s*(?:min|max|base|target)?[_ ]?(?:salary|pay|rate|comp|compensation)(?:_\w+)?"
        r"\s*[>}\]]",
        "The message sets or asks about pay; only you can decide what to accept or share.",
    ),
    # contract types and clauses said in passing: "fixed term", "contract-to-hire", "deducted from"
    rule(
        "legal",
        r"\bfixed[- ]term\b|\bcontract[- ]to[- ]hire\b"
        r"|\bconfidentiality\s+(?:form|undertaking|clause|statement)\b"
        r"|\bdeducted\s+from\s+your\s+(?:final\s+)?(?:pay|salary|pay\s?check|wages)\b"
        r"|\b(?:need|send|return|get)\s+(?:\w+\s+){0,3}?signed\s+(?:offer|contract|agreement|letter)\b",
        "The message states contract terms; read them before agreeing to anything.",
        negatable=True,
    ),
    # how you are engaged, equity terms, checks you must pass
    rule(
        "legal",
        r"\bindependent\s+contractor\b|\bright\s+of\s+repurchase\b|\(1099\)|\bon\s+(?:a\s+)?1099\b"
        r"|\b1099\s+(?:contract\w*|basis|role|position|worker|employee)\b|\bW-?2\s+(?:or|vs\.?|/)\s*1099\b"
        r"|\bpost[- ]termination\s+exercise\b|\bclaw[- ]?back\b"
        r"|\bmust\s+pass\b[^.!?\n]{0,40}?\b(?:background|drug|criminal)\b"
        r"|\bcomplete\s+(?:the|a|our)\s+(?:\w+\s+)?background\s+(?:check|screening)\b"
        r"|\bsubject\s+to\b[^.!?\n]{0,40}?\b(?:BPSS|security\s+clearance|criminal\s+record)",
        "The message states contract terms or checks; read them before agreeing to anything.",
        negatable=True,
    ),
    # identity documents and numbers sent: "a copy of a valid government ID", "BVN", "NIN slip"
    rule(
        "personal_data",
        r"\b(?:copy|copies|photocop\w+|scan\w*)\s+of\s+(?:your\s+|a\s+)?(?:valid\s+)?(?:government"
        r"(?:[- ]issued)?\s+|national\s+|(?-i:[A-Z])\w+\s+)?(?:ID|identity\s+card|ID\s+card)s?\b"
        r"|\b(?:send|submit|upload|e-?mail|provide|share)\b[^.!?\n]{0,40}?\b(?:national|government"
        r"(?:[- ]issued)?)\s+ID\b"
        r"|\b(?:send|submit|upload|provide|share|e-?mail|your)\b[^.!?\n]{0,40}?"
        r"(?-i:\b(?:BVN|NIN|TIN|SSS|PhilHealth|KRA\s+PIN)\b)"
        r"|\bfull\s+name,\s+(?:birthday|date\s+of\s+birth)\b|\bpassport\s+(?:bio|data|photo)\s*page\b",
        "They ask for identity documents or numbers; verify the employer first.",
        negatable=True,
        unless=r"\b(?:bring|carry|come\s+with|interview|reception)\b",
    ),
    # your address, passwords or codes asked for by reply
    rule(
        "personal_data",
        r"\b(?:send|give|reply\s+with|provide|share)\s+(?:me\s+|us\s+)?(?:with\s+)?your\s+(?:full\s+)?"
        r"(?:name\s+and\s+)?(?!e-?mail)(?:home\s+|postal\s+|mailing\s+|street\s+)?address\b"
        r"|\b(?:send|give|share|provide|tell|reply\s+with|forward)\s+(?:me\s+|us\s+)?(?:with\s+)?"
        r"your\s+(?:\w+\s+){0,2}?(?:password|passcode|login\s+credentials|OTP|one[- ]time\s+code"
        rf"|verification\s+code|(?:\w+\s+)?account\s+login|{ACCOUNT_OWNER}\s+(?:login|credentials))\b",
        "They ask for personal data (address, passwords, codes); verify the employer first.",
        negatable=True,
    ),
)
# Work rights and start dates in recruiter shorthand and in more languages: "only Singaporeans/PR",
# "are you on an EP or DP?", "right-to-work verification", "arbetstillstånd", "DOJ 1st Aug",
# "in seat by the 15th", "What's your availability like?", "bisa mulai kerja kapan?"
WORDING_RULES += (
    rule(
        "visa",
        r"\bright[- ]to[- ]work\b|\bonly\s+(?-i:[A-Z])\w+s?\s*(?:/|or|and)\s*(?-i:PRs?)\b"
        r"|\b(?:on|hold|holding|have)\s+(?:an?\s+)?(?-i:EP|DP|S\s?Pass|PR)\s+(?:or|/)\s+(?-i:EP|DP|PR|S\s?Pass)\b"
        r"|\b(?-i:EP)\s+quota\b|\barbetstillstånd\w*|\bEU-medborgare\b|\bάδεια\s+εργασίας"
        r"|\bwarganegara\s+(?-i:[A-Z])\w+\s+sahaja\b|\bграждан\s+(?:РФ|России)\b"
        r"|ใบอนุญาตทำงาน|วีซ่า",
        "Work authorization or citizenship is involved; answer only what is true for you.",
        negatable=True,
    ),
    rule(
        "notice_period",
        r"(?-i:\bDOJ\b)|\bin\s+seat\s+by\b|\bwhat['’]?s\s+your\s+availability\s+like\b"
        r"|\bearliest\s+availability\b|\bshifts?\s+start\s+(?:next|this|on|tomorrow)\b"
        r"|\bmulai\s+kerja\s+kapan\b|\bkapan\s+(?:bisa\s+)?mulai\b|\bcó\s+thể\s+đi\s+làm\b"
        r"|\bπότε\s+θα\s+μπορούσατε\s+να\s+ξεκινήσετε",
        "They ask when you could start; only you can decide that.",
        about_work=True,
    ),
)
