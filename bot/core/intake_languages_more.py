"""Employer evidence in Russian/Ukrainian, Vietnamese, Arabic, Hindi, Japanese and Korean.

Same weights as intake_languages.py. Scripts differ: Japanese has no spaces (no \\b at all),
Korean particles attach to nouns (a \\b before a word only), Devanagari vowel signs are not
word characters (boundaries by script range), Arabic prefixes and pronoun suffixes attach
to the word (an optional prefix group before a stem, suffixes spelt out).
"""

from __future__ import annotations

import re

from bot.core.intake_signals import Signal, signal

_YOU_VI = r"(?:bạn|anh|chị|em|quý\s+vị)"
_AR = r"(?<!\w)(?:[وف]?[بلك]?(?:ال)?|[وف]?لل)"  # wa-/fa-, bi-/li-/ka-, al-, lil-
_DEV = r"\u0900-\u097F"
_NO_DEV_BEFORE = rf"(?<![{_DEV}])"
_NO_DEV_AFTER = rf"(?![{_DEV}])"

_GREETING = (
    r"\A\W*(?:(?:здравствуйте|добрый\s+(?:день|вечер)|доброе\s+утро|доброго\s+(?:дня|ранку)"
    r"|приветствую|привет|уважаем\w*|дорог(?:ой|ая|ие)|вітаю|добрий\s+день|шановн\w*"
    r"|привіт|xin\s+chào|chào|kính\s+(?:gửi|chào)|thân\s+(?:gửi|chào)|namaste|namaskar"
    r"|مرحب\w*|السلام\s+عليكم|تحية\s+طيبة|عزيز(?:ي|تي)|الأستاذ|السيد(?:ة)?|안녕하\w*|반갑\w*)\b"
    r"|नमस्ते|नमस्कार|प्रिय|आदरणीय|こんにちは|はじめまして|初めまして|お世話になって"
    r"|お世話になります|拝啓|突然のご連絡|[^\n]{1,20}様|\S{1,12}님(?=[\s,，!.]|$))"
)
_VOCABULARY = (
    r"\b(?:ваканси\w*|собеседовани\w*|интервью|резюме|кандидат\w*|зарплат\w*|заработн\w+\s+плат\w*"
    r"|оклад\w*|должност\w*|работодател\w*|рекрутер\w*|трудоустройств\w*|оффер\w*|позици\w*"
    r"|вакансі\w*|співбесід\w*|заробітн\w+\s+плат\w*|посад\w*|роботодав\w*|працевлаштуванн\w*"
    r"|tuyển\s+dụng|ứng\s+viên|phỏng\s+vấn|vị\s+trí|mức\s+lương|lương|hồ\s+sơ|việc\s+làm"
    r"|thư\s+mời|ứng\s+tuyển|naukri|vacancy|vacancies|bharti)\b"
    rf"|{_AR}(?:وظيف\w*|وظائف|مقابل(?:ة|ات)|مرشح\w*|سيرة\s+ذاتية|سيرة\s+الذاتية|راتب\w*|رواتب"
    r"|توظيف|شاغر\w*|شواغر|عرض\s+عمل)"
    rf"|{_NO_DEV_BEFORE}(?:नौकरी|साक्षात्कार|इंटरव्यू|उम्मीदवार|वेतन|सैलरी|भर्ती|रिज्यूमे|बायोडाटा"
    rf"|पद|आवेदन|रिक्ति\w*){_NO_DEV_AFTER}"
    r"|求人|面接|採用|応募|履歴書|職務経歴書|年収|給与|月給|候補者|内定|選考|ポジション|転職|募集"
    r"|スカウト|\b(?:채용|면접|지원자|지원서|이력서|연봉|급여|포지션|직무|후보자|합격|입사|헤드헌터)"
)
_AIMED = (
    r"\bваш(?:е|у|ей|его|а|им)?\s+(?:резюме|кандидатур\w*|профил\w*|отклик\w*|заявк\w*|опыт\w*)"
    r"|\bприглаша(?:ем|ю)\s+вас\b|\bхоте?(?:им|ли\s+бы|л\s+бы)\s+(?:\w+\s+)?пригласить\s+вас\b"
    r"|\b(?:спасибо|благодарим(?:\s+вас)?)\s+за\s+(?:ваш\w*|интерес|отклик|участие|время)"
    r"|\bрады\s+(?:вам\s+)?(?:сообщить|предложить|пригласить)|\bсвяжемся\s+с\s+вами\b"
    r"|\bпоздравляем\b|\bк\s+сожалению,?\s+(?:мы|вынуждены)\b|\bвам\s+(?:было\s+бы\s+)?интересн"
    r"|\bваш(?:а|у|е|ого|ій|им)?\s+(?:резюме|кандидатур\w*|профіл\w*|відгук\w*|заявк\w*|досвід\w*)"
    r"|\bзапрошуємо\s+вас\b|\bхочемо\s+запросити\s+вас\b|\bдякуємо\s+(?:вам\s+)?за\b"
    r"|\bраді\s+(?:вам\s+)?(?:повідомити|запропонувати|запросити)|\bзв.яжемося\s+з\s+вами\b"
    r"|\bна\s+жаль,?\s+(?:ми|змушені)\b"
    rf"|\bhồ\s+sơ\s+của\s+{_YOU_VI}\b|\b(?:cảm\s+ơn|cám\s+ơn)\s+{_YOU_VI}\s+đã\b"
    rf"|\b(?:trân\s+trọng\s+)?mời\s+{_YOU_VI}\s+(?:tham\s+(?:gia|dự)|đến|đi)\b"
    rf"|\bchúc\s+mừng\s+{_YOU_VI}\b|\brất\s+tiếc\s+(?:phải\s+)?thông\s+báo\b"
    rf"|\bliên\s+hệ\s+(?:lại\s+)?với\s+{_YOU_VI}\b|\b{_YOU_VI}\s+có\s+(?:quan\s+tâm|hứng\s+thú)"
    rf"|{_AR}(?:طلب|ترشيح|ملف|سيرت)(?:ك|كِ|كم)\b|(?<!\w)(?:و?ندعو(?:ك|كم)|يسعدنا|يسرنا|نشكر(?:ك|كم)"
    r"|لاهتمام(?:ك|كم)|نأسف|يؤسفنا|تهانينا|نود\s+دعوت(?:ك|كم)|سنتواصل\s+مع(?:ك|كم)"
    r"|(?:هل\s+)?أنت\s+مهتم)"
    rf"|{_NO_DEV_BEFORE}(?:आपक[ाीे]\s+(?:रिज्यूमे|बायोडाटा|आवेदन|प्रोफाइल|प्रोफ़ाइल|उम्मीदवारी)"
    r"|आपको\s+(?:\S+\s+){0,4}?आमंत्रित|(?:आवेदन|रुचि|दिलचस्पी|समय)[^\n।]{0,25}धन्यवाद"
    r"|बधाई\s+हो|खेद\s+है|आपसे\s+संपर्क)"
    r"|\baap(?:ka|ki|ke)\s+(?:resume|cv|profile|application|interview|selection)\b"
    r"|\baapko\s+(?:\w+\s+){0,3}?(?:invite|select|shortlist|offer)\w*|\baapse\s+contact\b"
    r"|\bkya\s+aap\s+(?:\w+\s+){0,6}?(?:available|interested|free|open)\b"
    r"|ご応募|ご経歴|ご興味|貴殿|ご都合|お越し|ご縁がなかった|見送|誠に残念|おめでとうございます"
    r"|お声がけ|ご提示|ご案内いたします|ご連絡いたします|いかがでしょうか"
    r"|귀하|지원해\s?주셔서|님의\s+(?:이력서|경력|프로필|지원)|모시고자|초대(?:합니다|하고자|드립니다)"
    r"|축하(?:드립니다|합니다)|아쉽게도|함께하지\s?못하게|연락\s?드리겠습니다|관심\s?(?:이\s)?있으시|제안\s?(?:드립니다|드리고)"
)
_INTRO = (
    r"\bменя\s+зовут\b|\bмене\s+звати\b|\btên\s+(?:tôi|mình|em)\s+là\b|\b(?:tôi|mình|em)\s+là"
    r"\s+[^\n]{0,30}?(?:tuyển\s+dụng|nhân\s+sự|HR|recruiter|headhunter)|(?<!\w)اسمي\b"
    r"|मेरा\s+नाम|\bmera\s+naam\b|と申します|担当の"
    r"|\b저는\s+[^\n]{0,30}?(?:채용|인사|헤드헌터|리크루터|담당자)[^\n]{0,10}?입니다"
)

MORE_EMPLOYER_SIGNALS: tuple[Signal, ...] = (
    signal(_GREETING, 0.15, "it greets you"),
    signal(_VOCABULARY, 0.08, "recruiting vocabulary", max_hits=6, topical=True),
    signal(_AIMED, 0.25, "it is pitched at you", max_hits=2),
    signal(_INTRO, 0.25, "the sender introduces themselves"),
)

_DUTIES = (
    r"^\W*(?:требования|обязанности|вимоги|обов.язки|yêu\s+cầu(?:\s+công\s+việc)?"
    r"|mô\s+tả\s+công\s+việc|المتطلبات|المسؤوليات|المهام|आवश्यकताएं|आवश्यकताएँ|जिम्मेदारियां"
    r"|ज़िम्मेदारियाँ|応募資格|必須スキル|歓迎スキル|仕事内容|募集要項|業務内容"
    r"|자격\s?요건|우대\s?사항|주요\s?업무|모집\s?요강)\W*$"
)
_OFFER = (
    r"^\W*(?:условия|мы\s+предлагаем|о\s+компании|ми\s+пропонуємо|про\s+компанію|умови"
    r"|quyền\s+lợi|المزايا|福利厚生|待遇|복리\s?후생|혜택)\W*$"
)
_SEEKING = (
    r"\bмы\s+(?:ищем|предлагаем)\b|\bми\s+(?:шукаємо|пропонуємо)\b"
    r"|\bchúng\s+tôi\s+(?:đang\s+)?(?:tìm|tuyển)|(?<!\w)نبحث\s+عن|हम\s+\S+\s+की\s+तलाश"
    r"|を募集|募集しています|모집합니다|채용합니다|찾습니다"
)
FOREIGN_POSTING_SIGNALS: tuple[Signal, ...] = (
    signal(f"{_DUTIES}|{_OFFER}", 0.2, "job-posting sections", max_hits=3, topical=True),
    signal(_SEEKING, 0.2, "job-posting wording"),
)
# An employer describing its opening (see POSTING_VOICE): two of these veto a resume.
FOREIGN_POSTING_VOICE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE | re.MULTILINE) for p in (_DUTIES, _OFFER, _SEEKING)
)
