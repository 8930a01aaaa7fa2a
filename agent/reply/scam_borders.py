"""A job abroad that needs no passport and an escort across the border: trafficking's shape.

Scam compounds on the Cambodian, Myanmar and Laotian borders, and smugglers selling work in
Europe, recruit with the same two promises in every language: no passport or visa is needed,
and "our people" will take you across the border. An employer abroad always needs the worker's
passport and a legal entry, so either promise is a warning and both together are the form.
"""

from __future__ import annotations

from agent.reply.scam_base import Cue, cue

# No passport needed, in English, Chinese, Thai, Vietnamese, Indonesian/Malay, Russian and
# Ukrainian, Spanish, Portuguese, French, Arabic, Hindi, Nepali, Bengali and Burmese.
_NO_PASSPORT = (
    r"\bno\s+passports?\s+(?:is\s+)?(?:needed|required|necessary)\b"
    r"|\b(?:don't|do\s+not|doesn't|does\s+not)\s+need\s+(?:a\s+|your\s+)?passport\b"
    r"|\bwithout\s+(?:a\s+)?passport\b"
    r"|(?:无需|無需|不需要|不用|免)(?:办|辦)?(?:护照|護照)"
    r"|ไม่ต้อง(?:มี|ใช้|ทำ)?(?:พาสปอร์ต|หนังสือเดินทาง)|ไม่มี(?:พาสปอร์ต|หนังสือเดินทาง)ก็"
    r"|\bkhông\s+cần\s+(?:có\s+)?(?:hộ\s+chiếu|passport)\b"
    r"|\b(?:tanpa|tak\s+perlu|tidak\s+perlu|tidak\s+usah|tak\s+payah)\s+(?:ada\s+|punya\s+)?(?:paspor|pasport)\b"
    r"|\bбез\s+(?:загран\w*\s+|закордонн\w+\s+)?(?:паспорта|загранпаспорта)\b"
    r"|\b(?:загран)?паспорт\s+не\s+(?:нужен|потрібен|обязателен)\b"
    r"|\bsin\s+pasaporte\b|\bsem\s+passaporte\b|\bsans\s+passeport\b"
    r"|بدون\s+جواز|(?:لا|دون)\s+(?:حاجة|داعي)\s+(?:ل|إلى\s+)?(?:ال)?جواز"
    r"|बिना\s+पासपोर्ट|पासपोर्ट\s+(?:की\s+जरूरत\s+नहीं|नचाहिने)|राहदानी\s+नचाहिने"
    r"|পাসপোর্ট\s+(?:ছাড়া|লাগবে\s+না)|ပတ်စပို့\s*မလို"
)
# Taken across the border by the recruiter's people, or by a "natural" (unofficial) crossing.
_CROSSING = (
    r"\b(?:take|bring|get|escort|guide|walk|drive|smuggle)\s+you\s+(?:safely\s+)?(?:across|over"
    r"|through)\s+the\s+border\b|\bborder\s+crossing\s+(?:is\s+)?(?:arranged|handled|included)\b"
    r"|(?:接送|带你|帶你|安排|负责|負責|专人|專人|包)[^。\n，,]{0,4}(?:过关|過關|过境|過境|越境|出境|偷渡)"
    r"|偷渡|走小路(?:出境|过境|過境)"
    r"|พา(?:ข้าม|เข้า)(?:ชายแดน|แดน|ด่าน)|(?:ข้ามแดน|ช่องทาง)ธรรมชาติ"
    r"|\b(?:đưa|dẫn|đón|chở)\s+(?:\S+\s+){0,2}?qua\s+biên(?:\s+giới)?\b|\bvượt\s+biên\b"
    r"|\bđường\s+(?:tiểu\s+ngạch|mòn)\b"
    r"|\b(?:diantar|dibawa|diseberangkan|dihantar|dibawa\s+masuk)\s+(?:\S+\s+){0,2}?"
    r"(?:perbatasan|sempadan)\b|\bjalur\s+tikus\b|\blorong\s+tikus\b"
    r"|\b(?:переведём|переведем|проведём|проведем|переправим|перевеземо|переведемо|проведемо)\s+"
    r"(?:вас\s+|тебя\s+|вас\s+)?через\s+(?:границу|кордон)\b"
    r"|\bte\s+(?:pasamos|cruzamos|llevamos)\s+(?:\S+\s+)?(?:la\s+)?frontera\b"
    r"|(?:نوصلك|ننقلك|نهربك|تهريب)\s+(?:\S+\s+)?(?:عبر|من\s+خلال|إلى\s+ما\s+وراء)\s+الحدود"
    r"|(?:बॉर्डर|सीमा)\s+पार\s+(?:करा|गरा)"
)

BORDER_CUES: tuple[Cue, ...] = (
    cue("form", 1.0, _CROSSING),
    cue("form", 0.7, _NO_PASSPORT),
)
