"""Scam signals about the channel: chat apps, texts, free mailboxes, one-word replies."""

from __future__ import annotations

import re

from agent.reply.risk_base import sentence_at
from agent.reply.scam_base import CHAT_APPS, MEDIUM, STRONG, WEAK, Signal, signal

# A one-word reply that books a named job: "Reply YES and I'll lock u in", "Reply Y to confirm".
_BOOKS_IT = re.compile(
    r"\b(?:to\s+)?(?:confirm|accept)\b|\b(?:lock|book|pencil|put)\s+(?:you|u)\s+(?:in|down)\b",
    re.IGNORECASE,
)
# The sender and their firm: "it's Brad from Programmed", "Lisa from Adecco here".
_SENDER_AND_FIRM = re.compile(
    r"\b(?i:it'?s|this\s+is|I'?m|I\s+am)\s+[A-Z][a-z]+\s+(?i:from|at|with)\s+[A-Z]"
    r"|(?:^|[,.!]\s+)[A-Z][a-z]+\s+(?:here\s+)?from\s+[A-Z]"
)
# The workplace: "in Dandenong South", "at the Coca-Cola plant".
_WORKPLACE = re.compile(r"\b(?:in|at)\s+(?:the\s+|our\s+)?[A-Z][\w'&-]+")

CHANNEL_SIGNALS: tuple[Signal, ...] = (
    signal(
        "chat_interview",
        STRONG,
        rf"(?:interview|screening|assessment|selection\s+process)\w*\b[^.!?\n]{{0,60}}\b"
        rf"(?:on|via|over|through|using)\s+(?:{CHAT_APPS}|text"
        rf"|sms|chat|instant\s+messag\w*|(?:\w+\s+)?(?:skype|teams|zoom|google)\s+(?:chat|text))\b"
        rf"|{CHAT_APPS}\b[^.!?\n]{{0,80}}\binterview|\b(?:text|chat)[- ]based\s+interview"
        rf"|\binterview\s+(?:by|over)\s+(?:text|chat)\b"
        # "the hiring manager will text you ... to conduct your interview"
        r"|\btext\s+you\b[^.!?\n]{0,80}?\b(?:conduct|hold|carry\s+out)\s+(?:your|the)\s+interview",
        "Real employers do not interview by text or chat app; this is a common job-scam sign.",
        # a chat app used only to confirm an interview held in person, by phone or by video
        unless_line=r"\b(?:on-?site|in[\s-]person|office|video|phone|zoom)\s+interview",
    ),
    signal(
        "chat_app",
        MEDIUM,
        rf"whats\s?-?app|\b(?:via|on|through|over|using|add\s+me\s+on|message\s+(?:me|us)\s+on|download"
        rf"|install|contact\s+(?:me|us)\s+(?:on|via|at|by))\s+{CHAT_APPS}\b|\b(?:telegram|signal|wechat)\s+"
        rf"(?:app|handle|username|id|number)\b|\b(?:telegram|signal|wechat|viber)\s*:\s*[@+\d]",
        "Moving the conversation to a chat app is a common job-scam sign.",
        unless_line=r"\b(?:slack|discord|microsoft\s+teams)\b",  # one team tool among others
    ),
    signal(
        "chat_handoff",
        MEDIUM,
        rf"(?:{CHAT_APPS}|\bsms|\btext\s+messages?)\b[^.!?\n]{{0,60}}\b(?:hiring\s+manager|supervisor"
        r"|hr\s+(?:manager|team|department)|mentor|trainer|team\s+leader)",
        "Being handed to a 'hiring manager' on SMS or a chat app is the FTC's job-scam pattern.",
    ),
    signal(
        "text_me",
        MEDIUM,
        # "text me on WhatsApp" is the chat-app sign again, not a second one
        rf"\btext\s+(?:(?:me|us)\b(?!\s+(?:on|via|over|through)\s+{CHAT_APPS})|this\s+number|the\s+number|[+(]?\d)|send\s+(?:me\s+|us\s+)?(?:a\s+|an\s+)?"
        r"(?:text|sms)\b|\b(?:reply|respond)\s+(?:by|via)\s+(?:text|sms)\b"
        # a keyword texted to a number, or a "hi" sent to one to be contacted
        r"|\b(?:text|sms|send)\s+(?:us\s+|me\s+)?(?:a\s+|the\s+word\s+)?[\"'“‘]\w{2,12}[\"'”’]\s+(?:\w+\s+){0,6}?"
        r"to\s+[+(]?\d",
        "Contact by text message only is a common job-scam sign.",
    ),
    signal(
        "consumer_brand",
        MEDIUM,
        r"\b(?:aol|yahoo|gmail|hotmail|outlook)\s+(?:jobs|careers|recruit\w*|hr|hiring)\b",
        "A consumer e-mail brand posing as an employer is a known scam pattern.",
    ),
    signal(
        "personal_email",
        WEAK,
        r"\b(?:personal|private|alternat(?:e|ive)|non[- ]?(?:school|university|work|company))\s+"
        r"e-?mail|e-?mail\s+(?:me\s+|us\s+)?back\s+with\s+your",
        "Asking you to continue from a personal e-mail address avoids the employer's systems.",
    ),
    signal(
        "reply_keyword",
        MEDIUM,
        r"\b(?:reply|text|respond)\s+(?:with\s+)?[\"'“‘]?(?:yes|y|interested|start|ok|1)[\"'”’]?"
        r"(?=\s|[.!,]|$)",
        "Asking for a one-word reply ('YES') to start a job chat is the FTC's text-scam pattern.",
    ),
    # leaving the site you were contacted on: "can we talk in private? This platform is limited."
    signal(
        "off_platform",
        MEDIUM,
        r"\b(?:talk|chat|speak|continue|discuss)\s+(?:\w+\s+)?(?:in\s+private|privately|outside\s+(?:of\s+)?"
        r"(?:this|linkedin|the|upwork|github)\b)|\bthis\s+(?:platform|site|app)\s+is\s+(?:limited"
        r"|restricted|not\s+safe)\b",
        "Moving the talk off the site that introduced you avoids its checks; scammers do that.",
    ),
    signal(
        "mass_text",
        WEAK,
        r"\breply\s+STOP\b|\b(?:text|reply)\s+STOP\s+to\s+(?:opt\s+out|unsubscribe|end)\b",
        "An opt-out line marks a mass text, not a recruiter writing to you.",
    ),
    signal(
        "job_board_sender",
        WEAK,
        r"\b(?:I'?m|I\s+am|this\s+is|it'?s)\s+\w+\s+(?:from|with)\s+(?:indeed|linkedin|ziprecruiter|monster"
        r"|glassdoor|careerbuilder|handshake)\b",
        "Job sites do not send recruiters to text you; someone using their name is suspect.",
    ),
    signal(
        "consumer_sender",
        WEAK,
        r"@(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|aol|icloud|gmx|protonmail|proton"
        r"|zoho|yandex)\.(?:com|me|net|[a-z]{2})\b",
        "A recruiter writing from a free personal mailbox instead of a company domain.",
    ),
)


def books_a_named_job(text: str, start: int) -> bool:
    """Tell whether a reply keyword confirms a job a named sender offers at a named workplace."""
    lo, hi = sentence_at(text, start)
    return bool(
        _BOOKS_IT.search(text, lo, hi) and _SENDER_AND_FIRM.search(text) and _WORKPLACE.search(text)
    )
