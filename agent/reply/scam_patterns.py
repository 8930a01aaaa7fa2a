"""The table of scam signals: what each warning sign looks like and how much it weighs."""

from __future__ import annotations

import re
from dataclasses import dataclass

STRONG, MEDIUM, WEAK, FAINT = 1.0, 0.6, 0.4, 0.3

_MONEY = (
    r"(?:[$€£]\s?\d[\d,.]*\s?k?|\b\d[\d,.]*\s?(?:k\b)?\s?"
    r"(?:usd|dollars|eur|euros|gbp|pounds|inr|rs)\b)"
)
_PERIOD = r"(?:per|a|an|each|every|/)\s*(?:day|week|hour|hr|task|order|click|assignment)\b"
_CHAT_APPS = (
    r"(?:whats\s?-?app|telegram|signal(?!\s+process)|wechat|viber|kik|wickr|google\s+(?:hangouts"
    r"|chat)|hangouts)"
)


@dataclass(frozen=True)
class Signal:
    """One kind of scam evidence: a name, how much it weighs, where it shows, and why."""

    name: str
    weight: float
    pattern: re.Pattern[str]
    reason: str
    unless_line: re.Pattern[str] | None = None


def _signal(name: str, weight: float, pattern: str, reason: str, unless_line: str = "") -> Signal:
    flags = re.IGNORECASE | re.MULTILINE
    unless = re.compile(unless_line, flags) if unless_line else None
    return Signal(name, weight, re.compile(pattern, flags), reason, unless)


def first_match(signal: Signal, text: str) -> re.Match[str] | None:
    """Return the signal's first match whose line does not excuse it, or None."""
    for match in signal.pattern.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        if not (signal.unless_line and signal.unless_line.search(line)):
            return match
    return None


SIGNALS: tuple[Signal, ...] = (
    # --- strong: each alone is enough ------------------------------------------------------
    _signal(
        "chat_interview",
        STRONG,
        rf"interview\w*\b[^.!?\n]{{0,60}}\b(?:on|via|over|through|using)\s+(?:{_CHAT_APPS}|text"
        rf"|sms|chat|instant\s+messag\w*|(?:\w+\s+)?(?:skype|teams|zoom|google)\s+(?:chat|text))\b"
        rf"|{_CHAT_APPS}\b[^.!?\n]{{0,80}}\binterview|\b(?:text|chat)[- ]based\s+interview"
        rf"|\binterview\s+(?:by|over)\s+(?:text|chat)\b",
        "Real employers do not interview by text or chat app; this is a common job-scam sign.",
    ),
    _signal(
        "upfront_payment",
        STRONG,
        r"(?:you\s+(?:will\s+)?(?:need|have|are\s+required)\s+to|must|please|kindly)\s+(?:first\s+)?"
        r"(?:pay|purchase|buy)\s+(?:\w+\s+){0,3}?(?:training|equipment|starter\s+kit|software"
        r"\s+licen[cs]e|certification|materials?)|(?:training|equipment|registration|application"
        r"|processing|onboarding|activation)\s+(?:fee|deposit)s?\b|deposit\s+your\s+own\s+money"
        r"|starter\s+kit|\bfee\s+of\s+[$€£]\s?\d|[$€£]\s?\d[\d,.]*\s+(?:\w+\s+)?fee\b"
        r"|\bfee\s+(?:is\s+)?(?:required|must\s+be\s+paid|payable)",
        "Legitimate employers do not ask you to pay to get a job, training or equipment.",
    ),
    _signal(
        "fake_check",
        STRONG,
        r"send\s+(?:you\s+)?(?:a\s+)?(?:check|cheque)|(?:deposit|cash)\s+(?:the\s+|a\s+|this\s+)?"
        r"(?:check|cheque)|gift\s?cards?|money\s+order|wire\s+(?:back\s+)?(?:the\s+)?(?:money|funds"
        r"|balance|remaining)|(?:buy|purchase|order)\s+(?:\w+\s+){0,5}?from\s+(?:our|the|a|an|their)"
        r"\s+(?:\w+\s+)?(?:vendor|supplier)|reimbursed\s+(?:in|with|on|from)\s+your\s+first\s+"
        r"(?:pay\s?check|salary|payment)|western\s+union|moneygram|\bfunds?\s+(?:\w+\s+){0,2}?(?:for|to\s+"
        r"(?:buy|purchase|get))\s+(?:the\s+|your\s+)?(?:\w+\s+)?(?:software|equipment|supplies|materials"
        r"|laptop|computer|office)\b",
        "Checks to deposit, gift cards or buying equipment from their vendor are classic scams.",
    ),
    _signal(
        "money_mule",
        STRONG,
        r"(?:receive|process|transfer|handle)\s+(?:\w+\s+){0,3}?(?:payments?|funds|money|transfers)\s+"
        r"(?:\w+\s+){0,4}?(?:through|into|via|using|to|from)\s+your\s+(?:own\s+|personal\s+)?(?:bank"
        r"\s+)?account|reship\w*|forward\s+(?:the\s+|these\s+|their\s+)?(?:funds|money|payments?"
        r"|balance)|(?:receive|accept)\s+(?:\w+\s+){0,2}?(?:packages?|parcels?)\s+"
        r"(?:\w+\s+){0,2}?(?:at|to)\s+your\s+(?:home|address)|(?:letters|mails?|packages?|parcels?"
        r"|items|goods|shipments?)\s+(?:\w+\s+){0,3}?(?:forwarded|sent|shipped|delivered)\s+to\s+your\s+"
        r"(?:residence|home|house|address|apartment)",
        "Moving money or parcels through your own account or home is money-mule fraud.",
    ),
    _signal(
        "card_request",
        STRONG,
        r"credit\s+card\s+(?:number|details|info\w*)|(?:your|a)\s+credit\s+card\b",
        "No employer needs your credit card number; asking for it is a scam sign.",
    ),
    _signal(
        "crypto_pay",
        STRONG,
        r"(?:paid|pay(?:ment)?|salary)\s+(?:\w+\s+){0,3}(?:in|via|with)\s+(?:bitcoin|btc|crypto\w*"
        r"|usdt|ethereum|tokens?)\b|(?:bitcoin|crypto)\s+atm|\b(?:my|our)\s+(?:\w+\s+)?wallet"
        r"\s+(?:address|id)\b|finder'?s\s+fee",
        "Payment in cryptocurrency is a common job-scam sign.",
    ),
    _signal(
        "identity_fronting",
        STRONG,
        r"local\s+developer\s+to\s+collaborate|(?:use|borrow|rent)\s+your\s+(?:identity|name|account"
        r"|profile|laptop)|(?:I'?ll|I\s+will)\s+take\s+care\s+of\s+the\s+tech|work\s+under\s+your"
        r"\s+name|on\s+my\s+behalf|represent\s+(?:me|my\s+(?:skills|experience|profile))|split\s+the"
        r"\s+(?:salary|pay|income)|(?:attend|handle|do)\s+(?:the\s+)?(?:initial\s+)?interviews?\s+"
        r"(?:for\s+me|on\s+behalf)",
        "Someone else doing the work behind your name is identity-fronting fraud.",
    ),
    _signal(
        "credential_phishing",
        STRONG,
        r"verify\s+your\s+(?:account|identity|login|credentials)|(?:enter|confirm|provide)\s+your\s+"
        r"(?:password|credentials|login)|(?:reset|update)\s+your\s+password|(?:log|sign)\s?in\s+"
        r"(?:here|below)",
        "It asks you to log in or verify an account: likely credential phishing.",
    ),
    _signal(
        "prompt_injection",
        STRONG,
        r"ignore\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your\s+|the\s+)?(?:previous\s+|prior\s+|above\s+)?"
        r"(?:instructions|prompts?|rules)|disregard\s+(?:your|all|the|any)\s+(?:previous\s+|prior\s+)?"
        r"instructions|(?:system|developer)\s+prompt",
        "The text tries to instruct the assistant (prompt injection), e.g. to leak your data.",
    ),
    # --- medium ----------------------------------------------------------------------------
    _signal(
        "chat_app",
        MEDIUM,
        rf"whats\s?-?app|\b(?:via|on|through|over|using|add\s+me\s+on|message\s+(?:me|us)\s+on|download"
        rf"|install|contact\s+(?:me|us)\s+(?:on|via|at|by))\s+{_CHAT_APPS}\b|\b(?:telegram|signal|wechat)\s+"
        rf"(?:app|handle|username|id|number)\b|\b(?:telegram|signal|wechat|viber)\s*:\s*[@+\d]",
        "Moving the conversation to a chat app is a common job-scam sign.",
        unless_line=r"\b(?:slack|discord|microsoft\s+teams)\b",  # one team tool among others
    ),
    _signal(
        "chat_handoff",
        MEDIUM,
        rf"(?:{_CHAT_APPS}|\bsms|\btext\s+messages?)\b[^.!?\n]{{0,60}}\b(?:hiring\s+manager|supervisor"
        r"|hr\s+(?:manager|team|department)|mentor|trainer|team\s+leader)",
        "Being handed to a 'hiring manager' on SMS or a chat app is the FTC's job-scam pattern.",
    ),
    _signal(
        "text_me",
        MEDIUM,
        r"\btext\s+(?:me|us|this\s+number|the\s+number|[+(]?\d)|send\s+(?:me\s+|us\s+)?(?:a\s+|an\s+)?"
        r"(?:text|sms)\b|\b(?:reply|respond)\s+(?:by|via)\s+(?:text|sms)\b",
        "Contact by text message only is a common job-scam sign.",
    ),
    _signal(
        "consumer_brand",
        MEDIUM,
        r"\b(?:aol|yahoo|gmail|hotmail|outlook)\s+(?:jobs|careers|recruit\w*|hr|hiring)\b",
        "A consumer e-mail brand posing as an employer is a known scam pattern.",
    ),
    _signal(
        "unsolicited_source",
        MEDIUM,
        r"(?:school|student|university|college)(?:'s)?\s+(?:database|directory)|(?:got|obtained|found"
        r"|received)\s+your\s+(?:contact|e-?mail|details|information|number)\s+(?:\w+\s+){0,3}?"
        r"(?:through|from|via|in|on)\b|your\s+(?:resume|cv|profile|background)\s+(?:\w+\s+){0,3}?"
        r"(?:was|were|has\s+been|have\s+been)\s+(?:seen|found|viewed|recommended|forwarded|shared)"
        r"\s+(?:on|by|through|from|via)\b|recommended\s+by\s+(?:\w+\s+){0,2}?(?:recruitment|staffing"
        r"|hiring)\s+(?:agenc|platform|site)|(?:came\s+across|found|saw|seen)\s+your\s+(?:\w+\s+){0,2}?"
        r"(?:works?|profile|resume|cv|portfolio|details)\s+online\b",
        "It says your details came from a database or site, not from an application you made.",
    ),
    _signal(
        "easy_money",
        MEDIUM,
        rf"\b(?:earn|make)\s+(?:\w+\s+){{0,3}}?{_MONEY}|(?:only|just)\s+(?:work\s+)?\d+\s*(?:(?:-|to)"
        r"\s*\d+\s*)?(?:minutes|hours)\b|\b\d+\s*(?:-|to)\s*\d+\s+(?:minutes|hours)\s+(?:a|per)\s+day|\b(?:earn|make)\s+"
        r"(?:extra|additional|passive|good|easy|quick)\s+(?:income|money|cash)|no\s+experience\s+"
        r"(?:needed|required|necessary)|little\s+(?:to\s+no\s+)?(?:work|effort)|won'?t\s+have\s+to"
        r"\s+work\s+(?:as\s+)?hard|combined\s+income|passive\s+income|easy\s+money|a\s+few\s+hours"
        r"\s+(?:\w+\s+){0,4}?(?:weekly|daily|a\s+week|a\s+day)|work\s+is\s+(?:very\s+)?(?:simple"
        r"|easy)|attractive\s+(?:weekly\s+|daily\s+)?(?:wage|salary|pay)",
        "Big pay for little work is too good to be true.",
    ),
    _signal(
        "task_scam",
        MEDIUM,
        r"product\s+boost\w*|optimi[sz]ation\s+tasks?|(?:help|helping)\s+(?:\w+\s+){0,2}?(?:update"
        r"|boost|optimi[sz]e)\s+(?:\w+\s+){0,2}?(?:data|visibility|rankings?|ratings?)|(?:rate|rating"
        r"|like|liking|review|reviewing)\s+(?:\w+\s+)?(?:products|videos|posts|apps|hotels)\b|commission\s+(?:per|for\s+each|on\s+each)"
        r"\s+(?:task|click|order)|(?:unlock|withdraw)\s+(?:your\s+)?(?:earnings|commission)"
        r"|upgrade\s+your\s+account",
        "Paid online 'tasks' (boosting data, rating products) are the FTC's task-scam pattern.",
    ),
    _signal(
        "instant_hire",
        MEDIUM,
        r"you(?:'re|\s+are|\s+have\s+been|'ve\s+been)\s+(?:hired|employed)\b|congratulations\W+"
        r"(?:\w+\W+){0,3}?(?:on|for)\s+your\s+new\s+(?:job|position|role)|(?:without|no)\s+(?:an?\s+)?"
        r"interview\b",
        "A job offered without any interview is a common scam sign.",
    ),
    _signal(
        "attachment_lure",
        MEDIUM,
        r"(?:see|open|find|check|download|view)\s+(?:the\s+)?attach(?:ed|ment)\w*\s+(?:\w+\s+){0,2}?"
        r"for\s+(?:\w+\s+){0,2}?(?:position|job|role|offer|assistantships?|details)",
        "An unexpected attachment that holds the 'job' is a common phishing lure.",
    ),
    # --- weak: only together with others ---------------------------------------------------
    _signal(
        "personal_email",
        WEAK,
        r"\b(?:personal|private|alternat(?:e|ive)|non[- ]?(?:school|university|work|company))\s+"
        r"e-?mail|e-?mail\s+(?:me\s+|us\s+)?back\s+with\s+your",
        "Asking you to continue from a personal e-mail address avoids the employer's systems.",
    ),
    _signal(
        "reply_keyword",
        MEDIUM,
        r"\b(?:reply|text|respond)\s+(?:with\s+)?[\"'“‘]?(?:yes|y|interested|start|ok|1)[\"'”’]?"
        r"(?=\s|[.!,]|$)",
        "Asking for a one-word reply ('YES') to start a job chat is the FTC's text-scam pattern.",
    ),
    _signal(
        "job_board_sender",
        WEAK,
        r"\b(?:I'?m|I\s+am|this\s+is|it'?s)\s+\w+\s+(?:from|with)\s+(?:indeed|linkedin|ziprecruiter|monster"
        r"|glassdoor|careerbuilder|handshake)\b",
        "Job sites do not send recruiters to text you; someone using their name is suspect.",
    ),
    _signal(
        "resume_on_board",
        WEAK,
        r"(?:saw|found|reviewed|came\s+across|viewed|got|pulled)\s+your\s+(?:resume|cv)\s+(?:on|from"
        r"|through|via|in)\b",
        "A stranger who says they found your resume on a job site; scammers harvest them there.",
    ),
    _signal(
        "personal_details",
        WEAK,
        r"(?:reply|respond|send|e-?mail)\s+(?:\w+\s+){0,4}?(?:with\s+)?your\s+(?:full\s+name|home\s+address"
        r"|(?:mobile|cell(?:phone)?|cell\s+phone)\s+number|mobile|cell)",
        "Asking for your name, home address and mobile number by return mail is how scams start.",
    ),
    _signal(
        "consumer_sender",
        WEAK,
        r"@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|aol|icloud|gmx|protonmail|proton"
        r"|zoho|yandex)\.(?:com|me|net|[a-z]{2})\b",
        "A recruiter writing from a free personal mailbox instead of a company domain.",
    ),
    _signal(
        "generic_salutation",
        WEAK,
        r"^\W*(?:dear|hello|hi|greetings|attention)\W+(?:(?:valued|prospective|potential|lucky"
        r"|esteemed)\s+)?(?:students?|candidates?|applicants?|job\s*seekers?|sir(?:\s*(?:/|or)\s*"
        r"madam)?|madam|beneficiary|user|friend)\b",
        "A generic greeting ('Dear Student') is typical of mass job-scam mail.",
    ),
    _signal(
        "pay_per_period",
        WEAK,
        rf"{_MONEY}\s*(?:(?:-|to)\s*{_MONEY}\s*)?\+?\s*(?:{_PERIOD}|(?:weekly|daily|hourly)\b)|\b(?:weekly|daily)\s+(?:wage|salary"
        r"|pay|income|payment)s?\b|\bpaid\s+(?:daily|weekly|per\s+task)\b",
        "Pay quoted per day, week, hour or task, with no concrete role, is typical of job scams.",
    ),
    _signal(
        "vague_remote_job",
        WEAK,
        r"interested\s+in\s+(?:a\s+|an\s+)?(?:remote|flexible|part[- ]time|online|home[- ]based)\b"
        r"|can\s+I\s+(?:share|tell\s+you|send\s+you)\s+(?:you\s+|with\s+you\s+)?(?:some\s+|a\s+few\s+)?(?:brief\s+|more\s+)?"
        r"(?:details|more|info\w*)|\b(?:part[- ]time|remote)\s+(?:\w+\s+)?(?:jobs?|work|workers?"
        r"|helpers?|assistants?|staff|employees|opportunit\w+|employment)\b|\bmystery\s+shopp\w+"
        r"|\bfrom\s+your\s+(?:phone|couch)\b"
        r"|\b(?:personal|virtual)\s+assistant\b|\brun\s+(?:\w+\s+)?errands\b"
        r"|work[- ]from[- ]home\s+(?:job|position|role|opportunit\w+)|\bdata\s+entry\b"
        r"|student\s+empowerment"
        r"|remote\s+online\s+(?:part[- ]time|job|work)|work\s+anytime\s+and\s+anywhere",
        "A vague remote or part-time job pitch with no company details is a common scam opener.",
    ),
    _signal(
        "urgency",
        FAINT,
        r"\bwithin\s+\d+\s+hours?\b|\b\d+\s+hours\s+to\b|\byou\s+have\s+\d+\s+hours\b|\bimmediately\b"
        r"|\bright\s+away\b|\basap\b|as\s+soon\s+as\s+possible|\burgent\w*|today\s+only|can'?t\s+wait"
        r"|expires?\s+in\s+\d+|act\s+now|limited\s+(?:slots?|spots?|seats?|openings?)|slots?\s+"
        r"(?:are\s+)?filling|before\s+the\s+position\s+is\s+filled",
        "Pressure to act fast is a common scam tactic.",
    ),
    _signal(
        "vague_requirements",
        FAINT,
        r"(?:must|need\s+to)\s+be\s+(?:at\s+least\s+|over\s+)?\d{2}\s*\+?\s*(?:years?\s+(?:old|of"
        r"\s+age)|or\s+older)|\bage\s*:?\s*\d{2}\s*(?:-|to)\s*\d{2}\b",
        "Age as the only requirement suggests a job that is not real.",
    ),
    _signal(
        "sensitive_data",
        MEDIUM,
        r"\bSSN\b|social\s+security\s+(?:number|no)|bank\s+(?:account|details|routing|information)"
        r"|routing\s+number|date\s+of\s+birth|\bDOB\b|passport\s+"
        r"(?:number|copy|scan|details)|copy\s+of\s+(?:your\s+)?(?:passport|id|driver)",
        "Asking for ID numbers, bank details or birth date up front is how identity theft starts.",
    ),
)
