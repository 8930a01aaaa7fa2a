"""Families written from review36's missed scams, on wordings written here.

Scams that ask for no fee want what opens an account or a phone: a code sent to the reader's
number, an app installed from a link, a "driver" a meeting link needs, a mailbox sign-in on a
page that is not the provider's, a remote-control app. Others ask for money in a currency or a
shape the screen did not read: a cedi fee, a share paid "to lock your slot", a priced medical at
"our approved clinic", a sum forwarded with "keep $50 for your time". Each family is paired
with honest look-alikes that must stay unflagged.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags


def _scam(text: str) -> bool:
    return any(f.category == "scam" for f in risk_flags(text))


@pytest.mark.parametrize(
    "text",
    [
        # a code sent to the reader's phone, asked back
        "Hello, recruiter Dana here. To make sure you're a real applicant I texted you a"
        " six-digit code just now. Reply with the code so I can book your interview.",
        "Before I forward your CV, please send me the verification code you received by SMS.",
        "We've just sent you a 4 digit confirmation code, kindly share it back here to continue.",
        # an app from a link, outside the stores
        "Download our staff app from https://crewlink-staff.net/app-release.apk and log your"
        " shifts there.",
        "Our onboarding app is not on the Play Store yet, so install it from the link we sent.",
        "When it installs, allow it SMS and accessibility permissions so it can verify you.",
        # a meeting link that wants software first
        "Join the screening on this link; if a prompt asks you to download the video plugin"
        " update, accept it or the call will not connect.",
        "Before the interview install the Zoom audio driver from the link below.",
        # a mailbox sign-in on a page that is not the provider's
        "To open the assessment, sign in with your Office 365 account here:"
        " https://talent-assess-portal.net/start",
        "Log in using your Gmail or Outlook account at https://hr-docs-viewer.org/offer to view"
        " your offer letter.",
        # remote control
        "IT will set up your work profile: install TeamViewer QuickSupport and text me the ID"
        " and password it shows.",
        # a lookalike of a brand's host, written bare
        "Your interview room: zoom-us-meeting.live/j/88312 (log in with your email).",
        "Confirm your shift on amzn-staffing-portal.com before midnight.",
        # money asked in a currency or shape the screen did not read before
        "Congratulations! You are shortlisted for the internship. Pay the orientation and kit"
        " fee of GH₵ 450 by Friday.",
        "Your visa slot is ready. Total package NPR 950,000; pay 40% today to hold your slot.",
        "Complete the medical at our designated clinic in Colombo (LKR 45,000) before we issue"
        " the offer.",
        "We will deposit $2,400 into your account. Send $2,300 to our vendor by Zelle and keep"
        " $100 as your payment for the task.",
    ],
)
def test_account_device_and_money_scams_are_called_scams(text: str) -> None:
    assert _scam(text), text


@pytest.mark.parametrize(
    "text",
    [
        # codes the employer gives, not asks for
        "Use the access code 4471 to start the online assessment on our careers site.",
        "You'll receive a one-time code by text when you sign the contract in DocuSign.",
        "Reception will give you a visitor PIN for the car park barrier.",
        # apps from the store, ordinary meeting notes
        "Please download the Teams app from the App Store before the call.",
        "If you join from a browser, allow microphone and camera access when it asks.",
        "Our rota app, Deputy, is on the Play Store; we'll invite you once you start.",
        # sign-in with the provider's own page, or LinkedIn on a careers site
        "Book a slot here: https://outlook.office365.com/book/TalentTeam@northwind.co.uk/",
        "Sign in with your LinkedIn account at https://careers.harbourline.com to apply.",
        "Sign in with your Google account at https://accounts.google.com to open the shared brief.",
        # remote tools in passing, money paid to the candidate
        "Our IT helpdesk uses TeamViewer for remote support once you've started.",
        "Hi Kwame,\n\nThanks for agreeing to the two-day paid trial at Osu Coffee Roasters,"
        " 14 Oxford Street, Accra. As agreed, we'll pay you a flat fee of GHS 1,500 for the"
        " two days.\n\nBest,\nAma",
        "Package: AED 9,000 basic + commission, medical insurance and annual air ticket.",
        "Send the signed NDA to our HR team and keep a copy for yourself.",
        # a parking fee, and papers brought to the door of an interview or exam
        "Hi Wanjiku, see you Tuesday at 10am at Amani Towers, 4th floor. Parking is in the"
        " basement at a fee of KES 300.",
        "Dear Candidate, bring the admit card and one original photo ID (Aadhaar / PAN / Voter ID)"
        " to the examination centre by 8:30 am.",
        "[WhatsApp] Hi Grace, this is Ruth from Serena Lodge HR. Your interview is on Friday at"
        " 9am at the lodge. Come with your original certificates and your national ID.",
    ],
)
def test_honest_look_alikes_are_not_called_scams(text: str) -> None:
    assert not _scam(text), text


def _cats(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    ("text", "category"),
    [
        # notice and start in passing
        ("Please state your earliest possible resumption date.", "notice_period"),
        ("Rate? Avail? Any clearance?", "notice_period"),
        ("When's the earliest you could join us?", "notice_period"),
        ("How long before you could realistically be free to start?", "notice_period"),
        ("Candidates must be able to commence work by 2 June.", "notice_period"),
        ("Either party may terminate by giving one (1) month's notice.", "notice_period"),
        # moves in plain words
        (
            "We have openings in Perth as well - would you consider Perth, or only Sydney?",
            "relocation",
        ),
        ("Would you be open to roles down south? A couple in Bristol.", "relocation"),
        ("The job means being based in Alice Springs full-time.", "relocation"),
        ("Happy to move down to Cornwall for the season?", "relocation"),
        ("Candidates must live near the plant in Gebze.", "relocation"),
        ("We can issue you a work permit once the LMIA is approved.", "relocation"),
        ("Are you able to work at our depot in Thurrock?", "relocation"),
        # work rights, data and binding terms in plain words
        ("Are you SC/PR, or on a pass?", "visa"),
        ("Do you have full working rights in NZ?", "visa"),
        ("Would you need any paperwork from us to be able to work here?", "visa"),
        ("I'll need your PPS number to set up payroll.", "personal_data"),
        (
            "Please fill in the optional form: gender, ethnicity, disability status.",
            "personal_data",
        ),
        (
            "You can't work for another bakery within 10 km of ours for 6 months after you leave.",
            "legal",
        ),
        ("There is a $2,000 early termination fee if you break the contract.", "legal"),
        ("We need it signed by Friday noon, after that the offer will be withdrawn.", "legal"),
    ],
)
def test_terms_in_plain_words_are_flagged(text: str, category: str) -> None:
    assert category in _cats(text), text


@pytest.mark.parametrize(
    "text",
    [
        # letters about an application: the interview's or the branch's place is no move
        "Subject: Interview – Payroll Officer – Ipswich\n\nHi Dan,\n\nThanks for applying. We'd"
        " like to invite you to an interview at our Ipswich office on Tuesday 4 March at 10am."
        "\n\nBest, Jo",
        "Hello Amina, you have been shortlisted for the Shelf Filler position at our Westgate Mall"
        " branch. Interviews are on Friday at 9am on the second floor.",
        "Hi Leo, great news - they'd like to meet you on Monday 2pm at their Reading offices,"
        " 3 Kings Road. Let me know if that works.",
        "Subject: Your interview tomorrow - moving to Teams\n\nHi Ana, thanks for your application."
        " Because of the strike we're moving tomorrow's interview to Teams, same time.",
        # a first day of a job already accepted
        "Dear Kwame, we are pleased to welcome you to Coastline Foods as Line Supervisor. Please"
        " report on Monday, 6 October at 7:00 am at the main gate.",
        "Hi Priya, so glad you'll be joining us! First day: Tuesday 2 September, 9am, reception.",
        "Congratulations again on your appointment. We are confirming your first day as Monday,"
        " 3 November.",
    ],
)
def test_letters_about_an_application_raise_no_move_or_start(text: str) -> None:
    assert not _cats(text) & {"relocation", "notice_period"}, text


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for applying. The position is based at our head office in Kisumu, on site five days"
        " a week. Does that work for you?",
        "Thank you for your interest in the role. Would you be willing to relocate to Darwin?",
        "Thanks for applying! Which of our sites would suit you: Leeds, York or Hull?",
    ],
)
def test_letters_that_ask_about_the_job_place_still_flag_it(text: str) -> None:
    assert "relocation" in _cats(text), text


@pytest.mark.parametrize(
    "text",
    [
        "You must not take up other work during employment, whether paid or unpaid.",
        "The relocation grant of $6,000 is repayable if you leave within a year.",
    ],
)
def test_money_that_is_no_pay_raises_no_salary_flag(text: str) -> None:
    assert "salary" not in _cats(text), text
