"""Concrete employer facts in other languages: a role, a registered company, an office town."""

from __future__ import annotations

import re

_UPPER = r"[A-ZÀ-ÖØ-Þ]"
_LOWER = r"[a-zß-öø-ÿ]"
# A job word that names no role ("a vacancy for a job") does not make a message concrete.
_NO_ROLE = (
    r"(?!\s*(?:emprego|empleo|trabajo|trabalho|travail|emploi|lavoro|Job|Arbeit|werk|baan"
    r"|pracy|kerja)\b)"
)
ROLE = re.compile(
    r"(?:\b(?:Stelle|Position|Funktion)\s+(?:als|eines|einer)\b|\bposte\s+(?:de|d'|du)"
    r"|\bvaga\s+(?:de|para)\b|\b(?:puesto|cargo)\s+de\b|\b(?:posizione|ruolo)\s+di\b"
    r"|\bfunctie\s+(?:van|als)\b|\bstanowisk\w*|\bposisi"
    # Russian/Ukrainian, Vietnamese, Arabic, Hindi, Japanese, Korean: "вакансия Go-разработчика"
    r"|\b(?:ваканси[яюи]|посад[аиу]|должност[ьи]|позици[юи])\s+\S+|\bvị\s+trí\s+\w+|وظيفة\s+\S+"
    r"|पद\s+के\s+लिए|職種|募集職種|모집\s?직무|채용\s?포지션)" + _NO_ROLE,
    re.IGNORECASE,
)
COMPANY = re.compile(
    rf"\b{_UPPER}[\w&-]+\s+(?:GmbH|AG|KG|SE|S\.?A\.?S?|SARL|S\.?L\.?U?|Ltda|S\.?p\.?A|S\.?r\.?l|B\.?V"
    r"|N\.?V|sp\.\s?z\s?o\.?\s?o|Tbk)(?![\w])"
    # "ООО «Ромашка»", "рекрутер в Ozon", "Công ty TNHH ABC", "株式会社サンプル", "(주)한빛"
    r"|\b(?:ООО|АО|ПАО|ТОВ|ПрАТ)\s+[«\"]?\w|\b(?:рекрутер\w*|HR)\s+(?:в|из|компании)\s+[«\"]?[A-ZА-ЯЁ]\w"
    r"|\bCông\s+ty\s+(?:TNHH\s+|CP\s+|Cổ\s+phần\s+)?[A-ZĐ]|株式会社|\(주\)|주식회사"
)
# A town after a preposition, or an office word: "à Lyon", "em Campinas", "nuestra oficina de".
_APPS = r"(?!(?:WhatsApp|Telegram|YouTube|Instagram|TikTok|Facebook|Google|Signal|Internet)\b)"
PLACE = re.compile(
    rf"\b(?:à|em|en|te|w|di|nach|aus)\s+{_APPS}{_UPPER}{_LOWER}{{2,}}\b"
    r"|\b(?:oficinas?|escrit[óo]rio|bureaux?|locaux|B[üu]ro|sede|kantoor|Standort|biurze|si[èe]ge)\s+"
    r"(?:\w+\s+)?(?:de|em|en|à|in|di|te|w|a)\s+" + _UPPER,
)


def foreign_facts(text: str) -> tuple[bool, bool, bool]:
    """Tell whether the text names a role, a registered company and a place, in any language."""
    return bool(ROLE.search(text)), bool(COMPANY.search(text)), bool(PLACE.search(text))
