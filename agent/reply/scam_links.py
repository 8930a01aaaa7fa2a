"""Link and sender checks for the scam screen: lookalike hosts, mismatched or anonymous senders."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from agent.reply.intake_rules import extract_message
from agent.reply.scam_cues import FREE_HOST

LOOKALIKE_WEIGHT = 1.0
RAW_IP_WEIGHT = 0.8
ODD_TLD_WEIGHT = 0.6
FIRM_LOOKALIKE_WEIGHT = 0.4  # firms sometimes own "acme-careers.com" themselves
SENDER_MISMATCH_WEIGHT = 0.6
REPLY_ELSEWHERE_WEIGHT = 0.7  # From: one domain, Reply-To: another, one of them a free mailbox
BULK_WEIGHT = 0.4  # "To: undisclosed-recipients" on a job offer
ORG_ON_FREE_MAIL_WEIGHT = 0.3  # added to the free-mailbox sign the same address already gives
ANONYMOUS_WEIGHT = 0.4
ANONYMOUS_STRONG_WEIGHT = 0.6  # a self-described recruiter who names no employer
ANONYMOUS_MAX_WORDS = 25  # a longer message carries enough to judge on its other signs

_URL_HOST = re.compile(
    r"https?://([^/\s)\]>\"'`]+)|\bwww\.([^/\s)\]>\"'`]+)|@([\w-]+(?:\.[\w-]+)+)", re.I
)
_JOB_WORDS = re.compile(
    r"\b(?:job|position|role|offer|hired|assistantships?|employment|vacancy)\b"
    r"|\bjoin(?:ing)?\s+(?:the\s+|our\s+)?(?:rest\s+of\s+the\s+)?team\b",
    re.IGNORECASE,
)
_SELF_RECRUITER = re.compile(
    r"\bI(?:'m|\s+am|\s+work\s+as)\s+(?:a|an|the)\s+(?:\w+\s+)?(?:recruiter|hr|hiring\s+manager"
    r"|headhunter|talent\s+\w+)\b"
    # "from a recruitment team": an employer left unnamed by the article itself
    r"|\bfrom\s+(?:a|an|one)\s+(?:\w+\s+)?(?:recruitment|recruiting|hiring|hr|staffing|talent)\s+"
    r"(?:team|agency|firm|company|department|partner)\b",
    re.IGNORECASE,
)
_REPLY_TO_APPLICATION = re.compile(
    r"\byour\s+(?:job\s+)?application\b|\bfor\s+(?:applying|your\s+interest)\b|\byou\s+applied\b",
    re.IGNORECASE,
)
_RECRUITER_REASON = (
    "A recruiter who does not say which company they recruit for cannot be verified."
)
_ANONYMOUS_REASON = "A short job message that names no company and no sender cannot be verified."
_FROM_LINE = re.compile(r"^\W*from:[^\n@]*@([\w-]+(?:\.[\w-]+)+)", re.I | re.M)
# a From: line whose name is an organisation's or a department's, sent from a free mailbox
_ORG_ON_FREE_MAIL = re.compile(
    r"^\W*from:[^\n@<]*\b(?:inc|ltd|llc|plc|gmbh|corp\w*|company|group|hr|human\s+resources"
    rf"|recruit\w*|talent|careers?|hiring|department|personnel)\b[^\n@]*@{FREE_HOST}\b",
    re.I | re.M,
)
_ORG_REASON = "The sender signs as a company or its HR but writes from a free personal mailbox."
_REPLY_TO_LINE = re.compile(r"^\W*reply-to:[^\n@]*@([\w-]+(?:\.[\w-]+)+)", re.I | re.M)
_REPLY_REASON = "Replies go to a different domain than the sender's, one of them a free mailbox."
_UNDISCLOSED = re.compile(r"^\W*to:\s*undisclosed[\s-]recipients\b", re.I | re.M)
_BULK_REASON = "A job offer mailed in bulk to undisclosed recipients was not written for you."
BRANDS: dict[str, tuple[str, ...]] = {
    "github": ("github.com", "github.io", "githubusercontent.com"),
    "gitlab": ("gitlab.com",),
    "google": ("google.com", "gmail.com", "googlemail.com"),
    "linkedin": ("linkedin.com", "lnkd.in"),
    "microsoft": ("microsoft.com",),
    "amazon": ("amazon.com", "amazon.jobs", "amazonaws.com"),
    "amzn": ("amazon.com", "amazon.jobs", "amzn.to"),
    "zoom": ("zoom.us", "zoom.com"),
    "outlook": ("outlook.com", "live.com", "office.com", "office365.com", "microsoft.com"),
    "whatsapp": ("whatsapp.com", "wa.me"),
    "apple": ("apple.com",),
    "facebook": ("facebook.com", "fb.com"),
    "paypal": ("paypal.com",),
    "indeed": ("indeed.com",),
    "upwork": ("upwork.com",),
    "coinbase": ("coinbase.com",),
    "netflix": ("netflix.com",),
}
_STAFF = r"(?:team|recruit\w*|talent|hr|careers|jobs|hiring|people)\b"
_LURE_WORDS = (
    r"(?:talent|careers?|jobs?|hr|recruit\w*|hiring|support|login|auth|verify|secure|team"
    r"|community|portal|apply)"
)
# Applicant-tracking systems host firms' careers pages under names like "careers-acme".
_TRACKING_SYSTEMS = (
    "icims.com",
    "myworkdayjobs.com",
    "greenhouse.io",
    "lever.co",
    "smartrecruiters.com",
    "taleo.net",
    "successfactors.com",
    "successfactors.eu",
    "jobvite.com",
    "bamboohr.com",
    "ashbyhq.com",
    "recruitee.com",
    "teamtailor.com",
    "workable.com",
    "personio.de",
    "breezy.hr",
)
# Job boards and public employment services that phishing texts dress up as, each with how
# messages name it and the domains it owns: "Arbetsförmedlingen: ... arbetsformedlingen-uppdrag.se".
JOB_SITES: dict[str, tuple[str, tuple[str, ...]]] = {
    "arbetsformedlingen": (r"Arbetsf[öo]rmedlingen", ("arbetsformedlingen.se",)),
    "jobindex": (r"Jobindex", ("jobindex.dk",)),
    "jobnet": (r"Jobnet", ("jobnet.dk",)),
    "te-palvelut": (r"TE-palvelut", ("te-palvelut.fi",)),
    "tyomarkkinatori": (r"Ty[öo]markkinatori", ("tyomarkkinatori.fi",)),
    "tootukassa": (r"T[öo][öo]tukassa", ("tootukassa.ee",)),
    "nav": (r"(?-i:\bNAV\b)", ("nav.no",)),
    "uzt": (r"U[žz]imtumo\s+tarnyb\w*|(?-i:\bU[ŽZ]T\b)", ("uzt.lt",)),
    "hzz": (r"(?-i:\bHZZ\b)|zavod\w*\s+za\s+zapošljavanje", ("hzz.hr",)),
    "profesia": (r"Profesia", ("profesia.sk", "profesia.cz")),
    "infostud": (r"Infostud", ("infostud.com",)),
    "francetravail": (r"France\s?Travail", ("francetravail.fr", "francetravail.org")),
    "france-travail": (r"France\s?Travail", ("francetravail.fr", "francetravail.org")),
    "pole-emploi": (r"P[ôo]le[\s-]emploi", ("pole-emploi.fr",)),
    "arbeitsagentur": (r"Arbeitsagentur|Agentur\s+f[üu]r\s+Arbeit", ("arbeitsagentur.de",)),
    "stepstone": (r"StepStone", ("stepstone.de", "stepstone.at", "stepstone.be", "stepstone.com")),
    "infojobs": (r"InfoJobs", ("infojobs.net", "infojobs.it", "infojobs.com.br")),
    "pracuj": (r"Pracuj\.pl", ("pracuj.pl",)),
    "workua": (r"Work\.ua", ("work.ua",)),
    "iskur": (r"[İI][ŞS]KUR", ("iskur.gov.tr",)),
    "allamkincstar": (r"[ÁA]llamkincst[áa]r", ("allamkincstar.gov.hu",)),
    "jobstreet": (r"JobStreet", ("jobstreet.com",)),
    "jobsdb": (r"JobsDB", ("jobsdb.com",)),
    "myfuturejobs": (r"MYFutureJobs", ("myfuturejobs.gov.my",)),
    "naukri": (r"Naukri\.com", ("naukri.com",)),
    "bayt": (r"Bayt\.com", ("bayt.com",)),
    "alljobs": (r"AllJobs", ("alljobs.co.il",)),
    "drushim": (r"Drushim|דרושים", ("drushim.co.il",)),
    "dypa": (r"ΔΥΠΑ|DYPA", ("dypa.gov.gr",)),
    "ethiojobs": (r"Ethiojobs", ("ethiojobs.net",)),
    "merojob": (r"Merojob", ("merojob.com",)),
    "bdjobs": (r"Bdjobs", ("bdjobs.com",)),
}
# A host written bare, with no scheme or "www." ("pracuj-weryfikacja.pl/kandydat").
_BARE_HOST = re.compile(
    r"(?<![\w@.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})(?![\w-])", re.IGNORECASE
)
_ODD_TLDS = frozenset(
    "online xyz top click site live icu buzz rest zip mov cfd sbs monster tk".split()  # noqa: SIM905
)


def _official(host: str, brand: str) -> bool:
    """Tell whether a host is the brand's own: a listed domain or brand.<country domain>."""
    if any(host == d or host.endswith("." + d) for d in BRANDS[brand]):
        return True
    return bool(re.search(rf"(?:^|\.){brand}\.(?:com?\.)?[a-z]{{2}}$", host))


def _imitates(host: str, brand: str) -> bool:
    """Tell whether a host dresses up as the brand (github-jobs, githubtalent), not 'applesauce'."""
    return bool(re.search(rf"(?:^|[.-]){brand}(?:[.-]|{_LURE_WORDS})", host)) and not _official(
        host, brand
    )


def _registered_label(host: str) -> str:
    """Return the name a host was registered under: "deloitte-careers-hr" of its .com."""
    labels = host.split(".")
    if len(labels) >= 3 and re.fullmatch(r"(?:co|com|org|net|ac|gov)", labels[-2]):
        return labels[-3]
    return labels[-2] if len(labels) >= 2 else ""


def firm_lookalike(host: str, text: str) -> tuple[float, str]:
    """Return (weight, reason) for a host built from the firm the message names and lure words.

    "deloitte-careers-hr.com" beside "Deloitte Talent Acquisition": the firm's own careers pages
    sit on its domain or its applicant-tracking system. Some firms do own such a name, so this is
    weak alone; beside a mailbox-password login or another sign it tips the scale.
    """
    host = host.lower().rstrip(".").split(":")[0]
    if "." not in host or host.endswith(_TRACKING_SYSTEMS):
        return 0.0, ""
    parts = _registered_label(host).split("-")
    names = [p for p in parts if not re.fullmatch(_LURE_WORDS, p)]
    if len(parts) < 2 or len(names) != 1 or len(names[0]) < 3 or not names[0].isalpha():
        return 0.0, ""
    firm = names[0]
    if not re.search(rf"\b{firm[0].upper()}(?i:{firm[1:]})\b", text):
        return 0.0, ""  # the message names no such firm
    return FIRM_LOOKALIKE_WEIGHT, "The link puts the firm's name on a domain that is not its own."


def brand_lookalike(host: str) -> tuple[float, str]:
    """Return (weight, reason) for a host dressed up as a known brand ("meet-google-invite.co")."""
    host = host.lower().rstrip(".").split(":")[0]
    for brand in BRANDS:
        if "." in host and _imitates(host, brand):
            return LOOKALIKE_WEIGHT, f"The link imitates {brand.title()} but goes elsewhere."
    return 0.0, ""


def host_problem(host: str) -> tuple[float, str]:
    """Return (weight, reason) for a suspicious link or address host, or (0.0, '')."""
    host = host.lower().rstrip(".").split(":")[0]
    if "." not in host:
        return 0.0, ""
    lookalike = brand_lookalike(host)
    if lookalike[0]:
        return lookalike
    if host.split(".")[-1] in _ODD_TLDS:
        return ODD_TLD_WEIGHT, "The link goes to an unusual domain often used for phishing."
    if re.fullmatch(r"[\d.]+", host):
        return RAW_IP_WEIGHT, "The link points to a raw IP address, a common phishing sign."
    return 0.0, ""


def job_site_lookalike(host: str, text: str) -> tuple[float, str]:
    """Return (weight, reason) for a host that wears a job board's name the message also uses.

    "tootukassa-pakkumised.ee" beside "Töötukassa:" is not the agency's site: boards and public
    employment services send their links on their own domains, so the look-alike is a phish.
    """
    host = host.lower().rstrip(".").split(":")[0]
    labels = host.split(".")[:-1]
    for stem, (name, domains) in JOB_SITES.items():
        if any(host == d or host.endswith("." + d) for d in domains):
            continue
        if re.search(rf"(?:^|\.){re.escape(stem)}\.(?:com?\.)?[a-z]{{2}}$", host):
            continue  # the board's own country domain: jobstreet.com.my
        worn = any(
            label == stem or label.startswith(stem + "-") or label.endswith("-" + stem)
            for label in labels
        )
        if worn and re.search(name, text, re.IGNORECASE):
            return LOOKALIKE_WEIGHT, "The link wears the job site's name but is not its domain."
    return 0.0, ""


def _sender_mismatch(text: str) -> list[tuple[float, str, int, int]]:
    """Flag a From: address whose domain is not the brand the message claims to come from."""
    match = _FROM_LINE.search(text)
    if not match:
        return []
    host = match.group(1).lower()
    body = text[match.end() :].lower()
    for brand in BRANDS:
        claims = re.search(rf"\b(?:at|from|join(?:ing)?)\s+{brand}\b|\b{brand}\s+{_STAFF}", body)
        if claims and not _official(host, brand) and brand not in host:
            reason = (
                f"The sender's address is not {brand.title()}'s, though the message uses its name."
            )
            return [(SENDER_MISMATCH_WEIGHT, reason, *match.span(1))]
    org = _ORG_ON_FREE_MAIL.search(text)
    return [(ORG_ON_FREE_MAIL_WEIGHT, _ORG_REASON, *org.span())] if org else []


def header_signs(text: str) -> list[tuple[float, str, int, int]]:
    """Flag replies diverted from the sender's domain to another one, or a mass mailing."""
    signs: list[tuple[float, str, int, int]] = []
    sender, reply = _FROM_LINE.search(text), _REPLY_TO_LINE.search(text)
    if sender and reply:
        hosts = sender.group(1).lower(), reply.group(1).lower()
        free = any(re.fullmatch(FREE_HOST, h) for h in hosts)
        if hosts[0] != hosts[1] and free:
            signs.append((REPLY_ELSEWHERE_WEIGHT, _REPLY_REASON, *reply.span(1)))
    bulk = _UNDISCLOSED.search(text)
    if bulk and _JOB_WORDS.search(text):
        signs.append((BULK_WEIGHT, _BULK_REASON, *bulk.span()))
    return signs


def link_signs(text: str) -> list[tuple[float, str, int, int]]:
    """Return (weight, reason, start, end) for each suspicious link, address or sender."""
    signs: list[tuple[float, str, int, int]] = []
    for match in _URL_HOST.finditer(text):
        host = next(g for g in match.groups() if g)
        if match.group(0).startswith("http"):
            host = urlsplit(match.group(0)).hostname or host
        weight, reason = max(
            host_problem(host), firm_lookalike(host, text), job_site_lookalike(host, text)
        )
        if weight:
            signs.append((weight, reason, *match.span()))
    if not signs:
        for match in _BARE_HOST.finditer(text):
            weight, reason = max(
                brand_lookalike(match.group(1)), job_site_lookalike(match.group(1), text)
            )
            if weight:
                signs.append((weight, reason, *match.span()))
                break
    return signs + _sender_mismatch(text)


def anonymous_offer(text: str) -> list[tuple[float, str, int, int]]:
    """Flag a terse job message that names no company; stronger from a self-described recruiter."""
    if len(text.split()) > ANONYMOUS_MAX_WORDS:
        return []
    message = extract_message(text)
    if message.company or _REPLY_TO_APPLICATION.search(text):
        return []  # a named employer, or an answer to an application the user made
    match = _SELF_RECRUITER.search(text)
    if match:
        return [(ANONYMOUS_STRONG_WEIGHT, _RECRUITER_REASON, *match.span())]
    job = _JOB_WORDS.search(text)
    if not job or message.contact_name:
        return []
    return [(ANONYMOUS_WEIGHT, _ANONYMOUS_REASON, *job.span())]
