"""Scam signals about identity: fronting, phishing, prompt injection, personal data asked."""

from __future__ import annotations

from agent.reply.scam_base import (
    ACCOUNT_OWNER,
    MEDIUM,
    NOT_PARTIAL_AFTER,
    NOT_PARTIAL_BEFORE,
    STRONG,
    WEAK,
    Signal,
    signal,
)

_CRYPTO = r"(?:trading|staking|wallet|blockchain|defi|web3|crypto\w*|tokens?|nft)"
_RUN_IT = (
    r"(?:run|install|clone|set\s+up|launch|execute|download)\s+(?:and\s+\w+\s+)?(?:the|our|this)\s+"
    r"(?:\w+\s+)?"
    r"(?:platform|project|repo(?:sitory)?|codebase|app(?:lication)?|MVP|prototype|build)"
)
# A personal mailbox's brand: "your Microsoft 365 or Outlook credentials".
_MAILBOX = (
    r"(?:(?:microsoft|office)\s*365|microsoft|outlook|hotmail|gmail|google|yahoo|icloud|apple"
    r"|e-?mail|webmail)"
)
# Fetching a program, the program file itself, and starting it: "download ... Setup.zip ... run it".
_FETCH = r"(?:download|install|run|open|execute|launch|extract|unzip)"
_PROGRAM_FILE = r"[\w-]+\.(?:exe|msi|dmg|scr|apk|pkg|bat|cmd|ps1|jar)\b"
_ARCHIVE_FILE = r"[\w-]+\.(?:zip|rar|7z)\b"  # opened to read data too: only "run it" counts
_RUN = r"(?:run|install|execute|launch|double[- ]click)"
_IT = r"(?:it|them|the\s+(?:file|installer|setup|app|program))\b"
_START_IT = rf"(?:{_RUN}|open)\s+{_IT}"
_YOUR_MACHINE = r"\byour\s+(?:\w+\s+)?(?:computer|laptop|pc|machine|device)\b"
# Administrator rights asked for: "with admin permissions", "run it as administrator".
_AS_ADMIN = (
    r"(?:\b(?:with|using|grant\w*|give|allow)\s+(?:it\s+)?(?:full\s+)?(?:admin(?:istrator)?|root"
    r"|elevated)\s+(?:rights|permissions?|privileges|access)\b|\bas\s+(?:an?\s+)?administrator\b)"
)

IDENTITY_SIGNALS: tuple[Signal, ...] = (
    signal(
        "identity_fronting",
        STRONG,
        r"local\s+developer\s+to\s+collaborate|(?:use|borrow|rent)\s+your\s+(?:identity|name|account"
        r"|profile|laptop)|(?:I'?ll|I\s+will)\s+take\s+care\s+of\s+the\s+tech|work\s+under\s+your"
        r"\s+name|on\s+my\s+behalf|represent\s+(?:me|my\s+(?:skills|experience|profile))|split\s+the"
        r"\s+(?:salary|pay|income)|(?:attend|handle|do)\s+(?:the\s+)?(?:initial\s+)?interviews?\s+"
        r"(?:for\s+me|on\s+behalf)"
        # a person abroad who wants a "US-based developer" to front a "collaboration"
        r"|\bI(?:'m|\s+am)\b[^.!?\n]{0,60}?\bbased\s+in\s+(?-i:[A-Z])\w+[\s\S]{0,400}?\b(?:looking\s+for"
        r"|seeking|need)\s+(?:a\s+|an\s+)?(?:US|U\.S\.|USA|American|Canadian|UK|EU|European)[\s-]based\b"
        r"|\b(?:apply|work)\s+(?:for\s+(?:\w+\s+){0,2}?jobs?\s+)?(?:with|using|under)\s+your\s+(?:name"
        r"|identity|profile|details)\b"
        # an account run in your name for someone else, for a cut: "60/40 in your favor"
        r"|\b(?:income|revenue|earnings|profit)\s+split\b|\b\d{2}\s*/\s*\d{2}\s+(?:split\s+)?in\s+your\s+favou?r"
        r"|\byour\s+account\W+(?:\w+\W+){0,2}?(?:with\s+)?your\s+name\s+and\s+face\b"
        # others do the work while the reader takes the calls and the payments
        r"|\b(?:we|I)(?:'d|\s+would|\s+will|'ll)?\s+(?:do|handle)\s+(?:the|all\s+the)\s+(?:development|coding"
        r"|technical\s+work|actual\s+work)\b|\bsplit\s+is\s+\d+\s*%\s+(?:to|for)\s+you\b"
        # interviews sat for someone else, answers fed through an earpiece
        r"|\bjoin\s+(?:the\s+)?(?:zoom|call|meeting|interview)s?\s+as\s+(?:them|him|her|the\s+candidate)\b"
        r"|\b(?:do|take|attend)\s+(?:the\s+)?(?:video\s+)?interviews?\s+for\s+(?:our|the|other)\s+"
        r"(?:candidates|clients)\b"
        r"|\b(?:take|attend|sit|do|pass|clear)\s+(?:the\s+)?interviews?\s+(?:for|on\s+behalf\s+of)\s+"
        r"(?:our|my|other|someone|a\s+client|the\s+(?:candidates?|clients?|other|person|real))"
        r"|\bhidden\s+(?:earpiece|earphone|microphone)\b"
        r"|\b(?:give|feed|send)\s+you\s+(?:the\s+)?answers\s+(?:in\s+real[- ]time|live|during)\b"
        # the reader shows their face in meetings while others do the work
        r"|\b(?:be|as|act\s+as|become)\s+(?:the\s+)?(?:public\s+)?face\s+of\s+(?:the|our|my|this)\s+"
        r"(?:project|team|company|business|account|dev\s+team)\b"
        r"|\b(?:we|I|our\s+(?:\w+\s+)?team)\s+(?:will\s+)?(?:handle|do|take\s+care\s+of)\s+(?:all\s+)?"
        r"(?:the\s+)?(?:tickets|coding|code|technical\s+(?:work|part)|actual\s+work|tasks)\s+"
        r"(?:behind\s+the\s+scenes|in\s+the\s+background|for\s+you)\b",
        "Someone else doing the work behind your name is identity-fronting fraud.",
    ),
    # accounts bought or rented to move other people's money through them
    signal(
        "account_rental",
        STRONG,
        r"\b(?:buy|rent|lease|borrow|lend)\s+(?:or\s+(?:rent|buy|lease)\s+)?(?:me\s+|us\s+)?(?:your\s+"
        r"|their\s+)?(?:\w+\s+(?:and|or|&)\s+)?(?:corporate|business|company|bank|merchant|payment"
        r"|personal|verified|aged|upwork|linkedin|freelancer?|fiverr|paypal|stripe)\s+(?:\w+\s+)?accounts?\b"
        # "a verified Upwork profile ... we'd like to use it"
        r"|\b(?:verified|aged|established|top[- ]rated)\s+(?:\w+\s+){0,2}?(?:upwork|toptal|fiverr"
        r"|freelancer|linkedin|github|payoneer|paypal)\s+(?:or\s+\w+\s+)?(?:profile|account)s?\b[^.!?]{0,20}[.!?]?"
        r"[^.!?]{0,60}?\b(?:use|borrow|rent|access|operate)\s+(?:it|them|your)\b",
        "Buying or renting someone's bank or business accounts is money laundering.",
    ),
    # "run our project before the technical call": the code is the attack, not the interview
    signal(
        "run_their_code",
        MEDIUM,
        rf"(?:\b(?:call|interview|CTO|meeting)\b[^.!?]{{0,120}}?\b{_RUN_IT}\b"
        rf"|\b{_RUN_IT}\b(?=[\s\S]{{0,1500}}?\b(?:call|interview|CTO|meeting)\b))"
        r"(?![\s\S]*\b(?:implement|take[- ]home|pull\s+request|submit\s+your|assignment)\b)",
        "Running a stranger's project before a call is how fake interviews plant malware.",
    ),
    signal(
        "run_executable",
        STRONG,
        r"\b(?:run|open|execute|install|launch|double[- ]click)\s+(?:the\s+|our\s+|this\s+)?"
        r"[\w-]*\.(?:exe|msi|dmg|scr|apk|pkg)\b",
        "A program to run from a stranger's link is how fake recruiters install malware.",
        # a take-home the reader builds on, not a program handed over to run
        unless_line=r"\b(?:take[- ]home|implement|pull\s+request|assignment|exercise|docker)\b",
    ),
    # an "interview app" to download and run, or to run with admin rights: a malware lure
    signal(
        "interview_installer",
        STRONG,
        rf"\b{_FETCH}\b[^.!?\n]{{0,100}}?\b{_PROGRAM_FILE}[^.!?\n]{{0,120}}?\b{_START_IT}"
        rf"|\b{_FETCH}\b[^.!?\n]{{0,100}}?\b{_ARCHIVE_FILE}[^.!?\n]{{0,120}}?\b{_RUN}\s+{_IT}"
        # admin rights on the reader's own machine or for the interview, not an IT job's duties
        rf"|\b{_FETCH}\b[^.!?\n]{{0,120}}?{_YOUR_MACHINE}[^.!?\n]{{0,60}}?{_AS_ADMIN}"
        rf"|\b{_FETCH}\b[^.!?\n]{{0,120}}?{_AS_ADMIN}[^.!?\n]{{0,60}}?(?:{_YOUR_MACHINE}"
        r"|\b(?:interview|assessment)\w*)"
        rf"|\b(?:interview|assessment)\w*\b[^.!?\n]{{0,120}}?\b{_FETCH}\b[^.!?\n]{{0,120}}?{_AS_ADMIN}",
        "A program to download and run, or to run with admin rights, is how malware gets in.",
        # a take-home the reader builds on, not a program handed over to run
        unless_line=r"\b(?:take[- ]home|implement|pull\s+request|assignment|exercise|docker)\b",
    ),
    # a crypto wallet kept open or connected for a "test": the wallet is what is being stolen
    signal(
        "wallet_exposed",
        STRONG,
        r"\b(?:keep|leave|have)\s+(?:your\s+)?(?:crypto\s+|web3\s+|browser\s+)?(?:wallet|metamask"
        r"|phantom)\b(?:\s+(?:extension|app|plugin))?\s+(?:\w+\s+)?(?:open|unlocked|connected|logged\s+in"
        r"|running)\b|\b(?:seed|recovery|secret)\s+phrase\b|\bconnect\s+your\s+(?:crypto\s+|web3\s+)?"
        r"(?:wallet|metamask|phantom)\b[^.!?\n]{0,60}?\b(?:assessment|test|interview|verification|platform)\b",
        "No employer needs your crypto wallet open or connected; that is how wallets are drained.",
    ),
    signal(
        "crypto_code",
        MEDIUM,
        rf"\b{_CRYPTO}\b(?=[\s\S]{{0,1500}}?\b{_RUN_IT}\b)|\b{_RUN_IT}\b(?=[\s\S]{{0,1500}}?\b{_CRYPTO}\b)",
        "A crypto project to install and run before the call is a known fake-interview lure.",
    ),
    signal(
        "credential_phishing",
        STRONG,
        r"verify\s+your\s+(?:account|identity|login|credentials)"
        r"|(?<!never\s)(?<!not\s)(?<!n't\s)\b(?:provide|share|give|send)\s+(?:us\s+)?(?:\w+\s+){0,2}?"
        r"(?:login\s+(?:and|&)\s+password|passwords?|credentials)\b(?!\s+(?:link|badge|page|url))"
        rf"|\byour\s+(?:\w+\s+){{0,2}}?{ACCOUNT_OWNER}\s+(?:(?:username|login|account|address)\s+)?"
        r"(?:(?:and|&)\s+)?password\b|\be-?mail\s+password\b"
        rf"|\b(?:send|give|share|provide)\s+(?:me\s+|us\s+)?your\s+{ACCOUNT_OWNER}\s+(?:login|credentials)\b"
        r"|(?:enter|confirm|provide)\s+your\s+"
        r"(?:password|credentials|login)|(?:reset|update)\s+your\s+password|(?:log|sign)\s?in\s+"
        r"(?:here|below)",
        "It asks you to log in or verify an account: likely credential phishing.",
    ),
    # a job portal entered with the password of the reader's own mailbox: no employer's site
    # takes it, so the page that asks is harvesting the mailbox
    signal(
        "mailbox_login",
        MEDIUM,
        r"\b(?:log|sign)\s*-?\s*in\b[^.!?\n]{0,80}?\b(?:using|with)\s+your\s+"
        rf"{_MAILBOX}(?:\s+(?:or|and|/)\s+{_MAILBOX})?\s+(?:account\s+)?(?:credentials|password"
        r"|login\s+details|username\s+and\s+password)\b",
        "Your own mailbox's password typed into a job portal hands the mailbox to whoever runs it.",
    ),
    signal(
        "prompt_injection",
        STRONG,
        r"ignore\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your\s+|the\s+)?(?:previous\s+|prior\s+|above\s+)?"
        r"(?:instructions|prompts?|rules)|disregard\s+(?:your|all|the|any)\s+(?:previous\s+|prior\s+)?"
        r"instructions|(?:system|developer)\s+prompt",
        "The text tries to instruct the assistant (prompt injection), e.g. to leak your data.",
    ),
    signal(
        "personal_details",
        WEAK,
        r"(?:reply|respond|send|e-?mail)\s+(?:\w+\s+){0,4}?(?:with\s+)?your\s+(?:full\s+name|home\s+address"
        r"|(?:mobile|cell(?:phone)?|cell\s+phone)\s+number|mobile|cell)",
        "Asking for your name, home address and mobile number by return mail is how scams start.",
    ),
    signal(
        "sensitive_data",
        MEDIUM,
        rf"{NOT_PARTIAL_BEFORE}(?:\bSSN\b|social\s+security\s+(?:number|no)\b|date\s+of\s+birth"
        rf"|\bDOB\b){NOT_PARTIAL_AFTER}"
        r"|bank\s+(?:account|details|routing|information)|routing\s+number|passport\s+"
        r"(?:number|copy|scan|details)|copy\s+of\s+(?:your\s+)?(?:passport|id|driver)"
        r"|\baadhaa?r\b|\bpan\s+card\b|\bpayid\b|national\s+insurance\s+(?:number|no)",
        "Asking for ID numbers, bank details or birth date up front is how identity theft starts.",
    ),
    # what no employer needs: a security answer, a selfie with the ID, an SSN before any interview
    signal(
        "identity_harvest",
        STRONG,
        r"\bmother'?s\s+maiden\s+name\b|\bselfie\s+(?:with|holding)\s+(?:your\s+|an?\s+)?(?:valid\s+)?"
        r"(?:national\s+|photo\s+)?"
        r"(?:ID|identity|passport|government|driver)"
        r"|\b(?:SSN|social\s+security\s+number)\b[^.!?\n]{0,120}\bbefore\s+(?:the|your|we\s+(?:can\s+)?"
        r"(?:schedule|book|set\s+up))\s+(?:\w+\s+)?interview\b"
        r"|\bbefore\s+(?:the|your)\s+(?:\w+\s+)?interview\b[^.!?\n]{0,120}\b(?:SSN|social\s+security\s+number)\b",
        "No employer needs a security answer, a selfie with your ID or an SSN before an interview.",
        # a government vetting form does ask for a maiden name
        unless_line=r"\b(?:vetting|clearance|BPSS|security\s+check)\b",
    ),
)
