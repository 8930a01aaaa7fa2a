"""Scam cues for hand-offs, paid services to get hired, job 'tasks' and parcel work from home."""

from __future__ import annotations

from agent.reply.scam_base import cue

_CARGO = r"(?:deliveries|packages|parcels|shipments)"  # goods, not "orders" from customers
_HOME = r"(?:from|at|in)\s+(?:your\s+)?(?:own\s+)?(?:residence|home|house|apartment)\b"
_PHONE_ASK = (
    r"\b(?:leave|send|share|drop|give)\s+(?:me\s+|us\s+)?your\s+"
    r"(?:phone|mobile|cell)(?:\s+number)?\b"
)
# someone left nameless ("a project manager", "my leader") who will call the reader
_STRANGER_CALLS = (
    r"\b(?:a\s+(?:project\s+manager|manager|colleague)|(?:my|our|a)\s+(?:team\s+)?"
    r"(?:leader|boss|mentor|supervisor))\s+(?:will|to|can|shall)\s+(?:\w+\s+)?(?:contact|call|message|text"
    r"|reach)\s+you\b"
)

HANDOFF_CUES = (
    # a stranger wants your number so that a nameless leader or boss can call you; a recruiter's
    # "our project manager will call you to arrange the interview" is ordinary
    cue("channel", 0.3, rf"{_PHONE_ASK}"),
    cue("channel", 0.6, rf"{_PHONE_ASK}(?=[\s\S]{{0,200}}?{_STRANGER_CALLS})"),
    cue("channel", 0.6, r"\b(?:leave|send|share|drop|give)\s+(?:me\s+|us\s+)?your\s+whatsapp\b"),
    cue("handoff", 0.7, _STRANGER_CALLS),
    # a 'recruiter' who submits you only after you pay for a CV rewrite or a course
    cue(
        "pay_first",
        1.0,
        r"\b(?:rewrit\w*|re-write|redo|fix|polish)\s+your\s+(?:cv|resume|profile)\b"
        r"(?=[\s\S]{0,400}?(?:fiverr|upwork|\bpackage\b|\bfee\b|\$\s?\d|£\s?\d|€\s?\d))"
        r"(?=[\s\S]{0,600}?\b(?:submit\s+you|put\s+you\s+forward|present\s+you|forward\s+you))",
    ),
    # a cold note that calls the job offer 'a task': the opener of a task scam
    cue(
        "unsolicited",
        0.6,
        r"\b(?:I|we)\s+(?:need|want|would\s+like)\s+to\s+(?:contact|reach|talk\s+to)\s+you\s+"
        r"(?:about|regarding)\s+(?:a|an)\s+(?:job|work)\s+(?:offer|opportunity)\b",
    ),
    cue(
        "form",
        0.8,
        r"\b(?:job|work)\s+offer\W+(?:it\s+is\s+|it'?s\s+)?(?:a|one|simple|small|easy|online)\s+task\b",
    ),
    # parcels taken in and shipped on from your own home, however far apart the two are said
    cue(
        "form",
        0.8,
        rf"\b(?:accept|receive|sign\s+for)\s+(?:\w+\s+){{0,2}}?{_CARGO}\b"
        rf"(?=[\s\S]{{0,3000}}?\b(?:work\w*|based|done)\s+{_HOME})",
    ),
    cue(
        "through_you",
        0.8,
        r"\b(?:package|ship|re-?ship|forward|send)\s+(?:\w+\s+){0,3}?(?:to|for)\s+(?:\w+\s+){0,3}?"
        rf"customers?\b(?=[\s\S]{{0,3000}}?\b(?:work\w*|based|done)\s+{_HOME})",
    ),
)
