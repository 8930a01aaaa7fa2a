"""Salary, relocation, visa, legal, notice and personal-data rules in RU/UK VI AR HI JA KO TR PL ID.

Devanagari, Japanese and Korean words take no \\b (vowel signs are no word characters; there are
no spaces between Japanese words, and Korean particles join the word before them).
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

_Z = "(?:ज\u093c?|\u095b)"  # ज or ज़ (the nukta precomposed or separate)
_SALARY = (
    r"\b(?:зарплат\w*|(?<!расчёта\s)(?<!расчета\s)(?<!расчёту\s)(?<!расчету\s)заработн\w+\s+плат\w*|заробітн\w+\s+плат\w*|оклад\w*|зарплатн\w+\s+(?:ожидани\w*"
    r"|очікуван\w*)|lương|thu\s+nhập\s+(?:mong\s+muốn|kỳ\s+vọng)|ücret\s+beklenti\w*|ekspektasi\s+gaji"
    r"|gaji\s+yang\s+diharapkan|tankhwah|вилк[аиуе]|сколько\s+(?:вы\s+)?(?:сейчас\s+)?получаете"
    r"|скільки\s+(?:ви\s+)?(?:зараз\s+)?отримуєте)\b"
    r"|راتب|رواتب|الأجر|वेतन|सैलरी|तनख़?्वाह|तनख\u093c्वाह"
    r"|給与|給料|月給|年収|時給|日給|급여|연봉|월급|시급|일급|처우"
)
_RELOCATION = (
    r"\b(?:переезд\w*|переехать|релокац\w*|переїзд\w*|переїхати|(?<!из-за\s)(?<!\bв\s)командировк\w*|(?<!через\s)(?<!\bу\s)відрядженн\w*"
    r"|chuyển\s+(?:đến|tới)|chuyển\s+(?:ra|vào|về)\s+(?-i:[A-ZĐ])\w*|chuyển\s+nơi\s+ở|taşın\w*|yer\s+değiştir\w*|przeprowadz\w*\s+si[ęe]|przeprowadzk\w+|relokac\w*"
    r"|relokasi|pindah\s+(?:ke|domisili)|bersedia\s+ditempatkan|penempatan\s+di)\b"
    r"|\b(?:làm\s+việc|công\s+tác)\s+(?:tại|ở)\s+(?-i:[A-ZĐ])"
    r"|(?:ال|لل)انتقال\s+(?:إلى|الى|للعمل|للعيش)|(?:ال)?نقل\s+(?:إلى|الى)"
    r"|शिफ्ट\s+(?:होने|हो\s+सकते|करने)|स्थानांतरण|रिलोकेट|रिलोकेशन"
    r"|転居|引っ越し|引越し|転勤|移住|勤務地|이사\s?(?:가능|비용|지원)|이사(?:해야|하셔야|하실\s?수|를\s?(?:하셔야|가셔야|오셔야))|근무지|근무\s?지역|전근|이주"
)
_VISA = (
    r"\b(?:виз[аыуе]|візу?|разрешени\w+\s+на\s+работу|дозв[іо]л\w*\s+на\s+роботу|гражданств\w*"
    r"|громадянств\w*|вид\s+на\s+жительство|ВНЖ|РВП|giấy\s+phép\s+lao\s+động|thị\s+thực|quốc\s+tịch"
    r"|thẻ\s+tạm\s+trú|vize\w*|çalışma\s+izn\w*|oturma\s+izn\w*|wiz[ayęi]|pozwoleni\w+\s+na\s+prac\w+"
    r"|kart\w+\s+pobytu|izin\s+kerja|KITAS)\b"
    r"|تأشير\w*|تاشير\w*|إقامة\s+(?:عمل|سارية|نظامية)|الكفالة|كفالة|تصريح\s+(?:ال)?عمل|الجنسية"
    rf"|वी{_Z}ा|वर्क\s+परमिट|नागरिकता|ビザ|在留資格|就労資格|비자|취업\s?허가|체류\s?자격|외국인\s?등록"
)
_LEGAL = (
    r"\b(?:неконкуренц\w*|неразглашени\w*|нерозголошенн\w*|(?:запрет|заборон\w*)\s+на\s+конкуренц\w*"
    r"|không\s+cạnh\s+tranh|thỏa\s+thuận\s+bảo\s+mật|rekabet\s+(?:yasağı|etmeme)\w*|zakaz\w*\s+konkurencji"
    r"|non[\s-]?kompetisi|larangan\s+bersaing|perjanjian\s+kerahasiaan)\b"
    r"|عدم\s+(?:ال)?منافسة|عدم\s+(?:ال)?إفصاح|गैर[-\s]?प्रतिस्पर्धा|नॉन[-\s]?कम्पीट"
    r"|競業避止|秘密保持(?:契約|誓約)|경업\s?금지|경쟁\s?금지|비밀\s?유지\s?(?:계약|서약)"
)
_NOTICE = (
    r"\b(?:срок\w*\s+(?:уведомлени\w*|предупреждени\w*)|отработк\w*|відпрацюван\w*"
    r"|термін\w*\s+попередженн\w*|thời\s+gian\s+báo\s+trước|báo\s+trước\s+\d+\s+ngày|ihbar\s+süre\w*)\b"
    r"|\bкогда\s+(?:вы\s+)?(?:сможете|готовы)\s+(?:выйти|приступить)|\bколи\s+(?:ви\s+)?(?:зможете|готові)"
    r"\s+(?:вийти|приступити)|\bkhi\s+nào\s+(?:bạn|anh|chị)\s+có\s+thể\s+(?:bắt\s+đầu|đi\s+làm|nhận\s+việc)"
    r"|\bkapan\s+(?:Anda\s+)?(?:bisa|dapat)\s+mulai\s+bekerja|\bne\s+zaman\s+(?:işe\s+)?başlayabilir\w*"
    r"|فترة\s+(?:ال)?إشعار|فترة\s+الإنذار|متى\s+(?:يمكنك|تستطيع)\s+(?:ال)?(?:بدء|البدء|التحاق|الالتحاق|مباشرة)"
    r"|नोटिस\s+पीरियड|कब\s+(?:से\s+)?(?:ज्वाइन|जॉइन)|退職予告|入社可能(?:日|時期)|いつから(?:勤務|入社|働け)"
    r"|퇴사\s?통보|입사\s?가능\s?(?:일|시기|날짜)|언제부터\s?(?:출근|근무)"
)
# Bringing an ID along (to reception, for a pass): "возьмите паспорт", "mang theo CCCD", "持ち物".
_BRING = (
    r"возьм\w*|принес\w*|при\s+себе|с\s+собой|візьм\w*|mang\s+theo|إحضار|احضر|أحضر|साथ\s+ला"
    r"|持ち物|持参|지참|챙겨|getir\w*|zabierz\w*|bawa"
)
_ID_DATA = (
    r"\b(?:паспорт\w*|СНИЛС|ИНН|РНОКПП|номер\w*\s+(?:банковск\w*\s+)?карт\w*|CCCD|CMND"
    r"|căn\s+cước(?:\s+công\s+dân)?|hộ\s+chiếu|số\s+tài\s+khoản|TC\s+kimlik\w*|kimlik\s+(?:kartı|fotokopi)\w*"
    r"|PESEL|dow[oó]d\w*\s+osobist\w*|(?-i:KTP|NIK|NPWP)|nomor\s+rekening)\b"
    r"|رقم\s+(?:ال)?(?:هوية|بطاقة|حساب|آيبان)|جواز\s+(?:ال)?سفر|بطاقة\s+(?:ال)?هوية|الهوية\s+الوطنية"
    r"|आधार\s*(?:कार्ड|नंबर|संख्या)|पैन\s*(?:कार्ड|नंबर)|बैंक\s+(?:खाता|अकाउंट)\s*(?:नंबर|संख्या|विवरण)"
    r"|マイナンバー|身分証|免許証|パスポート|口座番号|キャッシュカード|在留カード"
    r"|주민등록\s?번호|주민번호|신분증|여권|계좌\s?번호|통장\s?사본"
)

MORE_RISK_RULES: tuple[Rule, ...] = (
    rule(
        "salary",
        _SALARY,
        "The message sets or asks about pay terms; only you can decide what to accept or share.",
    ),
    rule(
        "relocation",
        _RELOCATION,
        "The job may need you to move or work in a named place; decide whether that works for you.",
    ),
    rule(
        "visa",
        _VISA,
        "The message touches on visas, work permits or citizenship; check what applies to you.",
    ),
    rule("legal", _LEGAL, "A non-compete or confidentiality term; read it before you sign."),
    rule(
        "notice_period",
        _NOTICE,
        "The message asks about or sets your notice period or start date; only you can answer it.",
        about_work=True,
    ),
    rule(
        "personal_data",
        _ID_DATA,
        "They ask for identity documents, ID numbers or bank data; verify the employer first.",
        unless=_BRING,  # an ID shown at reception for a visitor pass is asked of everyone
    ),
)
