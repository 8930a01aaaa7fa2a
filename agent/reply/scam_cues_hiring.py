"""Scam cues about how the hiring is done: data asked early, vetting skipped, nobody applied."""

from __future__ import annotations

from agent.reply.scam_base import NAME_SLOT_AHEAD, NOT_PARTIAL_AFTER, NOT_PARTIAL_BEFORE, Cue, cue
from agent.reply.scam_paperwork import CREDENTIALS

HIRING_CUES: tuple[Cue, ...] = (
    # a login, password, PIN or one-time code: no employer asks for one, in any language
    cue("credentials", 1.0, CREDENTIALS),
    # the interview held back until ID data is entered on a "verification portal"
    cue(
        "form",
        0.6,
        r"\b(?:candidate|applicant)\s+verification\s+(?:portal|site|page|form)\b"
        r"|\binterview\s+(?:link|invitation|invite|date|slot)\s+(?:will\s+be\s+|is\s+)?(?:released|sent"
        r"|shared|unlocked|issued)\s+(?:afterwards|after\s+(?:verification|you\s+(?:verify|enter|submit"
        r"|register))|once\s+(?:you(?:'ve|\s+have)?\s+)?(?:verified|verify|registered|register"
        r"|submitted|submit))\b",
    ),
    # identity and bank data
    cue(
        "identity",
        1.0,
        rf"{NOT_PARTIAL_BEFORE}\b(?:ssn|social\s+security(?:\s+number)?|date\s+of\s+birth)\b"
        rf"{NOT_PARTIAL_AFTER}"
        r"|\b(?:bank\s+(?:account\s+)?(?:details|number|login|information)|routing\s+number|bvn|aadhaar"
        r"|pan\s+card)\b",
    ),
    cue(
        "identity",
        0.6,
        r"\b(?:copy\s+of\s+your\s+(?:id|passport|driver'?s?\s+licen[cs]e)|national\s+id|id\s+card|personal\s+e-?mail(?:\s+address)?)\b",
    ),
    cue(
        "identity",
        0.6,
        r"\b(?:full\s+name|home\s+address)\b[^.!?\n]{0,40}?\b(?:address|birth|age|phone)\b",
    ),
    # the employer's own system bypassed: data sent by mail "while the portal is upgraded"
    cue(
        "channel",
        0.7,
        r"\b(?:rather|instead)\s+(?:of|than)\s+(?:through|via|using|on|in)?\s*(?:the|our)\s+(?:\w+\s+)?"
        r"(?:portal|system|website|app|platform)\b|\b(?:portal|system|website)\s+is\s+(?:being\s+"
        r"(?:upgraded|updated|migrated)|down|under\s+maintenance|not\s+working)\b",
    ),
    # hired without vetting: approved, no interview, an interview by text
    cue(
        "no_vetting",
        0.7,
        r"\b(?:application|resume|cv|profile|you)(?:\s+(?:has|have)\s+been|\s+was|\s+were|\s+is|\s+are|'ve\s+been)\s+approved\b",
    ),
    cue(
        "no_vetting",
        0.7,
        r"\bno\s+interview\b|\bwithout\s+(?:an?\s+|any\s+)?interview\b|\b(?:text|chat)[\s-]based\s+interview\b|\binterview\s+(?:\w+\s+)?(?:via|over|on|through)\s+(?:chat|text|telegram|whatsapp|signal|hangouts)\b",
    ),
    # an income opportunity sold instead of a job: income hype, be your own boss, a proven system
    cue(
        "money",
        0.7,
        r"\b(?:unlimited|limitless|executive[\s-]level|six[\s-]figure|residual|passive)\s+income"
        r"|\bincome\s+potential\b|\b(?:live|become)\s+financially\s+free\b",
    ),
    cue("money", 0.4, r"\b(?:uncapped|unlimited)\s+earnings?\s+potential\b"),
    cue(
        "effort",
        0.6,
        r"\bbe\s+your\s+own\s+boss\b|\bpaid\s+to\s+(?:take\s+)?(?:vacations?|holidays?|travel)\b"
        r"|\b(?:simple|proven)\s+(?:\d+[\s-]step\s+)?system\b|\bwith\s+(?:simply\s+|just\s+|only\s+)?"
        r"your\s+laptop\s+and\s+(?:a\s+)?phone\b",
    ),
    # vetting skipped or the job withheld: fast-tracked to a final round, role told only later
    cue(
        "no_vetting",
        0.6,
        r"\bfast[\s-]?track\w*\s+(?:you\s+|your\s+\w+\s+)?(?:to|into|through)\s+(?:the\s+)?"
        r"(?:final|last)\s+(?:round|stage|interview)\b"
        r"|\bbefore\s+(?:we\s+(?:can|could)\s+)?(?:share|shar\w+|disclos\w+|reveal\w*|tell\w*\s+you)\s+"
        r"(?:you\s+)?(?:the\s+|more\s+)?(?:role|job|position)\s+details\b",
    ),
    # selected without applying
    cue(
        "unsolicited",
        0.7,
        r"\byou(?:\s+have\s+been|\s+were|\s+are|\s+got|'ve\s+been)\s+(?:\w+\s+)?(?:selected|shortlisted|approved|chosen|picked|hired)\b"
        # chosen "from a group of candidates" means the reader applied and competed
        r"(?!\s+(?:from|among|out\s+of)\s+(?:a\s+|the\s+|our\s+)?(?:\w+\s+){0,4}(?:candidates|applicants)\b)",
    ),
    cue(
        "unsolicited",
        0.7,
        r"\byour\s+(?:resume|cv|profile|number|contact)\s+(?:was|has\s+been|is)\s+(?:\w+\s+)?(?:found|seen|selected|approved|recommended|shortlisted|given|passed|referred|picked|chosen)\b",
    ),
    cue(
        "unsolicited",
        0.5,
        r"^\W*(?:dear|hello|hi)\s+[(\[]?(?:student|applicant|candidate|job\s*seeker|sir|madam|sir\s*/\s*madam|friend|beneficiary|user)\b"
        + NAME_SLOT_AHEAD,
    ),
    cue(
        "unsolicited",
        0.6,
        r"\bhave\s+you\s+(?:gotten|got|found|secured)\s+(?:a\s+)?(?:job|work)\b|\bare\s+you\s+(?:still\s+)?(?:looking\s+for|seeking)\s+(?:a\s+)?(?:job|work)\b",
    ),
    cue("unsolicited", 0.3, r"\bcame\s+across\s+your\b|\bcongratulations\b"),
    cue(
        "unsolicited",
        0.5,
        r"\b(?:got|received|obtained|found)\s+your\s+(?:resume|cv|number|contact|details)\s+(?:from|through|via|on)\b",
    ),
)
