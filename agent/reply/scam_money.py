"""Scam signals about money: fees, checks, mule work, crypto, pay pitched per period."""

from __future__ import annotations

from agent.reply.scam_base import (
    MEDIUM,
    MONEY,
    NOT_FOR_HOUSING,
    PERIOD,
    STRONG,
    WEAK,
    Signal,
    signal,
)

MONEY_SIGNALS: tuple[Signal, ...] = (
    signal(
        "upfront_payment",
        STRONG,
        r"(?:you\s+(?:will\s+)?(?:need|have|are\s+required)\s+to|must|please|kindly)\s+(?:first\s+)?"
        r"(?:pay(?!\s+back)|purchase|buy)\s+(?:\w+\s+){0,3}?(?:training|equipment|starter\s+kit|software"
        r"\s+licen[cs]e|certification|materials?)|(?:training|equipment|registration|application"
        r"|processing|onboarding|activation|security|caution|laptop|administrative|admin|placement"
        r"|verification|booking|joining|documentation|certificate|interview|course|certification)"
        r"\s+(?:(?:materials?|kit|uniform|(?:and|&)\s+\w+)\s+)?(?:fee|deposit|charge"
        r"|payment)s?\b"
        rf"{NOT_FOR_HOUSING}"
        r"|deposit\s+your\s+own\s+money"
        rf"|starter\s+kit|\bfee\s+of\s+{MONEY}|[$€£]\s?\d[\d,.]*\s+(?:\w+\s+)?fee\b"
        r"|\bfee\s+(?:is\s+)?(?:required|must\s+be\s+paid|payable)"
        # paying or depositing a sum to secure, unlock or activate the job or its tasks
        rf"|\b(?:pay|deposit|transfer|send|invest)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?(?:{MONEY}"
        r"|\d+\s*%)\s+(?:\w+\s+){0,2}?(?:to|for)\s+(?:secure|unlock|activate|book|reserve|confirm|get"
        r"|start|register|upgrade|release|withdraw|level\s+up|lock|hold)\b"
        # a priced step at the recruiter's own provider: "medical at our approved clinic
        # (PHP 18,000)", "shots from one of our partner photographers – the portfolio package is
        # just £189"
        r"|\b(?:our|the\s+company'?s?)\s+(?:approved|accredited|designated|affiliated|partner"
        r"|recommended|training|authori[sz]ed)\s+(?:\w+\s+){0,2}?(?:clinic|hospital|cent(?:re|er)|partner"
        r"|institute|school|provider|lab|photographers?|studio|academy)s?\b[^.!?\n]{0,40}?(?:\(\s*"
        r"|[-–—]\s+(?:the\s+)?\w+\s+(?:package|fee|course|session)\s+(?:is|costs)\s+"
        rf"(?:just\s+|only\s+)?){MONEY}"
        # paying, whatever the sum, to confirm a seat: "Pay via the link ... to confirm your seat"
        r"|\bpay\s+(?:via|through|using|by|at|on)\b[^.!?\n]{0,60}?\bto\s+(?:confirm|secure|lock|reserve|hold"
        r"|book)\s+(?:in\s+)?your\s+(?:seat|slot|place|spot|position|offer|placement)\b"
        # a job or interviews guaranteed for a price: a placement sold, not a job offered
        rf"|\bguarantee\w*\s+(?:you\s+)?(?:a\s+)?(?:job|interviews?|placement|an?\s+offer|employment)\b"
        rf"(?=[\s\S]{{0,300}}?{MONEY})"
        # "remit the sum of N185,000 for your work permit", "a paid skills certification ($120)"
        r"|\b(?:remit|pay)\s+the\s+sum\s+of\b[^.!?\n]{0,60}?\bfor\s+(?:your\s+|the\s+)?(?:work\s+permit"
        r"|visa|medicals?|travel|processing|training|documentation)"
        r"|\bpaid\s+(?:\w+\s+)?(?:certification|course|training|assessment)\s*\(\s*[$€£₦]\s?\d"
        # the candidate pays for the visa, permit, sponsorship or medical: "CoS fee £8,000",
        # "pay SAR 1,500 for visa stamping", "wire $95 for the background check", "medical test fee"
        r"|\b(?:visa|work[- ]permit|CoS|sponsorship|medical(?:\s+test)?|attestation|stamping|agency"
        r"|background[- ]check)\s+(?:processing\s+|registration\s+)?fees?\b"
        r"|\b(?:pay|remit|wire|transfer|send|deposit)\s+(?:\w+\s+)?(?:[$€£₦₵]|SAR|AED|KES|GH₵|INR|Rs\.?|PHP"
        r"|NGN|USD)?\s?\d[\d,.]*\s*(?:\w+\s+)?(?:for|towards)\s+(?:the\s+|your\s+)?(?:visa|work\s+permit"
        r"|CoS|sponsorship|medicals?|attestation|background\s+check|processing|training|registration)"
        # a training kit to buy, in French and Italian too: "acheter le kit de formation (89 €)"
        r"|\b(?:buy|purchase|acheter|comprare|comprar|kaufen)\s+(?:\w+\s+){0,3}?(?:training|formation"
        r"|formazione|formaci[óo]n|Schulungs)\w*\s*(?:kit|pack|package|materials?)?\b"
        r"|\btraining\s+kit\s+is\s+[$€£]\s?\d",
        "Legitimate employers do not ask you to pay to get a job, training or equipment.",
        # the employer pays the fee: "certificate fees are fully covered", "we'll cover the fee"
        unless_line=r"\b(?:parking|car\s*park|(?:we|they|company|employer|client|firm|organi[sz]ation)"
        r"(?:'ll|\s+will)?\s+"
        r"(?:\w+\s+)?cover(?:s|ing)?|cover(?:s|ing)\s+(?:your|all|any)|reimburs\w*|pays\s+(?:all|the|any|your)|(?:paid|borne)\s+by\s+(?:the\s+)?(?:company|employer)"
        r"|(?:company|employer)\s+(?:pays|will\s+pay|bears)|charges?\s+no|no\s+(?:\w+\s+)?fees?"
        r"|we(?:'ll|\s+will)?\s+(?:cover|pay\s+for|pay)\s+(?:you\s+)?(?:the|your|all|a)|(?:are|is|be)"
        r"\s+(?:fully\s+)?(?:covered|waived|paid\s+by\s+(?:us|the\s+company))|on\s+us|free\s+of\s+charge)\b",
    ),
    signal(
        "pay_by_check",
        MEDIUM,
        r"\b(?:payable|paid|pay(?:ment)?s?|salary|wages?|earnings)\s+(?:\w+\s+){0,4}?(?:by|via|with"
        r"|through|in\s+the\s+form\s+of)\s+(?:a\s+)?(?:(?:certified|cashier'?s?|personal|mailed)\s+)?"
        r"(?:check|cheque|money\s+order|gift\s*cards?)\b"
        # the reader pays, by a channel nobody can reverse
        r"|\b(?:payment|deposit|fee|payable|paid|versare|payer)s?\s+(?:\S+\s+){0,3}?(?:via|through|by|with|on"
        r"|using|tramite|par|per)\s+(?:carte\s+|ricarica\s+|coupon\s+)?(?:PCS|Transcash|PostePay|Neosurf"
        r"|paysafecard|Bitcoin-?Automat|cash\s?app"
        r"|bitcoin|btc|usdt|crypto\w*|gift\s*cards?|western\s+union|moneygram|zelle|google\s+pay"
        r"|phone\s?pe|paytm)\b",
        "Pay by check or gift card from someone you have not met is how fake-check scams start.",
    ),
    signal(
        "fake_check",
        STRONG,
        r"send\s+(?:you\s+)?(?:a\s+)?(?:check|cheque)|(?:deposit|cash)\s+(?:the\s+|a\s+|this\s+)?"
        r"(?:check|cheque)|gift\s?cards?|money\s+order|wire\s+(?:back\s+)?(?:the\s+)?(?:money|funds"
        r"|balance|remaining)|(?:buy|purchase|order)\s+(?:\w+\s+){0,5}?from\s+(?:our|the|a|an|their)"
        r"\s+(?:\w+\s+)?(?:vendor|supplier)|reimbursed\s+(?:in|with|on|from)\s+your\s+first\s+"
        r"(?:pay\s?check|salary|payment)|western\s+union|moneygram|\bfunds?\s+(?:\w+\s+){0,2}?(?:for|to\s+"
        r"(?:buy|purchase|get))\s+(?:the\s+|your\s+)?(?:\w+\s+)?(?:software|equipment|supplies|materials"
        r"|laptop|computer|office)\b"
        # store cards bought and their codes sent on; a cheque cashed and part of it sent back
        r"|\b(?:google\s+play|itunes|apple|steam|razer|ebay|sephora|vanilla)\s+(?:gift\s+cards?|cards\b"
        r"|cards?\b(?=[^.!?\n]{0,80}\bcodes?\b))"
        r"|\bscratch\s+(?:off\s+)?the\s+(?:back|cards?|codes?)\b"
        r"|\b(?:e-?)?(?:check|cheque)\b[^\n]{0,200}?\b(?:cash|deposit|mobile[- ]deposit)\s+it\b"
        r"|\b(?:e-?)?(?:check|cheque)\b[^\n]{0,200}?\b(?:cash|deposit)\w*\b[^\n]{0,120}?\b(?:wire|send|transfer"
        r"|zelle|pay)\w*\s+(?:back\s+)?(?:[$€£]\s?\d|the\s+(?:rest|balance|remaining|difference))"
        r"|\bsend\s+(?:[$€£]\s?\d[\d,.]*|the\s+(?:rest|balance|remainder|difference|excess|remaining"
        r"\s+(?:funds|amount)))\s+(?:\w+\s+)?(?:back\s+)?(?:through|via|by|with|on|over|to)\s+"
        r"(?:the\s+)?(?:cash\s?app|zelle|venmo|paypal|bitcoin|crypto|western|moneygram|vendor|supplier)"
        # the same in German, and a bitcoin ATM; a salary paid into a crypto account they choose
        r"|\bVerrechnungsscheck\w*|\bScheck\w*\b[^.!?\n]{0,150}?\b(?:Rest|Restbetrag)\b"
        r"|\bbitcoin[- ]?(?:automat|ATM)\w*|\bopen\s+an?\s+account\s+with\s+(?:our|the|a)\s+"
        r"(?:partner\s+)?(?:crypto\w*|exchange)|\b(?:salary|pay|wages)\s+in\s+(?:stablecoins?|usdt|crypto\w*|bitcoin)\b",
        "Checks to deposit, gift cards or buying equipment from their vendor are classic scams.",
    ),
    signal(
        "money_mule",
        STRONG,
        r"(?:receive|process|transfer|handle)\s+(?:\w+\s+){0,3}?(?:payments?|funds|money|transfers)\s+"
        r"(?:\w+\s+){0,4}?(?:through|into|via|using|to|from)\s+your\s+(?:own\s+|personal\s+)?(?:bank"
        r"\s+)?account|\breship\w*"
        # keep a cut of money that passes through you, send the rest on (mule and fake-check jobs)
        r"|\bkeep\s+(?:a\s+|the\s+)?(?:\d+\s*%|percentage|portion|part|commission|small\s+fee)\s+"
        r"(?:of\s+(?:the|it|each)\b|as\s+(?:your\s+)?(?:pay|payment|salary|wage|commission))"
        # "keep $50 for your time", "forward $950 to our other trainee"
        rf"|\bkeep\s+(?:the\s+)?{MONEY}\s+(?:for\s+(?:your(?:self)?\s+)?(?:time|trouble|effort|services?"
        r"|yourself)|as\s+(?:your\s+)?(?:pay|payment|fee|commission|wages?|salary))\b"
        rf"|\b(?:forward|send|transfer|wire)\s+(?:the\s+)?{MONEY}\s+(?:\w+\s+){{0,2}}?to\s+(?:our|another"
        r"|the\s+other|a)\s+(?:\w+\s+)?(?:trainee|colleague|vendor|supplier|agent|employee|client"
        r"|staff|worker|member)\b"
        r"|forward\s+(?:the\s+|these\s+|their\s+|that\s+)?(?:funds|money|payments?|portion|rest|remainder"
        r"|excess|difference|balance)|(?:receive|accept)\s+(?:\w+\s+){0,2}?(?:packages?|parcels?)\s+"
        r"(?:\w+\s+){0,2}?(?:at|to)\s+your\s+(?:home|address)|(?:letters|mails?|packages?|parcels?"
        r"|items|goods|shipments?)\s+(?:\w+\s+){0,3}?(?:forwarded|sent|shipped|delivered)\s+to\s+your\s+"
        r"(?:residence|home|house|address|apartment)"
        # goods taken in at home and sent on: repacked, relabelled or forwarded abroad
        r"|\b(?:receive|collect|accept|sign\s+for)\s+(?:my|his|her)\s+(?:\w+\s+)?(?:mail|post"
        r"|packages?|parcels?|deliveries)\b"
        r"|\b(?:re-?pack|re-?label|re-?box)\w*\b(?=[^.!?\n]{0,120}?\b(?:(?:at|from)\s+(?:your\s+)?home"
        r"|your\s+(?:home|address|residence|place)|prepaid\s+labels?|labels?\s+(?:we|I)\s+(?:e-?mail|send))\b)"
        r"|\b(?:at|from)\s+(?:your\s+)?home\b[^.!?\n]{0,120}?\b(?:re-?pack|re-?label|re-?box)\w*"
        r"|\b(?:receive|accept|collect|take\s+in)\s+(?:(?:the\s+)?delivery\s+of\s+)?(?:\w+\s+){0,3}?"
        r"(?:packages?|parcels?|orders|boxes|returns|shipments?|goods|merchandise)\b[^\n]{0,160}?"
        r"\b(?:ship|send|forward|mail|post)\w*\s+(?:\w+\s+){0,3}?(?:out|on|abroad|overseas|to\s+(?:our"
        r"|the|a)\s+(?:\w+\s+)?(?:warehouse|customers?|buyers?|address(?:es)?|clients?))\b"
        # ... from the reader's home or on to another country, not a warehouse job's dock
        r"(?=[^\n]{0,200}?\b(?:(?:at|from)\s+(?:your\s+)?home|your\s+(?:home|address|residence|house"
        r"|apartment|place)|abroad|overseas)\b)",
        "Moving money or parcels through your own account or home is money-mule fraud.",
    ),
    signal(
        "card_request",
        STRONG,
        r"credit\s+card\s+(?:number|details|info\w*)|(?:your|a)\s+credit\s+card\b",
        "No employer needs your credit card number; asking for it is a scam sign.",
    ),
    signal(
        "crypto_pay",
        STRONG,
        r"(?:paid|pay(?:ment)?|salary)\s+(?:\w+\s+){0,3}(?:in|via|with)\s+(?:bitcoin|btc|crypto\w*"
        r"|usdt|ethereum|tokens?)\b|(?:bitcoin|crypto)\s+atm|\b(?:my|our)\s+(?:\w+\s+)?wallet"
        r"\s+(?:address|id)\b|finder'?s\s+fee",
        "Payment in cryptocurrency is a common job-scam sign.",
    ),
    signal(
        "easy_money",
        MEDIUM,
        rf"\b(?:earn|make)\s+(?:\w+\s+){{0,3}}?{MONEY}|(?:only|just)\s+(?:work\s+)?\d+\s*(?:(?:-|to)"
        r"\s*\d+\s*)?(?:minutes|hours)\b|\b(?!(?:[89]|1\d)\s*(?:-|to))\d+\s*(?:-|to)\s*\d+\s+(?:minutes|hours)"
        r"\s+(?:a|per)\s+day|\b(?:earn|make)\s+"
        r"(?:extra|additional|passive|good|easy|quick)\s+(?:income|money|cash)|no\s+experience\s+"
        r"(?:needed|required|necessary)|little\s+(?:to\s+no\s+)?(?:work|effort)|won'?t\s+have\s+to"
        r"\s+work\s+(?:as\s+)?hard|combined\s+income|passive\s+income|easy\s+money|a\s+few\s+hours"
        r"\s+(?:\w+\s+){0,4}?(?:weekly|daily|a\s+week|a\s+day)|work\s+is\s+(?:very\s+)?(?:simple"
        r"|easy)|attractive\s+(?:weekly\s+|daily\s+)?(?:wage|salary|pay)",
        "Big pay for little work is too good to be true.",
    ),
    signal(
        "income_promise",
        WEAK,
        r"\b(?:earn\w*|make|income|pay)\s+(?:of\s+)?(?:no\s+less\s+than|not\s+less\s+than|at\s+least"
        rf"|a\s+minimum\s+of|up\s+to|as\s+much\s+as|more\s+than|over|between)\s+{MONEY}"
        r"|\bguaranteed\s+(?:income|earnings|pay|salary|returns?)\b",
        "A promised floor or ceiling on earnings ('no less than', 'up to') is a job-scam pitch.",
    ),
    signal(
        "task_scam",
        MEDIUM,
        r"product\s+boost\w*|optimi[sz]ation\s+tasks?|(?:help|helping)\s+(?:\w+\s+){0,2}?(?:update"
        r"|boost|optimi[sz]e)\s+(?:\w+\s+){0,2}?(?:data|visibility|rankings?|ratings?)|(?:rate|rating"
        r"|like|liking|review|reviewing)\s+(?:\w+\s+)?(?:products|videos|posts|apps|hotels)\b|commission\s+(?:per|for\s+each|on\s+each)"
        r"\s+(?:task|click|order)|(?:unlock|withdraw)\s+(?:your\s+)?(?:earnings|commission)"
        r"|upgrade\s+your\s+account",
        "Paid online 'tasks' (boosting data, rating products) are the FTC's task-scam pattern.",
    ),
    signal(
        "pay_per_period",
        WEAK,
        rf"{MONEY}\s*(?:(?:-|to)\s*{MONEY}\s*)?\+?\s*(?:{PERIOD}|(?:weekly|daily|hourly)\b)|\b(?:weekly|daily)\s+(?:wage|salary"
        r"|pay|income|payment)s?\b|\bpaid\s+(?:daily|weekly|per\s+task)\b"
        rf"|\bpay\w*\s+(?:you\s+)?\.?\d[\d,.]*\s*(?:cents?\s+)?{PERIOD}"
        # a bare sum per day or week ("2889/day"): an amount and a time unit, no currency named
        r"|\b\d{3,}(?:,\d{3})*\s*/\s*(?:day|week)\b",
        "Pay quoted per day, week, hour or task, with no concrete role, is typical of job scams.",
    ),
    signal(
        "payment_demand",
        MEDIUM,
        r"\b(?:need|require|await|expect)\w*\s+(?:your|the|a)\s+(?:\w+\s+)?(?:payment|deposit|fee|transfer)"
        r"\b(?!\s+(?:details|information|info|form|method))|\b(?:make|send|complete)\s+(?:the\s+|your\s+|a\s+)?(?:\w+\s+)?"
        r"(?:payment|deposit)\b(?!\s+(?:details|information|info|form|method))",
        "They want a payment from you; money should never flow from you to an employer.",
    ),
)
