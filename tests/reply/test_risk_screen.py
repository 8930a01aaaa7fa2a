"""The rule risk screen on the labelled quality set, one-word asks and written scam forms."""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import collapse, normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_links import host_problem
from agent.reply.scam_signals import SCAM_THRESHOLD, scam_evidence, scam_score, scam_signs
from reply.quality_eval import DATA, LABELLED, Labelled, flagged, load_labels, score

LABELS = load_labels()
WRITTEN = DATA / "quality" / "written"
HELD_OUT = (
    "blind2",
    "blind3",
    "blind4",
    "blind5",
    "blind6",
    "blind7",
    "blind8",
    "blind9",
    "pool9",
    "blind10",
    "blind11",
    "blind12",
    "blind13",
    "blind14",
    "blind15",
    "blind16",
)  # blind rounds (blind5 and blind6 tuned on later); pool9: measured and trained on, not tuned
# every scam of the tuned and the first blind round: none may be missed
SCAMS = [row for row in LABELS if "scam" in row.risks and row.split not in HELD_OUT[1:]]
TUNED = [row for row in LABELS if row.split not in HELD_OUT]  # rows the rules may be tuned on
BLIND = [row for row in LABELS if row.split == "blind2"]
BLIND3 = [row for row in LABELS if row.split == "blind3"]
BLIND4 = [row for row in LABELS if row.split == "blind4"]
BLIND5 = [row for row in LABELS if row.split == "blind5"]
BLIND6 = [row for row in LABELS if row.split == "blind6"]
BLIND7 = [row for row in LABELS if row.split == "blind7"]
BLIND8 = [row for row in LABELS if row.split == "blind8"]
BLIND9 = [row for row in LABELS if row.split == "blind9"]
POOL9 = [row for row in LABELS if row.split == "pool9"]
BLIND10 = [row for row in LABELS if row.split == "blind10"]
BLIND11 = [row for row in LABELS if row.split == "blind11"]
BLIND12 = [row for row in LABELS if row.split == "blind12"]
BLIND13 = [row for row in LABELS if row.split == "blind13"]
BLIND14 = [row for row in LABELS if row.split == "blind14"]
BLIND15 = [row for row in LABELS if row.split == "blind15"]
BLIND16 = [row for row in LABELS if row.split == "blind16"]
BENIGN = [row for row in TUNED if not row.risks]


def _written(name: str) -> list[str]:
    """Read written (not real) example messages, separated by lines of three dashes."""
    text = (WRITTEN / name).read_text(encoding="utf-8")
    return [part.strip() for part in text.split("\n---\n") if part.strip()]


def _recall(counts: dict[str, tuple[int, int, int]]) -> float:
    """Return the recall over every labelled risk category of a score() result."""
    tp = sum(counts[c][0] for c in LABELLED)
    fn = sum(counts[c][2] for c in LABELLED)
    return tp / (tp + fn)


def _id(row: Labelled) -> str:
    return row.file.rsplit("/", 1)[-1].split("_", 1)[0]


def test_labels_cover_every_real_message_and_use_the_vocabularies() -> None:
    listed = {row.file for row in LABELS}
    real = {
        f"realworld/recruiter_messages/{p.name}"
        for p in (DATA / "realworld" / "recruiter_messages").glob("*.txt")
    }
    added = {f"quality/messages/{p.name}" for p in (DATA / "quality" / "messages").glob("*.txt")}
    assert real | added == listed
    asks = {"availability", "salary", "notice_period", "location", "relocation", "visa"}
    asks |= {"next_steps", "attachments", "assessment", "contact_details", "interest", "referral"}
    intents = {"employer_message", "job_posting", "resume", "tracker_question", "other"}
    for row in LABELS:
        assert row.risks <= set(LABELLED) and row.asks <= asks, row.file
        assert row.intent in intents and row.split in {"dev", "heldout", *HELD_OUT}, row.file
    assert len(SCAMS) >= 10 and len(BENIGN) >= 10


@pytest.mark.parametrize("row", SCAMS, ids=_id)
def test_every_labelled_scam_is_flagged_as_scam(row: Labelled) -> None:
    assert "scam" in flagged(row.text)


@pytest.mark.parametrize("row", BENIGN, ids=_id)
def test_benign_messages_get_no_risk_flag(row: Labelled) -> None:
    assert flagged(row.text) == set()


@pytest.mark.parametrize("row", [r for r in TUNED if "scam" not in r.risks], ids=_id)
def test_no_real_employer_is_called_a_scam(row: Labelled) -> None:
    assert "scam" not in flagged(row.text)


@pytest.mark.parametrize("row", [r for r in TUNED if r.risks], ids=_id)
def test_every_labelled_risk_is_flagged(row: Labelled) -> None:
    assert row.risks <= flagged(row.text)


@pytest.mark.parametrize("row", LABELS, ids=_id)
def test_each_flag_quotes_words_present_in_the_message(row: Labelled) -> None:
    collapsed = collapse(row.text)
    for flag in risk_flags(row.text):
        assert flag.quote and flag.quote in collapsed and len(flag.quote) <= 200, flag
        assert flag.reason.endswith("."), flag


def test_held_out_round_meets_the_recall_and_false_flag_floor() -> None:
    counts = score(BLIND)
    assert BLIND and _recall(counts) >= 0.9, counts
    benign = [r for r in BLIND if not r.risks]
    assert len(benign) >= 5 and sum(1 for r in benign if flagged(r.text)) <= 1
    assert all("scam" not in flagged(r.text) for r in BLIND if "scam" not in r.risks)


def test_third_blind_round_keeps_its_measured_floor() -> None:
    # blind3 (b43-b89 odd) was measured once, at the end of round 3: 16/20 labelled risks
    # (scam 4/5), no flag on its 5 benign messages. The floor keeps that from slipping.
    counts = score(BLIND3)
    assert BLIND3 and _recall(counts) >= 0.8, counts
    assert counts["scam"][0] >= 4 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND3 if not r.risks]
    assert len(benign) >= 5 and sum(1 for r in benign if flagged(r.text)) <= 1


def test_fourth_blind_round_keeps_its_measured_floor() -> None:
    # blind4 (b91-b129 odd) was measured once, at the end of round 4: 17/22 labelled risks
    # (scam 5/7), no flag on its 6 benign messages; 10/22 with the families written while
    # knowing its texts switched off (see tests/data/quality/README.md). A floor, not a goal.
    counts = score(BLIND4)
    assert BLIND4 and _recall(counts) >= 0.75, counts
    assert counts["scam"][0] >= 5 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND4 if not r.risks]
    assert len(benign) >= 5 and sum(1 for r in benign if flagged(r.text)) <= 1


def test_fifth_blind_round_keeps_its_measured_floor() -> None:
    # blind5 (c01-c40) was sourced and labelled by someone who never saw the screen, and
    # measured once after the feature families: 34/47 labelled risks, scam 9/12, no flag on
    # its 12 benign messages (tests/data/quality/README.md). Branch scamgen2 then tuned on its
    # misses (44/47, scam 10/12), so it is no longer blind: this floor only guards regressions.
    counts = score(BLIND5)
    assert len(BLIND5) == 40 and _recall(counts) >= 0.93, counts
    assert counts["scam"][0] >= 10 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND5 if not r.risks]
    assert len(benign) >= 12 and not [r.file for r in benign if flagged(r.text)]


def test_sixth_blind_round_keeps_its_measured_floor() -> None:
    # blind6 (d01-d42), sourced and labelled blind like round 5 and measured once (022f7f2):
    # 34/52 labelled risks; scam only 3/16 (8 of the scams are in German, French, Spanish or
    # Portuguese, 0/8; two give no evidence in their words); no flag on its 10 benign messages.
    # Branches multilang, scamforms and asks5 then tuned on its misses (scam 12/16), so it is
    # no longer blind: this floor only guards regressions (tests/data/quality/README.md).
    counts = score(BLIND6)
    assert len(BLIND6) == 42 and _recall(counts) >= 0.9, counts
    assert counts["scam"][0] >= 12 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND6 if not r.risks]
    assert len(benign) >= 10 and not [r.file for r in benign if flagged(r.text)]


def test_seventh_blind_round_keeps_its_measured_floor() -> None:
    # blind7 (e01-e46, 18 of them not in English), sourced and labelled blind and measured once
    # (2dc7fc2): 47/63 labelled risks; scam 11/19 (English 7/11, other languages 4/8); no flag
    # on its 15 benign messages, 8 of them not in English. A floor that records where the screen
    # stood, not a goal (tests/data/quality/README.md).
    counts = score(BLIND7)
    assert len(BLIND7) == 46 and _recall(counts) >= 0.74, counts
    assert counts["scam"][0] >= 11 and counts["scam"][1] <= 1, counts["scam"]
    benign = [r for r in BLIND7 if not r.risks]
    assert len(benign) >= 15 and not [r.file for r in benign if flagged(r.text)]


def test_eighth_blind_round_keeps_its_measured_floor() -> None:
    # blind8 (f01-f45, 17 of them not in English), sourced and labelled blind and measured once
    # (35c7de7): 39/59 labelled risks; scam 13/18 (English 9/14, other languages 4/4); one of
    # its 15 benign messages flagged (f21, a template whose placeholders hide the company).
    # A floor that records where the screen stood, not a goal (tests/data/quality/README.md).
    counts = score(BLIND8)
    assert len(BLIND8) == 45 and _recall(counts) >= 0.66, counts
    assert counts["scam"][0] >= 13 and counts["scam"][1] <= 1, counts["scam"]
    benign = [r for r in BLIND8 if not r.risks]
    assert len(benign) >= 15 and len([r.file for r in benign if flagged(r.text)]) <= 1


def test_ninth_blind_round_keeps_its_tuned_floor() -> None:
    # blind9 (g01-g25, 13 of them not in English), sourced and labelled blind and measured
    # once (09ce209, before this stop's rules): 19/28 labelled risks, scam 4/11 (English 2/5);
    # with the stop's merged rules (09d617b) 20/28, scam 5/11 (English 3/5). Then tuned on its
    # misses (a Turkish table, printed checks, proxy interviews, "trabajo desde casa"):
    # scam 9/11 (bench/quality.py's figures). No flag on its 8 benign messages throughout.
    # Two scam flags fall on messages labelled without it: g17 (a free-mailbox Web3 post its
    # labeller thought "probably a scam") and g18 (a $19/hr remote "Personal Assistant").
    counts = score(BLIND9)
    assert len(BLIND9) == 25 and _recall(counts) >= 0.83, counts
    assert counts["scam"][0] >= 9 and counts["scam"][1] <= 2, counts["scam"]
    benign = [r for r in BLIND9 if not r.risks]
    assert len(benign) >= 8 and not [r.file for r in benign if flagged(r.text)]


def test_pool9_keeps_its_measured_floor() -> None:
    # pool9 (h01-h22, English), sourced and labelled blind; measured once before any change:
    # 26/37 labelled risks, scam 2/7, two real offer letters (h07, h08) called scams, no flag
    # on its 4 benign messages. The wording model was then retrained on it (so this is no
    # longer blind): 27/37, scam 3/7, the same two extra scam flags. The scheme cues then
    # gave scam 4/7, and narrowing three cues (a "[Candidate First Name]" placeholder, "chosen
    # from a group of excellent candidates", "feel free to call me") cleared both offer
    # letters: no real employer in the pool is called a scam. A floor, not a goal.
    counts = score(POOL9)
    assert len(POOL9) == 22 and _recall(counts) >= 0.72, counts
    assert counts["scam"][0] >= 4 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in POOL9 if not r.risks]
    assert len(benign) >= 4 and not [r.file for r in benign if flagged(r.text)]


def test_tenth_blind_round_keeps_its_measured_floor() -> None:
    # blind10 (i01-i51, English; 44 written by third parties, 7 real), sourced and labelled
    # blind and measured once (efa008f): 62/72 labelled risks, scam 24/25 with one extra (i36,
    # a real staffing firm's KYC welcome mail), one of its 15 benign messages flagged (i30).
    # Then tuned on its misses (branch tune10: ID requests with skipped vetting, onboarding
    # paperwork from a named employer, transfer clauses, pay kept from a cheque): every
    # labelled risk found, no extra scam, no benign flag. A floor, not a goal.
    counts = score(BLIND10)
    assert len(BLIND10) == 51 and _recall(counts) >= 0.98, counts
    assert counts["scam"][0] >= 25 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND10 if not r.risks]
    assert len(benign) >= 15 and not [r.file for r in benign if flagged(r.text)]


def test_eleventh_blind_round_keeps_its_measured_floor() -> None:
    # blind11 (j01-j51; 12 not in English; 37 written by third parties, 14 real), sourced and
    # labelled blind and measured once (f8e275a): 49/68 labelled risks, scam 14/23 (English
    # 14/18, other languages 0/5) with one extra (j05), none of its 15 benign messages flagged.
    # Then tuned on its misses (branch tune11: Chinese and Azerbaijani tables, hand-offs to a
    # nameless leader, paid CV rewrites, parcels shipped from home, on-site towns): every
    # labelled risk found, no extra scam. A floor, not a goal.
    counts = score(BLIND11)
    assert len(BLIND11) == 51 and _recall(counts) >= 0.98, counts
    assert counts["scam"][0] >= 23 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND11 if not r.risks]
    assert len(benign) >= 15 and not [r.file for r in benign if flagged(r.text)]


def test_twelfth_blind_round_keeps_its_measured_floor() -> None:
    # blind12 (n01-n35; 8 not in English; 18 real), sourced and labelled blind and measured
    # once (24eb16e): 40/50 labelled risks, scam 6/8 with one extra (n14, a real offer letter),
    # one of its 10 benign messages flagged (n19). After tune11 (unseen by its writer): 41/50.
    # Then tuned on its misses (branch tune12): every labelled risk found, no extra scam, no
    # benign flag. A floor, not a goal.
    counts = score(BLIND12)
    assert len(BLIND12) == 35 and _recall(counts) >= 0.98, counts
    assert counts["scam"][0] >= 8 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND12 if not r.risks]
    assert len(benign) >= 10 and not [r.file for r in benign if flagged(r.text)]


def test_thirteenth_and_fourteenth_blind_rounds_keep_their_measured_floor() -> None:
    # blind13 (s01-s43, issue threads and web pages; 31 real) measured once at 9d1c19a: 39/67
    # labelled risks, scam 8/12; blind14 (p01-p33, code repositories; 15 real) measured once at
    # 36227d4: 29/51, scam 3/10 (README). Then tuned on their misses and merged the six new
    # language tables (whose writer saw neither round). A floor, not a goal: notice periods
    # and s31 (labelled benign on thin evidence; the screen calls it a scam) stay wrong.
    counts13, counts14 = score(BLIND13), score(BLIND14)
    assert len(BLIND13) == 43 and _recall(counts13) >= 0.8, counts13
    assert len(BLIND14) == 33 and _recall(counts14) >= 0.84, counts14
    assert counts13["scam"][0] >= 10 and counts14["scam"][0] >= 8
    assert counts13["scam"][1] <= 1 and counts14["scam"][1] == 0
    benign = [r for r in BLIND13 + BLIND14 if not r.risks]
    assert len(benign) >= 22 and len([r.file for r in benign if flagged(r.text)]) <= 1


def test_fifteenth_blind_round_keeps_its_measured_floor() -> None:
    # blind15 (t01-t25; 23 real, 10 in Portuguese) measured once at 5f4dbf4: 15/21 labelled
    # risks, scam 2/3 with one extra on a benign Portuguese "approved in our test" note (t23).
    # Then tuned on its misses (a "Local" heading, "realocação", approved in a test). A floor.
    counts = score(BLIND15)
    assert len(BLIND15) == 25 and _recall(counts) >= 0.85, counts
    assert counts["scam"][0] >= 2 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND15 if not r.risks]
    assert len(benign) >= 14 and not [r.file for r in benign if flagged(r.text)]


def test_sixteenth_blind_round_keeps_its_measured_floor() -> None:
    # blind16 (u01-u25; 15 real, 22 in English) measured once at 3d03535: 18/26 labelled risks,
    # scam 1/4, benign 0/10; the same at 1ddfc8c (rules from a written paraphrase bank). Then tuned
    # on its misses (an Upwork account "with your name and face", "telegra", Chinese postings).
    counts = score(BLIND16)
    assert len(BLIND16) == 25 and _recall(counts) >= 0.9, counts
    assert counts["scam"][0] >= 3 and counts["scam"][1] == 0, counts["scam"]
    benign = [r for r in BLIND16 if not r.risks]
    assert len(benign) >= 10 and not [r.file for r in benign if flagged(r.text)]


def test_score_counts_hits_misses_and_extras() -> None:
    rows = [r for r in LABELS if r.file.endswith(("m20_unc_research_position_whatsapp_scam.txt",))]
    assert score(rows)["scam"] == (1, 0, 0)
    fake = Labelled("x", "other", frozenset({"visa"}), frozenset(), "dev", "Salary?")
    assert score([fake])["visa"] == (0, 0, 1) and score([fake])["salary"] == (0, 1, 0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Salary?", {"salary"}),
        ("Rate?", {"salary"}),
        ("CTC?", {"salary"}),
        ("Current CTC / expected CTC?", {"salary"}),
        ("How much are you looking to earn?", {"salary"}),
        ("Notice period?", {"notice_period"}),
        ("When can you start?", {"notice_period"}),
        ("Location?", {"relocation"}),
        ("Location preference?", {"relocation"}),
        ("Where are you based?", {"relocation"}),
        ("Relocation?", {"relocation"}),
        ("Visa?", {"visa"}),
        ("Sponsorship?", {"visa"}),
        ("Salary? Notice period? Location?", {"salary", "notice_period", "relocation"}),
        (
            "Expected salary:\nNotice period:\nCurrent location:",
            {"salary", "notice_period", "relocation"},
        ),
    ],
)
def test_one_word_asks_are_flagged_and_quoted(text: str, expected: set[str]) -> None:
    flags = risk_flags(text)
    assert {f.category for f in flags} == expected
    assert all(f.quote and f.quote in collapse(text) for f in flags)


@pytest.mark.parametrize(
    "text",
    [
        "Hi, I am looking for a personal assistant to run errands while I travel abroad. You will "
        "be paid $500 weekly. Reply with your full name, home address and cell phone number.",
        "Hello! We are recruiting part-time remote workers, 1-2 hours a day, daily pay $300-$800. "
        "Are you interested?",
        "Congratulations, you have been shortlisted for the Data Entry Clerk role. Please download "
        "Telegram and contact our HR manager @hr_jane to schedule your interview.",
        "Your interview will be conducted via Microsoft Teams chat with our hiring manager.",
        "Your job is to receive customer payments into your bank account and transfer them on.",
        "You will receive packages at your home and reship them to our clients overseas.",
        "To finish your onboarding please send your credit card number for the background check.",
        "Earn $5,000 a month working from home! No experience required. Message us on WhatsApp.",
        "Dear Applicant, you have been selected for a remote customer service position. Salary "
        "$35/hr. The interview will be held on Google Chat.",
    ],
)
def test_written_scam_forms_reach_the_threshold(text: str) -> None:
    signs = scam_signs(normalize(text))
    assert scam_score(signs) >= SCAM_THRESHOLD
    quotes = [f.quote for f in risk_flags(text) if f.category == "scam"]
    assert quotes and all(q in collapse(text) for q in quotes)


@pytest.mark.parametrize(
    "text",
    [
        "Hi Sam, we'd love to invite you to a video interview for the Backend Engineer role at "
        "Acme. Please reply with your availability as soon as possible.",
        "Hi Sam, following your interviews we're pleased to offer you the Backend Engineer "
        "position at Acme. The offer letter is attached; please sign within 48 hours.",
        "From: jane.doe@gmail.com\nHi Sam, I'm Jane, an independent recruiter. I found your "
        "profile on GitHub and have a Python role at a fintech in Berlin. Open to a call?",
        "Dear Candidate, thank you for applying. Your interview is on Monday at 10am with our "
        "CTO, Maria Lopez, at our office.",
        "Please see attached job description for the Senior Data Engineer role at Initech.",
        "The role pays $85/hour; we need someone with signal processing experience.",
    ],
)
def test_one_weak_sign_in_a_real_invitation_is_not_a_scam(text: str) -> None:
    assert scam_score(scam_signs(normalize(text))) < SCAM_THRESHOLD
    assert "scam" not in {f.category for f in risk_flags(text)}


def test_weak_signs_add_up_but_alone_do_not_flag() -> None:
    alone = "Dear Student, thank you for your interest in our programme."
    together = alone + " Please contact us on WhatsApp for the details."
    assert scam_evidence(normalize(alone)) == []
    names = [sign.name for sign in scam_evidence(normalize(together))]
    assert names == ["generic_salutation", "chat_app"]


def test_scam_flags_show_at_most_the_four_strongest_signs() -> None:
    text = (
        "Dear Student, we got your contact through your school database. Earn $500 a day with no "
        "experience needed. Message me on WhatsApp ASAP. We will send you a check for equipment. "
        "Reply with your full name and home address."
    )
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert 1 <= len(flags) <= 4
    assert any("check" in f.quote for f in flags)


def test_a_chat_app_among_team_tools_is_not_off_platform_but_a_handle_is() -> None:
    tools = "Daily standups happen on [Discord / Slack / WhatsApp]; I'll send an invite."
    handle = "Contact me:\n- Telegram: @hiring_desk\n- Gmail: hiring.desk@gmail.com"
    assert [s.name for s in scam_signs(normalize(tools))] == []
    assert {"chat_app", "consumer_sender"} <= {s.name for s in scam_signs(normalize(handle))}
    assert "scam" in {f.category for f in risk_flags(handle)}


def test_negated_relocation_is_not_flagged() -> None:
    text = "There are no reimbursements for relocation expenses. The interview is on Monday."
    assert "relocation" not in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", _written("scams.txt"))
def test_written_scam_variants_are_flagged(text: str) -> None:
    assert scam_score(scam_signs(normalize(text))) >= SCAM_THRESHOLD
    quotes = [f.quote for f in risk_flags(text) if f.category == "scam"]
    assert quotes and all(q in collapse(text) for q in quotes)


@pytest.mark.parametrize("text", _written("benign.txt"))
def test_written_real_world_variants_are_not_scams(text: str) -> None:
    assert "scam" not in {f.category for f in risk_flags(text)}


def _risk_lines() -> list[tuple[str, str]]:
    lines = (WRITTEN / "risks.tsv").read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("\t", 1)) for line in lines if line and not line.startswith("#")]  # type: ignore[misc]


@pytest.mark.parametrize(("category", "text"), _risk_lines())
def test_written_asks_and_terms_raise_their_category_only_when_meant(
    category: str, text: str
) -> None:
    raised = {f.category for f in risk_flags(text)}
    if category.startswith("!"):
        assert category[1:] not in raised
    else:
        assert category in raised


def _invitation_lines() -> list[str]:
    lines = (WRITTEN / "invitations.txt").read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


@pytest.mark.parametrize("text", _invitation_lines())
def test_written_invitation_lines_raise_no_flag(text: str) -> None:
    assert risk_flags(text) == []


@pytest.mark.parametrize(
    ("host", "suspicious"),
    [
        ("auth.githubtalentcommunity.online", True),
        ("careers-amazon.com", True),
        ("paypal-support.com", True),
        ("203.0.113.7", True),
        ("jobs.example.xyz", True),
        ("gist.github.com", False),
        ("scholar.google.co.uk", False),
        ("amazon.jobs", False),
        ("applesdofall.org", False),
        ("jobs.lever.co", False),
    ],
)
def test_link_hosts_that_imitate_brands_or_look_odd_are_signs(host: str, suspicious: bool) -> None:
    assert (host_problem(host)[0] > 0) is suspicious


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("We will send you the funds to purchase the laptop and software you need.", "scam"),
        ("Hi, I found your profile online and would love you to join our team.", "scam"),
        ("Please check your WhatsApp, our hiring manager will message you there.", "scam"),
        ("Parcels will be delivered to your home address; repack them for our clients.", "scam"),
        ("You will keep all proprietary information in strictest confidence.", "legal"),
        ("This offer is contingent upon a satisfactory reference check.", "legal"),
        ("WHEREAS the Company wishes to employ the Employee on the terms below.", "legal"),
        ("Your signing bonus will be paid in a lump sum.", "salary"),
        ("Your start date will be March 3.", "notice_period"),
        ("Please bring proof of eligibility for employment in Canada.", "visa"),
        ("How do you feel about living in Singapore for two years?", "relocation"),
    ],
)
def test_signal_families_cover_unseen_wordings(text: str, category: str) -> None:
    assert category in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    "text",
    [
        "You will be eligible for company-sponsored benefits from day one.",
        "Your quarterly bonus is paid by separate check on the regular pay date.",
        "I came across your profile on GitHub; we are hiring a Go engineer at Acme in Berlin.",
        "The interview is on Zoom with our hiring manager, Dana, on Tuesday at 2pm.",
    ],
)
def test_family_look_alikes_in_real_messages_stay_unflagged(text: str) -> None:
    flagged_now = {f.category for f in risk_flags(text)}
    assert "scam" not in flagged_now and "visa" not in flagged_now


@pytest.mark.parametrize("greeting", ["Dear {{ $user->name }},", "Dear {{ user.name }},"])
def test_a_templating_placeholder_is_no_generic_salutation(greeting: str) -> None:
    # an HR system's template greets by a variable, not "Dear User"
    text = normalize(greeting + "\nPlease bring a copy of your National ID on your first day.")
    assert "generic_salutation" not in [sign.name for sign in scam_signs(text)]
    assert "generic_salutation" in [s.name for s in scam_signs(normalize("Dear User, hi."))]


def test_the_same_words_are_never_quoted_twice_for_one_category() -> None:
    # written for this test: two rules quote one sentence, with and without its full stop
    text = (
        "Oi! Você trabalha pelo seu celular, só 10 a 20 minutos por dia. Pagamento diário: "
        "200-700 reais. Novos membros ganham imediatamente 30 reais. Chame no WhatsApp."
    )
    keys = [(f.category, f.quote.rstrip(" .!?").casefold()) for f in risk_flags(text)]
    assert keys and len(keys) == len(set(keys)), keys
