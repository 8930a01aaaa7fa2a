"""Risk rules about terms: legal clauses, visa status, location and personal data."""

from __future__ import annotations

from agent.reply.risk_base import (
    COMPANY_MOVED,
    IN_QUESTION,
    LATER_SLOT,
    RELOCATE,
    WHERE_ARE_YOU,
    Rule,
    rule,
)

# Capitalised words after "hiring ... in" that are no place: times, languages, stacks.
NOT_A_PLACE = (
    r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\w*|Q[1-4]|Spring|Summer|Autumn|Fall"
    r"|Winter|Monday|Tuesday|Wednesday|Thursday|Friday|English|German|French|Spanish|Python|Java"
    r"|JavaScript|TypeScript|Go|Golang|Rust|Ruby|Scala|Kotlin|Swift|PHP|SQL|React|Angular|Vue|Node"
    r"|Django|Rails|Spring|AWS|Azure|GCP|Kubernetes|Salesforce|SAP|Excel|Sales|Marketing|Finance"
    # a part of a hospital, a building or a store, not a town: "shifts in Theatre 3", "Ward 7B"
    r"|Theatres?|Wards?|Bays?|Wings?|Floors?|Levels?|Blocks?|Buildings?|Rooms?|Suites?|Units?"
    r"|Aisles?|Zones?|Halls?|Labs?|Pharmacy|Radiology|Maternity|Paediatrics|Pediatrics|Emergency"
    r"|ICU|ED|A&E|Outpatients|Recovery|Reception|Stores?|Warehouse|Kitchen|Bakery|Deli|Produce"
)

# A team, not a town: "based in our Customer Success team", "sits in the data platform group".
AN_ORG_UNIT = (
    r"(?-i:(?:(?:our|the|a)\s+)?(?:(?:[a-z][\w&/-]*|Customer|Success|Engineering|Sales|Marketing|Finance"
    r"|Product|Data|Platform|Support|Operations|Ops|HR|People|Legal|Design|Security|Risk|Growth"
    r"|Infrastructure|Analytics|Research|Mobile|Web|Backend|Frontend|Payments|Care|Services?"
    r"|Technology|Tech|IT|Quality|QA|Compliance|Procurement|Supply|Chain|Digital|Clinical|Credit"
    r"|Treasury|Audit|Tax|Strategy|Partnerships|Enterprise|Retail|Commercial|Talent)\s+){0,3}"
    r"(?i:team|squad|group|department|dept|division|unit|function|practice|tribe)s?\b"
    r"(?!\s+(?:in|at|of)\s+[A-Z]))"  # "the mental health team in Inverness" names a town
)

# One to three capitalised words: a town, a region or a country ("Ho Chi Minh", "Vietnam").
PLACE_NAME = (
    r"(?-i:[A-Z])[\w'.-]+(?:[ \t]+(?:(?:de|da|do|dos|das|del|di|du|von|van|la|le|am|an|der"
    r"|upon)[ \t]+)?"
    r"(?-i:[A-Z])[\w'.-]+){0,3}"
)
# Role nouns: "Junior Developer", "Welder", "Staff Nurse".
ROLE_NOUNS = (
    r"(?:Developer|Engineer|Manager|Designer|Analyst|Intern\w*|Lead|Director|Officer|Coordinator"
    r"|Specialist|Accountant|Assistant|Associate|Consultant|Representative|Agent|Advis[eo]r"
    r"|Administrator|Technician|Nurse|Teacher|Clerk|Executive|Supervisor|Architect|Scientist"
    r"|Programmer|Operator|Driver|Cashier|Chef|Cook|Operative|Worker|Picker|Packer|Labourer|Porter"
    r"|Carer|Attendant|Receptionist|Apprentice|Trainee|Graduate|Electrician|Plumber|Welder"
    r"|Mechanic|Fitter|Carpenter|Joiner|Bricklayer|Mason|Painter|Plasterer|Roofer|Glazier"
    r"|Machinist|Fabricator|Rigger|Scaffolder|Tiler|Butcher|Baker|Barista|Waiter|Waitress"
    r"|Bartender|Housekeeper|Cleaner|Caretaker|Gardener|Landscaper|Pharmacist|Midwife|Paramedic"
    r"|Physiotherapist|Therapist|Dentist|Doctor|Surgeon|Lecturer|Professor|Researcher|Librarian"
    r"|Tutor|Instructor|Guard|Steward|Pilot)"
)
# Role nouns and the words of a letter's purpose: "Invitation - Junior Developer", "Outcome".
TITLE_WORDS = (
    rf"(?:{ROLE_NOUNS}|Position|Role|Job|Opportunity|Invitation|Interview|Offer|Application|Test"
    r"|Assessment|Update|Follow|Support|Status|Req|Ref|Candidate|Reminder|Confirmation|Feedback"
    r"|Request|Steps|Thank\w*|Welcome|Onboarding|Outcome|Result|Decision|Program(?:me)?|Schedule"
    r"|Details|Booking)"
)

# The name of a place field: "Location", "Job location", "Local", "Localização", "Standort".
PLACE_FIELD = (
    r"(?:(?:job\s+|work\s+|office\s+)?locations?|local|localiza[çc][ãa]o|ubicaci[óo]n|lieu"
    r"|Standort|Arbeitsort|sede)"
)
# A "Location:" field that lets you work from anywhere.
_NOT_ON_SITE = (
    r"(?:remote|remot[oa]|anywhere|worldwide|online|virtual|tbd|tba|t[ée]l[ée]travail|teletrabajo"
    r"|home\s*office|a\s+distancia|[àa]\s+distance)"
)
# Words that make a "Location:" field an interview's room or link, not the job's town.
_NOT_A_ROOM = (
    r"(?:room|floor|office|building|hall|library|lab|department|suite|street|road|avenue|campus"
    r"|reception|headquarters|HQ|zoom|teams|meet|skype|link|call|video|phone|address|details"
    r"|interview)"
)

TERM_RULES: tuple[Rule, ...] = (
    # --- legal ----------------------------------------------------------------------------
    rule(
        "legal",
        r"\bnon[- ]?compet\w*|covenants?\s+not\s+to\s+compete|\bnon[- ]?solicit\w*"
        r"|restrictive\s+covenants?|\bnon[- ]investment\b|garden\s+leave"
        r"|non[- ]?disparage\w*|training\s+(?:cost\s+)?repayment|claw[- ]?back"
        r"|repay\s+(?:the\s+|any\s+)?(?:training|relocation|sign[- ]on|signing)",
        "A non-compete or restrictive covenant limits future work; read it before agreeing.",
    ),
    rule(
        "legal",
        r"\b(?:agrees?|will|shall|must|undertakes?|promises?)\s+(?:\w+\s+)?not\s+(?:to\s+)?"
        r"(?:directly\s+or\s+indirectly\s+)?(?:compete|solicit|poach|engage\s+in\s+any\s+(?:business"
        r"|employment)|work\s+for\s+(?:a|any)\s+competitor)\b"
        r"|\b(?:after|following|upon|on)\s+(?:the\s+)?(?:termination|end|expiration|cessation)\s+of"
        r"\s+(?:(?:your|the|his|her|their|subject)\s+)?employment\b"
        r"|\bafter\s+(?:your|the)\s+employment\s+(?:terminates|ends|is\s+terminated)\b"
        r"|\bsurvive\s+(?:the\s+)?termination\b"
        # paying money back if you leave: relocation, training or sign-on clawbacks
        r"|\b(?:agrees?|required|obligated|liable|responsible|undertakes?)\s+(?:\w+\s+){0,2}?(?:to|for)"
        r"\s+(?:reimburs|repay|refund|pay\w*\s+back)\w*",
        "A restriction that binds you after the job ends; read it before agreeing.",
    ),
    rule(
        "legal",
        r"(?<!\bno\s)\bNDA\b|\bno\s+NDA\s*,\s*no\b|non[- ]?disclosure"
        r"|confidentiality\s+(?:agreement|obligations)"
        r"|(?:inventions?|intellectual\s+property|\bIP)\s+assignment|\bproprietary\s+information\b"
        r"|\bconfidential\s+information\b|(?<!treated\sin\s)\bstrict(?:est)?\s+confidence\b|\btrade\s+secrets?\b"
        r"|\bassign\s+(?:\w+\s+){0,3}?(?:inventions?|intellectual\s+property)",
        "Confidentiality or IP-assignment terms need your own review.",
    ),
    # An offer letter's terms, not word that one is on its way ("HR will send your offer letter").
    rule(
        "legal",
        r"\boffer\s+letter\b",
        "Contract or offer-letter terms; nothing should be agreed without you.",
        unless=r"\b(?:will|'ll|shall|can|to)\s+(?:\w+\s+){0,2}?(?:send|prepare|issue|share|e-?mail|receive)\w*"
        r"\b(?![^.!?\n]*\b(?:sign\w*|terms|clauses?|conditions|probation|return\w*|accept\w*)\b)",
    ),
    rule(
        "legal",
        r"employment\s+(?:agreement|contract)|\bat[- ]will\b"
        r"|\barbitration\b|governing\s+law|liquidated\s+damages|\bindemnif\w+|\bWHEREAS\b"
        r"|\bin\s+consideration\s+of\s+(?:the\s+)?(?:mutual|my|your)\b"
        r"|contract\s+(?:terms|length|duration|to\s+hire)|by\s+signing(?!\s+(?:in\s+(?:to|with|at|using|via)|into|up)\b)|probation(?:ary)?\s+period"
        # signing the offer back, and conditions the offer hangs on
        r"|\bsign\s+and\s+return\b|\bcountersign\w*|\b(?:duly\s+)?signed\s+(?:by\s+you\s+)?(?:towards|as"
        r"|in\s+token\s+of)\s+(?:the\s+|your\s+)?acceptance\b|\bsubject\s+to\s+(?:your\s+)?(?:being\s+)?"
        r"(?:found\s+)?medically\s+fit\b|\bpre-?employment\s+medical\b",
        "Contract or offer-letter terms; nothing should be agreed without you.",
    ),
    rule(
        "legal",
        r"(?:consent|authori[sz]\w*|agree)\s+(?:to\s+)?(?:a\s+|the\s+)?background\s+"
        r"(?:check|screening|investigation)|background\s+(?:check|screening)\s+(?:consent|authori[sz]ation)"
        r"|background\s+(?:check|screening|search|investigation)[^.!?\n]{0,60}\bconsent\b"
        r"|\boffer\s+(?:is|will\s+be)\s+(?:contingent|conditional)\s+(?:up)?on\b"
        # a consent form to sign: "the consent declaration ... is signed and dated"
        r"|\bsign\w*\b[^.!?\n]{0,40}\bconsent\s+(?:declaration|form)\b"
        r"|\bconsent\s+(?:declaration|form)\b[^.!?\n]{0,60}\b(?<!not\s)(?:signed|sign)\b",
        "They ask for consent to a background check; that is your decision.",
    ),
    # --- visa -----------------------------------------------------------------------------
    rule(
        "visa",
        r"work(?:ing)?\s+authori[sz]ation|employment\s+authori[sz]ation|authori[sz]ed\s+to\s+work"
        r"|(?<!-)\bsponsor(?:ship|ed|ing)?\b(?!\s+(?:benefits?|events?|plans?|programs?|medical|health"
        r"|dental|insurance|retirement|401|conferences?|meetups?|hackathons?|open[- ]source))"
        r"(?!\s+(?-i:[A-Z])[a-z])|(?<!\be\s)(?<!\bque\s)\bvisas?\b|\bcitizen(?:ship)?\b|green\s+card|work\s+permit"
        r"|right\s+to\s+(?:live\s+and\s+)?work|\bH-?1B\b|\bH-1\s+(?:OK|visas?|transfers?|holders?|sponsor\w*)\b|(?:eligible|allowed|permitted|entitled)\s+to\s+work\b"
        r"|\bimmigration\s+(?:status|documents?|history)\b|\bpermission\s+to\s+(?:live\s+and\s+)?work\b"
        r"|eligibility\s+(?:to|for)\s+(?:work|employment)\b|\bform\s+I-?9\b|(?-i:\bI-9\b)(?!/)"
        r"|blue\s+card|(?-i:\b(?:OPT|CPT|EAD)\b)|(?-i:\b(?:GC|USC)\s*/\s*(?:GC|USC|EAD)\b)"
        r"|\bGC\s+holders?\b|\bno\s+H-?1B?\b"
        # US export control: "U.S. Person status" is work authorization by another name
        r"|\bU\.?S\.?\s+persons?\s+(?:status|as\s+defined|under)\b|\bbe\s+an?\s+U\.?S\.?\s+person\b"
        r"|\bauthori[sz]ation\s+to\s+(?:work|be\s+employed)\b(?!\s+(?:on|with|from)\b)",
        "Work authorization or visa status; only you can answer this.",
    ),
    rule(
        "visa",
        r"\b(?:security|active|secret|TS/SCI)\s+clearance\b|(?-i:\bTS/SCI\b)|\bpolygraph\b"
        r"|(?-i:\bITAR\b)|\bexport[- ]controlled\b|\bU\.?S\.?\s+persons?\s*\?"
        r"|\bE-?Verify\b",
        "A clearance, export-control or work-eligibility check; only you can answer this.",
        negatable=True,
    ),
    # --- relocation and location ----------------------------------------------------------
    rule(
        "relocation",
        rf"{RELOCATE}|\b(?-i:Relo|RELO)\b|\b(?:move|moving)\s+to\s+(?!{LATER_SLOT})(?-i:[A-Z])|willing\s+to\s+(?:move|commute)"
        r"|(?:must|required\s+to)\s+(?:(?:currently|already|permanently)\s+)?(?:be\s+)?"
        r"(?:located|live|reside)\s+(?:in|within|near)\b"
        # a transfer to another site, or a role stated to be based in a named place
        r"|\b(?:you|employee)\b[^.!?\n]{0,20}?\btransferred\b[^.!?\n]{0,40}?\bto\s+(?:our|the|a|an)"
        r"\s+(?:\w+\s+){0,2}?(?:office|location|branch|site|plant|headquarters|campus)\b"
        r"|\b(?:role|position|job|post)\s+(?:is|will\s+be)\s+(?:based|located)\s+(?:in|at|out\s+of)"
        rf"\s+(?!{AN_ORG_UNIT})(?:our\s+)?(?-i:[A-Z])",
        "Relocation or a place you must live; decide whether that works for you.",
        negatable=True,
        unless=COMPANY_MOVED,
    ),
    rule(
        "relocation",
        r"\bon[- ]?site\s+(?:in|at)\b|\bin[- ]office\s+(?:in|at)\b"
        r"|\b(?:\d|two|three|four)\s+days?\s+(?:a|per)\s+week\s+(?:\w+\s+){0,3}?(?:in|at|from)\s+(?:our|the)"
        r"\s+(?:\w+\s+)?office",
        "The job is tied to an office location; decide whether that works for you.",
        negatable=True,
        about_work=True,
    ),
    rule(
        "relocation",
        rf"\blocation\s*(?:preferences?)?\s*\?|(?:\b(?:your|preferred|current)\s+(?:\w+\s+)?location"
        rf"|\blocated\b|\bbased\s+(?:in|out\s+of)\b(?![^.!?\n]*time\s*zone)|\b{WHERE_ARE_YOU}"
        rf"|\bwhere\s+(?:do\s+you\s+live|would\s+you\s+(?:like|prefer|want)\s+to\s+(?:work|be\s+based|live))"
        rf"|\bcommut\w*|\bon-?site\b(?!\s+to\s+{LATER_SLOT})|\bin[- ]office\b"
        rf"|\b(?:come|coming|work|working)\s+(?:in(?:to)?|from)\s+(?:the|our)\s+(?:\w+\s+)?office){IN_QUESTION}",
        "They ask where you are or want to work; only you can answer this.",
    ),
    rule(
        "relocation",
        r"^\W*(?:current\s+|preferred\s+)?location\s*(?:preferences?)?\s*:\s*$"
        r"|\b(?:life|living|settling)\s+in\s+(?-i:[A-Z])\w+[^.!?\n]{0,60}\?",
        "They ask where you are or want to work; only you can answer this.",
    ),
    # a posting that names the town or office the job is in: "hiring interns for our Pune office"
    rule(
        "relocation",
        r"\b(?:looking\s+for|hiring|seeking|recruiting|openings?\s+for)\s+(?:an?\s+|two\s+|several\s+)?"
        r"(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:in|for\s+our)\s+(?!(?:Europe|Asia|Africa|America|the|our)\b)"
        rf"(?!{NOT_A_PLACE}\b)(?-i:[A-Z])\w+\b(?!\s+(?:team|squad|group|department|division|unit)\b)",
        "The job is tied to a named town or office; decide whether that works for you.",
        negatable=True,
        about_work=True,
    ),
    # a posting's "Location" field naming towns, not "Remote" or a room: "Location: Munich, Germany"
    rule(
        "relocation",
        rf"(?:^[^\w\n]{{0,4}}|\|[ \t]*){PLACE_FIELD}[ \t*]*(?::|\n)[\s*•–-]*"
        r"(?:(?:client|customer)(?:'s)?\s+(?:site|premises|office)[ \t]*[,–-][ \t]*)?"
        rf"(?![^\n]*\b(?:{_NOT_ON_SITE}|{_NOT_A_ROOM})\b)"
        rf"(?:{PLACE_NAME}(?:[ \t]*[,/|–-][ \t]*{PLACE_NAME}){{0,3}}"
        r"|\[(?:city|location|office|work\s+location)[^\]\n]*\])"
        r"(?:[ \t]+(?:city\s+cent(?:re|er)|area|region|metro|downtown))?"
        r"[ \t]*(?:\((?:hybrid|on-?site|in[- ]office|full[- ]time|presencial|pr[ée]sentiel"
        r"|h[íi]brido|vor\s+Ort|[A-Z][^)\n]*)[^)\n]*\))?[ \t*_]*(?:$|\|)"
        # "Saigon, Vietnam" and then "Remote/Hybrid" on the next line: nobody has to move
        rf"(?![\s*•–-]*[^\n]*\b{_NOT_ON_SITE}\b)",
        "The posting names the town the job is in; decide whether that works for you.",
        about_work=True,
    ),
    # --- personal data --------------------------------------------------------------------
    rule(
        "personal_data",
        r"\b(?:passport|id\s+card|identity\s+(?:card|documents?))\s+(?:will|shall|must|is\s+to)\s+be"
        r"\s+(?:retained|held|kept|surrendered|confiscated)\b"
        r"|\b(?:retain|confiscat|surrender|hold\s+on\s+to)\w*\s+(?:your\s+)?(?:original\s+)?passport",
        "The employer would keep your passport or ID; that is never part of a real job.",
        negatable=True,
    ),
    rule(
        "personal_data",
        r"\bSSN\b|social\s+security|social\s+insurance\s+number"
        r"|national\s+(?:insurance|id(?:entity)?)\s+number|tax\s+(?:id|file\s+number)"
        r"|\baadhaa?r\b|\bpan\s+(?:card|number)\b",
        "They ask for a government ID number; never send it before a verified offer.",
    ),
    rule(
        "personal_data",
        r"passport\s+(?:number|no\.?|copy|scan|details)|copy\s+of\s+(?:your\s+)?"
        r"(?:passport|id|identity|driver'?s\s+licen[cs]e)|(?:photo|scan|picture)\s+of\s+(?:your\s+)?"
        r"(?:id|passport|driver)|driver'?s\s+licen[cs]e|\bbirth\s+certificate\b"
        r"|\b(?:bring|send|provide|submit|upload|show)\s+(?:us\s+)?(?:your\s+|a\s+)?(?:passport|national\s+id"
        r"|id\s+card|identity\s+card)\b",
        "They ask for identity documents; verify the employer first.",
    ),
    rule(
        "personal_data",
        # owning a bank account is a requirement, not a request for its details
        r"(?<!have\s)(?<!have\sa\s)(?<!own\s)(?<!own\sa\s)(?<!open\sa\s)"
        r"(?<!have\sactive\s)(?<!have\san\sactive\s)(?<!have\sa\svalid\s)"
        r"bank\s+(?:account|details|routing)(?!\s+(?:holder|in\s+your\s+name)\b)|routing\s+number"
        r"|account\s+number"
        r"|\bIBAN\b|credit\s+card|date\s+of\s+birth|\bDOB\b|birth\s?date|home\s+address"
        r"|(?:residential|mailing)\s+address|mother'?s\s+maiden\s+name",
        "They ask for sensitive personal data (bank, birth date, home address).",
    ),
    rule(
        "personal_data",
        r"\b(?-i:W-?4|W-?9)\b|\btax\s+forms?\b|\bdirect\s+deposit\s+(?:authori[sz]ation|enrol\w*)"
        r"|\b(?:shipping|postal|delivery|mailing)\s+address\b|\b(?:complete|fill\s+(?:in|out)|submit)"
        r"\s+(?:the\s+|your\s+|our\s+|this\s+|an?\s+)?(?:[\w-]+\s+){0,2}?(?:PES|screening|vetting"
        r"|background(?:\s+check)?|employment\s+information|personal\s+(?:details|data|information))"
        r"\s+forms?\b|\bforms?\s+with\s+(?:all\s+)?your\s+personal\s+(?:details|data|information)"
        r"|\baccount\s+(?:with|using|under|in)\s+your\s+(?:info|information|details|identity|name|id)\b"
        r"|\b(?:facebook|instagram)\s+(?:profile\s+)?(?:url|link|profile|account)\b",
        "They ask for personal details, forms or accounts in your name; verify the employer first.",
    ),
    # a clause that lets the employer move you, and sponsorship offered to come and work here
    rule(
        "relocation",
        r"\b(?:transfer|depute|post|relocate|move)\w*\s+you\s+(?:to\s+(?:any|another|other|a\s+different)\s+"
        r"(?:\w+\s+)?(?:locations?|city|cities|offices?|branch\w*|sites?|places?|states?|countr\w+)"
        r"|wherever|anywhere)\b|\blocation\s+(?:specified|decided|chosen)\s+by\s+the\s+(?:company"
        r"|employer|management)\b|\b(?:(?-i:[A-Z]{2,3})|skilled\s+worker|work)\s+visa\s+sponsorship\b(?![^.!?\n]*\?)"
        r"|\bvisa\s+sponsorship\s+(?:is\s+|may\s+be\s+|will\s+be\s+)?(?:available|offered|provided)\b",
        "The job may move you or bring you to work in another country; check where you would live.",
        negatable=True,
    ),
)
