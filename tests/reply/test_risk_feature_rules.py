"""Broad risk families (pay, work rights, place, clauses) on sentences written for these tests."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# (category, sentence): each written here, none copied from the labelled set.
MEANT = [
    ("salary", "The contract is commission-only, without a guaranteed salary."),
    ("salary", "Expected CTC?"),
    ("salary", "Comp range?"),
    ("salary", "Please indicate your desired pay in your reply."),
    ("salary", "Your gross salary will be [amount] per month."),
    ("salary", "The team lead role comes with ¥9,000,000."),
    ("salary", "A one-time payment of 2,000 is made on day one."),
    ("visa", "Applicants must be legally entitled to work in Canada."),
    ("visa", "We are unable to sponsor work visas for this opening."),
    ("visa", "Proof of citizenship is needed before the first day."),
    ("relocation", "You would be transferred to another branch after six months."),
    ("relocation", "Are you willing to travel to Lagos twice a month?"),
    ("relocation", "Candidates must be based within commuting distance of Porto."),
    ("relocation", "The job is fully on-site."),
    ("relocation", "Preferred location?"),
    ("legal", "The employee shall not work for a competitor for twelve months."),
    ("legal", "Any dispute goes to binding arbitration."),
    ("legal", "You agree to repay the training cost if you leave within a year."),
    ("legal", "This offer is contingent upon a clean reference check."),
    ("legal", "Signing the NDA is the first step."),
]  # Written later in other words than the families were first written for (round two).
MEANT += [
    ("salary", "What figure would make a move worthwhile for you?"),
    ("salary", "The band for this level tops out at 95."),
    ("salary", "Any idea what you'd want, money-wise?"),
    ("salary", "This is an unpaid internship with a travel card."),
    ("salary", "We offer 18 LPA fixed plus variable."),
    ("salary", "Your take-home will be around 4,200 a month."),
    ("salary", "What were you paid in your last role?"),
    ("salary", "OTE is 120 with a 60/40 split."),
    ("salary", "Pay is per diem, 350 per day on site."),
    ("visa", "Do you currently hold a residence permit for Germany?"),
    ("visa", "Will you now or in the future need us to file a petition for your status?"),
    ("visa", "This post is open only to nationals of EU member states."),
    ("visa", "Applicants need an active Secret clearance."),
    ("visa", "Please confirm your nationality and any restrictions on your stay."),
    ("relocation", "The position requires moving to Singapore within three months."),
    ("relocation", "Our client wants someone who can be in the Zurich office four days a week."),
    ("relocation", "A relocation allowance of 10,000 is included."),
    ("relocation", "Which city are you in at the moment?"),
    ("relocation", "You may be posted to any of our sites across the region."),
    ("relocation", "Would you consider a move to the Bay Area?"),
    ("legal", "You will be bound by a twelve-month restriction on joining a rival firm."),
    ("legal", "All inventions you create belong to the company."),
    ("legal", "Employment with us is on an at will basis."),
    ("legal", "If you resign during the bond period you must pay back the training costs."),
    ("legal", "Either party may end this contract with one month's notice."),
    ("legal", "You may not disclose any proprietary information during or after your employment."),
    ("legal", "By accepting, you consent to a criminal record check."),
]
# Round three, written before the rules for it: 5 of 18 were flagged at first.
MEANT += [
    ("salary", "Roughly what number are you hoping for?"),
    ("salary", "The daily rate for this contract is capped at 600."),
    ("salary", "We can stretch to 72 thousand for the right person."),
    ("salary", "Remuneration is discussed at the second stage."),
    ("salary", "Is 55k in the right ballpark for you?"),
    ("visa", "Are you free to work in the US without restrictions?"),
    (
        "visa",
        "We can only consider people who already hold the right to live and work in Australia.",
    ),
    ("visa", "Does your current permit tie you to your employer?"),
    ("visa", "Candidates must pass a government vetting process."),
    ("relocation", "The job means splitting your week between Leeds and Manchester."),
    ("relocation", "How would you feel about living in Dubai for two years?"),
    ("relocation", "We will cover your flights and first month's housing when you move over."),
    ("relocation", "Are you within reach of our Cardiff hub?"),
    ("legal", "The company may change your duties at its discretion."),
    ("legal", "After leaving you must not approach our clients for a year."),
    ("legal", "You waive any claim to overtime pay."),
    ("legal", "These terms are governed by the laws of Delaware."),
    ("legal", "Please return the signed copy of the attached terms by Friday."),
]
# Round four, written before the rules for it: 4 of 14 were flagged at first.
MEANT += [
    ("salary", "What's the lowest offer you would accept?"),
    ("salary", "There's a 10% uplift after probation."),
    ("salary", "The grant covers a living allowance of 1,800 monthly."),
    ("salary", "Tell me your current package and I'll see what we can do."),
    ("visa", "Are you on a dependant visa at present?"),
    ("visa", "Only applicants with settled status can be considered."),
    ("visa", "Would your employment here depend on us transferring your permit?"),
    ("relocation", "This one is remote-first but you'd need to come to HQ in Austin quarterly."),
    ("relocation", "Would your family be joining you if you took the post in Oslo?"),
    ("relocation", "The position is tied to our plant in Rayong, Thailand."),
    ("legal", "You will keep all client lists strictly private during and after your employment."),
    ("legal", "Any work you produce here is owned by us."),
    (
        "legal",
        "A three-month probationary period applies, during which either side can walk"
        " away with a week's notice.",
    ),
    ("legal", "By continuing you accept the attached terms of engagement."),
]
# Round five, written after blind5's misses were read: its families in other words.
MEANT += [
    ("salary", "Earn between 800 and 2,000 pesos every day."),
    ("salary", "We pay 30 for each article you finish."),
    ("salary", "Weekly pay: 450, sent every Friday."),
    ("salary", "What would we have to offer for you to join us?"),
    ("salary", "What would it take to tempt you away from your current employer?"),
    ("notice_period", "Your provisional start date is 3 March."),
    ("notice_period", "Start date: 1 June, or later if you need to serve notice."),
    ("notice_period", "You would begin on Monday 9 September."),
    ("legal", "The appointment is conditional on two satisfactory references."),
    ("legal", "Our offer stays subject to a clean DBS check."),
    ("relocation", "You will be stationed at our Rotterdam depot."),
    ("relocation", "Are you currently living in Ireland?"),
    ("personal_data", "Please text me the 6-digit code Google just sent you so I can verify you."),
    ("personal_data", "Kindly state your marital status and religion on the form."),
    ("personal_data", "Attach a recent selfie and a full-length photo."),
]
# Invitations and confirmations that share a word with a family but set no term.
LOOK_ALIKES = [
    "Shall we meet on Thursday at 3pm?",
    "We agree it was a great conversation; the next step is a call with Dana.",
    "Parking at the office costs $4 and is refunded at reception.",
    "Our tech stack includes a rate limiter we built in Rust.",
    "The team will pay attention to how you structure the code.",
    "Is 2pm your time OK, or are you based in another time zone?",
    "The interview is on-site at our Lisbon office; see you there.",
    "You shall receive a calendar invite from our coordinator shortly.",
    "It will be a hybrid interview: two panelists in the room, one on video.",
    "We welcome applicants from every background.",
    "Your welcome package will arrive with the laptop on your first day.",
]

# Written for this test: ordinary invitations, confirmations and rejections.
LOOK_ALIKES += [
    "Thanks for your time today, Ana; we'll be in touch by Friday with next steps.",
    "Your interview is confirmed for 14 May at 9:30 with Priya and Tom from the data team.",
    "Could you share two or three slots next week for a 45-minute technical chat?",
    "We received your application for the Junior Designer role and will review it shortly.",
    "The final stage is a presentation to the leadership team at our Oslo office.",
    "Unfortunately we have decided to move forward with other candidates for this role.",
    "Please bring a laptop; the coding exercise takes about an hour.",
    "Welcome aboard! Your first day starts at 9am; ask for Sam at reception.",
    "Hi Jo, I came across your profile and think you'd fit our platform team at"
    " Brightloop. Open to a chat?",
    "The event runs from 6pm and drinks are on us; RSVP by Tuesday.",
]

LOOK_ALIKES += [
    "Hi Sam, thanks for the chat with Lena yesterday. We'd like you to meet the"
    " engineering manager next Tuesday at 2pm.",
    "Your application for Sales Associate at Harbor Books has been received; we"
    " reply within ten working days.",
    "Reminder: your video interview with Kestrel Bank is tomorrow at 10. The link is"
    " in the calendar invite.",
    "We're sorry to tell you the Product Analyst role has been filled. We'll keep"
    " your details on file.",
    "Great news, you passed the technical test! Next is a 30-minute call with our CTO, Maria.",
    "Could you send us two references before Friday? Thanks, the Nordwind HR team.",
]

LOOK_ALIKES += [
    "Hi Ravi, thanks for interviewing with Kelp Robotics. We'd like to schedule the"
    " on-site round in Pittsburgh next week; travel is booked by us.",
    "We've received your assessment and the team will review it by Thursday.",
    "Unfortunately the hiring manager has decided not to move forward at this time. Best of luck.",
    "Hi Amy, following up on your application for the Nurse Practitioner role at St"
    " Clare's. Are you free for a 20-minute call Monday?",
]

# Round five look-alikes: counts per piece, an interview's start, others' homes, a placeholder.
LOOK_ALIKES += [
    "Our support team answers about 300 tickets a day.",
    "The dashboard shows 3 comments per post on average.",
    "Your interview start date is confirmed for Tuesday with the Halden Foods team.",
    "Our founders live in Lisbon and love it.",
    "The offer of a coffee chat still stands; join us whenever suits.",
    "Dear [Candidate Name], thank you for applying to the analyst role at Orbit Bank in Leeds.",
    "Share a code sample on GitHub before the technical round.",
    "We sent you a verification code to sign in to the candidate portal.",
    "Our religion at Kestrel is customer service.",
]


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


@pytest.mark.parametrize(("category", "text"), MEANT)
def test_family_sentences_raise_their_category(category: str, text: str) -> None:
    flags = [f for f in risk_flags(text) if f.category == category]
    assert flags, (category, text)
    assert all(f.quote and f.quote in text for f in flags)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_lines_raise_no_flag(text: str) -> None:
    assert _categories(text) == set(), text


def test_a_fee_the_reader_pays_is_no_salary_unless_pay_is_promised() -> None:
    fee = _categories("Just pay 250 rupees to confirm your interview slot.")
    assert "salary" not in fee and "scam" in fee
    assert "salary" in _categories("Pay a 50 dollars fee and earn 500 dollars a week.")


# Pay figures in forms the screen used to miss: the symbol after the figure, ISO codes before or
# after it, a pay term set to a blank in an offer template, and pay "via direct deposit".
PAY_FORMS = [
    "We can pay from 8.500$ per month for this role.",
    "The contract rate is CHF 900 per day, invoiced monthly.",
    "Your gross pay will be 14 000 PLN each month.",
    "Your starting salary will be USD 95,000 per year.",
    "Your total compensation will be INR {Salary}/- per month.",
    "Weekly pay is $800-$1,200, paid every Friday via direct deposit.",
]


@pytest.mark.parametrize("text", PAY_FORMS)
def test_pay_figures_in_more_forms_raise_a_salary_flag(text: str) -> None:
    assert "salary" in _categories(text), text


def test_a_direct_deposit_is_pay_not_a_fee_but_a_deposit_is_still_a_fee() -> None:
    assert "salary" in _categories("You are paid $20 an hour by direct deposit.")
    assert "salary" not in _categories("Send a deposit of $75 to book your training seat.")


@pytest.mark.parametrize(
    "text",
    [
        "Hi, Maria here. We have a Backend Engineer role in Berlin, salary 70-80k EUR.",
        "Wir freuen uns. Das Gehalt beträgt 60.000 € brutto im Jahr.",
    ],
)
def test_a_pay_figure_after_the_first_sentence_gets_one_salary_flag(text: str) -> None:
    # the any-figure rule once started its match at the space before the sentence, so the
    # one-flag-per-sentence check saw the previous sentence and the card showed two flags
    assert [flag.category for flag in risk_flags(text)].count("salary") == 1
