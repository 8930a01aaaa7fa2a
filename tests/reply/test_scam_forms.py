"""Job-scam forms (reshipping, mystery shopping, fee jobs abroad, errand assistants, payment
agents, one-line chat openers), each beside honest messages that share its words."""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import collapse
from agent.reply.risk_rules import risk_flags

# Written for this test, by form; none is a phrase from the labelled messages.
RESHIPPING = [
    "Home-based logistics coordinator: accept parcels at your address, check the contents and"
    " relabel them for our overseas clients. 35 dollars per parcel.",
    "We need a quality control inspector who can receive packages at home, photograph each item"
    " and ship it on with the labels we e-mail you.",
    "Package handling assistant, remote, twenty-five dollars for each package you process.",
    "Our supplier delivers goods to your residence; you repack them and post them to the buyers"
    " listed in our portal. Monthly pay 2,000 USD.",
]
MYSTERY_SHOPPER = [
    "Secret shopper assignment in your area: visit a store, rate the staff and earn 250 per"
    " assignment.",
    "Become a retail evaluator. We pay $300 for every evaluation you complete this month.",
    "Store audit job close to you, 200 per visit, only a few hours. Reply for your first task.",
    "Mystery shopping opportunity: we send you funds, you spend part at the outlet and report"
    " on the service.",
]
OVERSEAS_FEE = [
    "Offshore oil rig vacancies in Qatar: tax-free salary of 9,000 USD monthly, free flights and"
    " accommodation. Successful candidates cover their work permit processing.",
    "Crew positions on board our cruise ships include free food and lodging. The visa fee is"
    " paid by you to our travel agent before embarkation.",
    "Hotel jobs in Canada with sponsorship, flight ticket and housing provided. Send 300 for the"
    " registration of your work permit.",
    "Dear Applicant, you have been offered a post on our cruise liner. Contact our accredited"
    " agent for your permit and travel documents.",
]
ERRANDS = [
    "I travel most weeks for work and need an assistant to run errands; I'll post you a cheque"
    " so you can buy supplies for my office.",
    "Personal assistant needed by a travelling executive, 500 weekly. Your first task is to buy"
    " gift cards for clients and send me the codes.",
    "My boss is abroad and wants a personal assistant for his bills. He will mail a check for"
    " you to deposit and pay his vendor.",
]
PAYMENT_AGENT = [
    "We are hiring a payment processing agent: customers pay into your account and you convert"
    " the funds to Bitcoin for us.",
    "Financial agent wanted for an overseas firm: collect client payments, keep a 10%"
    " commission and wire on the rest.",
    "Become a crypto trading assistant with no experience needed and daily profits of 3%."
    " Message our mentor on Telegram.",
    "Remote accounts receivable representative: handle payments from our customers through"
    " your personal bank account.",
]
OPENERS = [
    "Part-time job, 300-800 a day, reply YES to learn more.",
    "Hi! Remote job open for you, add me on WhatsApp +1 202 555 0147",
    "Job offer: daily pay 2000, message me on Telegram @hr_amy",
    "Hello, our company is hiring. Pay per day 450. Interested?",
    "You have been picked for a flexible online role. Text START to begin.",
]
SALUTATION_SENDER = [
    "Dear Job Seeker, after reviewing candidate profiles we can offer you a home-based admin"
    " post. Reply to apexglobal.hr@gmail.com.",
    "From: Siemens Talent Acquisition <siemens.careers.hr@outlook.com>\nDear Candidate, we have"
    " an opening for you. Send your CV and a copy of your ID to proceed.",
]

# Honest messages that share words with those forms; none may be flagged as a scam.
LOOK_ALIKES = [
    "Hi Sam, Parcelway is hiring a Warehouse Quality Inspector at our Leicester depot. Shifts"
    " are 8-4 at £13.50 per hour.",
    "Thanks for applying to the Logistics Coordinator role at Nordfreight in Rotterdam. We will"
    " courier your laptop to your home address before your start date.",
    "Hi Ana, I lead research at ShopperLens (shopperlens.com). We're hiring a Retail Insights"
    " Analyst in Chicago to design mystery shopping programmes; the salary is $70k.",
    "Hi Kai, thanks for your application to the Bar Supervisor role. The contract on board is six"
    " months and the cruise line covers your flights and medical.",
    "We offer relocation support to our Dubai office: flights, two months of housing and a"
    " tax-free salary, with visa sponsorship handled by our legal team.",
    "Hi Mia, I'm Dan, Head of People at Corvid Capital (corvid.com). We're hiring an Executive"
    " Assistant to our CEO in London, who travels often; diary and travel booking. £45k.",
    "Northwind Bank is hiring a Payments Operations Analyst in Leeds to process SWIFT transfers"
    " in our treasury system.",
    "Hi Raj, Kraken (kraken.com) is looking for a Crypto Trading Analyst in London; the salary is"
    " £90k plus bonus.",
    "Hi Sarah, it's Jess from Brightwave Recruitment. Are you free for a quick call about the"
    " Data Analyst role in Bristol? You can WhatsApp me on 07700 900 456.",
    "Reply YES to confirm your interview at 10:00 on Tuesday at our Leeds office.",
    "Dear Candidate, thank you for your application to the Finance Graduate Programme at Aviva."
    " Your assessment centre is in Norwich on 3 May.",
    "Hi Elena, I'm a recruiter at Lumen Health. Our fully remote Staff Data Engineer role pays"
    " $180-210k with a $20k signing bonus and flexible hours. Open to a chat?",
    "Hello Tom, Arcadis is hiring a Structural Engineer in Amsterdam with a relocation package"
    " (flights, three months of housing) and visa sponsorship. Interested?",
    "Hi, we're a remote-first startup (tiller.dev) hiring a React developer; flexible hours,"
    " paid weekly through Deel at $60/hr. Happy to share more?",
    "The offshore wind team at Orsted is hiring a Rotation Technician in Esbjerg: two weeks on,"
    " two weeks off, with travel to the platform paid.",
    "Thanks for applying to the Field Auditor role at Kantar. Audits are paid per visit under"
    " your contract; your manager in Leeds will send the schedule.",
]

# Round two, written after the first cues and before any change for it.
SECOND_ROUND = [
    "Work-from-home shipping manager: we send electronics to your flat, you inspect them and mail"
    " them abroad with our prepaid labels. Paid monthly plus 40 per box.",
    "Customer experience auditor needed in your city. Dine at a restaurant, fill in a short"
    " report and get $150 per completed survey.",
    "Urgent hiring for Dubai hotels: waiters and cleaners, free visa and air ticket, salary 2500"
    " AED tax free. Medical and documentation charges are paid by the applicant.",
    "I am a marine engineer on an offshore contract and need an assistant back home to handle my"
    " mail and buy items for my daughter. I will send funds by check.",
    "Our investment desk needs a remote transaction agent: receive deposits from our clients and"
    " pass the balance to the wallet we give you.",
    "Hi dear, part time online job, 500 daily, contact me on WhatsApp for details",
    "Good morning, are you open to a remote job? 3 hours a day, 90 per hour. Reply YES.",
    "Dear Beneficiary, your name was chosen for a paid remote survey programme. Write back to"
    " claims.office@yahoo.com with your details.",
]
SECOND_LOOK_ALIKES = [
    "Hi Omar, I'm with Jumeirah Group's talent team. Our Dubai hotel is hiring a Front Office"
    " Manager; the package includes housing, an annual flight home and a tax-free salary.",
    "Thanks for your application to Norwegian Cruise Line. Your interview for the Assistant"
    " Purser role is on Teams on 4 June; the company pays for your flights and visa.",
    "Hi Jo, the Secret Escapes product team is hiring a Senior Frontend Engineer (TypeScript) in"
    " London; £85k and a hybrid week.",
    "Hello Ben, Amazon Logistics is hiring Delivery Station Associates in Coventry at £12.80 per"
    " hour. Apply at amazon.jobs.",
    "Hi Lucy, Wise is hiring a Payments Specialist in Tallinn to handle customer transfers; the"
    " salary is EUR 3,200 a month plus stock.",
]

# Round three, short openers and the forms again, written before its cues: 8 of 10 were flagged
# at first, 0 of 5 look-alikes. The other miss, an "add me on Telegram" opener whose "recruitment
# team" reads as a concrete fact, is caught by its own sign (the last test).
THIRD_ROUND = [
    "Hiring now: remote assistant, $320/day, text back YES if interested.",
    "Remote work available, earn 150-400 USD every day. Ping me on WhatsApp.",
    "Hello! Simple phone job, 60 dollars an hour. Reply 1 to start.",
    "Good day. Are you available for a part-time role? Contact our HR on WhatsApp: +63 917 "
    "555 0100",
    "We need 12 people for online work. Daily pay 1,800. Interested? Reply Y",
    "Parcel reshipping job from home, 2,600 a month. Message me for details.",
    "Dear Candidate, evaluate a local bank branch for us this week and receive $250.",
    "Can you receive a few parcels for my company at your address? We pay 50 each.",
    "Payment agent vacancy: you will receive funds from our clients and keep 8%.",
]
THIRD_LOOK_ALIKES = [
    "Hi Aisha, quick question from Tom at Helix Bio: are you still interested in the Lab "
    "Technician role in Cambridge? Reply YES and I'll send times.",
    "Hi, it's Maria from Greenleaf Recruitment. Thanks for the call today, can you send me "
    "your updated CV on WhatsApp?",
    "Reminder: your interview with Saltmarsh Foods is at 9:30 tomorrow. Reply Y to confirm.",
    "Hey Chris, Kelly Services here: the warehouse shift at the Reno site pays $19 per hour, "
    "starts Monday. Still keen?",
    "Hello, this is the recruitment team at St Mary's Hospital. Please call us on 020 7946 "
    "0000 about your nursing application.",
]

# Honest messages probed after round three: pay per visit or parcel delivered, a bonus or
# relocation sum "received", perks abroad, assistant and inspector titles; the last two were
# flagged (a per-parcel courier rate, a laptop shipped home) until those cues weighed less.
PROBED_LOOK_ALIKES = [
    "Hi Nina, as discussed you'll receive $5,000 as a signing bonus on your first payslip "
    "at Verra. Flexible hours and fully remote.",
    "You will receive £2,500 towards relocation costs when you join our Glasgow office. "
    "Please confirm by Friday.",
    "Our home care agency pays £18 per visit plus mileage; you choose your hours. Apply at "
    "carelink.co.uk.",
    "As a field merchandiser for Smollan you'll visit 6 stores a day; the role pays £24k "
    "plus car allowance.",
    "Hello, I'm a recruiter at Deloitte. We have a remote Tax Manager opening with a 10% "
    "bonus and flexible hours. WhatsApp me if easier: +44 7700 900111",
    "Thank you for applying. The visa fee is paid by the company and we will book your "
    "flights to Doha.",
    "Hi Leo, our client, a hotel group in Dubai, offers tax-free salary, free accommodation"
    " and flights for a Sous Chef. Interested?",
    "Please send 2 references for the application to our HR team by Monday.",
    "The role includes quality control inspector duties at our Derby plant, £31k per year.",
    "Hi Sam, we're hiring a Personal Assistant to our MD in Leeds (salary £32k, hybrid). "
    "Apply via our careers site.",
    "Each courier gets 1.20 per parcel delivered on top of the base rate; vans are provided"
    " by DPD at our Hinckley hub.",
    "Congratulations on your offer! You'll receive 500 shares of stock and a laptop shipped"
    " to your home address.",
]


def _scam_quotes(text: str) -> list[str]:
    return [flag.quote for flag in risk_flags(text) if flag.category == "scam"]


@pytest.mark.parametrize(
    "text",
    RESHIPPING
    + MYSTERY_SHOPPER
    + OVERSEAS_FEE
    + ERRANDS
    + PAYMENT_AGENT
    + OPENERS
    + SALUTATION_SENDER
    + SECOND_ROUND
    + THIRD_ROUND,
)
def test_job_scam_forms_are_flagged_with_their_own_words(text: str) -> None:
    quotes = _scam_quotes(text)
    assert quotes, text
    assert all(quote in collapse(text) for quote in quotes)


@pytest.mark.parametrize(
    "text",
    LOOK_ALIKES + SECOND_LOOK_ALIKES + THIRD_LOOK_ALIKES + PROBED_LOOK_ALIKES,
)
def test_honest_messages_sharing_their_words_are_not_scams(text: str) -> None:
    assert _scam_quotes(text) == [], text


def test_a_company_sender_on_a_free_mailbox_is_weak_evidence_that_adds_up() -> None:
    header = "From: Halden Logistics HR Department <halden.hiring@gmail.com>\n"
    alone = header + "Hi Ravi, following your application, are you free on Monday at 10:00?"
    greeted = header + "Dear Applicant, a vacancy is open for you. Reply for the next step."
    assert _scam_quotes(alone) == []
    assert "Halden Logistics HR Department" in " ".join(_scam_quotes(greeted))


def test_a_recruiter_from_an_unnamed_team_with_a_chat_app_is_flagged() -> None:
    opener = (
        "Hi, I'm Lily from a recruitment team. We have a job that fits you, can you add me on"
        " Telegram?"
    )
    named = (
        "Hi, I'm Lily from Harbourline Recruitment. We have a Payroll Officer role in Cork that"
        " fits you; can you add me on WhatsApp?"
    )
    assert "from a recruitment team" in " ".join(_scam_quotes(opener))
    assert _scam_quotes(named) == []
