"""Evidence that a message comes from an employer, in languages other than English.

Spanish, Portuguese, French, German, Italian, Dutch, Indonesian, Polish, Azerbaijani and
Chinese. The weights match the English signals in intake_signals.py: vocabulary alone stays
topical (a choice card), a message has to be aimed at the reader for the bot to act on it
without asking.
"""

from __future__ import annotations

from bot.core.intake_languages_more import MORE_EMPLOYER_SIGNALS
from bot.core.intake_signals import Signal, signal

_GREETING = (
    r"hola|buen(?:os|as)\s+(?:d[ií]as|tardes)|estimad[oa]s?|ol[áa]|prezad[oa]s?|bom\s+dia"
    r"|caro|cara|gentile|buongiorno|salve|ciao|bonjour|cher|ch[èe]re|madame|monsieur"
    r"|hallo|guten\s+tag|sehr\s+geehrte[rn]?|liebe[rn]?|beste|geachte|goedemiddag|goedemorgen"
    r"|halo|selamat\s+(?:pagi|siang|sore)|yth\.?|dzie[ńn]\s+dobry|szanown[ya]|witam"
    r"|salam|hörmətli|əziz"
)
_VOCABULARY = (
    r"\b(?:vacantes?|puestos?|empleos?|entrevistas?|candidat[oa]s?|candidaturas?|postulaci[óo]n"
    r"|vagas?|emprego|entrevista|curr[ií]culos?|sal[áa]rio|salarios?|sueldo"
    r"|postes?|emplois?|entretiens?|candidatures?|recrutement|embauche|salaire"
    r"|Stellen?|Bewerbung(?:en)?|Vorstellungsgespr[äa]ch|Gehalt|Lebenslauf|Arbeitgeber"
    r"|colloqui[oa]|candidatura|assunzione|stipendio|posizione|offerta\s+di\s+lavoro"
    r"|vacatures?|sollicitatie|functie|sollicitatiegesprek|salaris"
    r"|lowongan|wawancara|lamaran|gaji|pelamar|rekrutmen"
    r"|rekrutacj[aię]|rozmow[aęy]\s+kwalifikacyjn\w+|wynagrodzeni\w+|stanowisk\w+"
    r"|vakansiya\w*|müsahibə\w*|namizəd\w*|maaş\w*|əmək\s+haqqı|işə\s+qəbul|iş\s+(?:elanı|imkanı)"
    r"|Зарплата|Вакансия)\b"
)
# Chinese words have no spaces around them, so no \b: "职位", "面试", "简历", "薪资".
_VOCABULARY_ZH = (
    r"职位|職位|岗位|崗位|面试|面試|招聘|简历|簡歷|履历|履歷|应聘|應聘|应徵|應徵|薪资|薪資|月薪"
    r"|候选人|候選人|入职|入職|录用|錄用|诚聘|誠聘"
)
_AIMED = (
    r"\b(?:tu|su|vuestra)\s+(?:candidatura|postulaci[óo]n|solicitud|perfil|cv|curr[ií]culum)\b"
    r"|\b(?:sua|tua)\s+(?:candidatura|inscri[çc][ãa]o|perfil|curr[ií]culo)\b"
    r"|\b(?:seu|teu)\s+(?:perfil|curr[ií]culo|cv|interesse)\b|\bentraremos\s+em\s+contato\b"
    r"|\bagradecemos\s+(?:a\s+|pela\s+)?(?:sua|tua)\s+(?:participa[çc][ãa]o|candidatura"
    r"|inscri[çc][ãa]o|interesse)\b|\bobrigad[oa]\s+pel[oa]\s+(?:seu|sua|tua|teu)\b"
    r"|\bvotre\s+(?:candidature|profil|cv|entretien)\b|\bnous\s+avons\s+le\s+plaisir\b"
    r"|\bIhre[rn]?\s+(?:Bewerbung|Profil|Lebenslauf|Unterlagen|Interesse)\b"
    r"|\b(?:la\s+tua|la\s+sua|il\s+tuo|il\s+suo)\s+(?:candidatura|profilo|curriculum|cv)\b"
    r"|\b(?:uw|je|jouw)\s+(?:sollicitatie|profiel|cv|interesse)\b"
    r"|\b(?:lamaran|profil)\s+(?:anda|kamu)\b"
    r"|\b(?:pana|pani|twoj[aąe]|twoj[ea]go)\s+(?:aplikacj\w+|kandydatur\w+|cv|profil\w*)\b"
    r"|\b(?:nos\s+gustar[ií]a|gostar[ií]amos\s+de|nous\s+souhaitons|wir\s+m[öo]chten\s+Sie"
    r"|vorremmo|wij\s+willen\s+(?:je|u)|kami\s+(?:ingin|mengundang))\s+(?:invitar|convidar"
    r"|vous\s+inviter|einladen|invitarti|invitarla|uitnodigen|anda)\b"
    r"|\bgracias\s+por\s+(?:tu|su)\s+inter[ée]s\b|\bobrigad[oa]\s+pelo\s+(?:seu\s+)?interesse\b"
    r"|\bmerci\s+pour\s+votre\s+(?:int[ée]r[êe]t|candidature)\b"
    r"|\bvielen\s+Dank\s+f[üu]r\s+Ihre\b|\bgrazie\s+per\s+(?:il\s+tuo|il\s+suo|l')\s*interesse\b"
    r"|\bbedankt\s+voor\s+(?:je|uw)\s+(?:sollicitatie|interesse)\b"
    r"|\bterima\s+kasih\s+atas\s+(?:lamaran|minat)\b|\bdzi[eę]kujemy\s+za\b"
    r"|\bmüraciət(?:iniz|inizi|inizə)\b|\bsizi\s+(?:\w+\s+){0,3}dəvət\s+edirik\b"
)
_AIMED_ZH = (
    r"(?:您|你)的(?:简历|簡歷|履历|履歷|申请|申請|应聘|應聘)|(?:诚邀|誠邀|邀请|邀請)(?:您|你)"
    r"|(?:感谢|感謝)(?:您|你)(?:的)?(?:投递|投遞|申请|申請|应聘|應聘|应徵|應徵|关注|關注)"
    r"|恭喜(?:您|你)"
)
_GREETING_ZH = r"\A\W*(?:您好|你好|尊敬的|亲爱的|親愛的)"

FOREIGN_EMPLOYER_SIGNALS: tuple[Signal, ...] = (
    signal(rf"\A\W*(?:{_GREETING})\b", 0.15, "it greets you"),
    signal(_VOCABULARY, 0.08, "recruiting vocabulary", max_hits=6, topical=True),
    signal(_AIMED, 0.25, "it is pitched at you", max_hits=2),
    signal(_GREETING_ZH, 0.15, "it greets you"),
    signal(_VOCABULARY_ZH, 0.08, "recruiting vocabulary", max_hits=6, topical=True),
    signal(_AIMED_ZH, 0.25, "it is pitched at you", max_hits=2),
    *MORE_EMPLOYER_SIGNALS,
)
