"""Where the job is, as recruiters write it in passing: a town after the role, a site, abroad.

"Got a Site Manager role in Milton Keynes", a job post's heading "Dental Nurse – Cork City",
"Duty station: Lodwar", "the Store Manager vacancy at our Westfield Stratford store", "onsite
Mon–Thu", "Dubai job", "you'd need to live on farm". Each rule reads a family of wordings; a
place named for the interview is never the job's (the rules are `about_work`).
"""

from __future__ import annotations

from agent.reply.risk_base import WEEKDAY, Rule, rule
from agent.reply.risk_terms import AN_ORG_UNIT, NOT_A_PLACE, PLACE_NAME, ROLE_NOUNS, TITLE_WORDS

# Capitalised words after "in" that name a field of work, not a town: "a role in Product".
_A_FIELD = (
    rf"(?:{NOT_A_PLACE}|Product|Engineering|Data|Design|Operations|Ops|HR|People|Legal|Security"
    r"|Risk|Growth|Research|Customer|Support|Tech|Technology|IT|Quality|Compliance|Procurement"
    r"|Supply|Digital|Clinical|Treasury|Audit|Tax|Strategy|Retail|Commercial|Healthcare|Education"
    r"|Banking|Fintech|Management|Software|Cloud|AI|ML|Machine|Our|Your|The|This|That|A|An|Q\d"
    r"|H\d|Thursday|Saturday|Sunday|Accounting|Admin\w*|Logistics|Hospitality|Insurance|Payroll"
    r"|Recruitment|Finance|Investment|Private|Public|Real|Property|Construction|Manufacturing"
    r"|Energy|Media|Government|Philosophy|Science|Computer|Business|Economics|Mathematics|Math"
    r"|Physics|Chemistry|Biology|Medicine|Nursing|Law|Arts?|Schedule|Section|Appendix|Annex|Clause"
    r"|Exhibit|Part|Department|Faculty|School\s+of|Division|Team|Office\s+of|College|Institute"
    r"|Job|Application|Request|Status|Update|Reference|US|USA|UK|EU|United|Europe|Asia)\b"
    # a field or a firm named in several words: "Computational Biology", "Vetta Digital",
    # "Tata Consultancy Services"
    r"|(?:[A-Z][\w&-]*[ \t]+){0,2}(?:Engineering|Biology|Sciences?|Studies|Management|Design"
    r"|Research|Policy|Economics|Analytics|Marketing|Finance|Development|Systems|Technolog(?:y|ies)"
    r"|Computing|Informatics|Medicine|Health|Education|History|Law|Arts|Humanities|Linguistics"
    r"|Psychology|Sociology|Mathematics|Statistics|Physics|Chemistry|Ecology|Genetics|Nursing"
    r"|Digital|Operations|Labs|Group|Solutions|Consulting|Consultancy|Services|Partners|Software"
    r"|Bank|Capital|SpA|Srl|GmbH|AG|Ltd|Inc|LLC)\b"
)
# Destinations that recruitment agents send workers to.
_ABROAD = (
    r"(?:Dubai|Abu\s+Dhabi|Riyadh|Jeddah|Dammam|Saudi(?:\s+Arabia)?|KSA|UAE|Qatar|Doha|Kuwait"
    r"|Oman|Muscat|Bahrain|Malaysia|Singapore|Japan|Korea|Taiwan|Poland|Germany|Canada|Australia"
    r"|NZ|New\s+Zealand|Romania|Croatia|Israel|Cambodia|Europe|the\s+Gulf|Maldives|Mauritius)"
)
# A job's site: "our Westfield Stratford store", "the Coca-Cola plant", "our Montego Bay contact
# centre", "our Nanyuki project site".
_SITE = (
    r"(?:(?-i:[A-Z])[\w'&.-]*,?[ \t]+){1,3}(?:[a-z]+[ \t]+)?(?:store|site|plant|branch|depot"
    r"|warehouse|hospital|campus|shop|outlet|factory|mine|clinic|hotel|restaurant|office|cent(?:re|er)"
    r"|facility|hub|DC|yard)s?\b"
)
# Sentences about applying or meeting, not about the job's place: "Thanks for applying to the
# Sales Assistant role at our Oxford Street store", "the test will be held at our Lagos office".
_A_STEP_SENTENCE = (
    r"\b(?:appl(?:y|ied|ying|ication)|interest|candidacy|thank\w*|interview\w*|test|exam|fair"
    r"|meet(?:ing)?|visit|remote(?:ly)?|WFH|work\s+from\s+home)\b"
)
# The words of a letter about a step of hiring, not a job's heading: "Interview – Analyst – Leeds".
_A_HIRING_STEP = (
    r"(?:interview|invitation|meeting|call|assessment|test|confirm\w*|reminder|application"
    r"|update|outcome|feedback|thank|re|fwd?|subject|walk-?in|drive|fair|event|open\s+day"
    r"|webinar)\w*"
)

JOB_TOWN_RULES: tuple[Rule, ...] = (
    # a job, a client or a site "in" a town: "a Site Manager role in Milton Keynes", "packers
    # needed in Birmingham", "a banking client in Kuala Lumpur", "a dairy unit near Ashburton"
    rule(
        "relocation",
        r"\b(?:roles?|spots?|jobs?|gigs?|vacanc(?:y|ies)|positions?|openings?|posts|shifts?"
        r"|placements?|assignments?|(?<!\bour\s)client|fintech|startup|hospitals?|schools?|clinics?"
        r"|practices?|restaurants?|hotels?|(?:project|construction|mine|mining|oil)\s+sites?|build"
        rf"|projects?|units?|farms?|family\s+office|needed|wanted|required|{ROLE_NOUNS}s?)\s+"
        r"(?:(?:on\s+)?(?:a|an|the)\s+\w+\s+)?"
        rf"(?:in|near|around|outside)\s+(?:the\s+)?(?!{_A_FIELD})(?!{AN_ORG_UNIT}){PLACE_NAME}",
        "The job is in a named town; decide whether that works for you.",
        about_work=True,
        unless=_A_STEP_SENTENCE,
    ),
    # a job post's heading: "Dental Nurse – Cork City |", "Policy Advisor – Ministry for Primary
    # Industries, Wellington", "Junior Frontend Developer – Lagos (Ikeja) – Onsite"
    rule(
        "relocation",
        rf"\A(?=[^\n]{{0,140}}\n)[ \t]*(?![^\n]*\b{_A_HIRING_STEP}\b)[^\n]*?"
        rf"\b(?:{TITLE_WORDS}s?|Staff|Picking|Drivers)"
        r"\b[^\n]*?[ \t][–—|][ \t]*(?!(?:Permanent|Full|Part|Temporary|Temp|Fixed|Contract|Casual"
        r"|Remote|Hybrid|Onsite|On-site|Salary|Hours|Urgent|Hiring|Now|Immediate|Start|Grade|Band"
        r"|Level|Ref|Day|Night|Weekend|Flexible|Entry|Senior|Junior|Graduate|Apply|Closing|Deadline"
        rf"|Zero|Locum|Bank|Agency|Seasonal|Summer|Winter|{NOT_A_PLACE})\b)(?-i:[A-Z])[\w'.&-]+"
        r"(?:,?[ \t]+(?:(?:for|of|and|&|de|upon|on|the)[ \t]+)?(?-i:[A-Z(])[\w'.&()-]*){0,5}"
        r"[ \t]*(?=[–—|]|$)",
        "The job is in a named town; decide whether that works for you.",
    ),
    # the job's place as a field or a posting: "Duty station: Lodwar", "Duty post: Takoradi",
    # "stationed at our Nanyuki project site", "fellows are based in Cape Town"
    rule(
        "relocation",
        r"\b(?:duty\s+(?:station|post|location)|place\s+of\s+(?:work|employment|posting|assignment)"
        r"|posting\s+(?:place|location)|work\s*(?:place|location|site))\b[ \t]*"
        r"(?:[:\-–]|is|will\s+be)?[ \t]*(?:in\s+|at\s+)?"
        r"(?!(?:Remote|Home|Anywhere|Online|Virtual|TBD|TBC|Flexible|Hybrid)\b)"
        r"(?-i:[A-Z])|\bstationed\s+(?:at|in)\s+(?:our\s+|the\s+)?(?-i:[A-Z])"
        r"|\b(?:you|fellows?|staff|hires?|candidates?|successful\s+\w+|employees?|workers?"
        rf"|post\s*holders?|incumbents?)\s+(?:\w+\s+){{0,2}}?based\s+(?:in|at)\s+(?!{_A_FIELD}){PLACE_NAME}",
        "The message names where the job is based; decide whether that works for you.",
        about_work=True,
    ),
    # the employer's named site: "the Store Manager vacancy at our Westfield Stratford store",
    # "book you onto shifts at the Amazon site in Coalville", "Teller at our Ibadan branch"
    rule(
        "relocation",
        rf"\b(?:role|job|position|post|vacancy|opening|shifts?|work|appointment|{ROLE_NOUNS}s?)\b"
        rf"[^.!?\n]{{0,40}}?\b(?:at|in|to)\s+(?:our|the)\s+{_SITE}",
        "The job is at a named site; check it suits where you live.",
        about_work=True,
        unless=_A_STEP_SENTENCE,
    ),
    # days on site: "onsite Mon–Thu", "min 3 days on site", "in the office most days", "be there
    # five days a week", "Remote with 1 day a month in Leeds", "– Onsite |"
    rule(
        "relocation",
        rf"\bon[- ]?site\s+(?:{WEEKDAY}\s*[–-]\s*{WEEKDAY}|\d\s*(?:days|x)|most\s+days"
        r"|full[- ]time|every\s+day|daily)\b"
        r"|\b(?:min(?:imum)?\.?\s+)?(?:\d|two|three|four|five)\s+days?\s+"
        r"(?:a\s+week\s+|per\s+week\s+|pw\s+)?(?:on[- ]?site|in\s+(?:the\s+)?office)\b"
        r"|\bin\s+the\s+office\s+most\s+days\b|\b(?:there|on\s+site|onsite)\s+(?:five|four|three|\d)"
        r"\s+days\s+a\s+week\b|\b(?:\d|one|two)\s+days?\s+(?:a|per)\s+(?:week|month)\s+in\s+"
        rf"(?!{_A_FIELD}){PLACE_NAME}|[–—|][ \t]*On[- ]?site[ \t]*(?:[–—|]|$)",
        "The job needs you on site; decide whether that works for you.",
        about_work=True,
    ),
    # abroad: "Dubai job", "NZ jobs", "JAPAN CAREGIVER HIRING", "for Qatar project", "travel to
    # Riyadh within 60 days", "Saudi Arabia driver", "your flight will be booked"
    rule(
        "relocation",
        rf"\b{_ABROAD}\s+(?:\w+\s+)?(?:jobs?|project|vacanc\w+|hiring|work|contracts?|openings?"
        rf"|drivers?(?![’']?s?\s+licen[cs]e)|visas?\s+jobs?)\b|\b(?:for|on)\s+(?:a\s+|the\s+)?{_ABROAD}\s+(?:project|site"
        rf"|client|contract)\b|\b(?:travel|fly|deploy\w*|mobili[sz]\w*)\s+to\s+{_ABROAD}\b"
        r"|\b(?:your\s+)?flights?\s+(?:will\s+be\s+)?(?:booked|leave|depart)\w*\b",
        "The job is abroad; check the move, the costs and who pays them.",
        about_work=True,
        unless=r"\b(?:interview\w*|on-?site\s+(?:loop|round|visit)|final\s+round|visit)\b",
    ),
    # where you would live: "required to be resident in Kumasi", "live on farm", "deployed
    # anywhere in the province", "Are u around Wellington this week?"
    rule(
        "relocation",
        r"\b(?:required|need|needs|have|expected|must)\s+to\s+(?:be\s+)?(?:resident|reside|live|stay)\s+"
        r"(?:in|on|at|near|within)\b|\blive\s+on\s+(?:the\s+)?(?:farm|site|station|premises|campus)\b"
        r"|\b(?:deployed|posted|placed)\s+(?:to\s+)?(?:\w+\s+)?anywhere\b"
        rf"|\b(?:are|r)\s+(?:you|u)\s+(?:around|near|based\s+in|living\s+in)\s+(?!{_A_FIELD}){PLACE_NAME}",
        "They ask where you live or would need to live; only you can answer this.",
        about_work=True,
    ),
)
