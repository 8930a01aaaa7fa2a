"""Pay, start, place, visa, contract and ID-data asks in FA UR BN SW HU TL and UK.

Written for these tests in each language: recruiters' ways of stating pay, asking for the start
date, tying the job to a town or the office, visas, probation and contractor status, and ID or
bank data must be flagged; interview invitations, confirmations and rejections in the same
languages (the office, the town, starting a call, an ID shown at reception) must not be.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

TERMS = {"salary", "notice_period", "relocation", "visa", "legal", "personal_data"}


def categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


RISKY: list[tuple[str, str]] = [
    # Urdu
    ("آپ کی پچھلی کمپنی میں تنخواہ کتنی تھی؟", "salary"),
    ("متوقع تنخواہ بتا دیں تاکہ آفر تیار ہو سکے۔", "salary"),
    ("ماہانہ تنخواہ 85,000 روپے ہوگی۔", "salary"),
    ("آپ کی سیلری ڈیمانڈ کیا ہے؟", "salary"),
    ("ڈیوٹی 12 گھنٹے، 1800 ریال ماہانہ۔", "salary"),
    ("آپ کا نوٹس پیریڈ کتنا ہے؟", "notice_period"),
    ("آپ کب تک ڈیوٹی جوائن کر سکیں گے؟", "notice_period"),
    ("یہ نوکری سعودی عرب میں ہے۔", "relocation"),
    ("ملازمت لاہور میں ہوگی، ہفتے میں پانچ دن دفتر آنا ہوگا۔", "relocation"),
    ("آپ کو کراچی شفٹ ہونا پڑے گا۔", "relocation"),
    ("رہائش اور کھانا کمپنی کی طرف سے مفت ہوگا۔", "relocation"),
    ("ورک ویزا کمپنی فراہم کرے گی۔", "visa"),
    ("کیا آپ کے پاس اقامہ ہے؟", "visa"),
    ("چھ ماہ کی پروبیشن ہوگی۔", "legal"),
    ("دو سال کا بانڈ سائن کرنا ہوگا۔", "legal"),
    ("اپنا CNIC نمبر اور تاریخ پیدائش بھیجیں۔", "personal_data"),
    ("ایزی پیسہ اکاؤنٹ نمبر واٹس ایپ کریں۔", "personal_data"),
    ("تنخواہ: 60 ہزار سے 80 ہزار", "salary"),
    ("آپ کتنی تنخواہ کی توقع رکھتے ہیں؟", "salary"),
    ("روزانہ 1500 روپے دیہاڑی ملے گی۔", "salary"),
    ("آپ کتنے دنوں میں جوائن کر سکتے ہیں؟", "notice_period"),
    ("جاب لوکیشن: اسلام آباد", "relocation"),
    ("قطر کے لیے ڈرائیور درکار ہیں۔", "relocation"),
    ("کمپنی وزٹ ویزے پر بلائے گی۔", "visa"),
    ("ویزہ اور ہوائی ٹکٹ کمپنی دے گی۔", "relocation"),
    ("آپ کہاں رہتے ہیں؟", "relocation"),
    # Persian
    ("حقوق درخواستی شما چقدر است؟", "salary"),
    ("میزان حقوق فعلی خود را اعلام کنید.", "salary"),
    ("دستمزد روزانه ۵۰۰ هزار تومان است.", "salary"),
    ("حقوق پایه ۲۵ میلیون تومان به همراه پورسانت.", "salary"),
    ("از چه تاریخی می\u200cتوانید شروع به کار کنید؟", "notice_period"),
    ("کی می\u200cتونید شروع کنید؟", "notice_period"),
    ("امکان شروع به کار فوری دارید؟", "notice_period"),
    ("محل کار: تهران، خیابان ولیعصر", "relocation"),
    ("همکاری به صورت حضوری در دفتر مرکزی است.", "relocation"),
    ("استخدام نیرو برای کار در دبی", "relocation"),
    ("اسکان و غذا با شرکت است.", "relocation"),
    ("اجازه کار در ترکیه دارید؟", "visa"),
    ("مدارک اقامت و تابعیت خود را بفرستید.", "visa"),
    ("سه ماه دوره آزمایشی دارد.", "legal"),
    ("برای شروع باید سفته بدهید.", "legal"),
    ("تصویر کارت ملی و شماره شبا را ارسال کنید.", "personal_data"),
    ("کد ملی و تاریخ تولد خود را بفرستید.", "personal_data"),
    ("چه حقوقی مد نظرتان است؟", "salary"),
    ("چه زمانی می\u200cتوانید کار را شروع کنید؟", "notice_period"),
    ("آمادگی شروع فوری دارید؟", "notice_period"),
    ("محل کار تهران است.", "relocation"),
    ("اعزام نیرو به قطر", "relocation"),
    ("امکان دورکاری وجود ندارد.", "relocation"),
    ("یک قطعه عکس ۳×۴ ارسال کنید.", "personal_data"),
    ("از کی می\u200cتونی بیای سر کار؟", "notice_period"),
    ("بلیط هواپیما با شرکت است.", "relocation"),
    ("محل سکونت شما کجاست؟", "relocation"),
    # Bengali
    ("আপনার প্রত্যাশিত বেতন জানাবেন।", "salary"),
    ("মাসিক বেতন ২৫ হাজার টাকা।", "salary"),
    ("দৈনিক মজুরি ৮০০ টাকা দেওয়া হবে।", "salary"),
    ("বেতন কত চান?", "salary"),
    ("আপনার নোটিশ পিরিয়ড কত দিনের?", "notice_period"),
    ("কবে থেকে কাজ শুরু করতে পারবেন?", "notice_period"),
    ("অবিলম্বে যোগদান করতে হবে।", "notice_period"),
    ("চট্টগ্রামে আমাদের কারখানায় কাজ করতে হবে।", "relocation"),
    ("সৌদি আরবে ড্রাইভার পদে চাকরি।", "relocation"),
    ("থাকা-খাওয়া ফ্রি।", "relocation"),
    ("বিদেশে চাকরির সুযোগ।", "relocation"),
    ("ওয়ার্ক পারমিট ও ভিসা কোম্পানি দেবে।", "visa"),
    ("শুধুমাত্র বাংলাদেশি নাগরিক আবেদন করতে পারবেন।", "visa"),
    ("ছয় মাস প্রবেশনকাল থাকবে।", "legal"),
    ("দুই বছরের বন্ড দিতে হবে।", "legal"),
    ("এনআইডি কার্ডের কপি ও বিকাশ নম্বর পাঠান।", "personal_data"),
    ("জন্ম তারিখ ও ব্যাংক অ্যাকাউন্ট নম্বর দিন।", "personal_data"),
    ("দুই কপি পাসপোর্ট সাইজের ছবি পাঠাবেন।", "personal_data"),
    ("কত বেতন আশা করছেন?", "salary"),
    ("কত দিনের মধ্যে যোগদান করতে পারবেন?", "notice_period"),
    ("আগামী মাসের ১ তারিখে যোগদান করতে হবে।", "notice_period"),
    ("কর্মস্থল: ঢাকা", "relocation"),
    ("দেশের যেকোনো স্থানে কাজ করতে হবে।", "relocation"),
    ("সৌদি আরব যেতে ইচ্ছুক প্রার্থী।", "relocation"),
    ("ভোটার আইডি কার্ডের ফটোকপি দিন।", "personal_data"),
    ("জয়েন করতে পারবেন কবে?", "notice_period"),
    ("বিমান টিকিট কোম্পানি দেবে।", "relocation"),
    ("আপনি কোথায় থাকেন?", "relocation"),
    # Swahili
    ("Mshahara ni Ksh 35,000 kwa mwezi.", "salary"),
    ("Unatarajia mshahara kiasi gani?", "salary"),
    ("Malipo ni shilingi elfu 20 kwa siku.", "salary"),
    ("Posho ya TSh 15,000 kila wiki.", "salary"),
    ("Utaweza kuanza kazi lini?", "notice_period"),
    ("Kuanza kazi mara moja.", "notice_period"),
    ("Muda wako wa notisi ni upi?", "notice_period"),
    ("Kazi itafanyika Mombasa bandarini.", "relocation"),
    ("Nafasi za kazi nchini Qatar kwa wahudumu.", "relocation"),
    ("Utalazimika kuhamia Arusha.", "relocation"),
    ("Malazi bure na chakula.", "relocation"),
    ("Lazima uwe na kibali cha kazi.", "visa"),
    ("Tunatafuta raia wa Kenya pekee.", "visa"),
    ("Kuna kipindi cha majaribio cha miezi mitatu.", "legal"),
    ("Utaajiriwa kama mkandarasi huru.", "legal"),
    ("Tuma nakala ya kitambulisho na namba ya akaunti ya benki.", "personal_data"),
    ("Tuma picha yako na tarehe ya kuzaliwa.", "personal_data"),
    ("Matarajio yako ya mshahara ni yapi?", "salary"),
    ("Utalipwa Ksh 800 kwa siku.", "salary"),
    ("Je, unaweza kuanza Jumatatu ijayo?", "notice_period"),
    ("Kituo cha kazi: Mombasa", "relocation"),
    ("Nafasi za ajira Dubai kwa wasichana.", "relocation"),
    ("Mkataba wa miezi sita.", "legal"),
    ("Ripoti kazini Jumatatu saa mbili asubuhi.", "notice_period"),
    ("Tiketi ya ndege italipwa na kampuni.", "relocation"),
    ("Unaishi wapi kwa sasa?", "relocation"),
    # Hungarian
    ("Mennyi a jelenlegi fizetése?", "salary"),
    ("Bruttó 650 000 Ft havonta.", "salary"),
    ("Mi a bérigénye?", "salary"),
    ("Órabér: 2500 Ft.", "salary"),
    ("Mennyi a felmondási ideje?", "notice_period"),
    ("Mikortól tudna nálunk kezdeni?", "notice_period"),
    ("Azonnali kezdéssel keresünk raktárost.", "notice_period"),
    ("A munkavégzés helye Győr.", "relocation"),
    ("Heti három nap irodai jelenlét szükséges.", "relocation"),
    ("Ausztriai munka szállással.", "relocation"),
    ("Ingyenes szállást biztosítunk.", "relocation"),
    ("Van érvényes munkavállalási engedélye?", "visa"),
    ("Csak magyar állampolgárokat alkalmazunk.", "visa"),
    ("Három hónap próbaidő van.", "legal"),
    ("Számlaképes vállalkozóként dolgozna.", "legal"),
    ("Versenytilalmi megállapodást kell aláírni.", "legal"),
    ("Küldje el a TAJ-számát és az adóazonosító jelét.", "personal_data"),
    ("Kérünk egy fényképet is csatolni.", "personal_data"),
    ("Milyen fizetésre számít?", "salary"),
    ("Mennyit keres most?", "salary"),
    ("Kezdés: azonnal", "notice_period"),
    ("Mikor tud kezdeni?", "notice_period"),
    ("Németországi partnerünk részére keresünk hegesztőket.", "relocation"),
    ("A munka személyes jelenlétet igényel.", "relocation"),
    ("Külföldi munkavégzés Hollandiában.", "relocation"),
    ("A repülőjegyet mi fizetjük.", "relocation"),
    ("Hol lakik jelenleg?", "relocation"),
    # Tagalog and Taglish
    ("Magkano ang expected salary mo?", "salary"),
    ("Sahod ay 18,000 kada buwan.", "salary"),
    ("Magkano ang sweldo mo ngayon?", "salary"),
    ("P15,000 monthly plus allowance.", "salary"),
    ("Kailan ka pwedeng magsimula?", "notice_period"),
    ("Kaya mo bang mag-start agad?", "notice_period"),
    ("Ilang araw ang rendering period mo?", "notice_period"),
    ("Ang trabaho ay sa Makati, onsite.", "relocation"),
    ("Pumasok sa office araw-araw, Monday to Saturday.", "relocation"),
    ("Stay-in po ang trabaho, libreng pagkain.", "relocation"),
    ("Ang puwesto ay assigned sa Cebu.", "relocation"),
    ("Kailangan ng working visa bago umalis.", "visa"),
    ("Probationary ka ng anim na buwan bago ma-regular.", "legal"),
    ("Contractual lang po ang posisyon.", "legal"),
    ("Ipadala ang kopya ng valid ID at SSS number.", "personal_data"),
    ("Pakisend ang GCash number mo.", "personal_data"),
    ("Pwede ka na bang mag-report sa Lunes?", "notice_period"),
    ("Willing ka bang ma-assign sa Cebu?", "relocation"),
    ("Kelan ka pwede mag start?", "notice_period"),
    ("Available ka na ba mag-start sa Lunes?", "notice_period"),
    ("Saan ka po nakatira?", "relocation"),
    # Ukrainian
    ("Яка у вас зараз ставка?", "salary"),
    ("Ставка 180 грн/год.", "salary"),
    ("Дохід від 40 тис. грн на місяць.", "salary"),
    ("На яку зарплату ви розраховуєте?", "salary"),
    ("Скільки ви хочете отримувати?", "salary"),
    ("Коли ви готові вийти на роботу?", "notice_period"),
    ("Яка дата виходу на роботу?", "notice_period"),
    ("Робота у Чехії на заводі.", "relocation"),
    ("Працюємо в офісі у Львові, 5 днів на тиждень.", "relocation"),
    ("Житло надається безкоштовно.", "relocation"),
    ("Робота з офісу, гібридний формат не передбачено.", "relocation"),
    ("Допоможемо з картою побиту.", "visa"),
    ("Потрібна віза для роботи в Польщі.", "visa"),
    ("Випробувальний термін 3 місяці.", "legal"),
    ("Оформлення як ФОП, без офіційного працевлаштування.", "legal"),
    ("Надішліть фото паспорта та ІПН.", "personal_data"),
    ("Вкажіть дату народження та номер рахунку.", "personal_data"),
    ("Скільки ви зараз заробляєте?", "salary"),
    ("З якого числа можете почати?", "notice_period"),
    ("Запрошуємо на роботу до Польщі.", "relocation"),
    ("Вакансія в Німеччині, зварник.", "relocation"),
    ("Потрібен біометричний паспорт.", "visa"),
    ("Договір ЦПХ на 3 місяці.", "legal"),
    ("Графік 5/2, офіс у Львові.", "relocation"),
    ("Авіаквитки за рахунок компанії.", "relocation"),
    ("Де ви зараз проживаєте?", "relocation"),
]

HONEST: list[str] = [
    # Urdu
    "السلام علیکم، آپ کا انٹرویو جمعرات کو صبح 11 بجے ہمارے لاہور آفس میں ہوگا۔",
    "انٹرویو کے لیے اپنا اصل شناختی کارڈ ساتھ لائیں۔",
    (
        "آپ کی درخواست کا شکریہ۔ افسوس کے ساتھ مطلع کیا جاتا ہے کہ "
        "ہم کسی اور امیدوار کے ساتھ آگے بڑھ رہے ہیں۔"
    ),
    "میٹنگ کل 3 بجے شروع ہوگی، آپ زوم لنک سے جوائن کر سکتے ہیں۔",
    "ہم نے آپ کی سی وی وصول کر لی ہے، جلد رابطہ کریں گے۔",
    "کراچی دفتر میں ٹیسٹ اور انٹرویو دونوں ایک ہی دن ہوں گے۔",
    "براہ کرم بتائیں کہ اگلے ہفتے کون سا وقت آپ کے لیے مناسب ہے۔",
    "ہم آپ کو اپنی ٹیم میں خوش آمدید کہتے ہیں۔",
    "انٹرویو کے لیے ہوائی ٹکٹ ہم بک کریں گے۔",
    "آپ کا ٹیسٹ کل صبح 10 بجے شروع ہوگا۔",
    "کمپنی کا دفتر لاہور میں ہے، انٹرویو وہیں ہوگا۔",
    "اپنی تازہ سی وی اور تعلیمی اسناد کی کاپیاں ساتھ لائیں۔",
    # Persian
    (
        "سلام، از درخواست شما متشکریم. جلسه مصاحبه روز دوشنبه ساعت "
        "۱۰ صبح در دفتر ما در تهران برگزار می\u200cشود."
    ),
    "لطفاً برای مصاحبه کارت ملی همراه داشته باشید.",
    "متأسفانه در این مرحله نمی\u200cتوانیم با شما همکاری کنیم. برای شما آرزوی موفقیت داریم.",
    "مصاحبه به صورت حضوری در شرکت برگزار خواهد شد.",
    "رزومه شما برای موقعیت کارشناس حقوق و دستمزد دریافت شد.",
    "لینک جلسه آنلاین را برایتان ایمیل کردیم؛ جلسه ساعت ۱۴ شروع می\u200cشود.",
    "منتظر دیدار شما در دفتر تهران هستیم.",
    "با تشکر از همکاری شما.",
    "هزینه بلیط هواپیما برای مصاحبه حضوری را پرداخت می\u200cکنیم.",
    "مصاحبه فنی سه\u200cشنبه ساعت ۱۱ در دفتر مرکزی شرکت در اصفهان برگزار می\u200cشود.",
    "از اینکه وقت گذاشتید ممنونیم؛ نتیجه تا پایان هفته اعلام می\u200cشود.",
    # Bengali
    "ধন্যবাদ। রবিবার সকাল ১০টায় আমাদের গুলশান অফিসে আপনার সাক্ষাৎকার হবে।",
    "সাক্ষাৎকারের দিন জাতীয় পরিচয়পত্র সঙ্গে নিয়ে আসবেন।",
    "দুঃখিত, এই পদের জন্য আপনাকে নির্বাচিত করা হয়নি। ভবিষ্যতে আবার আবেদন করার অনুরোধ রইল।",
    "অনলাইন মিটিংয়ে যোগ দিতে নিচের লিংকে ক্লিক করুন।",
    "আমরা আপনার সিভি পেয়েছি এবং শীঘ্রই যোগাযোগ করব।",
    "লিখিত পরীক্ষা ঢাকা অফিসে সকাল ৯টায় শুরু হবে।",
    "আমাদের ঢাকা অফিসের ঠিকানা: বাড়ি ১২, রোড ৫, গুলশান।",
    "সাক্ষাৎকারের জন্য ঢাকায় আসতে হবে; যাতায়াত খরচ আমরা দেব।",
    "আপনার আবেদনটি আমরা পেয়েছি, শর্টলিস্ট হলে জানাব।",
    # Swahili
    (
        "Habari, asante kwa maombi yako. Usaili utafanyika ofisini "
        "kwetu Nairobi siku ya Jumanne saa nne asubuhi."
    ),
    "Tafadhali njoo na kitambulisho chako siku ya usaili.",
    "Tunasikitika kukujulisha kuwa hukuchaguliwa kwa nafasi hii. Tunakutakia kila la heri.",
    "Mahojiano yataanza saa tatu kamili; unaweza kujiunga kupitia kiungo hiki.",
    "Tumepokea maombi yako na tutawasiliana nawe hivi karibuni.",
    "Kazi hii ni ya mbali kabisa, hakuna haja ya kufika ofisini.",
    "Asante kwa kuomba nafasi ya Mhasibu katika ofisi yetu ya Nairobi.",
    "Asante kwa kukutana nasi Nairobi jana; tutakujulisha matokeo wiki ijayo.",
    "Tiketi ya ndege ya kuja kwenye usaili italipwa na kampuni.",
    "Tafadhali thibitisha kama utahudhuria usaili kesho saa tatu.",
    "Mahojiano yatafanyika kwa njia ya simu; hakuna haja ya kusafiri.",
    # Hungarian
    (
        "Kedves Anna! Köszönjük jelentkezését. Az interjú "
        "csütörtökön 10 órakor lesz budapesti irodánkban."
    ),
    "Kérjük, hozza magával személyi igazolványát a recepcióra.",
    "Sajnálattal értesítjük, hogy ezúttal más jelölt mellett döntöttünk. Sok sikert kívánunk!",
    "Az online beszélgetés kezdési időpontja 14:00, a linket e-mailben küldjük.",
    "Megkaptuk önéletrajzát, hamarosan jelentkezünk.",
    "Holland nyelvtudással rendelkező munkatársat keresünk ügyfélszolgálatra, távmunkában.",
    "Várjuk szeretettel budapesti irodánkban csütörtökön 10 órakor.",
    "Köszönjük, hogy időt szánt ránk; a döntésről jövő héten értesítjük.",
    "Az első forduló online lesz, a második személyesen az irodánkban.",
    # Tagalog and Taglish
    (
        "Hi Maria, salamat sa pag-apply! Ang interview mo ay sa "
        "Huwebes, 10am, sa opisina namin sa Makati."
    ),
    "Pakidala po ng valid ID para sa interview.",
    "Pasensya na po, hindi kayo napili para sa posisyong ito. Salamat sa inyong oras.",
    "Kailan po kayo available para sa interview?",
    "Natanggap na namin ang resume mo at babalikan ka namin sa susunod na linggo.",
    "Pwede ka bang mag-start ng exam ngayong 2pm?",
    "Salamat sa interest mo sa trabaho sa Globe, ipapaalam namin ang resulta.",
    "Salamat sa pag-attend ng orientation sa Makati kahapon.",
    (
        "Congrats! Pasado ka sa initial interview. Ang final "
        "interview ay sa BGC office namin sa Huwebes."
    ),
    "Salamat sa pag-apply sa posisyon ng Customer Service Representative.",
    # Ukrainian
    (
        "Доброго дня! Дякуємо за відгук. Співбесіда відбудеться у "
        "четвер о 10:00 в нашому офісі у Києві."
    ),
    "Будь ласка, візьміть з собою паспорт для пропуску.",
    "На жаль, ми вирішили продовжити з іншим кандидатом. Бажаємо успіхів!",
    "Зустріч почнеться о 15:00, посилання надішлемо в пошту.",
    "Ми отримали ваше резюме і зв'яжемося з вами найближчим часом.",
    "Робота повністю віддалена, в офіс приходити не потрібно.",
    "Коли вам зручно провести співбесіду?",
    "Адреса київського офісу: вул. Хрещатик, 10.",
    "Чекаємо вас у четвер о 10:00 в нашому офісі у Києві.",
    "Співбесіда в нашому офісі у Львові, вул. Городоцька 1.",
    "Дякуємо за співбесіду! Наступний етап — тестове завдання.",
    "Ви можете прийти на співбесіду в офіс у Києві у вівторок?",
    "Запрошуємо вас на зустріч у київському офісі.",
]


@pytest.mark.parametrize(("text", "category"), RISKY)
def test_the_term_is_flagged(text: str, category: str) -> None:
    assert category in categories(text)


@pytest.mark.parametrize("text", HONEST)
def test_invitations_confirmations_and_rejections_are_not_flagged(text: str) -> None:
    assert not categories(text) & TERMS


@pytest.mark.parametrize(
    ("text", "category"),
    [
        # Arabic letter forms of Persian and Urdu words: ي for ی, ك for ک, ه for ہ
        ("تنخواه 45000 روپے ماهانه", "salary"),
        ("حقوق ماهيانه ۱۲ ميليون تومان", "salary"),
        ("ويزاي كار داريد؟", "visa"),
        # Bengali য় written as য + nukta, and as one letter
        ("মাল\u09af\u09bcেশি\u09af\u09bcা\u09af\u09bc কারখানা\u09af\u09bc চাকরি", "relocation"),
        ("মাল\u09dfেশি\u09dfা\u09df কারখানা\u09df চাকরি", "relocation"),
    ],
)
def test_letter_variants_read_alike(text: str, category: str) -> None:
    assert category in categories(text)


@pytest.mark.parametrize(
    "text",
    [
        # a fee in a local currency is no pay (the other languages' fees are read elsewhere)
        "رجسٹریشن فیس 3000 روپے جمع کروائیں۔",
        "যাতায়াত খরচ ৫০০ টাকা দেওয়া হবে।",
        # payroll named as a job, human rights, a floor number: no pay
        "موقعیت شغلی: کارشناس حقوق و دستمزد، مصاحبه شنبه ساعت ۱۰.",
        "Lugar: Calle 93 #11-27, piso 6, Bogotá",
    ],
)
def test_fees_and_lookalikes_are_not_pay(text: str) -> None:
    assert "salary" not in categories(text)


@pytest.mark.parametrize(
    "text",
    [
        # English around a Tagalog place list: the sender's own town, eligibility to work
        "I'm a software developer based in Japan with ten years of experience.",
        "Are you legally entitled to work in Canada?",
    ],
)
def test_english_place_mentions_are_left_to_the_english_rules(text: str) -> None:
    assert "relocation" not in categories(text)
