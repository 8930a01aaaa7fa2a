"""English job-scam schemes by their mechanics: rented accounts, remote access, crypto, chat.

The FTC, BBB and FBI IC3 describe job scams by what the victim is made to do, not by their
wording: lend an account or an identity, host a computer someone else logs into, top up a
crypto balance, "optimize" apps for commission, pay for training, be interviewed by text,
run errands and payments for a travelling boss, answer a "shortlisted, reference code" text.
Each cue names one such act, so a new wording of the same scheme still shows it.
"""

from __future__ import annotations

from agent.reply.scam_base import MONEY, Cue, cue, cue_unless

_PLATFORM = (
    r"(?:upwork|fiverr|freelancer|toptal|linkedin|guru|peopleperhour|indeed|payoneer|paypal"
    r"|freelanc\w+)"
)
_REMOTE_TOOL = r"(?:any\s?desk|team\s?viewer|remote\s+desktop|rustdesk|ultraviewer|chrome\s+remote)"
_MACHINE = r"(?:computer|laptop|pc|mini\s+pc|machine|workstation|desktop|server)"
_CRYPTO = r"(?:usdt|usdc|trc-?20|erc-?20|bitcoin|btc|crypto(?:currency)?|tether|eth)"
_CHAT_TOOL = (
    r"(?:teams\s+chat|google\s+chat|wire(?:\s+messenger|\s+app)?|wickr|threema|signal|telegram"
    r"|skype|whats\s?app|instant\s+messag\w+|text\s+chat|chat)"
)
_SHORTLISTED = (
    r"(?:shortlisted|short-listed|(?:invited|selected)\s+for\s+an?\s+interview"
    r"|invitation\s+(?:for|to)\s+(?:an?\s+)?interview|passed\s+our\s+screening)"
)
# Between the two, no named employer ("at Leeds Teaching Hospitals", "to Contoso").
_NO_EMPLOYER = r"(?:(?!\b(?:at|with|to)\s+(?-i:[A-Z][a-z]))[\s\S]){0,80}?"
_REF_CODE = r"\b(?:reference|ref\.?)\s*(?:code|no\.?|number|id)?\s*:?\s*[A-Z0-9][A-Za-z0-9-]{2,}\b"
_TRAVEL_BOSS = (
    r"\b(?:i|i'm|my\s+(?:boss|manager)|our\s+(?:ceo|director|boss)|he|she|\w+\s+executive)\b"
    r"[^.!?\n]{0,40}?\b(?:travel\w*|at\s+sea|offshore|abroad|away|overseas|on\s+a\s+(?:trip|mission)"
    r"|deployed|relocating)\b"
)

SCHEME_CUES: tuple[Cue, ...] = (
    # account rental / proxy work: someone else works under your account or name
    cue(
        "identity",
        0.8,
        rf"\b(?:rent|use|borrow|work\s+on|access|share)\s+(?:your|an?)\s+(?:\w+\s+){{0,2}}?"
        rf"{_PLATFORM}\s+(?:account|profile)\b"
        rf"|\b{_PLATFORM}\s+(?:account|profile)\s+(?:that\s+)?you\s+(?:don'?t|rarely|never)\s+use\b"
        r"|\b(?:use|borrow)\s+your\s+(?:identity|name|id\b)|\bunder\s+your\s+name\b"
        r"|\baccount\s+in\s+your\s+name\b[^.!?\n]{0,40}?\b(?:let\s+me|for\s+me|i\s+(?:will|can|'ll))"
        rf"|\b(?:lend|give|rent)\s+(?:me\s+|us\s+)?your\s+(?:\w+\s+){{0,2}}?(?:{_PLATFORM}\s+)?"
        r"(?:account|profile)\b"
        r"|\b(?:with|using)\s+your\s+(?:id|documents|identity|passport|ssn)\b[^.!?\n]{0,40}?"
        r"\b(?:i|we)(?:'ll|\s+will)?\s+(?:do|manage|handle|run)\b"
        r"|\b(?:attend|do|pass)\s+(?:the\s+)?(?:\w+\s+)?interviews?\s+as\s+yourself\b"
        r"|\byou\s+(?:pass|attend|do)\s+the\s+(?:job\s+|video\s+)?interviews?\b"
        r"[^.!?\n]{0,40}?\bI\s+do\b"
        r"|\b(?:conduct|attend|tak|handl)\w*\s+(?:the\s+)?interviews?\s+(?:with\s+(?:the\s+)?clients"
        r"|for\s+(?:me|us)|on\s+(?:my|our)\s+behalf)\b",
    ),
    # the sender's own platform account is shut, and a "partner" is sought to keep working on it
    cue(
        "identity",
        0.8,
        rf"\bmy\s+{_PLATFORM}\s+(?:account|profile)\s+(?:has\s+|had\s+)?(?:been\s+|become\s+"
        r"|became\s+|got\s+|is\s+|was\s+)(?:suspended|banned|inactive|blocked|restricted|closed"
        r"|disabled|deactivated)\b[\s\S]{0,200}?\b(?:partner|help\s+me\s+(?:continue|work|run|keep)"
        r"|someone\s+to\s+(?:work|run|operate))\b",
    ),
    cue(
        "through_you",
        0.7,
        r"\b\d{1,2}\s?(?:%|percent)\s+of\s+(?:my|the|every|each|all)\s+(?:\w+\s+)?"
        r"(?:earnings|income|payments?|salary|paycheck|money)\b"
        r"|\b(?:share|split)\s+the\s+(?:income|earnings|salary|paycheck|payments?|money)\b"
        r"|\bsplit\s+(?:it\s+)?(?:\d{2}\s*(?:to|/|-|:)\s*\d{2}|fifty[\s-]fifty)\b"
        r"|\bI\s+do\s+all\s+the\s+work\b|\bI\s+will\s+(?:manage|handle|run)\s+it\b",
    ),
    # remote access to a computer in your home
    cue(
        "form",
        0.8,
        rf"\b(?:install|download|set\s+up|open)\s+{_REMOTE_TOOL}\b"
        rf"|\b(?:access|log\s+into|connect\s+to)\s+(?:it|them|the\s+{_MACHINE})\s+"
        rf"(?:with|via|through)\s+{_REMOTE_TOOL}"
        rf"|\bhost\s+(?:a|the|one)\s+{_MACHINE}\b"
        r"|\bremote(?:ly)?\s+(?:desktop\s+)?access\w*\s+(?:to\s+)?(?:this|your|a|the)\s+"
        rf"(?:\w+\s+){{0,2}}?{_MACHINE}\b"
        rf"|\bkeep\s+(?:a|the|my|this|your)\s+(?:\w+\s+)?{_MACHINE}\s+(?:at\s+home|running|on|online"
        r"|connected|switched\s+on|powered\s+on)\b|\bkeep\s+it\s+(?:switched\s+on|powered\s+on|running)\b"
        rf"|\b(?:use|access)\s+your\s+(?:home\s+|personal\s+)?{_MACHINE}\b"
        r"|\bI\s+(?:will\s+)?log\s+in\s+(?:from\s+abroad|remotely)\b"
        r"|\bplug\s+it\s+into\s+your\s+router\b"
        rf"|\b{_REMOTE_TOOL}\b[^.!?\n]{{0,40}}?\b(?:id|code)\s+and\s+password\b",
    ),
    # a rent paid monthly for an account or a machine; a salary stated as a term is the job's pay
    cue_unless(
        "money",
        0.5,
        r"\b(?:fixed\s+)?monthly\s+(?:payment|income|fee)\b"
        rf"|(?:{MONEY})\s*(?:a|per|every|each)\s+month\b",
        r"\b(?:basic|gross|net)\s+(?:monthly\s+)?(?:salary|pay|wages?)\b|\b(?-i:CTC)\b"
        r"|\b(?:salary|stipend|remuneration)\s*(?::|of|is)?\s*(?:[A-Z]{2,3}\s?)?[$€£₹]?\s?\d",
    ),
    # crypto top-ups: pay in before you may withdraw
    cue(
        "pay_first",
        0.9,
        r"\b(?:deposit|top\s?-?up|recharge|send|transfer)\s+"
        rf"(?:\w+\s+){{0,3}}?\d[\d,.]*\s*{_CRYPTO}\b"
        rf"|\b(?:top\s?-?up|recharge)\s+your\s+(?:account|balance|wallet)\b"
        r"|\b(?:negative\s+balance|balance\s+is\s+negative)\b"
        rf"|\bbalance\s+of\s+\d[\d,.]*\s*{_CRYPTO}\b|\btop\s?-?up\s+the\s+(?:difference|balance)\b"
        rf"|\b(?:buy|purchase)\b[^.!?\n]{{0,30}}?\b{_CRYPTO}\b"
        r"[^.!?\n]{0,40}?\b(?:send|transfer)\b",
    ),
    cue("money", 0.6, rf"\b(?:paid|pay|salary|payouts?)\s+(?:\w+\s+){{0,3}}?in\s+{_CRYPTO}\b"),
    # app "optimization" / order grabbing: fake tasks paid by commission
    cue(
        "form",
        0.8,
        r"\b(?:app|product|data|hotel|movie)\s+optimi[sz](?:ation|ers?|ing)\b"
        r"|\bgrab\s+(?:\w+\s+)?orders\b|\b(?:submit|complete)\s+(?:\d+\s+)?(?:\w+\s+)?tasks\b"
        r"[^.!?\n]{0,60}?\b(?:commission|merchants?|rankings?|sales|exposure|visibility)\b"
        r"|\bboost\s+(?:\w+\s+)?(?:rankings?|ratings?)\b"
        r"|\b(?:increase|raise|improve)\s+(?:\w+\s+){0,2}?(?:exposure|visibility|sales)\b"
        r"[^.!?\n]{0,60}?\b(?:tasks?|submit|click)\b"
        r"|\b(?:tasks?|submit|click)\b[^.!?\n]{0,60}?\b(?:merchants?'?|exposure|visibility)\b",
    ),
    cue(
        "money",
        0.6,
        r"\bcommission\s+(?:is\s+)?(?:credited|paid\s+instantly|on\s+each|after\s+each)\b"
        r"|\b(?:receive|get|earn|withdraw)\s+(?:your\s+|a\s+)?(?:commissions?|profits?)\b",
    ),
    # paid training, certification, background checks, licences
    cue(
        "pay_first",
        0.8,
        r"\b(?:background\s+check|training|certification|registration|licen[cs]e|kit"
        r"|starter\s+pack)\b"
        rf"[^.!?\n]{{0,30}}?\b(?:costs?|fee\s+of|priced\s+at)\s+(?:{MONEY})",
    ),
    cue(
        "pay_first",
        0.8,
        r"\b(?:pay|send|purchase|buy)\s+(?:for\s+)?(?:our|the|your|a)?\s*(?:\w+\s+){0,3}?"
        r"(?:assessment|course|training|software|uniform|kit|permit|licen[cs]e|certificat\w*"
        rf"|registration|test|id\s+card)\b[^.!?\n]{{0,30}}?(?:{MONEY})"
        rf"|\b(?:pay|send|purchase|buy)\s+(?:{MONEY})\s+for\s+(?:your|the)\b",
    ),
    cue(
        "pay_first",
        0.6,
        r"\b(?:fully\s+)?refundable\b|\b(?:will\s+be|you'll\s+be|be)\s+refunded\b"
        r"|\breturned\s+with\s+your\s+first\s+(?:salary|pay(?:check)?)\b",
    ),
    # interviews held by text chat
    cue("channel", 0.7, r"\bwire\s+(?:messenger|app|account)\b|\b(?:wickr|threema)\b"),
    cue(
        "no_vetting",
        0.6,
        r"\binterview\w*\b[^.!?\n]{0,50}?\b(?:chat|hangouts?|wire|wickr|signal|telegram)\b"
        r"|\bno\s+(?:camera|video|webcam)\s+(?:is\s+)?(?:required|needed)\b"
        r"|\bwritten\s+interview\b",
    ),
    cue(
        "no_vetting",
        0.8,
        r"\binterviews?\b[^.!?\n]{0,40}?\b(?:held|conducted|done|take\s+place)\s+"
        r"(?:on|via|through|over)\s+"
        rf"(?:\w+\s+)?{_CHAT_TOOL}\b"
        r"|\b(?:text|chat|instant\s+messaging)\s+interview\b"
        r"|\binterviews?\s+(?:on|via|through|over)\s+(?:microsoft\s+)?teams\s+chat\b",
    ),
    # a personal assistant to a travelling boss, paying on their behalf
    cue(
        "form",
        0.7,
        rf"{_TRAVEL_BOSS}[^.!?\n]{{0,60}}?\b(?:personal\s+)?(?:assistant|pa|someone)\b"
        rf"|\b(?:personal\s+)?assistant\b[^.!?\n]{{0,40}}?{_TRAVEL_BOSS}",
    ),
    cue(
        "through_you",
        0.8,
        r"\b(?:make|handle|send)\s+(?:some\s+)?payments\s+on\s+(?:his|her|my|their)\s+behalf\b"
        r"|\b(?:pay(?:ing)?\s+(?:some\s+)?(?:bills|vendors|suppliers)|purchase\s+gift\s+cards"
        r"|receive\s+(?:packages|deliveries|client\s+payments)|handling\s+packages"
        r"|handle\s+(?:my|his|her)\s+payments)\b",
    ),
    # "shortlisted, reference code" invitations
    cue(
        "form",
        0.8,
        rf"\b{_SHORTLISTED}{_NO_EMPLOYER}{_REF_CODE}|{_REF_CODE}{_NO_EMPLOYER}\b{_SHORTLISTED}"
        rf"|\b(?:text|use|with)\s+(?:your\s+)?(?:code|ref)\s+[A-Z0-9-]{{2,}}\b",
    ),
    # "are you open to part-time work? daily pay" openers
    cue(
        "money",
        0.8,
        r"\bdaily\s+(?:pay|payouts?|payments?|salary|wages?)\b"
        r"|\b(?:paid|payment\s+is\s+made|salary\s+paid)\s+(?:daily|every\s+day)\b|\bearn\s+daily\b",
    ),
    cue(
        "unsolicited",
        0.5,
        r"\b(?:are\s+you|would\s+you\s+(?:like|consider))\s+(?:open\s+to|interested\s+in)?\s*"
        r"(?:a\s+)?(?:part[\s-]?time|side|remote|online|flexible)\s+(?:\w+\s+)?"
        r"(?:work|job|gig|position)\b",
    ),
    # a carer hired by someone not yet local, who pays in advance and cannot take a call
    cue(
        "form",
        0.6,
        r"\b(?:relocating|moving)\s+to\s+your\s+(?:area|city|town|neighbou?rhood|location)\b",
    ),
    cue(
        "through_you",
        0.7,
        r"\b(?:send|mail|post)\s+(?:you\s+)?(?:a\s+|an\s+)?(?:check|cheque|payment|advance|money)\b"
        r"[^.!?\n]{0,30}?\b(?:before\s+(?:we|i)\s+arrive|in\s+advance)\b",
    ),
    cue(
        "channel",
        0.6,
        r"\b(?:deaf|hard\s+of\s+hearing|hearing[\s-]impaired)\b[^.!?\n]{0,40}?"
        r"\b(?:text|sms|e-?mail)\b",
    ),
    # "data entry jobs, typing jobs": work anyone can do, listed as the offer itself
    cue("effort", 0.5, r"\b(?:data\s+entry|typing|copy[\s-]?paste|captcha)\s+jobs\b"),
    # a job offer "approved by the management" with papers already sent to immigration
    cue(
        "no_vetting",
        0.8,
        r"\b(?:application|employment)\b[^.!?\n]{0,30}?\b(?:has|have)\s+(?:been\s+)?approved"
        r"\s+by\s+the\s+management\b",
    ),
)
