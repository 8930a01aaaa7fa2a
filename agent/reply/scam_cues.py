"""The table of scam feature cues: for each family, patterns read anywhere in a message."""

from __future__ import annotations

import re

from agent.reply.scam_base import CHAT_APPS, MONEY, SMS, cue
from agent.reply.scam_cues_hiring import HIRING_CUES
from agent.reply.scam_forms import FORM_CUES
from agent.reply.scam_handoffs import HANDOFF_CUES
from agent.reply.scam_schemes import SCHEME_CUES
from agent.reply.scam_tasks import TASK_CUES

# A time or piece-of-work unit that pay is quoted against ("a day", "/hr", "per task").
UNIT = (
    r"(?:day|daily|week|weekly|task|order|click|assignment|word|page|article|review|video|like"
    r"|post|survey|form|referral|sign[\s-]?up)s?"
)
SLOW_UNIT = r"(?:hour|hourly|hr|shift)s?"  # real contracts quote these too, so they weigh less
NUMBER = r"\d[\d,.]*\s?k?"
PAY_WORD = r"(?:earn\w*|income|profits?|commissions?|payouts?|rewards?|bonus)"
# Not an offer's named bonus ("sign-on bonus $10,000"): that is pay, not a promise per task.
_NOT_A_TERM_BONUS = r"(?<!sign-on\s)(?<!signing\s)(?<!annual\s)(?<!joining\s)(?<!performance\s)"
FREE_HOST = (
    r"(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|aol|icloud|proton(?:mail)?"
    r"|gmx|mail|yandex|zoho|rediffmail|europe|usa|consultant)\.[a-z.]{2,6}"
)
FREE_MAIL = rf"[\w.+-]+@{FREE_HOST}\b"
_NOT_VOID = r"(?<!void\s)(?<!voided\s)"


# Each cue is (family, strength, pattern); a family's strength is its strongest cues, added.
CUES: tuple[tuple[str, float, re.Pattern[str]], ...] = (
    # money promised: an amount, or a bare figure, against a short period or a piece of work
    cue("money", 0.8, rf"(?:{MONEY}|\b{NUMBER})\s*(?:\+\s*)?(?:per|a|an|each|every|/)\s*{UNIT}\b"),
    cue("money", 0.8, rf"(?:{MONEY})\s*one\s+{UNIT}\b"),  # "1 dollar one task"
    cue("money", 0.7, rf"{MONEY}\s*(?:\+\s*)?(?:{UNIT})\b"),
    cue("money", 0.4, rf"(?:{MONEY}|\b{NUMBER})\s*(?:\+\s*)?(?:per|a|an|/)\s*{SLOW_UNIT}\b"),
    cue("money", 0.4, rf"\b(?:pays?|paid|salary|wages?)\b[^.!?\n]{{0,40}}?{MONEY}"),
    # side income earned daily on "a platform": the pitch of task and investment scams
    cue(
        "money",
        0.6,
        r"\b(?:side|extra)\s+income\b|\bearn\s+(?:extra|more)\s+(?:\w+\s+)?(?:each|every|per|a)"
        r"\s+day\b",
    ),
    cue(
        "money",
        0.7,
        rf"{_NOT_A_TERM_BONUS}\b{PAY_WORD}\b"
        rf"[^.!?\n]{{0,50}}?(?:{MONEY}|\b\d{{2,}}[\d,.]*\b)",
    ),
    cue(
        "money",
        0.7,
        # a base salary with commission on top is a sales job's pay: "AED 7,000 basic + commission"
        rf"(?:{MONEY})(?![\d,.]*\s*(?:basic|base|salary|monthly|per\s+month|/\s?month|p\.?\s?m\b))"
        rf"[^.!?\n]{{0,40}}?\b(?:earn\w*|income|profits?|commissions?"
        rf"|{_NOT_A_TERM_BONUS}bonus)\b",
    ),
    cue(
        "money",
        0.4,
        r"\b(?:earn\w*|profits?(?![\s-]+sharing)|commissions?|payouts?|extra\s+(?:cash|money|income))\b",
    ),
    # little effort: spare time, a phone, minutes or hours a day, no experience, simple tasks
    cue(
        "effort",
        0.7,
        # "work from home" is the 0.4 remote-job cue below, not this one again
        r"(?<!\bwork\s)(?<!\bworking\s)\bfrom\s+(?:your\s+|the\s+)?(?:phone|mobile|home|couch|sofa"
        r"|bed|anywhere)\b"
        r"(?!\s+(?:on\s+)?(?:one|two|three|four|[1-4])\s+days?\s+(?:a|per|each)\s+week)"  # hybrid
        # a move: "furniture from your home in California to the Area"
        r"(?!\s+(?:in\s+(?-i:[A-Z])|to\s))",
    ),
    cue(
        "effort",
        0.7,
        # a full working day or a stated minimum ("Min 9hrs per day") is no little effort
        r"(?<!\bmin\s)(?<!\bmin\.\s)(?<!\bminimum\s)(?<!\bleast\s)"
        r"\b(?!(?:[89]|1\d|2[0-4])\s*(?:(?:-|to)\s*\d+\s*)?(?:hours?|hrs?)\b)"
        r"\d+\s*(?:(?:-|to)\s*\d+\s*)?(?:minutes?|mins?|hours?|hrs?)\s+(?:a|per|each)\s+day\b",
    ),
    cue(
        "effort",
        0.7,
        r"\b(?:no|without)\s+(?:prior\s+|previous\s+|advanced\s+|special\s+|relevant\s+)?"
        r"(?:experience|skills?|qualifications?)\b",
    ),
    cue("effort", 0.7, r"\b(?:simple|easy|basic|small)\s+(?:online\s+)?(?:tasks?|jobs?|work)\b"),
    cue("effort", 0.7, r"\b(?:spare|free|leisure)\s+time\b|\ba\s+few\s+(?:minutes|hours)\b"),
    cue(
        "effort",
        0.6,
        r"\b(?:only|just)\s+(?:work\s+)?\d+\s*(?:(?:-|to)\s*\d+\s*)?(?:minutes?|mins?|hours?|hrs?)\b",
    ),
    cue("effort", 0.4, r"\bpart[\s-]?time\b|\bflexible\s+(?:hours|schedule|time|timing)s?\b"),
    cue("effort", 0.4, r"\b(?:work|working)\s+(?:from|at)\s+home\b|\bhome[\s-]based\b"),
    # off-channel contact: chat apps, texting, a personal mailbox
    cue("channel", 0.7, rf"\b{CHAT_APPS}\b"),
    cue("channel", 0.6, FREE_MAIL),
    cue(
        "channel",
        0.5,
        rf"\b(?:text|sms|message)\s+(?:me|us)\b|(?<!\bthis\s)\btext\s+message\b|{SMS}",
    ),
    # a private message on whatever site the post sits on: "inbox me", "DM me", "PM me"
    cue("channel", 0.6, r"\b(?:inbox|dm|pm)\s+(?:me|us)\b|\bmy\s+(?:dm|inbox)\b"),
    cue(
        "channel",
        0.7,
        r"\b(?:talk|chat|speak|continue|discuss)\s+(?:\w+\s+)?(?:in\s+private|privately)\b",
    ),
    cue("channel", 0.9, r"\bthis\s+(?:platform|site|app)\s+is\s+(?:limited|restricted)\b"),
    cue(
        "channel",
        0.6,
        r"\btext\s+(?:the\s+word\s+)?[\"']?\w+[\"']?\s+to\s+(?:\d|begin|start|apply|continue|proceed)",
    ),
    cue(
        "channel",
        0.5,
        # "feel free to call me" with questions about an offer is a hiring manager's courtesy
        r"(?<!free\s\bto\s)(?<!hesitate\sto\s)\bcall\s+(?:me|us)\b(?!\s+(?:back|at\s+your))"
        r"|\b(?:call|text)\s+(?:this|my|our)\s+(?:number|line)\b",
    ),
    # urgency and scarcity
    cue(
        "urgency",
        0.7,
        r"\blimited\s+(?:spaces?|slots?|spots?|seats?|places?|positions?|vacanc\w+|openings?)\b",
    ),
    cue(
        "urgency",
        0.7,
        r"\b(?:only\s+)?\d+\s+(?:spaces?|slots?|spots?|seats?|places?|positions?)\s+(?:left|remaining|available)\b",
    ),
    cue(
        "urgency",
        0.5,
        r"\b(?:hurry|act\s+(?:now|fast)|don'?t\s+miss|first\s+come|before\s+it'?s\s+too\s+late)\b",
    ),
    cue(
        "urgency",
        0.4,
        r"\b(?:apply|join|register|reply|respond|start)\s+(?:now|today|immediately|asap)\b|\burgent(?:ly)?\b",
    ),
    cue(
        "urgency",
        0.4,
        r"\bas\s+soon\s+as\s+possible\b|\basap\b|\b(?:swift|timely|prompt|quick)\s+(?:and\s+\w+\s+)?response\b|\bright\s+away\b|\bwithin\s+\d+\s+(?:hours|hrs|minutes)\b",
    ),
    cue(
        "urgency",
        0.7,
        r"\b(?:or|otherwise)\s+(?:you\s+)?(?:will|'ll|could|may)?\s*(?:lose|forfeit|miss)\s+(?:the|this|your)\s+(?:job|position|offer|slot|place|chance)\b",
    ),
    # money flowing from or through you
    cue(
        "pay_first",
        0.8,
        r"\b(?:need|require|await|send|make)\s+(?:your|a|the)\s+(?:\w+\s+)?(?:payment|deposit|fee)\b(?!\s+(?:details|information|form|method))",
    ),
    cue(
        "pay_first",
        0.8,
        r"\b(?:pay|deposit|invest|recharge|top[\s-]?up)\s+(?:a\s+|an\s+|the\s+|your\s+)?(?:small\s+|one[\s-]time\s+)?(?:fee|deposit|amount|sum)\b",
    ),
    cue(
        "through_you",
        1.0,
        # a void cheque that sets up direct deposit is never cashed: payroll, not a fake cheque
        rf"{_NOT_VOID}\b(?:cheque|check|money\s+order|gift\s*cards?)\b[^.!?\n]{{0,60}}?"
        r"(?<!direct\s)\b(?:deposit|cash|buy|purchase)\b"
        rf"|(?<!direct\s)\b(?:deposit|cash)\b[^.!?\n]{{0,30}}?{_NOT_VOID}\b(?:cheque|check)\b",
    ),
    cue("through_you", 1.0, r"\bsend\s+you\s+(?:a\s+|the\s+)?(?:cheque|check|money\s+order)\b"),
    cue(
        "through_you",
        0.8,
        r"\b(?:funds?|money)\s+(?:\w+\s+){0,2}?(?:for|to\s+(?:buy|purchase|get))\s+(?:the\s+|your\s+)?(?:\w+\s+)?(?:software|equipment|supplies|materials|laptop|computer|office)\b",
    ),
    cue(
        "through_you",
        0.8,
        r"\b(?:packages?|parcels?|payments?|funds|transfers?)\b[^.!?\n]{0,40}?\byour\s+(?:own\s+|personal\s+)?(?:bank\s+account|account|home|address)\b",
    ),
    cue(
        "through_you",
        1.0,
        r"\breship\w*|\bwestern\s+union\b|\bmoneygram\b|\bforward\w*\s+(?:the\s+|their\s+)?(?:funds|money|payments?|balance)\b",
    ),
    cue(
        "through_you",
        0.8,
        r"\b(?:buy|purchase|order)\s+(?:\w+\s+){0,4}?from\s+(?:our|the|their)\s+(?:\w+\s+)?(?:vendor|supplier|partner|store|shop)\b|\breimbursed\s+(?:in|with|from|on)\s+your\s+first\b",
    ),
    # known job-scam forms: parcels, shop checks, fee jobs abroad, payment agents
    *FORM_CUES,
    *TASK_CUES,
    *SCHEME_CUES,
    *HANDOFF_CUES,
    # data asked early, hired without vetting, selected without applying (scam_cues_hiring)
    *HIRING_CUES,
    # pay that arrives at once or every week, tokens to deposit, work by the minute per task
    cue(
        "money",
        0.6,
        r"\bpaid\s+(?:instantly|immediately|every\s+(?:day|week)|each\s+(?:day|week))\b",
    ),
    cue(
        "effort", 0.7, r"\b\d+\s*(?:(?:-|to)\s*\d+\s*)?(?:minutes?|mins?)\s+(?:per|a|each)\s+task\b"
    ),
    cue(
        "pay_first",
        0.8,
        r"\b(?:deposit|pay|send|transfer|invest|recharge)\s+(?:\w+\s+)?\d[\d,.]*\s*(?:usdt|usdc|btc|eth|bitcoin|crypto)\b",
    ),
    cue(
        "pay_first",
        0.5,
        r"\bto\s+(?:activate|unlock|upgrade)\s+(?:your|the)\s+(?:\w+\s+)?account\b",
    ),
    cue(
        "through_you",
        1.0,
        r"\b(?:mail|send|wire|transfer)\s+you\s+(?:the\s+|some\s+)?(?:funds|money|cash)\b",
    ),
    cue("urgency", 0.5, r"\b(?:fill(?:ing)?|go(?:ing)?)\s+(?:up\s+)?fast\b|\bwon'?t\s+last\b"),
    cue(
        "identity",
        0.8,
        r"\b(?:photo|picture|scan|image|copy)\s+of\s+(?:your\s+)?(?:id|passport|driver'?s?\s+licen[cs]e|licen[cs]e|national\s+id)\b",
    ),
    cue(
        "no_vetting",
        0.7,
        r"\binterview\b[^.!?\n]{0,30}\b(?:via|over|on|through)\s+(?:a\s+)?(?:\w+\s+)?(?:chat|text|instant\s+messag\w+)\b",
    ),
    cue(
        "unsolicited",
        0.5,
        r"\b(?:saw|seen|found|came\s+across)\s+your\s+(?:resume|cv)\s+(?:online|on)\b",
    ),
    cue(
        "through_you",
        1.0,
        r"\b(?:receive|accept)\s+(?:\w+\s+)?(?:transfers|payments|funds|money)\b[^.!?\n]{0,60}?\b(?:send|pass|forward|transfer)\w*\b",
    ),
    cue(
        "through_you",
        0.6,  # a work laptop is shipped home too
        r"\b(?:ship|send|deliver|mail)\w*\s+(?:\w+\s+){0,2}?to\s+your\s+(?:house|home|address|flat|apartment)\b",
    ),
    cue("through_you", 0.6, r"\bkeep(?:ing)?\s+(?:a\s+|the\s+)?\d+\s*%"),
    cue("money", 0.6, r"\b(?:payouts?|pay|paid|earnings)\s+(?:daily|weekly|instantly)\b"),
    cue(
        "pay_first",
        0.8,
        r"\bfee\s+(?:applies|is\s+(?:due|payable|required))\b|\b\d[\d,.]*\s+(?:\w+\s+){0,3}?fee\b",
    ),
    cue(
        "pay_first",
        0.8,
        r"\b(?:top\s+up|fund|load|recharge)\s+(?:your\s+)?(?:\w+\s+)?(?:wallet|account)\b",
    ),
    cue("money", 0.7, r"\b(?:daily|weekly)\s+(?:wages?|pay|salary|income|earnings)\b"),
    cue(
        "effort",
        0.7,
        r"\bonly\s+need\s+(?:a\s+|an\s+)?(?:smart\s?phone|phone|mobile|laptop|internet)\b",
    ),
    cue("channel", 0.7, r"\b(?:wa\.me|t\.me|chat\.whatsapp\.com)/"),
    cue(
        "through_you",
        0.8,
        r"\b(?:paid|pay\w*)\s+(?:\w+\s+)?(?:via|in|with|by)\s+(?:gift\s*cards?|vouchers|bitcoin|crypto\w*)\b|\bresell\b",
    ),
)
