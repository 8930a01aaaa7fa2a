"""The shape of a task scam in any language: a joining bonus, phone-only work, paid ratings.

Task scams ("like videos, rate hotels, earn daily") read the same in every language: a bonus
for newcomers, a phone as the only tool, ten or twenty minutes of work, pay quoted as a daily
range, five-star ratings proven by screenshots. These cues name that shape; the words for it
in each language sit side by side here so one cue covers them all.
"""

from __future__ import annotations

from agent.reply.scam_base import MONEY, Cue, cue
from agent.reply.scam_lang_common import MONEY_ANY

_SUM = rf"(?:{MONEY}|{MONEY_ANY})"
# Newcomers, or the first N people, who are paid for joining.
_NEWCOMERS = (
    r"\b(?:newcomers?|new\s+(?:members?|users?|comers?|joiners?|recruits?)|the\s+first\s+\d+"
    r"|rec[ée]m[-\s]chegad[oa]s|novat[oa]s|nov[oa]s\s+membros|os\s+primeiros\s+\d+"
    r"|nuev[oa]s\s+(?:miembros|usuari[oa]s|integrantes)|reci[ée]n\s+llegad[oa]s|l[oa]s\s+primer[oa]s\s+\d+"
    r"|nuovi\s+(?:arrivati|iscritti|membri|utenti)|(?:le|i)\s+prim[ei]\s+\d+"
    r"|pendatang\s+baru|anggota\s+baru|pengguna\s+baru|\d+\s+orang\s+pertama"
    r"|Neueinsteiger\w*|neue\s+(?:Mitglieder|Nutzer)|die\s+ersten\s+\d+"
    r"|nouveaux\s+(?:membres|arrivants|utilisateurs)|les\s+\d+\s+premi[eè]re?s"
    r"|nieuwkomers|nieuwe\s+(?:leden|gebruikers)|de\s+eerste\s+\d+"
    r"|now[iy]\s+(?:członkowie|użytkownicy|uczestnicy)|pierwsz[eay]\s+\d+)\b"
)
# Paid at once, on joining: "newcomers immediately get 50 reais" (a signing bonus is not).
_AT_ONCE = (
    r"\b(?:immediately|instantly|right\s+away|at\s+once|on\s+(?:registration|sign[\s-]?up)"
    r"|imediatamente|na\s+hora|inmediatamente|al\s+instante|subito|immediatamente|langsung"
    r"|seketika|sofort|direkt|imm[ée]diatement|tout\s+de\s+suite|meteen|direct|od\s+razu"
    r"|natychmiast)\b"
)
# A phone as the only tool the work needs.
_PHONE_ONLY = (
    r"\b(?:all\s+you\s+need\s+is|only\s+need|you\s+just\s+need)\s+(?:a\s+|your\s+)?(?:smart)?phone\b"
    r"|\b(?:no|pelo|em|pel[oa])\s+seu\s+(?:telefone|celular|smartphone)\b"
    r"|\b(?:hanya(?:lah)?|cukup|hanya\s+butuh|hanya\s+perlu)\s+(?:\w+\s+)?(?:ponsel|hp|handphone|smartphone)\b"
    r"|\b(?:dal|con\s+il)\s+(?:tuo\s+)?(?:telefono|cellulare|smartphone)\b"
    r"|\b(?:mit|über)\s+(?:deinem|Ihrem)\s+(?:Handy|Smartphone|Telefon)\b"
    r"|\b(?:depuis|avec)\s+(?:votre|ton)\s+(?:t[ée]l[ée]phone|portable|smartphone)\b"
    r"|\b(?:met|via)\s+(?:je|uw)\s+(?:telefoon|mobiel|smartphone)\b"
    r"|\bprzez\s+telefon\b|\bna\s+telefonie\b"
)
# Ten to twenty minutes of work, in the languages whose other words are in scam_lang_*.
_FEW_MINUTES = (
    r"\b(?:[1-9]|[12]\d|30)\s?(?:-|–|a|ai|à|bis|hingga|sampai|sd|do|tot|tot\s+|y)\s?"
    r"(?:[1-9]|[12]\d|30)\s?(?:minutos|minuti|menit|Minuten|minuten|minut)\b"
)
_FIVE_STARS = (
    r"\b(?:give|leave|rate|rating|post)\s+(?:it\s+|them\s+|us\s+|the\s+\w+\s+|this\s+\w+\s+)?"
    r"(?:five|5)[\s-]?stars?\b|\b(?:five|5)[\s-]?stars?\s+(?:rating|review)s?\b"
)
_PROOF = (
    r"\bscreenshots?\b[^.!?\n]{0,40}?\bproof\b|\bproof\b[^.!?\n]{0,40}?\bscreenshots?\b"
    # follow or like accounts and send a screenshot
    r"|\b(?:follow|like|subscribe|review|rate)\w*\s+(?:to\s+)?(?:our\s+|the\s+|these\s+|some\s+)?"
    r"(?:\w+\s+){0,3}?(?:accounts?|videos?|posts?|channels?|pages?|products?|apps?|hotels?)\b"
    r"[^.!?\n]{0,60}?\bscreenshots?\b"
)
# Pay per follow, like or review: "every follow pay 3$"
_PER_ACTION = (
    r"\b(?:every|each|per)\s+(?:follow|like|subscription|review|rating|video|post)s?\s+"
    r"(?:\w+\s+)?(?:pays?|paid|earns?|gets?)\b"
)
# Products rated or liked for pay, in the other languages ("avaliando produtos", "กดไลค์สินค้า");
# in English a reviewer of products is also an ordinary job, so English is left to the signals.
_RATE_PRODUCTS = (
    r"\b(?:avalia(?:r|ndo|[çc][ãa]o|[çc][õo]es)|curti(?:r|ndo))\s+(?:de\s+)?produtos\b"
    r"|\b(?:calificar|evaluar|valorar|rese[ñn]ar)\w*\s+productos\b|\b(?:[ée]valuer|noter)\s+des\s+produits\b"
    r"|\b(?:recensire|valutare)\s+(?:i\s+)?prodotti\b|\b(?:menilai|mereview|like)\s+produk\b"
    r"|\btermék\w*\s+értékel\w*|\bértékel\w*\s+termék\w*|\bhodnocen\w*\s+produkt\w*"
    r"|\bhodnotit\s+produkty\b|\bevalu\w+\s+(?:de\s+)?produse\b|\bоценива\w*\s+товар\w*"
    r"|\bотзыв\w*\s+(?:на|о)\s+товар\w*|\bProdukte\s+bewerten\b|\bocenian\w*\s+produkt\w*"
    r"|\bđánh\s+giá\s+sản\s+phẩm\b|\bürün\w*\s+değerlendir\w*"
    r"|กดไลค์|กดไลก์|รีวิวสินค้า|ให้คะแนนสินค้า|刷好评|好评返现"
)

TASK_CUES: tuple[Cue, ...] = (
    cue("money", 0.8, rf"{_NEWCOMERS}[^.!?\n]{{0,40}}?{_AT_ONCE}[^.!?\n]{{0,40}}?{_SUM}"),
    cue("money", 0.6, rf"\b(?:we|i)(?:'ll|\s+will|\s+would)?\s+pay\s+you\b[^.!?\n]{{0,30}}?{_SUM}"),
    cue("effort", 0.7, _PHONE_ONLY),
    cue("effort", 0.5, _FEW_MINUTES),
    cue("form", 0.8, _FIVE_STARS),
    cue("form", 0.6, _PROOF),
    cue("form", 0.6, _RATE_PRODUCTS),
    cue("money", 0.8, _PER_ACTION),
)
