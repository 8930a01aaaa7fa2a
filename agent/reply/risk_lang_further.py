"""Pay, start, place, visa, contract and ID-data terms in FA UR BN SW HU TL (Taglish) and UK.

Per category, one rule reads all seven languages:
- salary: a pay noun (تنخواہ, حقوق, বেতন, mshahara, fizetés, sahod, ставка) with a figure, a
  question word, a pay period or "current/expected" in its clause; a sum in a local currency
  (روپے, درہم, تومان, টাকা, Ksh, Ft, piso, грн, злотих), unless the sentence asks for a fee;
- notice_period: when the reader can start or join, the notice period, an immediate start;
- relocation: a job in a named town or country or abroad, set days at the office, housing or a
  move, the place of work ("محل کار", "kituo cha kazi", "munkavégzés helye");
- visa: visas, work and residence permits, citizens only;
- legal: probation, contractor or sole-proprietor status (ФОП, számlaképes), non-competes, bonds
  and guarantees (بانڈ, سفته);
- personal_data: ID cards and numbers (CNIC, کارت ملی, NID, kitambulisho, személyi igazolvány,
  SSS, ІПН), bank accounts and wallets, birth dates, photos to send.

Persian and Urdu words are written once and matched with their Arabic twins (ی/ي, ک/ك, ه/ہ),
with or without a zero-width non-joiner (written "~"). Bengali takes no \\b (its vowel signs are
no word characters) and matches ড় ঢ় য় precomposed or with a nukta. Each language's part opens
with a cheap test of its script, so the rules cost little on text in other languages.
The interview's own invitation (its office and town, starting the test, an ID shown at reception,
a fee) is in each rule's `unless`.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

_AR_TWINS = str.maketrans(
    {
        "ی": "[یيى]",
        "ي": "[یيى]",
        "ک": "[کك]",
        "ك": "[کك]",
        "ہ": "[ہه]",
        "ه": "[هہ]",
        "~": "[\u200c ]?",
    }
)
_BN_NUKTA = {"\u09dc": "\u09a1\u09bc", "\u09dd": "\u09a2\u09bc", "\u09df": "\u09af\u09bc"}


def _ar(pattern: str) -> str:
    """Persian or Urdu: letters match their Arabic twins, '~' is an optional joiner."""
    return rf"(?=[\u0600-\u06ff\d])(?:{pattern.translate(_AR_TWINS)})"


def _bn(pattern: str) -> str:
    """Bengali: ড় ঢ় য় match precomposed or as a letter with a nukta."""
    for one, two in _BN_NUKTA.items():
        pattern = pattern.replace(one, two)
    for one, two in _BN_NUKTA.items():
        pattern = pattern.replace(two, f"(?:{one}|{two})")
    return rf"(?=[\u0980-\u09ff\d])(?:{pattern})"


def _lat(pattern: str) -> str:
    """Swahili, Hungarian, Tagalog: every alternative starts a word."""
    return rf"(?<!\w)(?:{pattern})"


def _cyr(pattern: str) -> str:
    """Ukrainian: Cyrillic letters or a figure."""
    return rf"(?=[\u0400-\u04ff\d])(?:{pattern})"


# Within one clause: no sentence end (Latin, Urdu ۔, Bengali ।, Arabic ؟) in between.
_GAP = r"[^.!?\n۔।؟]{0,50}?"
_BL = r"(?<![\u0980-\u09ff])"  # a Bengali word starts here
_FIG = r"\d[\d,٬.،]*"


def _pay_near(noun: str, trigger: str, before: str) -> str:
    """Return a pay noun followed in its clause by a trigger, or just after a qualifier."""
    return rf"(?:{noun}){_GAP}(?:{trigger})|(?:{before})\s+(?:\S+\s+){{0,2}}?(?:{noun})"


# ---- pay ------------------------------------------------------------------------------------
_UR_PAY = r"تنخواہ\S*|سیلری|سیلیری|مشاہرہ|اجرت|ماہانہ\s+معاوضہ"
_UR_PAY_TRIGGER = (
    r"\d|\b(?:کتنی|کتنا|کتنے|ماہانہ|ماہوار|یومیہ|روزانہ|سالانہ|فی\s+(?:ماہ|گھنٹہ|دن|مہینہ)"
    r"|موجودہ|متوقع|پچھلی|سابقہ|حالیہ|مطلوبہ)\b"
)
_FA_PAY = (
    r"\bحقوق(?!\s*(?:و\s*)?دستمزد|\s*بشر|ی|دان|\s*(?:شهروندی|مدنی|کودک|زنان|مالکیت))"
    r"|(?<!و\s)\bدستمزد|\b(?:دریافتی|پرداختی)\s+(?:ماهانه|شما|خالص)|\bدرآمد|\bپورسانت"
)
_FA_PAY_TRIGGER = (
    r"\d|\b(?:چقدر|چه\s+میزان|میزان|چند|ماهانه|ماهیانه|روزانه|ساعتی|سالانه|هفتگی|در\s+ماه|فعلی"
    r"|کنونی|قبلی|درخواستی|مورد\s+انتظار|پیشنهادی|مد\s*نظر|توقع|ثابت|پایه)\b"
)
_BN_PAY = r"বেতন|মাইনে|মাহিনা|স্যালারি|সেলারি|পারিশ্রমিক|সম্মানী|মজুরি"
_BN_PAY_TRIGGER = (
    rf"\d|{_BL}(?:কত|মাসে|মাসিক|দৈনিক|ঘণ্টায়|ঘন্টায়|বার্ষিক|সাপ্তাহিক|দিনে|বর্তমান"
    r"|প্রত্যাশিত|কাঙ্ক্ষিত|আগের|পূর্বের|প্রত্যাশা|চাহিদা)"
)
_BN_PAY_BEFORE = rf"{_BL}(?:বর্তমান|প্রত্যাশিত|কাঙ্ক্ষিত|মাসিক|কত)"
_SW_PAY = (
    r"\b(?:mshahara|mishahara|ujira|posho|kipato"
    r"|malipo\s+ya\s+(?:kila\s+)?(?:mwezi|siku|wiki|saa))\b"
)
_SW_PAY_TRIGGER = (
    r"\d|\b(?:kiasi\s+gani|ngapi|kwa\s+(?:mwezi|siku|saa|wiki|mwaka)|kila\s+(?:mwezi|siku|wiki)"
    r"|wa\s+(?:sasa|mwezi|siku)|unaotarajia|unaotegemea|unaopata|unaolipwa|unaotaka|elfu)\b"
)
_HU_PAY = (
    r"\b(?:fizetés\w*|bér(?:t|e|ed|ét|rel|ek\w*|ezés\w*|igény\w*|elvárás\w*|sáv\w*)?|órabér\w*"
    r"|alapbér\w*|kereset(?!t)\w*|jövedelm\w*|jövedelem)\b"
)
_HU_PAY_TRIGGER = (
    r"\d|\b(?:mennyi\w*|mekkora|havi|napi|heti|órá(?:nként|s)|éves|bruttó|nettó|havonta|naponta"
    r"|jelenlegi|elvárt|várt|korábbi|előző|igény\w*|elvárás\w*)\b"
)
_HU_PAY_BEFORE = r"\b(?:mennyi\w*|mekkora|milyen|jelenlegi|elvárt|havi|nettó|bruttó)"
_TL_PAY = r"\b(?:sahod|sweldo|suweldo|pasahod|sasahurin|sumasahod|kikitain|kinikita)\b"
_TL_PAY_TRIGGER = (
    r"\d|\b(?:magkano|kada|bawat|arawan|buwanan|buwanang|per\s+(?:day|month|hour)|monthly|daily"
    r"|hourly|current|expected|asking|inaasahang|kasalukuyang|gusto\s+mong)\b"
)
_UK_PAY = (
    r"\b(?:ставк\w*|оплат\w+\s+праці|погодинн\w+\s+оплат\w*|дохід\w*|доход(?:у|ом|и)"
    r"|заробіт(?:ок|к\w+)|ЗП)\b"
)
_UK_PAY_TRIGGER = (
    r"\d|\b(?:скільки|який|яка|на\s+(?:місяць|день|годину|зміну)|щомісяця|погодинн\w*|поточн\w+"
    r"|очікуван\w*|бажан\w+)\b"
)
_PAY_ASKED = "|".join(
    (
        _ar(
            _pay_near(_UR_PAY, _UR_PAY_TRIGGER, r"\b(?:کتنی|موجودہ|متوقع|ماہانہ|مطلوبہ)")
            + r"|\bآپ\s+کی\s+(?:سیلری\s+)?ڈیمانڈ|\bڈیمانڈ\s+کیا|\bکتنی\s+ڈیمانڈ|\bسی\s*ٹی\s*سی|"
            + _pay_near(_FA_PAY, _FA_PAY_TRIGGER, r"\b(?:چقدر|میزان|چه\s+میزان)")
            + r"|\bچه\s+حقوقی|\bحقوقی\s+(?:که\s+)?(?:مد\s*نظر|انتظار|درخواست)"
            + r"|\bانتظار(?:ات)?\s+حقوقی"
        ),
        _bn(_pay_near(_BN_PAY, _BN_PAY_TRIGGER, _BN_PAY_BEFORE)),
        _lat(
            _pay_near(_SW_PAY, _SW_PAY_TRIGGER, r"\b(?:matarajio|kiasi\s+gani\s+cha)")
            + r"|\b(?:unalipwa|utalipwa|ulikuwa\s+ukilipwa)\s+(?:\w+\s+)?(?:kiasi\s+gani|shilingi"
            r"|K?sh|\d)"
        ),
        _lat(
            _pay_near(_HU_PAY, _HU_PAY_TRIGGER, _HU_PAY_BEFORE)
            + r"|\b(?:bérigény\w*|bérelvárás\w*|fizetési\s+(?:igény|elvárás)\w*)"
            r"|\bmennyit\s+(?:keres\w*|visz\s+haza)"
        ),
        _lat(
            _pay_near(_TL_PAY, _TL_PAY_TRIGGER, r"\b(?:magkano|buwanang|kasalukuyang|inaasahang)")
            + r"|\bmagkano\s+(?:po\s+)?(?:ang\s+)?(?:expected|current|asking|last|gusto)\b"
        ),
        _cyr(
            _pay_near(_UK_PAY, _UK_PAY_TRIGGER, r"\b(?:яка|який|яку|поточн\w+|зараз|бажан\w+)")
            + r"|\bскільки\s+(?:ви\s+)?(?:хочете|бажаєте|плануєте)\s+(?:отримувати|заробляти)"
            r"|\bскільки\s+(?:ви\s+)?(?:зараз\s+)?заробляєте"
            r"|\bна\s+як\w+\s+(?:суму|зарплату|зп|дохід|оплату)\s+(?:ви\s+)?(?:розраховуєте"
            r"|претендуєте)"
        ),
    )
)

# A sum in a local currency.
_AR_UNIT = r"(?:هزار|لاکھ|میلیون|ملین|کروڑ|میلیارد)"
_AR_CURRENCY = (
    r"(?:روپے|روپیہ|روپئے|روپیے|درہم|ریال|دینار|ڈالر|دلار|یورو|تومان|تومن|لیر|رنگٹ|پاؤنڈ|پوند)"
)
_BN_CURRENCY = r"(?:টাকা|রিঙ্গিত|দিরহাম|রিয়াল|ডলার|ইউরো|রুপি)"
_UK_CURRENCY = r"(?:грн|гривень|гривні|гривня|злотих|злотий|злоті|євро|доларів|дол\.)"
_MONEY = "|".join(
    (
        _ar(rf"{_FIG}\s*(?:{_AR_UNIT}\s*)?{_AR_CURRENCY}|\b{_AR_UNIT}\s*{_AR_CURRENCY}"),
        _bn(rf"৳\s?\d|{_FIG}\s*(?:(?:হাজার|লাখ|লক্ষ|কোটি)\s*)?{_BN_CURRENCY}|(?:হাজার|লাখ)\s+টাকা"),
        _lat(
            r"\d[\d,.]*\s?(?:Tk|BDT)\b|(?:Tk|BDT)\.?\s?\d"
            r"|(?:T?Shs?|TZS|UGX|USh|Kshs?|KES)\.?\s?\d|\d[\d,.]*\s?(?:/=|(?:elfu\s+)?(?:shilingi"
            r"|bob)\b)|shilingi\s+(?:elfu\s+)?\d"
            r"|\d[\d .]*\s?(?:(?:ezer|e\.|millió)\s*)?(?-i:Ft|HUF)\b"
            r"|\d[\d .]*\s?(?:ezer\s+)?forint\w*"
            r"|\d(?:[\d,.]*\d)?\s?(?:k\s+)?piso\b(?!\s*\d)|(?-i:P)\s?\d{1,3}(?:,\d{3})+\b"
        ),
        _cyr(rf"\d[\d\s.,]*\s?(?:тис\.?\s*)?{_UK_CURRENCY}(?:\s*/\s*(?:год|міс|день|зміну))?"),
    )
)
# A fee the reader pays, a price or a cost: no pay.
_FEE = "|".join(
    (
        _ar(
            r"فیس|جمع\s+(?:کرا|کروا|کری)|ادا\s+کری|رجسٹریشن|پروسیسنگ|هزینه|ہزینہ|شهریه|واریز"
            r"|بپردازید|پرداخت\s+کنید|ودیعه|قیمت"
        ),
        _bn(r"ফি|জমা\s+দি|চার্জ|খরচ|রেজিস্ট্রেশন|প্রসেসিং|মূল্য"),
        r"\b(?:ada|lipia|kulipia|gharama|usajili|mchango|bei|magbayad)\b|\bdíj(?!az)\w*"
        r"|\bbefizet\w*|\bár(?:a|ú)?\b|\bвнес\w*|\bоплатит\w*|\bпередоплат\w*|\bвартість\b"
        r"|\bзбір\b|\bкошту\w*",
    )
)

# ---- start and notice -------------------------------------------------------------------------
_NOTICE = "|".join(
    (
        _ar(
            r"\bکب\s+(?:سے\s+|تک\s+)?(?:\S+\s+){0,3}?(?:جوائن|جائن|ڈیوٹی|کام\s+شروع|شروع\s+کر)"
            r"|\b(?:کی|چه\s+زمانی|از\s+کی)\s+(?:\S+\s+){0,3}?سر\s+کار"
            r"|\bجوائننگ\b|\bنوٹس\s+(?:پیریڈ|پیرئڈ|کی\s+مدت)|\bجوائن\s+کر\s+سک"
            r"|\bکتنے\s+(?:دن|دنوں|ہفتے|ہفتوں)\s+میں\s+(?:\S+\s+)?(?:جوائن|کام\s+شروع)"
            r"|\b(?:کی|چه\s+(?:زمانی|موقع|تاریخی)|از\s+(?:کی|چه\s+(?:زمانی|تاریخی)))\s+"
            r"(?:\S+\s+){0,2}?می~?(?:توان|تون)\S*\s+(?:\S+\s+){0,2}?(?:شروع|مشغول)"
            r"|\bاز\s+چه\s+(?:زمانی|تاریخی)\s+(?:امکان\s+)?شروع"
            r"|\b(?:تاریخ|زمان)\s+(?:\S+\s+)?شروع\s+(?:به\s+)?(?:کار|همکاری)"
            r"|\b(?:امکان|آمادگی)\s+(?:برای\s+)?شروع|\bشروع\s+فوری"
            r"|\bشروع\s+(?:به\s+)?(?:کار|همکاری)\s+(?:فوری|از\s+(?:تاریخ|روز|هفته|ماه|اول))"
            r"|\b(?:مدت|دوره)\s+(?:اعلام|پیش)~?(?:آگهی|اطلاع)|\bاستعفا\s+(?:از|و)\s+(?:کار|شرکت)"
        ),
        _bn(
            rf"{_BL}(?:কবে|কখন)\s+(?:থেকে\s+)?(?:\S+\s+){{0,2}}?(?:যোগ\s*দি|যোগদান|জয়েন"
            r"|কাজ\s+শুরু|কাজে\s+যোগ|শুরু\s+করতে)|যোগদানের\s+(?:\S+\s+)?তারিখ"
            r"|নোটি(?:শ|স)\s+পিরি(?:য়ড|ওড|ড)|যোগদান\s+করতে\s+হবে"
            r"|(?:জয়েন|যোগদান|যোগ\s*দি)\S*\s+(?:\S+\s+){0,2}?(?:কবে|কখন)"
            r"|(?:অবিলম্বে|দ্রুত|তাৎক্ষণিক|তাত্ক্ষণিক)\s+যোগদান"
            r"|কত\s+দিনের\s+মধ্যে\s+(?:\S+\s+)?(?:যোগ|জয়েন|কাজে)|তারিখে?\s+(?:\S+\s+)?যোগদান"
        ),
        _lat(
            r"\b(?:unaweza|utaweza|mnaweza|ungeweza|mtaweza)\s+(?:\w+\s+){0,2}?kuanza\s+"
            r"(?:\w+\s+){0,2}?lini\b|\blini\s+(?:\w+\s+)?(?:unaweza|utaweza|mtaweza)\s+kuanza"
            r"|\b(?:unaweza|utaweza)\s+kuanza\s+(?:kazi\s+)?(?:kesho|jumatatu|jumanne|wiki\s+ijayo"
            r"|mwezi\s+ujao|mara\s+moja|tarehe)\b|\btarehe\s+ya\s+kuanza\b"
            r"|\bkuanza\s+kazi\s+(?:mara\s+moja|tarehe|wiki|kesho|jumatatu)|\bnotisi\b"
            r"|\b(?:ku|u|m)?ripoti\s+kazini\b"
            r"|\bmikor(?:tól)?\s+(?:\w+\s+){0,2}?(?:tud(?:na|nál|sz|ok|ná)?|lenne|lennél)\s+"
            r"(?:\w+\s+)?(?:kezdeni|munkába\s+állni|elkezdeni|csatlakozni)"
            r"|\bmunkába\s+(?:állás\w*|lépés\w*)|\bmunkakezdés\w*|\bfelmondási\s+id(?:ő|ej)\w*"
            r"|\b(?:azonnali|mielőbbi)\s+(?:kezdés\w*|belépés\w*)|\bkezdés\s*:\s*(?:azonnal|\d)"
            r"|\bbelépés\w*\s+(?:időpont|dátum)\w*"
            r"|\bmikortól\s+(?:\w+\s+)?(?:elérhető|áll\s+rendelkezésre)"
            r"|\bk[ae]lan\s+(?:po\s+)?(?:\w+\s+){0,3}?(?:mag[-\s]?start|magsimula|makapagsimula"
            r"|mag[-\s]?umpisa|makapag[-\s]?start|pumasok)\b"
            r"|\b(?:pwede|puwede|pwedeng|puwedeng|kaya|kayang)\s+(?:\w+\s+){0,3}?(?:mag[-\s]?start"
            r"|magsimula|mag[-\s]?umpisa|makapagsimula)\b(?!\s+(?:ng|sa)\s+(?:interview|exam|test))"
            r"|\b(?:pwede|puwede|kaya)\s+(?:\w+\s+){0,3}?mag[-\s]?report\b"
            r"|\bavailable\s+(?:\w+\s+){0,3}?mag[-\s]?(?:start|simula|umpisa)\b"
            r"|\bmag[-\s]?render\b|\brendering\s+period\b"
        ),
        _cyr(
            r"\bколи\s+(?:ви\s+)?(?:зможете|готові|можете|могли\s+б|змогли\s+б)\s+(?:\w+\s+)?"
            r"(?:стати\s+до\s+роботи|почати|розпочати|приступити|вийти\s+на\s+роботу)"
            r"|\bстати\s+до\s+роботи|\bдат\w+\s+(?:виходу\s+на\s+роботу|початку\s+роботи)"
            r"|\bвихід\w*\s+на\s+роботу|\bготовність\s+(?:вийти|почати|приступити)"
            r"|\bпопереди\w*\s+(?:\w+\s+)?про\s+звільнення|\bз\s+якого\s+(?:числа|дня|дати)"
        ),
    )
)
# The interview, a meeting, a call or a test in the sentence: its place and start are not the job's.
_MEETING = "|".join(
    (
        _ar(r"انٹرویو|میٹنگ|ملاقات|ٹیسٹ|زوم|لنک|ویڈیو\s+کال|مصاحبه|جلسه|آزمون"),
        _bn(r"ইন্টারভিউ|সাক্ষাৎকার|সাক্ষাতকার|ভাইভা|মৌখিক|পরীক্ষা|মিটিং|সভা"),
        r"\b(?:usaili|mahojiano|mkutano|kikao|mtihani|kukutana|tukutane|interjú\w*"
        r"|állásinterjú\w*|beszélgetés\w*|találkozó\w*|megbeszélés\w*|felvételi\w*|teszt\w*"
        r"|interview\w*|panayam|exam|assessment|orientation|meeting|call|співбесід\w*|інтерв\w*"
        r"|зустріч\w*|тестов\w*|тестуван\w*)\b",
    )
)

# ---- place ------------------------------------------------------------------------------------
_UR_PLACES = (
    r"دبئی|دوبئی|ابوظہبی|ابو\s+ظہبی|شارجہ|امارات|سعودی\S*|ریاض|جدہ|دمام|قطر|دوحہ|کویت|عمان|مسقط"
    r"|بحرین|ملائیشیا|ملیشیا|سنگاپور|ترکی|پولینڈ|رومانیہ|یونان|اٹلی|اسپین|پرتگال|جرمنی|برطانیہ"
    r"|انگلینڈ|لندن|یورپ|امریکہ|کینیڈا|آسٹریلیا|جاپان|کوریا|چین|روس|کراچی|لاہور|اسلام\s+آباد"
    r"|راولپنڈی|پشاور|فیصل\s+آباد|ملتان|کوئٹہ|سیالکوٹ|گوجرانوالہ|حیدرآباد"
)
_UR_JOB = r"نوکری|نوکریاں|نوکریوں|ملازمت|ملازمتیں|ملازمتوں|جاب|جابز|کام|ڈیوٹی|ویکنسی|اسامی|اسامیاں"
_FA_PLACES = (
    r"ترکیه|استانبول|دبی|امارات|قطر|عمان|کانادا|آلمان|مالزی|اروپا|روسیه|استرالیا|ژاپن|کره"
    r"|لهستان|ارمنستان|گرجستان|عراق|تهران|اصفهان|مشهد|شیراز|تبریز|کرج|اهواز|کیش|قشم|عسلویه"
    r"|بندرعباس|بندر\s+عباس|یزد|رشت|کرمان"
)
_FA_JOB = r"کار|اشتغال|شغل|استخدام|همکاری|فرصت\s+شغلی|موقعیت\s+شغلی"
_BN_PLACES = (
    r"ঢাকা|চট্টগ্রাম|গাজীপুর|নারায়ণগঞ্জ|সাভার|সিলেট|খুলনা|রাজশাহী|বরিশাল|রংপুর|কুমিল্লা"
    r"|ময়মনসিংহ|গুলশান|বনানী|উত্তরা|মতিঝিল|ধানমন্ডি|মিরপুর|মোহাম্মদপুর|তেজগাঁও|কলকাতা"
    r"|মালয়েশিয়া|সৌদি|দুবাই|কাতার|কুয়েত|ওমান|বাহরাইন|সিঙ্গাপুর|রোমানিয়া|পোল্যান্ড|ইতালি"
    r"|জাপান|কোরিয়া|ক্রোয়েশিয়া|সার্বিয়া|মালদ্বীপ|জর্ডান|লিবিয়া|ইউরোপ|কানাডা|আমিরাত"
    r"|লেবানন|ব্রুনাই|মরিশাস|রাশিয়া"
)
_BN_JOB = r"চাকরি|চাকরী|চাকুরি|চাকুরী|কাজ|নিয়োগ|পোস্টিং|কর্মস্থল|কারখানা|ফ্যাক্টরি"
_SW_PLACES = (
    r"Nairobi|Mombasa|Kisumu|Nakuru|Eldoret|Thika|Dar(?:\s+es\s+Salaam)?|Dodoma|Arusha|Mwanza"
    r"|Zanzibar|Kampala|Kigali|Dubai|Qatar|Saudi(?:\s+Arabia)?|Oman|Kuwait|Bahrain|Abu\s+Dhabi"
    r"|Doha|Riyadh|Jeddah|Uarabuni|Ulaya|Marekani|Canada|Kanada|Uingereza|Poland|Lebanon|Uturuki"
)
_HU_PLACES = (
    r"budapest|debrecen|szeged|pécs|győr|miskolc|kecskemét|székesfehérvár|nyíregyház|szombathely"
    r"|veszprém|tatabány|budaörs|érd|vác|szolnok|eger|sopron|zalaegerszeg"
)
_HU_ABROAD = (
    r"külföld|ausztri|németország|hollandi|angli|nagy-britanni|svájc|dáni|svédország|norvégi"
    r"|belgi|csehország|szlováki|lengyelország"
)
_HU_WORK = (
    r"munk(?:a|át|ára|ák|ákra|avállal\w*|ahely\w*|alehetőség\w*|avégzés\w*)\b|állás\w*"
    r"|dolgoz\w*"
)
_TL_PLACES = (
    r"Makati|BGC|Taguig|Pasig|Ortigas|Quezon\s+City|QC|Manila|Maynila|Cebu|Davao|Clark|Alabang"
    r"|Mandaluyong|Pasay|Para[ñn]aque|Iloilo|Bacolod|Baguio|Cavite|Laguna|Batangas|Pampanga"
    r"|Dubai|Saudi|Riyadh|Qatar|Kuwait|Singapore|Hong\s+Kong|Taiwan|Japan|Canada|UAE|Abu\s+Dhabi"
)
_UK_PLACES = (
    r"Польщ|Чехі|Німеччин|Литв|Словаччин|Нідерланд|Ізраїл|Фінлянді|Естоні|Латві|Угорщин|Румуні"
    r"|Португалі|Італі|Іспані|Канад|Європ|Ки[єї]в|Льв[оі]в|Одес|Харк[оі]в|Дніпр|Варшав|Крак[оі]в"
    r"|Вроцлав|Праз|Праг|Берлін|Вільнюс|Гданськ|Познан|Лодз"
)
_PLACE = "|".join(
    (
        _ar(
            rf"\b(?:{_UR_JOB})\s+(?:\S+\s+){{0,4}}?(?:{_UR_PLACES})\b"
            rf"|\b(?:{_UR_PLACES})\s+(?:\S+\s+){{0,3}}?(?:{_UR_JOB})\b"
            rf"|\b(?:{_UR_PLACES})\s+(?:جانے\s+)?کے\s+(?:لیے|لئے)|\b(?:جاب|ورک)\s+لوکیشن"
            r"|\bہوائی\s+ٹکٹ|\bکہاں\s+(?:رہتے|رہائش)|\bبلیط\s+(?:هواپیما|رفت\s+و\s+برگشت)"
            r"|\bمحل\s+سکونت|\bکجا\s+(?:زندگی|ساکن)|\bجائے\s+ملازمت"
            r"|\bکام\s+کی\s+جگہ|\bبیرون~ملک|\bباہر\s+(?:کے\s+)?ملک|\bاوورسیز"
            r"|\bمفت\s+رہائش|\bرہائش\s+(?:اور\s+کھانا\s+)?(?:مفت|فری|کمپنی)"
            r"|\b(?:منتقل|شفٹ)\s+ہو(?:نا|نے|\s+سک)|\bریلوکیٹ"
            r"|\b(?:دفتر|آفس)\s+(?:آ\s+کر|سے|میں\s+بیٹھ\s+کر)\s+کام|\bورک\s+فرام\s+آفس"
            r"|\bروزانہ\s+(?:دفتر|آفس)|\bہفتے\s+میں\s+\S+\s+دن\s+(?:دفتر|آفس)"
            r"|\b(?:دفتر|آفس)\s+(?:میں\s+)?(?:آنا|حاضری)\s+(?:\S+\s+)?(?:ہوگا|ضروری|لازمی)"
            rf"|\b(?:{_FA_JOB})\b\s+(?:\S+\s+){{0,3}}?(?:در|به)\s+(?:\S+\s+){{0,2}}?"
            rf"(?:{_FA_PLACES})\b"
            r"|\bمحل\s+(?:کار|خدمت)\b(?!\s*:?\s*(?:دورکاری|منزل|خانه|ریموت))|\bخارج\s+از\s+کشور"
            r"|\bاعزام\s+(?:\S+\s+)?به|\bدورکاری\s+(?:نداریم|ندارد)"
            r"|\bامکان\s+دورکاری\s+(?:وجود\s+)?ندارد"
            r"|\bجابه?~?جایی|\bنقل\s+مکان|\bانتقال\s+به\s+(?:شهر|شعبه|دفتر)|\bاسکان|\bخوابگاه"
            r"|\b(?:کار|همکاری|به\s+صورت)\s+حضوری"
            r"|\b\S+\s+روز\s+(?:در\s+هفته\s+)?(?:حضوری|در\s+(?:دفتر|شرکت))"
            r"|\bحضور\s+(?:روزانه\s+)?(?:در\s+)?(?:دفتر|شرکت|محل\s+کار)\s+(?:\S+\s+)?"
            r"(?:الزامی|ضروری)"
        ),
        _bn(
            rf"(?:{_BN_PLACES})\S*\s+(?:\S+\s+){{0,3}}?(?:{_BN_JOB})"
            rf"|(?:চাকরি|চাকুরি|কাজ|কর্মস্থল|পোস্টিং)\S*\s+(?:\S+\s+){{0,2}}?(?:{_BN_PLACES})"
            rf"|(?:{_BN_PLACES})\S*\s+(?:\S+\s+){{0,2}}?অফিসে\s+(?:\S+\s+)?(?:কাজ|ডিউটি|বসে|আসতে)"
            rf"|(?:{_BN_PLACES})\S*\s+(?:\S+\s+)?যেতে"
            r"|সপ্তাহে\s+\S+\s+দিন\s+(?:\S+\s+)?অফিস|অফিসে\s+(?:এসে|বসে)\s+কাজ|অফিস\s+থেকে\s+কাজ"
            r"|(?:বিমান|এয়ার)\s+টিকিট|কোথায়\s+থাকেন|বর্তমান\s+ঠিকানা"
            r"|প্রতিদিন\s+অফিস|বিদেশে\s+(?:চাকরি|চাকুরি|কাজ|যেতে|যাওয়া)|বিদেশ\s+(?:গমন|যাওয়া)"
            r"|থাকা[-\s]?খাওয়া|থাকার\s+ব্যবস্থা|বদলিযোগ্য|বদলি\s+হতে|স্থানান্তর"
            r"|কর্মস্থল\s*:|(?:চাকরির|কাজের)\s+স্থান|যেকোনো\s+(?:স্থানে|জেলায়|জায়গায়)"
        ),
        _lat(
            rf"\b(?:kazi|ajira|nafasi|kazini)\b\W+(?:(?!ofisi)\w+\W+){{0,4}}?(?-i:{_SW_PLACES})\b"
            r"|\b(?:jijini|mjini|nchini|mkoani|mji\s+wa|jiji\s+la)\s+(?-i:[A-Z])\w+[^.!?\n]{0,30}?"
            r"\bkazi\b|\bkazi\s+(?:i(?:po|ko|tafanyika|takuwa)|ni)\s+"
            r"(?:jijini|mjini|nchini|mkoani)\b"
            r"|\btiketi\s+ya\s+ndege\b|\bunaishi\s+wapi\b|\bunakaa\s+wapi\b"
            r"|\b(?:kituo\s+cha\s+kazi|eneo\s+la\s+kazi)\b|\bnje\s+ya\s+nchi\b|\bughaibuni\b"
            r"|\bkuhamia\b|\bkuhamishwa\b|\bmalazi\s+(?:bure|yanatolewa|yatatolewa|na\s+chakula)"
            r"|\bofisini\s+kila\s+siku|\bkila\s+siku\s+ofisini|\bkufika\s+ofisini\b"
            r"|\bkufanya(?:ia)?\s+kazi\s+(?:kutoka\s+)?ofisini"
            r"|\bsiku\s+\w+\s+(?:kwa\s+wiki\s+)?ofisini"
        ),
        _lat(
            rf"\b(?:{_HU_PLACES})(?:i|on|en|ön|ban|ben)?\s+(?:\w+\s+)?(?:telephely\w*|munkahely\w*"
            r"|munkavégzés\w*|gyár\w*|üzem\w*|raktár\w*|állás\w*|munká(?:ra|t|ba|val)?\b)"
            rf"|\b(?:{_HU_PLACES})i\s+irodá\w*\s+(?:\w+\s+)?(?:dolgoz\w*|munkavégzés\w*"
            r"|kell\s+bejárni)"
            rf"|\b(?:{_HU_ABROAD})\w*\s+(?:\w+\s+){{0,2}}?(?:{_HU_WORK})"
            rf"|\b(?:{_HU_WORK})\s+(?:\w+\s+){{0,3}}?(?:{_HU_ABROAD})\w*"
            rf"|\b(?:{_HU_ABROAD})\w*\s+(?:\w+\s+){{0,3}}?keres\w+"
            r"|\bmunkavégzés\s+helye\b(?!\s*:?\s*(?:távmunka|otthon|home\s+office|remote))"
            r"|\birodai\s+(?:munkavégzés|jelenlét)\w*|\bheti\s+\w+\s+nap\s+(?:az\s+)?irodá\w*"
            r"|\birodába\s+(?:járás|bejárás|kell\s+bejárni)|\bhelyszíni\s+munkavégzés\w*"
            r"|\brepülőjegy\w*|\bhol\s+(?:lak(?:ik|sz|ol)|él)\b"
            r"|\bszemélyes\s+jelenlét\w*|\bköltöz(?:ni|nie|nöd|nél|és\w*)|\báthelyez\w*"
            r"|\bszállás\w*\s+(?:biztosít\w*|ingyenes)|\bingyenes\s+szállás\w*"
            r"|\bszállást\s+biztosít\w*"
        ),
        _lat(
            r"\b(?:trabaho|magtrabaho|nagtatrabaho|work|based|assigned|assignment|deployment"
            r"|puwesto|pwesto|onsite|on-site)\s+(?:po\s+)?(?:ay\s+)?sa\s+(?:\w+\s+)?"
            rf"(?-i:{_TL_PLACES})\b"
            r"|\b(?:pumasok|pumunta)\s+sa\s+(?:office|opisina)\s+(?:araw-araw|\d+\s*(?:x|beses"
            r"|days?))|\baraw-araw\s+sa\s+(?:office|opisina)|\b(?:office|opisina)\s+(?:\w+\s+)?"
            r"araw-araw\b|\bplane\s+ticket\b|\bsaan\s+(?:po\s+)?(?:ka|kayo)\s+(?:po\s+)?(?:nakatira"
            r"|naka-?base|located)\b|\bstay-in\b|\blibreng\s+(?:tirahan|bahay|accommodation|dorm"
            r"|staff\s+house|pabahay)|\bmag-?abroad\b|\bsa\s+abroad\b|\blumipat\s+ng\s+tirahan\b"
            r"|\bma-?assign\s+sa\b|\bi-?assign\s+(?:ka|kayo)\s+sa\b"
        ),
        _cyr(
            r"\b(?:робот\w*|працю\w*|працевлаштуван\w*|вакансі\w*|заробітк\w*)\s+(?:\w+\s+){0,3}?"
            rf"(?:в|у|на|до)\s+(?:м\.\s*)?(?:{_UK_PLACES})\w*|\bза\s+кордон(?:ом|ну)\b"
            r"|\b(?:робота|працювати|працюватимете|працюєте|працюємо|формат\s+роботи:?)\s+"
            r"(?:\w+\s+)?(?:в|з|у)\s+(?:нашому\s+|нашого\s+)?(?:\w+ськ\w+\s+)?офіс\w*"
            r"|\b\d+\s+дн(?:і|ів)\s+(?:на\s+тиждень\s+)?(?:в|з|у)\s+офіс\w*"
            r"|\bгібридн\w+\s+(?:формат|графік)"
            r"|\bжитло\s+(?:надається|безкоштовн\w*|оплачу\w*|від\s+роботодавця)"
            r"|\bпроживання\s+(?:надається|безкоштовн\w*)|\bгуртожит\w*|\bавіаквит\w*"
            r"|\bквит\w+\s+на\s+літак|\bде\s+(?:ви\s+)?(?:зараз\s+)?(?:проживаєте|живете)\b"
            rf"|\bофіс\s+(?:у|в)\s+(?:м\.\s*)?(?:{_UK_PLACES})"
        ),
    )
)
# Not needed after all: "no need to come in", "nem kell bejárni", "не потрібно".
_NOT_NEEDED = "|".join(
    (
        _ar(r"ضرورت\s+نہیں|نیازی\s+نیست|لازم\s+نیست"),
        _bn(r"লাগবে\s+না|প্রয়োজন\s+নেই|দরকার\s+নেই"),
        r"\b(?:hakuna\s+(?:haja|ulazima)|si\s+lazima|nem\s+kell|nem\s+szükséges|hindi\s+kailangan"
        r"|не\s+потрібно|не\s+треба|не\s+обов\w*)\b",
    )
)

# ---- visa -------------------------------------------------------------------------------------
_VISA = "|".join(
    (
        _ar(
            r"\bویز(?:ا|ہ|ے)|\bروادید|\bورک\s+پرمٹ|\b(?:اجازه|مجوز|پروانه)\s+(?:کار|اشتغال)"
            r"|\bاقامت\s+(?:کاری|دائم|قانونی)|\bکارت\s+(?:اقامت|آمایش)|\bتابعیت|\bشہریت"
            r"|\bاقامہ\b|\bپروٹیکٹر|\bامیگریشن|\bاتباع\s+(?:خارجی|افغان|غیر)"
        ),
        _bn(
            r"ভিসা|ওয়ার্ক\s+পারমিট|ওয়ার্ক\s+পারমিশন|কাজের\s+অনুমতি|নাগরিকত্ব|ইমিগ্রেশন"
            r"|শুধুমাত্র\s+\S+\s+নাগরিক|বিএমইটি|রেসিডেন্স\s+পারমিট|আকামা"
        ),
        _lat(
            r"\bviza\b|\bkibali\s+cha\s+(?:kazi|kufanya\s+kazi|ukaaji|makazi)\b"
            r"|\bvibali\s+vya\s+kazi\b|\buraia\b|\braia\s+wa\s+(?-i:[A-Z])\w+\s+(?:tu|pekee)\b"
            r"|\bvízum\w*|\bmunkavállalási\s+engedély\w*|\btartózkodási\s+engedély\w*"
            r"|\bállampolgár\w*|\bletelepedési\s+engedély\w*"
            r"|\bworking\s+visa\b|\bPilipino\s+lamang\b"
        ),
        _cyr(
            r"\bвіз(?:а|и|у|ою|і|ов\w+)\b|\bбезвіз\w*|\bкарт\w+\s+побиту\b"
            r"|\bпосвідк\w+\s+на\s+прожив\w+|\bдозв\w+\s+на\s+(?:проживання|працевлаштування)"
            r"|\bтимчасового\s+захисту\b|\bбіометричн\w+\s+паспорт\w*"
            r"|\bгромадян(?:ам|и|ин|ином|ка)\s+України\b|\bтільки\s+(?:для\s+)?громадян\w*"
        ),
    )
)

# ---- contract terms ---------------------------------------------------------------------------
_LEGAL = "|".join(
    (
        _ar(
            r"\bپروبیشن\S*|\bآزمائشی\s+(?:مدت|عرصہ|دور)|\bنان[\s-]?کمپیٹ|\bغیر\s+مسابقتی"
            r"|\b\d+\s*سال\S*\s+(?:کا\s+)?بانڈ|\bسروس\s+بانڈ|\bبانڈ\s+(?:سائن|پر\s+دستخط)"
            r"|\bکنٹریکٹ\s+بیس|\bٹھیکیدار\s+کے\s+طور|\bرازداری\s+کا\s+معاہدہ"
            r"|\bدوره~?(?:ی\s+)?(?:آزمایشی|آزمایش)\b|\b(?:ماه|ماهه)\s+آزمایشی"
            r"|\bقرارداد\s+(?:موقت|پیمانکاری|ساعتی|پروژه~?ای)|\bعدم\s+(?:رقابت|افشا)|\bمحرمانگی"
            r"|\bسفته|\bچک\s+(?:ضمانت|تضمین)|\bوثیقه|\bتعهد\s+(?:کاری|خدمت)|\bبدون\s+بیمه"
        ),
        _bn(
            r"প্রবেশন\S*|শিক্ষানবিশ\S*|শিক্ষানবীশ\S*|চুক্তিভিত্তিক|নন[-\s]?কম্পিট|জামানত"
            r"|প্রতিযোগী\s+প্রতিষ্ঠানে|গোপনীয়তা\s+চুক্তি|বন্ড\s+(?:সই|দিতে)|বছরের\s+বন্ড"
        ),
        _lat(
            r"\b(?:kipindi|muda)\s+(?:wa|cha)\s+(?:majaribio|matazamio|uangalizi)\b"
            r"|\bya\s+majaribio\b|\bmkandarasi\s+(?:huru|binafsi)|\bkama\s+mkandarasi\b"
            r"|\bkutoshindana\b|\bkifungu\s+cha\s+usiri\b|\bmkataba\s+wa\s+usiri\b"
            r"|\bbila\s+mkataba\b|\bmkataba\s+wa\s+(?:miezi|mwaka|miaka)\b"
            r"|\bpróbaid\w*|\bversenytilalm\w*|\bversenykorlátoz\w*|\btitoktartási\s+(?:nyilatkozat"
            r"|megállapodás|kötelezettség|szerződés)\w*|\bvállalkozói\s+(?:szerződés|jogviszony"
            r"|státusz)\w*|\bszámlaképes\w*|\begyéni\s+vállalkozó\w*"
            r"|\bmegbízási\s+(?:szerződés|jogviszony)\w*|\bhatározott\s+idej\w*|(?-i:\bKATA\b)"
            r"|\b(?:kontraktwal|contractual|probi|regularization)\b"
            r"|\bprobationary\s+(?:ka|po|kayo|ng|nang)\b|\bwalang\s+kontrata\b"
            r"|\bkontrata\s+(?:ng|na)\s+\d"
        ),
        _cyr(
            r"(?-i:\bФОП\b)|\bфізичн\w+\s+особ\w*[\s-]+підприєм\w*"
            r"|\bдоговор?\w*\s+(?:ЦПХ|ГПХ|підряду)|(?-i:\bЦПХ\b)"
            r"|\bвипробувальн\w+\s+(?:термін\w*|строк\w*|період\w*)"
            r"|\bбез\s+офіційного\s+(?:оформлення|працевлаштування)"
            r"|\bнеофіційн\w+\s+(?:працевлаштуван\w*|оформлен\w*)|\bсамозайнят\w*"
        ),
    )
)

# ---- ID and bank data -------------------------------------------------------------------------
_ID_DATA = "|".join(
    (
        _ar(
            r"\bشناختی\s+کارڈ|\bسی\s*این\s*آئی\s*سی|\bب\s*فارم|\bبے\s*فارم"
            r"|\b(?:بینک\s+)?(?:اکاؤنٹ|اکاونٹ)\s+(?:نمبر|کی\s+تفصیل)|\bآئی\s*بی\s*اے\s*این"
            r"|\bتاریخ\s+پیدائش|\bڈومیسائل|\bجاز\s*کیش|\bایزی\s*پیسہ\s+(?:اکاؤنٹ|نمبر)"
            r"|\bتصویر\S*\s+(?:بھیج|ارسال|واٹس)|\bپاسپورٹ\s+سائز\s+تصویر|\bپاسپورٹ"
            r"|\bکارت\s+ملی|\bکد\s+ملی|\bشماره\s+(?:ملی|حساب|کارت|شبا)|\bشناسنامه|\bشبا\b"
            r"|\bتاریخ\s+تولد|\bعکس\s+(?:پرسنلی|\d\s*(?:در|×|x|\*)\s*\d)|\bگذرنامه|\bپاسپورت"
            r"|\bرمز\s+(?:دوم|پویا|کارت)"
        ),
        _bn(
            r"জাতীয়\s+পরিচয়\s*পত্র|এনআইডি|পরিচয়পত্র|ভোটার\s+আইডি|আইডি\s+কার্ড|জন্ম\s+নিবন্ধন"
            r"|জন্ম\s*তারিখ|(?:ব্যাংক|ব্যাঙ্ক)\s+(?:অ্যাকাউন্ট|একাউন্ট|হিসাব)"
            r"|(?:অ্যাকাউন্ট|একাউন্ট|হিসাব)\s+(?:নম্বর|নাম্বার)"
            r"|(?:বিকাশ|নগদ|রকেট)\s+(?:নম্বর|নাম্বার"
            r"|একাউন্ট)|পাসপোর্ট|ছবি\s+(?:পাঠান|পাঠাবেন|দিন|দিতে|সংযুক্ত)"
            r"|(?:সদ্য\s+তোলা|পাসপোর্ট\s+সাইজের)\s+ছবি"
        ),
        _lat(
            r"(?-i:\bCNIC\b|\bNID\b|\bNIDA\b|\bIBAN\b|\bCVV\b)"
            r"|\bkitambulisho\b|\bvitambulisho\b|\bnamba\s+ya\s+(?:kitambulisho|akaunti|NIDA|ID)\b"
            r"|\bnambari\s+ya\s+(?:kitambulisho|akaunti)\b|\bakaunti\s+(?:yako\s+)?ya\s+benki\b"
            r"|\bKRA\s+PIN\b|\btarehe\s+ya\s+kuzaliwa\b|\bcheti\s+cha\s+kuzaliwa\b|\bpasipoti\b"
            r"|\bpicha\s+(?:yako|ya\s+pasipoti|ndogo)\b|\btuma\s+picha\b"
            r"|\bszemélyi\s*igazolvány\w*|\bszemélyigazolvány\w*|\bszemélyi\s+szám\w*"
            r"|\badóazonosító\w*|\badószám\w*|\bTAJ[\s-]*(?:szám|kártya)\w*|\bbankszámla\w*"
            r"|\bszámlaszám\w*|\blakcím(?:kártya|igazolvány)\w*|\bszületési\s+(?:dátum|idő|hely)\w*"
            r"|\banyja\s+neve\b|\bútlevel\w*|\bútlevél\w*"
            r"|\bfénykép\w*\s+(?:\w+\s+)?(?:küld|csatol)\w*"
            r"|\b(?:küld|csatol)\w*\s+(?:\w+\s+){0,2}?fénykép\w*"
            r"|\bkopya\s+ng\s+(?:\w+\s+)?(?:ID|passport|pasaporte)\b"
            r"|\bpicture\s+ng\s+(?:\w+\s+)?ID\b"
            r"|\bselfie\s+(?:with|na\s+hawak|hawak)\s+(?:ang\s+)?(?:\w+\s+)?ID\b|\bpasaporte\b"
            r"|(?-i:\b(?:SSS|TIN|PhilHealth|Pag-?IBIG)\b)\s*(?:number|no\.?|#|ID|MID)"
            r"|\bGCash\s+(?:number|account)\b|\bPSA\s+birth\s+certificate\b"
            r"|\bpetsa\s+ng\s+(?:kapanganakan|kaarawan)\b"
        ),
        _cyr(
            r"(?-i:\bІПН\b)|\bідентифікаційн\w+\s+(?:код\w*|номер\w*)"
            r"|\bреквізит\w*\s+(?:банківськ\w+\s+)?(?:картк\w*|рахунк\w*)"
            r"|\bномер\w*\s+(?:банківського\s+)?рахунк\w*|\bайді[\s-]*картк\w*"
            r"|\bдат\w+\s+народженн\w*|\bкопі\w+\s+(?:паспорт\w*|документ\w*)"
            r"|\b(?:надішліть|надіслати|скиньте|надсилайте|пришліть)\s+(?:\w+\s+){0,2}?фото\w*"
            r"|\bфото\s+(?:паспорт\w*|документ\w*|обличчя)"
        ),
        r"\bID[\s-]*картк\w*|\bкопі\w+\s+ID\b",
    )
)
# Bringing the ID along to the interview (reception asks everyone): no ask for the data.
_BRING = "|".join(
    (
        _ar(r"ساتھ\s+(?:لائیں|لے\s+کر\s+آئیں|رکھیں)|ہمراہ\s+لائیں|بیاورید|همراه\s+داشته\s+باشید"),
        _bn(r"(?:সঙ্গে|সাথে)\s+(?:করে\s+)?(?:আনবেন|আনুন|নিয়ে\s+আস\S*|রাখবেন)|নিয়ে\s+আসবেন"),
        r"\b(?:(?:njoo|uje|kuja|mje)\s+na|beba|ubebe|leta|ulete)\b|\bhozz(?:a|on|ál|ad)?\s+"
        r"(?:\w+\s+)?(?:magával|magaddal|el)\b|\b(?:dalhin|magdala|dala)\b|\bвізьм\w*"
        r"|\bпри\s+собі|\bз\s+собою|\bbring\b[^.!?\n]{0,40}?\bfirst\s+day\b",
    )
)

FURTHER_LANG_RULES: tuple[Rule, ...] = (
    rule(
        "salary",
        _PAY_ASKED,
        "They ask about or state your pay; only you can decide what to share or accept.",
    ),
    rule(
        "salary",
        _MONEY,
        "The message names a sum of pay; check what it pays before you answer.",
        unless=_FEE,
    ),
    rule(
        "notice_period",
        _NOTICE,
        "They ask when you can start or your notice; that is your call.",
        about_work=True,
        unless=_MEETING,
    ),
    rule(
        "relocation",
        _PLACE,
        "The job ties you to a named town, abroad or the office; check it suits where you live.",
        negatable=True,
        about_work=True,
        unless=rf"{_MEETING}|{_NOT_NEEDED}",
    ),
    rule(
        "visa",
        _VISA,
        "The message touches on visas, work permits or citizenship; check what applies to you.",
    ),
    rule(
        "legal",
        _LEGAL,
        "Contract terms (probation, contractor status, a non-compete or a bond) to read first.",
        negatable=True,
    ),
    rule(
        "personal_data",
        _ID_DATA,
        "They ask for ID documents, ID numbers, bank data or photos; verify the employer first.",
        unless=_BRING,
    ),
)
