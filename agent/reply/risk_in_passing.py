"""Terms recruiters raise in passing, in shorthand or in a line of a list.

"What sort of notice are you on?", "CTC, ECTC & NP", "how soon can you resume", "what's the hourly
on this one?", "per fortnight", "Singaporean or PR?", "RTW?", "Critical Skills Employment Permit",
"Only Lahore-based candidates", "we'll fly you up", "sorted for digs?", "Are you mobile?",
"restraint period", "a 3-year service commitment", "to be returned if you exit before 12 months".
Each rule reads a family of wordings; an interview's date or place is never the job's.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

_FEW = r"(?:\d+|a|one|two|three|four|five|six|eight|twelve)"

IN_PASSING_RULES: tuple[Rule, ...] = (
    # notice asked in a question or shorthand
    rule(
        "notice_period",
        r"\bwhat\s+(?:sort\s+of\s+|kind\s+of\s+|length\s+of\s+)?notice\b(?![^.!?\n]*\b(?:board|privacy))"
        r"|\bnotice\s+(?:would|are|do|have|will)\s+you\b|\b(?:update|news)\s+on\s+your\s+notice\b"
        r"|(?:[&,/+]|\band|\byour|\bur)\s*(?-i:NP)\b|\bhow\s+soon\s+(?:\w+\s+){0,3}?resume\b"
        r"|\bhow\s+(?:quickly|soon|fast)\s+(?:could|can|would|will)\s+you\s+(?:be\s+)?(?:free|available"
        r"|released|out)\b|\btied\s+in\s+(?:anywhere|somewhere|to\s+(?:a|your|any))\b"
        rf"|\bstart\s+in\s+{_FEW}\s+(?:days?|weeks?|months?)\b|\ba\s+start\s+(?:in|on|from)\s+the\b"
        r"|^[\W_]*start(?:ing)?\s*:[ \t]*(?:\d|asap|immediate|within|in\s|(?-i:[A-Z]))"
        r"|\bmust\s+be\s+available\s+(?:\w+\s+){0,4}?from\s+\d|\bnotice\s+periods\b"
        # "earliest possible resumption date", "Avail?", "when's the earliest you can onboard",
        # "how long before you could actually be free", "able to commence work by 1 July"
        r"|\b(?:earliest|possible|expected|proposed)\s+(?:\w+\s+)?resumption\s+date\b|(?:^|[\s.,;])avail\s*\?|\bearliest\s+(?:\w+\s+){0,2}?you\s+(?:can|could)"
        r"\s+(?:onboard|join|start|begin|commence|resume|report)\b|\bhow\s+long\s+before\s+you\s+"
        r"(?:could|can|would)\s+(?:\w+\s+)?(?:be\s+)?(?:free|available|start|join|move)\b"
        r"|\b(?:able|available)\s+to\s+(?:commence|start|join|begin)\s+(?:work\s+)?by\s+\d"
        r"|\bhow\s+soon\s+you\s+(?:could|can|would)\s+(?:report|join|start|resume|be\s+free)\b"
        r"|\bget\s+out\s+of\s+your\s+(?:current\s+)?contract\b"
        r"|\bto\s+start\s+(?:next|this)\s+(?:week|month)\b"
        r"|\bterminate\w*\s+(?:\w+\s+){0,4}?by\s+giving\s+(?:\w+\s+){0,2}?(?:\(\d+\)\s+)?(?:months?|weeks?)"
        r"(?:['’]s?)?\s+(?:written\s+)?notice\b",
        "They ask about your notice or when you could start; only you can answer it.",
        about_work=True,
    ),
    # pay asked or stated in passing
    rule(
        "salary",
        r"\bthe\s+hourly\b(?!\s+(?:schedule|slots?|update|rate\s+of\s+the\s+(?:call|meeting)))"
        r"|\bwhat\s+(?:sort\s+of\s+|kind\s+of\s+)?numbers?\s+(?:are\s+)?you\b"
        r"|\bnumbers?\s+(?:are\s+)?you\s+(?:thinking|looking\s+for|after|expecting)\b"
        r"|\bcompetitive\s+(?:\w+\s+)?(?:salary|pay|package|rate|wages?|remuneration)\b|\bemoluments?\b"
        r"|(?-i:\b[A-Z]{3})\s?\d{1,3}(?:,\d{3})+\s+(?:per|a|an|/)\s*(?:fortnight|month|week|year|hour)"
        r"|\bper\s+fortnight\b|\bfortnightly\s+(?:pay|wage|salary|rate)\b"
        r"|^[\W_]*(?:rate|pay|wage|salary|remuneration|package)\s*:[ \t]*\S",
        "They ask about or state your pay; only you can decide what to share or accept.",
        about_work=True,
    ),
    # work rights in shorthand and permit names: "Singaporean or PR?", "can't support an EP"
    rule(
        "visa",
        r"\b(?:Singaporeans?|citizens?|locals?)\s+(?:or|/)\s+(?-i:PRs?)\b|(?-i:\bEPs?\b)\s+(?:holders?"
        r"|candidates?|for)|\b(?:support|sponsor|need|require|hold|have)\w*\s+(?:an?\s+)?(?-i:EP|S\s?Pass)\b"
        r"|\bEmployment\s+Pass\b|(?<!['’])(?-i:\bS\s?Pass\b)|\bwork\s+pass\b|(?-i:\bTN\b)\s+(?:eligib\w+|visa|status)"
        r"|(?-i:\bRTW\b)|\bemployment\s+permit\b|\bcritical\s+skills\b",
        "Work authorization or a permit is involved; answer only what is true for you.",
    ),
    # where you would live or go: "Only Lahore-based candidates", "fly you up", "digs"
    rule(
        "relocation",
        r"\bonly\s+(?-i:[A-Z])[\w-]+[- ]based\s+(?:candidates|applicants)\b"
        r"|\b(?-i:[A-Z])[\w-]+[- ]based\s+(?:candidates|applicants)\s+only\b"
        r"|\b(?:book|booked|your|the)\s+(?:\w+\s+)?flights?\s+to\s+(?:the\s+)?(?-i:[A-Z])"
        r"|\bfly\s+you\s+(?:up|out|over|down|in)\b|\bdigs\b|\b(?:temp(?:orary)?|backpacker|company"
        r"|staff|free|shared)\s+accommodation\b|\baccommodation\s+(?:is\s+)?(?:available|provided"
        r"|included|arranged|offered)\b|\bare\s+you\s+mobile\b|\bgeographically\s+mobile\b"
        r"|\brotat\w+\s+between\s+(?:\w+\s+)?(?:sites|locations|offices|projects|mines|hospitals)\b"
        r"|\b(?:may|can|will)\s+(?:relocate|post|second|deploy)\s+you\b|\b(?:may|can)\s+transfer\s+you\s+to\s+"
        r"(?:any|another|other|a\s+different|one\s+of)\b"
        r"|\b(?:frequent|regular|extensive)\s+(?:international\s+|overseas\s+)?travel\b"
        r"|\btravel(?:l)?ing\s+(?:registered\s+)?(?:nurse|RN|therapist|technician)s?\b"
        r"|\btravel\s+assignments?\b"
        # "Are you able to work at our shop in Saskatoon?": where the job is, asked of the reader
        r"|\b(?:are|would)\s+you\s+(?:be\s+)?(?:able|willing|happy|ok|okay|open)\s+to\s+work\s+(?:at|in|from"
        r"|on)\s+(?:our\s+|the\s+)?(?:\w+\s+){0,3}?(?:in|at|near)\s+(?-i:[A-Z])[^?\n]{0,40}\?",
        "The job may move you or have you travel; check it suits where you live.",
        about_work=True,
        negatable=True,
    ),
    # what binds you after you sign
    rule(
        "legal",
        r"\brestraint\s+(?:period|clause|of\s+trade)\b|\bservice\s+(?:commitment|bond|obligation)\b"
        r"|\bbreach\s+of\s+(?:contract|the\s+(?:agreement|contract))\b"
        r"|\b(?:returned|repaid|refunded|clawed\s+back|repay\w*|refund\w*)\b[^.!?\n]{0,40}?\bif\s+you\s+"
        r"(?:exit|leave|resign|quit)\b",
        "The contract binds you after you sign; read what it asks before you agree.",
    ),
    # the same families in plain words, written by people who avoid the legal terms
    rule(
        "legal",
        r"\bcan(?:'t|not|\s+not)\s+(?:work\s+(?:at|for)\s+(?:another|a\s+competing|any\s+other|a\s+rival)"
        r"|contact\s+(?:any\s+of\s+)?(?:our|the\s+company'?s)\s+(?:clients|customers))\b"
        r"|\bwithin\s+\d+\s*(?:km|miles?|kilometres?|kilometers?)\s+of\b[^.!?\n]{0,80}?\b(?:months?|years?)\b"
        r"|\bafter\s+you\s+leave\b[^.!?\n]{0,80}?\b(?:work\s+for|contact\w*\s+(?:customers|clients))"
        r"|\bearly\s+termination\s+fee\b|\bin\s+satisfaction\s+of\s+all\b|\bemployment\s+as\s+abandoned\b"
        r"|\bsigned\s+(?:and\s+returned\s+)?by\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b[^.!?\n]{0,80}?"
        r"\boffer\s+(?:will|would)\s+be\s+withdrawn\b",
        "The contract binds you after you sign; read what it asks before you agree.",
    ),
    rule(
        "relocation",
        r"\bwould\s+you\s+consider\s+(?-i:[A-Z])\w+(?:,|\s+or\b)"
        r"|\bopen\s+to\s+(?:roles?|jobs?|work|something)\s+(?:up|down|out)\s+(?:north|south|east|west)\b"
        r"|\bbeing\s+based\s+in\s+(?-i:[A-Z])|\bmove\s+(?:up|down|over|out|back)\s+to\s+(?-i:[A-Z])"
        r"|\b(?:stay|live|reside)\s+near\s+(?:the\s+|our\s+)?(?:factory|site|plant|mine|hospital|office|farm)\b"
        # a work permit or sponsorship issued for a job in another country
        r"|\bissue\s+you\s+(?:a|an|the)\s+(?:\w+\s+)?(?:work\s+)?(?:visa|permit)\b"
        r"|\bsingle\s+permit\s+for\s+(?-i:[A-Z])",
        "The job may move you or bring you to work in another country; check where you would live.",
        negatable=True,
    ),
    rule(
        "visa",
        r"(?-i:\bSC\s?/\s?PR\b|\bPR\s?/\s?SC\b)|\b(?:full\s+)?working\s+rights\b|\bfrontier\s+worker\b"
        r"|\breliability\s+status\b|\bpaperwork\b[^.!?\n]{0,40}?\bto\s+(?:be\s+able\s+to\s+)?work\s+here\b",
        "Work authorization or a permit is involved; answer only what is true for you.",
    ),
    rule(
        "personal_data",
        r"\b(?-i:PPS)\s+(?:number|no)\b|\bcertified\s+copies\s+of\s+(?:your\s+)?(?:ID|identity|passport)\b"
        r"|\bonline\s+banking\s+(?:username|password|login|credentials)\b"
        r"|\b(?:send|upload|share)\s+(?:a\s+|your\s+)?(?:Ghana\s+Card|national\s+ID|ID\s+card)\s+photo\b"
        r"|\bdisability\s+status\b|\bhave\s+you\s+ever\s+had,?\s+a\s+disability\b"
        r"|\breply\s+with\s+your\s+(?:full\s+)?name,?\s+(?:home\s+)?address\b",
        "They ask for personal data; share it only once you trust the employer and the purpose.",
        # an equal-opportunity statement lists the same words as what it never asks about
        # ... and copies brought to an interview stay with the reader's own hands
        unless=r"\b(?:protected\s+by|regardless\s+of|without\s+regard|equal\s+opportunity|bring"
        r"|carry|come\s+(?:along\s+)?with)\b",
    ),
)
