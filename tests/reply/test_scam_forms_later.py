"""Job-scam forms, rounds four and five: each written before its cues, with look-alikes."""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import collapse
from agent.reply.risk_rules import risk_flags

# Round four, written before its cues: 5 of 10 were flagged at first, 0 of 5 look-alikes.
FOURTH_ROUND = [
    "We are a European e-commerce firm seeking a US-based receiving agent. Items bought by "
    "our customers arrive at your door; you check them and drop them at the post office "
    "with new labels.",
    "Earn an extra $600 weekly as a shopper-reviewer. Your first assignment: buy a prepaid "
    "card at a local pharmacy and report on the cashier's service.",
    "Vacancy in Kuwait for drivers and housekeepers. Employer provides visa, ticket and "
    "accommodation. Interested applicants deposit 25,000 for medical and file processing.",
    "Hello, I'm relocating for a project and need someone part time to manage my errands. "
    "I'll cover everything upfront by check; you keep $400 weekly.",
    "Our Hong Kong trading firm seeks a part-time bookkeeping assistant in your country to "
    "receive payments from customers and remit them to our suppliers.",
    "Quick question: would you like a side job paying $85/hr? Just reply 'yes' and our "
    "coordinator will text you.",
    "Good evening. My name is Grace, HR at a big company. We saw your profile online and "
    "want to offer you a flexible online job. Can we talk on WhatsApp?",
    "Congratulations! You have been selected as a Brand Ambassador. We will mail you a "
    "check for $2,450 to purchase promotional supplies from our approved vendor.",
    "Dear Esteemed Candidate, your application for the Offshore Platform Technician post in"
    " Norway was successful. Kindly forward the sum of $750 for your work permit to our "
    "legal agent.",
    "Start earning today: rate apps for 15 minutes a session, get paid 12 per rating, "
    "withdraw any time via USDT.",
]
FOURTH_LOOK_ALIKES = [
    "Hi Dev, I'm Priya at Shopify (shopify.com). Our Receiving Operations Lead role in "
    "Toronto pays CAD 95k; happy to chat about it this week?",
    "Thanks for applying to Equinor. The Offshore Platform Technician role is based in "
    "Stavanger; we sponsor your work permit and cover travel.",
    "Hi Mark, Diageo's Brand Ambassador team in Edinburgh is hiring. The role is full time,"
    " £38k plus car; interviews in our George Street office.",
    "Hello Ana, Accenture is recruiting a Bookkeeping Assistant in Manila for our finance "
    "operations team. The role is hybrid and pays PHP 32,000 monthly.",
    "Hi, this is Grace from Kora Health HR. Thanks for your application to the Nurse "
    "Educator role; can we talk on Teams on Thursday at 2pm?",
]

# Round five, written after round four's cues and before its own: 5 of 10 were flagged at
# first, the same five that main's rules flag (the earlier form cues added none), 0 of 5
# look-alikes.
FIFTH_ROUND = [
    "Position: Home Shipping Coordinator. Duties: take delivery of customer orders, verify "
    "the contents and dispatch them abroad. Compensation $2,800 a month.",
    "Hi there! We're recruiting evaluators to test the service at money transfer outlets "
    "near you. You'll be paid $200 for each test and keep the rest of the funds provided.",
    "Greetings from the recruitment desk of a Canadian resort. All selected staff get free "
    "housing and flights. A refundable deposit of $450 secures your contract.",
    "Assistant wanted for a sales rep who is always on the road: pick up supplies, pay "
    "vendors with the cheque I mail you. $35 per hour.",
    "Our crypto fund needs account managers. You will open an exchange account in your name"
    " and move client deposits as we instruct. 15% of every transfer is yours.",
    "Hey, it's Sam from HR. Remote typing job, $40 for 30 minutes of work. Message me on "
    "Telegram to start today.",
    "Hello friend, are you free for some paid tasks at home? 700 per day. Text me back.",
    "Dear Applicant, you have been selected for a position as Payroll Assistant with our "
    "overseas firm. Please provide your bank login so we can set up direct payments.",
    "Help us check stores! We'll send you a cashier's cheque; deposit it, buy three gift "
    "cards as a test purchase and send us pictures of the codes.",
    "Yacht crew wanted in Monaco, tax free pay of 4,000 EUR, food and cabin included. Visa "
    "and seaman's book arranged for a one-time charge of 380.",
]
FIFTH_LOOK_ALIKES = [
    "Hi Rosa, I'm the recruiter for Maersk's Hamburg office. Our Shipping Coordinator role "
    "manages container bookings with carriers; salary EUR 52k.",
    "Thanks for applying to Ipsos. As a Field Interviewer in Leeds you'll be paid £16 per "
    "completed interview plus travel; training is in our office.",
    "Welcome to the Four Seasons Whistler team! Staff housing is available from your start "
    "date; your manager will meet you at reception.",
    "Hi Jon, Coinbase (coinbase.com) is hiring an Account Manager in Dublin to look after "
    "institutional clients. Interested in a call?",
    "Hello, I'm a crew agent at Bluewater Yachting. Our Chief Stew vacancy in Antibes pays "
    "EUR 6,500 monthly; the owner covers flights and crew accommodation.",
]


def _scam_quotes(text: str) -> list[str]:
    return [flag.quote for flag in risk_flags(text) if flag.category == "scam"]


@pytest.mark.parametrize("text", FOURTH_ROUND + FIFTH_ROUND)
def test_later_scam_forms_are_flagged_with_their_own_words(text: str) -> None:
    quotes = _scam_quotes(text)
    assert quotes, text
    assert all(quote in collapse(text) for quote in quotes)


@pytest.mark.parametrize("text", FOURTH_LOOK_ALIKES + FIFTH_LOOK_ALIKES)
def test_later_look_alikes_are_not_scams(text: str) -> None:
    assert _scam_quotes(text) == [], text
