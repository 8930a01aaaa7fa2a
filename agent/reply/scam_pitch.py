"""Scam signals about the pitch: unsolicited contact, instant hire, vague remote work, urgency."""

from __future__ import annotations

from agent.reply.scam_base import FAINT, MEDIUM, MONEY, NAME_SLOT_AHEAD, WEAK, Signal, signal

PITCH_SIGNALS: tuple[Signal, ...] = (
    signal(
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
    signal(
        "instant_hire",
        MEDIUM,
        r"you(?:'re|\s+are|\s+have\s+been|'ve\s+been)\s+(?:hired|employed)\b|congratulations\W+"
        r"(?:\w+\W+){0,3}?(?:on|for)\s+your\s+new\s+(?:job|position|role)|(?:without|no)\s+(?:an?\s+)?"
        r"interview\b"
        # a CV or application "approved", as a loan is: no employer hires that way
        r"|\byour\s+(?:\w+\s+){0,2}?(?:cv|resume|application|profile)\b[^.!?\n]{0,60}?\b(?:has\s+been"
        r"|was|is|got)\s+(?:pre-?)?approved\b",
        "A job offered without any interview is a common scam sign.",
    ),
    signal(
        "attachment_lure",
        MEDIUM,
        r"(?:see|open|find|check|download|view)\s+(?:the\s+)?attach(?:ed|ment)\w*\s+(?:\w+\s+){0,2}?"
        r"for\s+(?:\w+\s+){0,2}?(?:position|job|role|offer|assistantships?|details)",
        "An unexpected attachment that holds the 'job' is a common phishing lure.",
    ),
    signal(
        "resume_on_board",
        WEAK,
        r"(?:saw|found|reviewed|came\s+across|viewed|got|pulled)\s+your\s+(?:resume|cv)\s+(?:on|from"
        r"|through|via|in)\b",
        "A stranger who says they found your resume on a job site; scammers harvest them there.",
    ),
    signal(
        "generic_salutation",
        WEAK,
        r"^\W*(?:dear|hello|hi|greetings|attention|good\s+(?:day|morning|afternoon|evening))\W+"
        r"(?:(?:valued|prospective|potential|lucky"
        r"|esteemed)\s+)?(?:students?|candidates?|applicants?|job\s*seekers?|sir(?:\s*(?:/|or)\s*"
        r"madam)?|madam|beneficiary|user|friend)\b" + NAME_SLOT_AHEAD,
        "A generic greeting ('Dear Student') is typical of mass job-scam mail.",
    ),
    # a job offered to "Dear Candidate": whoever interviewed and hired you would know your name
    signal(
        "generic_offer",
        MEDIUM,
        r"^\W*(?:dear|hello|hi|greetings)\W+(?:students?|candidates?|applicants?|sir(?:\s*(?:/|or)\s*"
        r"(?:madam|ma))?|madam)\b"
        + NAME_SLOT_AHEAD
        + r"[\s\S]{0,300}?\b(?:(?:pleased|happy|delighted"
        r"|glad)\s+to\s+(?:offer|extend\s+(?:you\s+)?an?\s+offer|inform\s+you\s+that\s+you\s+(?:have\s+been"
        r"|are|were)\s+(?:selected|hired))|offer\s+you\s+the\s+(?:role|position|job)"
        r"|you(?:'re|\s+are|\s+have\s+been)\s+hired)\b",
        "A job offered to 'Dear Candidate' went to many: whoever hired you would know your name.",
    ),
    signal(
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
        r"|remote\s+online\s+(?:part[- ]time|job|work)|work\s+anytime\s+and\s+anywhere"
        r"|\bflexible\s+online\s+(?:opportunit\w+|jobs?|work|income)\b"
        r"|\bways\s+to\s+make\s+money\b|\bmake\s+money\s+(?:online|from\s+home|fast|easily)\b",
        "A vague remote or part-time job pitch with no company details is a common scam opener.",
    ),
    signal(
        "urgency",
        FAINT,
        r"\bwithin\s+\d+\s+hours?\b|\b\d+\s+hours\s+to\b|\byou\s+have\s+\d+\s+hours\b|\bimmediately\b"
        r"|\bright\s+away\b|\basap\b|as\s+soon\s+as\s+possible|\burgent\w*|today\s+only|can'?t\s+wait"
        r"|expires?\s+in\s+\d+|act\s+now|limited\s+(?:slots?|spots?|seats?|openings?)|slots?\s+"
        r"(?:are\s+)?filling|before\s+the\s+position\s+is\s+filled",
        "Pressure to act fast is a common scam tactic.",
    ),
    signal(
        "vague_requirements",
        FAINT,
        r"(?:must|need\s+to)\s+be\s+(?:at\s+least\s+|over\s+)?\d{2}\s*\+?\s*(?:years?\s+(?:old|of"
        r"\s+age)|or\s+older)|\bage\s*:?\s*\d{2}\s*(?:-|to)\s*\d{2}\b",
        "Age as the only requirement suggests a job that is not real.",
    ),
    signal(
        "job_fishing",
        MEDIUM,
        r"\b(?:have|did)\s+you\s+(?:gotten|got|get|found|find|secured)\s+(?:a\s+)?job\b"
        r"|\b(?:do|are)\s+you\s+(?:still\s+)?(?:need|in\s+need\s+of|looking\s+for)\s+(?:a\s+)?job\b",
        "Asking whether you have found a job yet, with no role in view, is how job fishing opens.",
    ),
    signal(
        "call_me",
        WEAK,
        r"\bcall\s+me\b|\bcall\s+(?:this|my|the\s+number)\b",
        "Only a phone number to call, no company channel, leaves nothing to verify.",
    ),
    signal(
        "loss_threat",
        MEDIUM,
        r"\bor\s+(?:else\s+)?(?:you(?:'ll|’ll|\s+will)\s+)?(?:lose|forfeit)\s+(?:the\s+|your\s+|this\s+)?"
        r"(?:job|slot|position|offer|place|spot|opportunity|seat)\b",
        "A threat that you will lose the job unless you act now is pressure, not hiring.",
    ),
    signal(
        "shortlist_windfall",
        MEDIUM,
        rf"\b(?:shortlisted|selected|chosen)\b[^\n]{{0,120}}?{MONEY}\s*(?:\w+\s+)?(?:bonus|reward|prize"
        r"|gift|cash)\b",
        "Money promised the moment you are 'shortlisted' is a lure, not pay for work.",
    ),
    # the "wrong number" opener of relationship and investment scams: "Hi, is this Emily?"
    signal(
        "wrong_number_opener",
        WEAK,
        r"^\W*(?:hi|hello|hey)\b[\s,!.]*(?:is\s+this|are\s+you|am\s+I\s+(?:talking|speaking)\s+(?:to"
        r"|with))\s+(?:(?:mr|mrs|ms|miss)\.?\s+)?(?-i:[A-Z])[a-z]+\s*\?|\bsorry,?\s+wrong\s+number\b",
        "A stranger's 'is this Emily?' opener is how relationship and investment scams begin.",
    ),
    signal(
        "claimed_acquaintance",
        WEAK,
        r"\bwe\s+(?:met|talked|spoke|chatted)\s+(?:briefly\s+)?(?:at|during|on)\b|\bremember\s+me\b"
        r"|\byou\s+(?:said|told\s+me|mentioned)\s+(?:that\s+)?you\s+(?:were|are)\s+(?:looking|searching)",
        "Claiming you met before, with no name you would know, is a scammer's way in.",
    ),
    signal(
        "investment_pitch",
        WEAK,
        r"\binvestment\s+(?:consult\w*\s+)?(?:platform|opportunit\w+|club|group|mentor|program\w*)\b"
        r"|\b(?:crypto|forex|gold|stock)\s+(?:trading|investment)\s+(?:\w+\s+)?(?:mentor|teacher|group"
        r"|platform|signals|club)\b|\binvestment\s+consulting\s+firm\b|\b(?:side|extra)\s+income\b"
        r"|\bplatform\s+(?:my|a)\s+(?:friend|mentor|uncle|aunt|cousin|colleague)\s+(?:introduced|recommended"
        r"|showed)\b",
        "An investment platform or mentor pitched with a job is how 'pig-butchering' scams start.",
    ),
    signal(
        "collaboration_pitch",
        WEAK,
        r"\b(?:possible|potential|long[- ]term|business)\s+collaboration\b|\bproject\s+idea\b",
        "A vague 'collaboration' with a stranger is how fronting and account-rental schemes open.",
    ),
    signal(
        "daily_returns",
        MEDIUM,
        r"\b\d+(?:\.\d+)?\s*%\s*(?:daily|a\s+day|per\s+day|every\s+day|a\s+week|weekly)\b"
        r"|\b(?:daily|weekly)\s+(?:returns?|profits?|yield)\s+of\s+\d",
        "A percentage promised every day is the pitch of investment scams, not a job.",
    ),
    signal(
        "bare_click",
        WEAK,
        r"\bclick\s+(?:here\s+)?(?:for\s+(?:more\s+)?details|the\s+link|below|to\s+(?:claim|receive|get"
        r"|start\s+earning))\b",
        "A bare 'click for details' with no employer named is how phishing texts hide the link.",
    ),
)
