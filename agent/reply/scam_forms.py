"""Scam cues for known job-scam forms: parcels, shop checks, fee jobs abroad, payment agents."""

from __future__ import annotations

import re

from agent.reply.scam_base import CHAT_APPS, MONEY, NOT_FOR_HOUSING, cue
from agent.reply.scam_lang_common import AdvanceFee, advance_fee_cues

# An amount written in words ("sixty dollars", "twenty-five bucks"), as short texts often do.
WORD_MONEY = (
    r"\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)[\s-]*)+"
    r"(?:dollars?|euros?|pounds?|bucks)\b"
)
AMOUNT = rf"(?:{MONEY}|{WORD_MONEY}|\b\d[\d,.]*\s?k?)"
# A piece of work the scam forms pay for: a parcel handled, a shop evaluated, a transfer made.
PIECE = r"(?:evaluat|assignment|survey|transaction|errand|day|task)\w*"
# Goods or visits: couriers and carers are paid per parcel or per visit too, so these weigh less.
GOODS = r"(?:packag|parcel|shipment|box|item|visit|audit|inspection|test)\w*"
PER = (
    r"(?:per|a|an|each|every|for\s+(?:each|every)|/)\s*(?:each\s+)?"
    r"(?:(?:completed|finished|successful|single|approved)\s+)?"
)
_CARGO = r"(?:packages?|parcels?|shipments?|goods|merchandise|items|boxes)"
_AT_HOME = (
    r"(?:at|to|into|on)\s+(?:your\s+)?(?:home|address|residence|house|flat|apartment|door"
    r"|doorstep)\b"
)
_TRAVEL = r"(?:visas?|tickets?|flights?|air\s*fare)"
_LODGING = r"(?:accommodation|housing|lodging|food|meals|cabins?)"
_CHARGE = r"(?:visa|permit|work\s+permit|processing|medical|ticket|travel|documents?|embassy)"
# A fee for a hiring step; a job abroad whose agent charges the worker for the visa or medical.
_FEES = AdvanceFee(
    fee=r"\b(?:registration|training|processing|joining|security|activation|application|onboarding)"
    rf"\s+(?:fee|deposit|charge)s?\b{NOT_FOR_HOUSING}"
    r"|\b(?<!\bno\s)(?:agent|agency|placement|stamping|deployment|medical|processing|visa)"
    r"(?:\s+service)?\s+charges?\b",
    ahead=r"\b(?:payable|to\s+be\s+paid|(?<!\bwe\s)(?<!\bwill\s)pay(?!\s+(?:you|for\s+your))|remit"
    r"|deposit)\b[^.!?\n]{0,60}?\bbefore\s+(?:the\s+|your\s+)?(?:interview|medicals?|departure"
    r"|deployment|visa|flight|travel|joining)\b",
    payee=r"\b(?:agent|agency|consultant|broker)(?:'s)?\s+(?:service\s+)?(?:charges?|fees?"
    r"|commission|account)\b|\bpayment\s+to\s*:\s*(?:account|a/c)\b",
    covered=r"\b(?:cover(?:s|ed)?|(?:paid|borne)\s+(?:for\s+)?by\s+(?:us|the\s+(?:company|employer|client))"
    r"|we(?:'ll|\s+will)?\s+pay\s+for|(?:company|employer|client)\s+(?:pays|will\s+pay|bears)|free|waived"
    r"|reimburs\w*|never|no\s+(?:\w+\s+)?(?:fees?|charges?)|at\s+no\s+cost)\b",
)


FORM_CUES: tuple[tuple[str, float, re.Pattern[str]], ...] = (
    *advance_fee_cues(_FEES),
    # pay per parcel, evaluation, visit or transfer, figures in words included
    cue("money", 0.8, rf"{AMOUNT}\s*(?:\+\s*)?{PER}{PIECE}\b"),
    cue("money", 0.6, rf"{AMOUNT}\s*(?:\+\s*)?{PER}{GOODS}\b"),
    cue("money", 0.8, rf"\bpay\w*\s+(?:per|a|each)\s+(?:day|task|week)\s*:?\s*{AMOUNT}"),
    cue("money", 0.7, rf"\b(?:receive|get|collect|take\s+home)\s+(?:a\s+payment\s+of\s+)?{MONEY}"),
    # a job offered in the same breath as "add me on Telegram": a chat opener, not a recruiter
    cue(
        "channel",
        0.8,
        rf"\b(?:job|work|role|position|vacanc\w+|opportunit\w+)\b[^\n]{{0,80}}?\b(?:add|message|contact"
        rf"|text|dm|ping|chat\s+with)\s+(?:me|us|our\s+\w+)\s+(?:on|via|at|through)\s+{CHAT_APPS}",
    ),
    # reshipping: parcels taken in at home, relabelled and sent on to "buyers"
    cue(
        "through_you",
        0.8,
        rf"\b(?:receive|accept|collect|take\s+in|take\s+delivery\s+of|deliver\w*|ship\w*)\s+(?:\w+\s+){{0,2}}?{_CARGO}"
        rf"[^.!?\n]{{0,40}}?\b{_AT_HOME}",
    ),
    cue(
        "form",
        0.7,
        r"\b(?:repack|relabel|re-label|re-?ship|forward|post|ship|send)\w*\s+(?:them|it|each\s+one"
        r"|the\s+(?:items|goods|parcels|packages|boxes))\s+(?:\w+\s+){0,3}?(?:to|for)\s+(?:our|the"
        r"|their)\s+(?:\w+\s+)?(?:buyers?|clients?|customers?|addresses)\b"
        r"|\b(?:mail|ship|send|post|forward|dispatch)\w*\s+them\s+(?:abroad|overseas|onward|on\s+to)\b"
        r"|\b(?:our\s+)?(?:prepaid|new)\s+(?:shipping\s+|postage\s+)?labels\b",
    ),
    cue(
        "form",
        0.6,
        r"\b(?:package|parcel|shipping|receiving|forwarding|reshipping|quality\s+control)\s+"
        r"(?:handling\s+|processing\s+"
        r"|forwarding\s+)?(?:inspector|clerk|assistant|agent|coordinator|handler)\b",
    ),
    # car-wrap advertising: paid weekly to drive with a decal, the "installer" paid from a cheque
    cue(
        "form",
        0.8,
        r"\b(?:car|vehicle|auto)[\s-]?wrap(?:ping)?\b|\bwrap\s+(?:your|their)\s+(?:car|vehicle)\b"
        r"|\b(?:decals?|stickers?|logos?)\s+(?:\w+\s+){0,3}?on\s+your\s+(?:car|vehicle)\b",
    ),
    # mystery shopping and store evaluation
    cue(
        "form",
        0.6,
        r"\b(?:mystery|secret)\s+shopp\w+|\b(?:store|shop|retail|outlet|restaurant|customer"
        r"(?:\s+experience|\s+service)?|service(?:\s+quality)?)\s+(?:evaluat\w+|audit\w*|assessor)\b"
        r"|\b(?:evaluat|assess|rate|review)\w*\s+(?:a|the|one|our)\s+(?:local\s+|nearby\s+)?(?:\w+\s+)?"
        r"(?:store|shop|branch|outlet|restaurant|retailer)\b",
    ),
    # jobs abroad, on ships or rigs, whose fees the worker pays
    cue(
        "form",
        0.5,
        r"\bcruise\s+(?:ships?|lines?|liners?)\b|\bshipboard\b|\byacht\s+crew\b"
        r"|\b(?:oil|offshore)\s+(?:rigs?|platforms?)\b",
    ),
    cue(
        "form",
        0.4,
        r"\btax[\s-]free\s+(?:salary|income|pay|wages?)\b"
        r"|\b(?:salary|pay|income)\b[^.!?\n]{0,30}?\btax[\s-]free\b",
    ),
    cue(
        "form",
        0.4,
        r"\bfree\s+(?:return\s+)?(?:flights?|air\s*(?:fare|tickets?)|accommodation|housing|food"
        r"|lodging|visas?)\b",
    ),
    cue(
        "form",
        0.5,
        rf"\b(?:provides?|provided|providing|free|includes?|covers?)\b[^.!?\n]{{0,30}}?(?:\b{_TRAVEL}\b"
        rf"[^.!?\n]{{0,30}}?\b{_LODGING}|\b{_LODGING}\b[^.!?\n]{{0,30}}?\b{_TRAVEL})\b",
    ),
    # travel and lodging both given, as bait: "flight ticket and housing provided"
    cue(
        "form",
        0.5,
        r"\b(?:flights?|(?:air|flight|plane)\s*tickets?|air\s*fare)\s+(?:and|&|\+)\s+"
        rf"{_LODGING}\s+(?:are\s+|is\s+)?(?:provided|included|free|given)\b"
        rf"|\b{_LODGING}\s+(?:and|&|\+)\s+{_LODGING}\s+(?:are\s+)?(?:provided|included|free)\b",
    ),
    cue(
        "form",
        0.6,
        r"\b(?:accredited|licensed|authori[sz]ed)\s+(?:travel\s+|recruitment\s+|visa\s+)?"
        r"(?:agents?|agenc(?:y|ies)|consultants?)\b",
    ),
    cue(
        "pay_first",
        0.9,
        rf"\b(?:fee|fees|costs?|charges?)\s+(?:is|are|will\s+be)\s+(?:\w+\s+)?(?:paid|payable"
        r"|covered|borne)\s+by\s+(?:you|the\s+(?:candidate|applicant|worker))\b"
        rf"|\b(?:you|candidates?|applicants?)\s+(?:\w+\s+){{0,2}}?(?:pay|cover|bear|fund)\s+"
        rf"(?:for\s+)?(?:their|your|the)\s+(?:own\s+)?(?:\w+\s+)?{_CHARGE}",
    ),
    cue(
        "pay_first",
        0.9,
        rf"\b(?:send|pay|transfer|deposit|forward|remit|wire)\s+(?:the\s+sum\s+of\s+|an?\s+amount\s+"
        rf"of\s+)?{AMOUNT}\s+(?:for|to(?:wards)?)\s+(?:the\s+|your\s+)?"
        rf"(?:\w+\s+)?(?:registration|{_CHARGE}|application|slot|training)",
    ),
    cue(
        "pay_first",
        0.9,
        rf"\b(?:one[\s-]time|small|refundable|security|processing|admin\w*|registration)\s+"
        rf"(?:charge|fee|payment|deposit)\s+of\s+{AMOUNT}|\bdeposit\s+of\s+{MONEY}",
    ),
    # an errand-running personal assistant
    cue(
        "form",
        0.5,
        r"\b(?:personal|private)\s+assistant\b|\b(?:run|manage|handle|do)\s+(?:\w+\s+)?errands\b"
        r"|\bassistant\b[^.!?\n]{0,60}?\b(?:buy|purchase|pick\s+up|errands?|supplies|my\s+mail"
        r"|my\s+bills|shopping)\b",
    ),
    # payment or financial agents: money in through your account, out in crypto or by wire
    cue(
        "form",
        0.6,
        r"\b(?:payments?|financial|finance|transaction|funds?|money\s+transfer|remittance)\s+"
        r"(?:processing\s+)?(?:agent|representative|rep|handler)s?\b",
    ),
    cue(
        "through_you",
        0.9,
        r"\b(?:customers?|clients?|buyers?|payers?)\s+(?:will\s+)?(?:pay|send|transfer|deposit)\w*"
        r"\s+(?:\w+\s+){0,3}?(?:into|to)\s+your\s+(?:\w+\s+)?account\b",
    ),
    cue(
        "through_you",
        1.0,
        r"\bconvert\w*\s+(?:\w+\s+){0,2}?(?:funds|money|payments?|cash)\s+(?:in)?to\s+(?:bitcoin"
        r"|btc|crypto\w*|usdt)\b"
        r"|\b(?:wire|send|transfer|forward|remit|pass)\s+(?:on\s+)?(?:the\s+)?(?:rest|remainder"
        r"|balance|difference)\b",
    ),
    cue(
        "through_you",
        1.0,
        r"\b(?:send|mail|post|give)\s+(?:you\s+)?(?:the\s+)?(?:funds|money|payment)\s+(?:by|via|in"
        r"\s+the\s+form\s+of)\s+(?:a\s+)?(?:cheque|check|money\s+order)\b",
    ),
    # goods that "arrive at your door"; costs covered up front by check
    cue(
        "through_you",
        0.8,
        rf"\b{_CARGO}\s+(?:\w+\s+){{0,4}}?(?:arrive|come|will\s+be\s+delivered|are\s+delivered)\s+"
        rf"{_AT_HOME}",
    ),
    cue(
        "through_you",
        0.8,
        r"\b(?:upfront|up\s+front|in\s+advance|everything|the\s+costs?|expenses)\s+(?:\w+\s+){0,2}?"
        r"(?:by|via|with)\s+(?:a\s+)?(?:cheque|check|money\s+order)\b",
    ),
    cue(
        "through_you",
        1.0,
        r"\b(?:receive|accept|collect)\s+(?:\w+\s+)?(?:transfers|payments|funds|money|deposits)\b"
        r"[^.!?\n]{0,60}?\b(?:remit|wire)\w*\b",
    ),
    # mystery shopping's own test: a money-transfer outlet, the rest of the funds kept or sent on
    cue(
        "form",
        0.7,
        r"\bmoney[\s-]transfer\s+(?:outlets?|services?|locations?|agents?|stores?|companies)\b",
    ),
    cue(
        "through_you",
        0.8,
        r"\bkeep\s+(?:the\s+)?(?:rest|remainder|balance|difference)\s+of\s+the\s+(?:funds|money|cash"
        r"|cheque|check)\b",
    ),
    # a cheque the sender mails you, to pay vendors or suppliers with
    cue(
        "through_you",
        1.0,
        r"\b(?:cheque|check)\s+(?:that\s+)?(?:I|we)(?:'ll|\s+will)?\s+(?:mail|send|post|give)\s+you\b"
        r"|\b(?:pay|settle)\s+(?:\w+\s+){0,2}?(?:with|using)\s+(?:the|a|my|our)\s+(?:cheque|check)\b",
    ),
    # checks printed at home and dropped at a shipping store: counterfeit-check mailing
    cue(
        "form",
        0.6,
        r"\bprint\w*\s+(?:\w+\s+){0,2}?(?:pay(?:roll)?\s+)?(?:checks|cheques|paychecks)\b",
    ),
    cue(
        "through_you",
        0.7,
        r"\bdrop\s+(?:them|it|the\s+\w+)\s+off\s+at\s+(?:the\s+|a\s+|any\s+)?"
        r"(?:fedex|ups|usps|dhl|post\s+office)\b",
    ),
    # a foreign firm's agent "in your country"; a fee routed to "our legal agent"
    cue(
        "form",
        0.6,
        r"\b(?:representative|assistant|agent|partner)\s+(?:based\s+)?in\s+your\s+(?:country|region"
        r"|state)\b"
        r"|\b(?:to|through|via)\s+(?:our|the)\s+(?:\w+\s+)?(?:legal|travel|visa|immigration|accredited"
        r"|licensed)\s+(?:agent|agency|consultant|lawyer|attorney)\b",
    ),
    # a CV "forwarded" to the employer by an agent the candidate never used
    cue(
        "unsolicited",
        0.7,
        r"\byour\s+(?:resume|cv|profile)(?:\s*/\s*(?:resume|cv))?\s+(?:was|has\s+been)\s+"
        r"(?:forwarded|passed|sent|submitted)\s+(?:to\s+us\s+)?by\b",
    ),
)
