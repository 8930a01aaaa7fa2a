"""Papers brought or shown in person: "bring photo ID", "have your ID ready to show the camera".

An interview or a first day often asks the candidate to bring an ID, certificates or a licence to
show at the door or to the panel. Nothing is sent, copied or kept, so it is no request for
personal data. It still is one where the same sentence has the papers sent, a number taken, bank
details or a fee.
"""

from __future__ import annotations

import re

from agent.reply.risk_base import sentence_at

_IN_PERSON = re.compile(
    r"\b(?:bring(?:ing)?|brought|carry(?:ing)?|come\s+with|arrive\s+with|with\s+you|on\s+you"
    r"|(?:have|keep)\s+(?:\w+\s+){0,6}?(?:ready|to\s+hand|handy|on\s+hand)|show(?:n|ing)?|present"
    r"|produce|display|in\s+person"
    r"|(?:desk|gate|reception|security|entrance|lobby|guard\s*room)\b[^.!?\n]{0,40}?\bwith"
    # bring, carry, show in other languages
    r"|traiga\w*|traer|identif[íi]quese|presente|presentar|mostrar|muestre|lleve|llevar|porte[uz]"
    r"|portar|traga|trazer|apresente|leve|levar|mitbringen|mitzubringen|mitnehmen|vorzeigen"
    r"|vorlegen|dabei(?:\s+)?haben|meenemen|mee\s+te\s+nemen|neem\b[^.!?\n]{0,60}?\bmee|tonen|apport\w+"
    r"|munissez|muni(?:e|s|es)?\s+d|pr[ée]sent(?:er|ez)|portare|portate|munirsi|munitevi|esibire"
    r"|zabra[ćc]|zabierz\w*|okaza[ćc]|okazani\w+|przynie\w+|przy\s+sobie|принес\w*|возьмите"
    r"|при\s+себе|предъяв\w*|візьміть|при\s+собі|пред['’]яв\w*|yan[ıi]n[ıi]zda|getir\w*|ibraz"
    r"|bawa|membawa|tunjukkan|menunjukkan|mang\s+theo|xu[ấa]t\s+tr[ìi]nh|lete|kuonyesha|onyesha"
    r"|ta\s+med|tag\s+med|medbring\w*|kom\s+med|visa\s+upp|v[õo]tke\s+kaasa|ota\s+mukaan"
    r"|mukaan|vezměte|přineste|předložte|hozza\s+magával|aduce[țt]i|prezenta[țt]i)\b"
    # scripts with no spaces or no \b: Arabic, Korean, Japanese, Chinese, Hindi
    r"|إبراز|ابراز|إحضار|احضار|اصطحاب|بیاورید|همراه\s+داشته|준비물|지참|제시|持参|提示|携带|带上|出示"
    r"|साथ\s+(?:लाएं|लाएँ|लेकर)|लेकर\s+आएं",
    re.IGNORECASE,
)
# ... unless the papers or their data leave the candidate's hands.
_SENT_OR_KEPT = re.compile(
    r"\b(?:send|sent|provid\w*|give|giv\w*|fill\w*|complet\w*|enter\w*|type|tell|note\w*"
    r"|e-?mail\w*|upload\w*|attach\w*|submit\w*|forward\w*|reply\s+with|share\w*"
    r"|whats\s*app|text|fax|post|mail|scan\w*|photo\s+of|picture\s+of|both\s+sides|bank\w*"
    r"|account|pin|ssn|social\s+security|fee|payment|pay|deposit|date\s+of\s+birth|dob|keep"
    r"|retain\w*|hold\s+(?:on\s+to\s+)?(?:it|them|your)(?!\s+up)|surrender\w*|hand\s+(?:it\s+|them\s+)?over"
    r"|collect\w*|leave\s+(?:it|them|your)"
    # papers checked and filed for the job, not shown at the door
    r"|cop(?:y|ies)|photocop\w*|self[- ]attested|records?|verif\w*|pre-employment|vetting"
    r"|background|right\s+to\s+(?:work|live)|immigration|birth\s+certificates?|first\s+day|day\s+(?:one|1)|joining|DOJ|onboarding"
    r"|proof\s+of\s+address"
    # the same in other languages: copies, bank data, the first day's payroll papers
    r"|cop(?:ia|ias|ie|ies|ias)|Kopie\w*|kopi[ae]\w*|копи\w*|photocopie\w*|fotocopi\w*"
    r"|IBAN|Konto\w*|cuenta|conta|compte|conto|rekening|konto\w*|банк\w*|карт\w+|реквизит\w*"
    r"|перв\w+\s+день|перш\w+\s+день|ersten\s+(?:Arbeits)?tag|primer\s+d[íi]a|premier\s+jour"
    r"|primo\s+giorno|primeiro\s+dia|pierwszy\w*\s+dzie\w+)\b|फोटोकॉपी|फ़ोटोकॉपी|प्रति|नकल|نقل|کاپی|كوبي|사본|복사|コピー|复印"
    # a number noted from the papers ("bring your NI number"), not a booking or clearance number
    r"|(?<!\breference\s)(?<!\bbooking\s)(?<!\bapplication\s)(?<!\bcandidate\s)(?<!\broll\s)"
    r"(?<!\bregistration\s)(?<!\bclearance\s)(?<!\bcheck\s)(?<!\bseat\s)(?<!\bticket\s)"
    r"\bnumbers?\b",
    re.IGNORECASE,
)
_LIST_HEAD = re.compile(r"^[^\n]*:[ \t]*$")
# "Your first day will be Monday. Bring your photo ID that day.": the first day's papers.
_THAT_DAY = re.compile(r"\b(?:that|the\s+same)\s+(?:day|morning)\b", re.IGNORECASE)
_FIRST_DAY = re.compile(
    r"\b(?:your\s+first\s+(?:day|shift)|joining\s+date|day\s+of\s+joining|start\s+date)\b",
    re.IGNORECASE,
)


def brought_in_person(text: str, start: int) -> bool:
    """Tell whether the papers at `start` are only brought or shown in person, not sent or kept.

    An item in a list ("Please bring:" over the lines) is read with the list's heading.
    """
    lo, hi = sentence_at(text, start)
    sentence = text[lo:hi]
    if _SENT_OR_KEPT.search(sentence):
        return False
    if _THAT_DAY.search(sentence) and _FIRST_DAY.search(text, 0, lo):
        return False
    if _IN_PERSON.search(sentence):
        return True
    if _in_a_list(text, lo):
        head_end = text.rfind(":", 0, lo)
        head_lo, _ = sentence_at(text, head_end)
        head = text[head_lo:head_end]
        return bool(_IN_PERSON.search(head)) and not _SENT_OR_KEPT.search(head)
    return False


def _in_a_list(text: str, lo: int) -> bool:
    """Tell whether the line at `lo` sits under a heading line that ends with a colon."""
    lines = text[max(0, lo - 600) : lo].split("\n")[:-1]
    for line in reversed(lines[-8:]):
        if not line.strip():
            return False
        if _LIST_HEAD.match(line):
            return True
    return False
