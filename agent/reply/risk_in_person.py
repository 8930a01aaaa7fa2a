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
    r"\b(?:bring(?:ing)?|brought|carry(?:ing)?|come\s+(?:along\s+)?with|arrive\s+with|with\s+you|on\s+you"
    r"|(?:have|keep)\s+(?:\w+\s+){0,6}?(?:ready|to\s+hand|handy|on\s+hand)|show(?:n|ing)?|present"
    r"|produce|display|in\s+person"
    r"|(?:desk|gate|reception|security|entrance|lobby|guard\s*room)\b[^.!?\n]{0,40}?\bwith"
    # bring, carry, show in other languages
    r"|traiga\w*|traer|identif[íi]quese|presente|presentar|mostrar|muestre|lleve|llevar|porte[uz]"
    r"|portar|traga|trazer|apresente|leve|levar|mitbringen|mitzubringen|mitnehmen|vorzeigen"
    r"|vorlegen|dabei(?:\s+)?haben|meenemen|mee\s+te\s+nemen|neem\b[^.!?\n]{0,60}?\bmee|tonen"
    r"|apport\w+"
    r"|munissez|muni(?:e|s|es)?\s+d|pr[ée]sent(?:er|ez)|portare|portate|munirsi|munitevi|esibire"
    r"|zabra[ćc]|zabierz\w*|okaza[ćc]|okazani\w+|przynie\w+|przy\s+sobie|принес\w*|возьмите"
    r"|при\s+себе|предъяв\w*|візьміть|при\s+собі|пред['’]яв\w*|yan[ıi]n[ıi]zda|getir\w*|ibraz"
    r"|bawa|membawa|tunjukkan|menunjukkan|mang\s+theo|xu[ấa]t\s+tr[ìi]nh|lete|kuonyesha|onyesha"
    r"|ta\s+med|tag\s+med|medbring\w*|kom\s+med|visa\s+upp|v[õo]tke\s+kaasa|ota\s+mukaan"
    r"|mukaan|vezměte|přineste|předložte|hozza\s+magával|aduce[țt]i|prezenta[țt]i)\b"
    # scripts with no spaces or no \b: Arabic, Korean, Japanese, Chinese, Hindi
    r"|إبراز|ابراز|إحضار|احضار|اصطحاب|بیاورید|همراه\s+داشته|준비물|지참|제시|持参|提示|携带|带上"
    r"|出示"
    r"|साथ\s+(?:लाएं|लाएँ|लेकर)|लेकर\s+आएं"
    # a pass for visitors, given for an ID shown at the door
    r"|(?:visitor|ziyaret[çc]i|besucher\w*)\s*(?:card|pass|badge|kart\w*|ausweis)|pas\s+pelawat"
    r"|за\s+посетител|пропуск\w*|перепуст\w*|访客|訪客|방문증|출입증|入館証|وزیٹر|بطاقة\s+الزائر"
    r"|thẻ\s+khách|bezoekerspas|przepustk\w+|badge\s+visiteur|pase\s+de\s+visitante"
    r"|(?:게이트|데스크|로비|정문|출입구|경비실|안내실|리셉션)에서",
    re.IGNORECASE,
)
# Bring, carry, show, present, have with you: one family of words per language.
_IN_PERSON_LANG: dict[str, str] = {
    "ca": r"\b(?:portis|porteu|porti|portar|dueu|duguis|mostreu|presenteu|identificar-vos)\b",
    "es_pt_it": r"\b(?:muestre|ense[ñn]\w+|consigo|munid[oa]s?|mostre|munito|mostrare"
    r"|con\s+s[ée])\b",
    "fr": r"\b(?:apportez|montrer|se\s+munir|justifier\s+de\s+votre\s+identit[ée])\b",
    "de_nl": r"\b(?:vorweisen|ausweisen|zeigen|laten\s+zien|legitimeren|bij\s+je\s+hebben)\b",
    "slavic": r"\b(?:oka[żz]\w*|ze\s+sob[ąa]|zabra[ćc]|ponesite|ponesi|poni?jeti|donesite"
    r"|poka[žz]ite"
    r"|predo[čc]ite|predo[čc]iti|sa\s+sobom|s\s+sobom|prinesite|s\s+seboj|pri\s+sebi|izkazati"
    r"|predlo[žz]ite|vezmite|s\s+sebou|so\s+sebou|prok[áa]zat|preuk[áa]za[ťt]|uk[áa][žz]\w+"
    r"|prineste|doneste)\b"
    r"|взять\s+с\s+собой|покаж\w+|захватите|с\s+собой|з\s+собою|носете|донесете|вземете"
    r"|представ(?:ете|яне|ите)|със\s+себе\s+си",
    "hu_ro_el": r"\b(?:hozz(?:on|[áa]k)?|hozd|mutassa|mutasd|felmutat\w*|mag[áa]n[áa]l|adu|prezenta"
    r"|asupra\s+(?:dvs|dumneavoastr[ăa]))\b|φέρτε|φέρε|μαζί\s+σας|επιδείξ\w+|προσκομίσ\w+|δείξ\w+",
    "nordic_baltic": r"\b(?:medta|ha\s+med|vis\s+frem|fremvis\w*|legitimer\w+|ota\s+mukaasi"
    r"|esit[äa]"
    r"\w*|n[äa]yt[äa]\w*|v[õo]ta\s+kaasa|kaasa|esitage|n[äa]ita|[ņn]emiet\s+l[īi]dzi|pa[ņn]emiet"
    r"|l[īi]dzi|uzr[āa]d\w+|atsine[šs]\w+|pateikite|parodykite|su\s+savimi)\b",
    "tr_id_vi": r"\b(?:getir\w*|g[öo]ster\w*|bulundur\w*|bulunmal[ıi]\w*|tunjuk\w*|perlihatkan"
    r"|mang\s+theo|đem\s+theo|cầm\s+theo|trình\s+(?:thẻ|giấy|căn|CMND|CCCD|hộ|bằng))\b",
    "tl_sw": r"\b(?:magdala|dalhin|ipakita|njoo\s+na|onyesha|uonyeshe|beba)\b",
    "rtl": r"إظهار|اظهار|أحضر|احضر|اصطحب|להביא|הביאו|להציג|הציגו|להצטייד|הצטיידו|همراه\s+خود"
    r"|ارائه\s+(?:دهید|کنید)|نشان\s+دهید|لائیں|ساتھ\s+لا|دکھا|پیش\s+کری|ہمراہ",
    "indic": r"दिखाएं|दिखाएँ|दिखाना|प्रस्तुत\s+करें|साथ\s+रखें|लाना\s+न|(?:সঙ্গে|সাথে)\s+আনুন"
    r"|নিয়ে\s+আস|দেখা(?:তে|ন)|প্রদর্শন|கொண்டு\s+வர|எடுத்து\s+வர|காட்ட|காண்பிக்க",
    "east_asian": r"นำ\S{0,30}มา|แสดง|ติดตัว|พกบัตร|攜帶|帶上|请带|請帶|带好|帶好|随身|隨身"
    r"|お持ちください"
    r"|持ち物"
    r"|가져오|보여",
}
_IN_PERSON_WIDER = re.compile("|".join(_IN_PERSON_LANG.values()), re.IGNORECASE)
# ... unless the papers or their data leave the candidate's hands.
_SENT_OR_KEPT = re.compile(
    r"\b(?:send|sent|provid\w*|give|giv\w*|fill\w*|complet\w*|enter\w*|type|tell|note\w*"
    r"|e-?mail\w*|upload\w*|attach\w*|submit\w*|forward\w*|reply\s+with|share\w*"
    r"|whats\s*app|text|fax|post|mail|scan\w*|photo\s+of|picture\s+of|both\s+sides|bank\w*"
    r"|account|pin|ssn|social\s+security|fee|payment|pay|deposit|date\s+of\s+birth|dob|keep"
    r"|retain\w*|hold\s+(?:on\s+to\s+)?(?:it|them|your)(?!\s+up)|surrender\w*|hand\s+(?:it\s+"
    r"|them\s+)?over"
    r"|collect\w*|leave\s+(?:it|them|your)"
    # papers checked and filed for the job, not shown at the door
    r"|cop(?:y|ies)|photocop\w*|self[- ]attested|records?|verif\w*|pre-employment|vetting"
    r"|background|right\s+to\s+(?:work|live)|immigration|birth\s+certificates?|first\s+day"
    r"|day\s+(?:one|1)|joining|DOJ|onboarding"
    r"|proof\s+of\s+address"
    # the same in other languages: copies, bank data, the first day's payroll papers
    r"|cop(?:ia|ias|ie|ies|ias)|Kopie\w*|kopi[ae]\w*|копи\w*|photocopie\w*|fotocopi\w*"
    r"|IBAN|Konto\w*|cuenta|conta|compte|conto|rekening|konto\w*|банк\w*|реквизит\w*"
    r"|(?<!лична\s)(?<!ID-)карт\w+\b(?!\s+(?:за\s+)?(?:посетител|гост|для\s+пропуск))"
    r"|перв\w+\s+день|перш\w+\s+день|ersten\s+(?:Arbeits)?tag|primer\s+d[íi]a|premier\s+jour"
    r"|primo\s+giorno|primeiro\s+dia|pierwszy\w*\s+dzie\w+)\b|फोटोकॉपी|फ़ोटोकॉपी|प्रति|नकल|نقل|کاپی"
    r"|كوبي|사본|복사|コピー|复印"
    # a number noted from the papers ("bring your NI number"), not a booking or clearance number
    r"|(?<!\breference\s)(?<!\bbooking\s)(?<!\bapplication\s)(?<!\bcandidate\s)(?<!\broll\s)"
    r"(?<!\bregistration\s)(?<!\bclearance\s)(?<!\bcheck\s)(?<!\bseat\s)(?<!\bticket\s)"
    r"\bnumbers?\b",
    re.IGNORECASE,
)
# Sent, uploaded or photographed in other languages: the papers leave the candidate's hands.
_SENT_LANG = re.compile(
    r"\b(?:senden|schicken|zusenden|hochladen|envoy\w+|transmett\w+|env[íi](?:a|e|ar|en|ame)\w*"
    r"|mand(?:a|e|ar)(?:me|nos)?|invia\w*|stuur|sturen|opsturen|wy[śs]lij|prze[śs]lij"
    r"|przes[łl]a[ćc]"
    r"|wys[łl]a[ćc]|g[öo]nder\w*|kirim\w*|hantar\w*|unggah|muat\s+naik|skicka|sende|l[äa]het[äa]"
    r"|po[šs]lete|za[šs]lete|po[šs]lite|k[üu]ld\w*|trimite\w*|po[šs]aljite|po[šs]ljite)\b"
    r"|фото\w*\s+(?:паспорт|документ|удостовер|лич|ID)|\bfotos?\s+(?:vo[mn]|de[sl]?|d[oa]|van)\s"
    r"|отправ\w+|пришл\w+|высл\w+|надішл\w+|відправ\w+|изпрат\w+|στείλ\w+|gửi|أرسل|ارسل|إرسال"
    r"|ارسال|לשלוח|שלחו|بفرستید|भेजें|भेजना|بھیجیں|发送|發送|发给|發給|上传|上傳|送付|送信|보내"
    r"|전송"
    r"|업로드|提出|제출|ส่งมา|ส่งให้",
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
    if _only_school_papers_brought(sentence):
        return True
    if _SENT_OR_KEPT.search(sentence) or _SENT_LANG.search(sentence):
        return False
    if _THAT_DAY.search(sentence) and _FIRST_DAY.search(text, 0, lo):
        return False
    if _IN_PERSON.search(sentence) or _IN_PERSON_WIDER.search(sentence):
        return True
    if _in_a_list(text, lo):
        head_end = text.rfind(":", 0, lo)
        head_lo, _ = sentence_at(text, head_end)
        head = text[head_lo:head_end]
        shown = _IN_PERSON.search(head) or _IN_PERSON_WIDER.search(head)
        return bool(shown) and not (_SENT_OR_KEPT.search(head) or _SENT_LANG.search(head))
    return False


# Certificates of schooling or a trade, brought with copies to be checked at the interview: no
# identity document, nothing sent. An ID, a licence or a passport in the same sentence still counts.
_SCHOOL_PAPERS = re.compile(
    r"\b(?:certificates?|qualifications?|transcripts?|mark\s*sheets?|degrees?|diplomas?|results"
    r"|testimonials?|references?|portfolio)\b",
    re.IGNORECASE,
)
_IDENTITY_PAPERS = re.compile(
    r"\b(?:ID|identity|passport|licen[cs]es?|aadhaa?r|(?-i:PAN)|national|birth|SSN|social|bank\w*"
    r"|tax|insurance|address)\b",
    re.IGNORECASE,
)
_HANDED_ON = re.compile(
    r"\b(?:send|sent|e-?mail\w*|upload\w*|attach\w*|submit\w*|forward\w*|share\w*|whats\s*app"
    r"|text|post|mail|scan\w*|fax|leave|surrender\w*|keep|retain\w*|first\s+day|joining)\b",
    re.IGNORECASE,
)


def _only_school_papers_brought(sentence: str) -> bool:
    """Tell whether a sentence has certificates brought (copies too) and no identity paper."""
    return bool(
        _IN_PERSON.search(sentence)
        and _SCHOOL_PAPERS.search(sentence)
        and not _IDENTITY_PAPERS.search(sentence)
        and not _HANDED_ON.search(sentence)
    )


def _in_a_list(text: str, lo: int) -> bool:
    """Tell whether the line at `lo` sits under a heading line that ends with a colon."""
    lines = text[max(0, lo - 600) : lo].split("\n")[:-1]
    for line in reversed(lines[-8:]):
        if not line.strip():
            return False
        if _LIST_HEAD.match(line):
            return True
    return False
