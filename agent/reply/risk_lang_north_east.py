"""Pay, start, place, visa, contract and ID-data terms in SV NO DA ET LT LV SK SL HR SR BG AM NE.

Per category, one rule reads the Scandinavian, Baltic, Slavic (Latin and Cyrillic), Amharic and
Nepali wordings, each written as a family of stems and inflections:
- salary: a pay noun (lön, lønn, palk, atlyginimas, alga, mzda, plača, plaća, plata, заплата,
  ደሞዝ, तलब) with a figure, a question word or "expected/current" in its clause, a pay
  expectation named as such, a sum in kronor, dinars or leva (unless a fee is asked);
- notice_period: the notice period, when the reader can start, a start-date field ("Tillträde:",
  "Početak rada:", "Eintritt:", 入社日, 报到日期), a departure date for a job abroad;
- relocation: the place of work as a field or a named town, days at the office, a move, housing,
  a job abroad;
- visa: work and residence permits, citizenship required, visas;
- legal: probation, fixed term, non-competes, confidentiality agreements, signing the contract;
- personal_data: personal codes and ID numbers, copies of ID cards and passports, bank
  accounts, birth dates, e-ID logins.

Amharic and Nepali take no \\b (Amharic prefixes stick to the noun, Devanagari vowel signs are
no word characters); each part opens with a cheap test of its script. The interview's own place
and time are in each rule's `unless`, and an ID card brought to reception is no data asked.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule


def _lat(pattern: str) -> str:
    """Latin-script languages: every alternative starts a word."""
    return rf"(?<!\w)(?:{pattern})"


def _cyr(pattern: str) -> str:
    """Serbian and Bulgarian Cyrillic: a Cyrillic letter or a figure starts the match."""
    return rf"(?<![\u0400-\u04ff])(?=[\u0400-\u04ff\d])(?:{pattern})"


def _eth(pattern: str) -> str:
    """Amharic: an Ethiopic letter or a figure starts the match."""
    return rf"(?=[\u1200-\u137f\d])(?:{pattern})"


def _dev(pattern: str) -> str:
    """Nepali: a Devanagari word starts here."""
    return rf"(?<![\u0900-\u097f])(?=[\u0900-\u097f\d])(?:{pattern})"


# Within one clause: no sentence end in between (Amharic ።, Devanagari ।).
_GAP = r"[^.!?\n።।]{0,50}?"
_UP = r"(?-i:[A-ZÅÄÖÆØÕÜĄČĘĖĮŠŲŪŽĀĒĢĪĶĻŅÁĎÉÍĽĹŇÓÔŔŤÚÝĆĐ])"  # a capital: a town's name
_CYR_UP = r"(?-i:[А-ЯЁЂЈЉЊЋЏ])"


def _pay_near(noun: str, trigger: str, before: str) -> str:
    """Return a pay noun followed in its clause by a trigger, or just after a qualifier."""
    return rf"(?:{noun}){_GAP}(?:{trigger})|(?:{before})\s+(?:\S+\s+){{0,3}}?(?:{noun})"


# ---- pay ------------------------------------------------------------------------------------
_NORDIC_PAY = (
    r"lön(?:en|er|erna|ens)?\b|(?:månads|års|tim|grund|ingångs|fast|bas)lön\w*"
    r"|lønn(?:en|a|er|inga)?\b|(?:års|måneds|time|grunn|fast|start)lønn\w*"
    r"|løn(?:nen|ninger)?\b|(?:års|måneds|time|grund|start)løn\w*|dagrate\w*|timepris\w*"
)
_NORDIC_TRIGGER = (
    r"\d|\b(?:hva|hvad|vad|vilken|hvilken|hur\s+mycket|hvor\s+(?:mye|meget|høy\w*)|förvänt\w*"
    r"|forvent\w*|önsk\w*|ønsk\w*|nuvarande|nåvarande|nåværende|nuværende|brutto|netto|kr)\b"
)
_NORDIC_BEFORE = (
    r"vilken|hvilken|nuvarande|nåvarande|nåværende|nuværende|önskad|ønsket|forventet|förväntad"
    r"|(?:hva|hvad|vad)\s+(?:er|är)"
)
_SLAVIC_BEFORE = (
    r"aká|aký|akú|koľko|kakšn\w+|kolik[aeo]|koja|koje|trenutn\w+|sadašnj\w+|pričakovan\w+"
    r"|súčasn\w+"
)
_CYR_BEFORE = r"колика|колико|каква|какво|какви|тренутн\w+|сегашн\w+|настоящ\w+|очаквана?"
_NORDIC_EXPECT = (
    r"löne(?:anspråk|krav|förväntning|önskemål|nivå|läge)\w*"
    r"|lønns(?:forventning|krav|ønske|nivå|vilkår)\w*|lønnskrav\w*"
    r"|løn(?:niveau|drøm|forventning|krav|ønske|vilkår|pakke)\w*|løn-?\s+og\s+ansættelsesvilkår"
)
_ET_PAY = (
    r"(?:bruto|neto|kuu|tunni|põhi|aasta|alg)?palk(?:a|ad|u)?\b|palga(?:d|ks|st)?\b|töötasu\w*"
)
_ET_TRIGGER = r"\d|\b(?:milline|mis|kui\s+(?:palju|suur)|soov\w*|ootus\w*|kuus|tunnis|praegu\w*)\b"
_LT_PAY = r"atlyginim\w*|alg(?:a|os|ą|ai|oje)\b|(?:darbo\s+)?užmokest\w*"
_LT_TRIGGER = (
    r"\d|\b(?:koks|kokie|kokį|kokio|kiek|lūkesči\w*|tikit\w*|dabartin\w*|mėnesi\w*|bruto|neto)\b"
)
_LV_PAY = r"alg(?:a|as|u|ā|ai)\b|(?:mēneš|stund)alg\w*|atalgojum\w*"
_LV_TRIGGER = r"\d|\b(?:kāda|kādas|kādu|cik|gaid\w*|vēlm\w*|pašreizēj\w*|mēnesī|bruto|neto)\b"
_SK_SL_PAY = (
    r"mzd(?:a|y|u|ou|e)\b|mzdov\w+\s+(?:predstav|očakáva|požiadav)\w*|plat(?:u|om|e|y)?\b"
    r"|platov\w+\s+(?:predstav|očakáva|požiadav)\w*|zárob\w+"
    r"|plač(?:a|e|o|i)\b|plačil(?:o|a)\b|(?:urn|mesečn)\w+\s+postavk\w*"
)
_SK_SL_TRIGGER = (
    r"\d|\b(?:aká|aký|akú|aké|koľko|predstav\w*|očakáva\w*|súčasn\w*|aktuáln\w*|brutto|netto"
    r"|mesačn\w*|kakšn\w*|koliko|pričakova\w*|trenutn\w*|sedanj\w*|bruto|neto)\b"
)
_HR_SR_PAY = (
    r"plać(?:a|e|u|om)\b|(?<!la\s)plat(?:a|e|u|om)\b|primanj\w+|zarad(?:a|e|u|om)\b|satnic\w+"
)
_HR_SR_TRIGGER = (
    r"\d|\b(?:koliko|kolika|kolike|kolik[ai]|koja|koje|kakv\w*|očekivanj\w*|trenutn\w*"
    r"|sadašnj\w*|neto|bruto|mje?sečn\w*|po\s+satu)\b"
)
_CYR_PAY = r"(?:за)?плат(?:а|е|у|ом|ата|ите)\b|зарад(?:а|е|у|ом)\b|примањ\w+|възнагражд\w+"
_CYR_TRIGGER = (
    r"\d|(?<![\u0400-\u04ff])(?:колико|колко|каква|какви|какво|каква|очекива\w*|очаква\w*"
    r"|тренутн\w*|настоящ\w*|сегашн\w*|нето|бруто|брутн\w*|нетн\w*|месечн\w*|на\s+месец)"
)
_PAY = "|".join(
    (
        _lat(_pay_near(_NORDIC_PAY, _NORDIC_TRIGGER, _NORDIC_BEFORE) + "|" + _NORDIC_EXPECT),
        _lat(
            _pay_near(_ET_PAY, _ET_TRIGGER, r"milline|praegu\w*|soovitud|oodatav")
            + r"|palga(?:soov|ootus|nõue|tase|vahemik)\w*"
            r"|palgasoovi\w*"
        ),
        _lat(
            _pay_near(_LT_PAY, _LT_TRIGGER, r"koks|kokį|kokio|dabartin\w+")
            + r"|atlyginimo\s+lūkesči\w*"
        ),
        _lat(
            _pay_near(_LV_PAY, _LV_TRIGGER, r"kāda|cik|pašreizēj\w+|vēlam\w+")
            + r"|(?:algas|atalgojuma)\s+(?:gaid|vēlm|prasīb)\w*"
        ),
        _lat(
            _pay_near(_SK_SL_PAY, _SK_SL_TRIGGER, _SLAVIC_BEFORE)
            + r"|(?:mzdov|platov|finančn)\w+\s+(?:predstav|očakávan|požiadav)\w*"
            r"|pričakovan\w+\s+plač\w*|plačn\w+\s+pričakovanj\w*"
        ),
        _lat(
            _pay_near(_HR_SR_PAY, _HR_SR_TRIGGER, _SLAVIC_BEFORE)
            + r"|očekivanj\w+\s+(?:\w+\s+)?(?:plać|plat|zarad|primanj)\w*"
            r"|(?:financijsk|finansijsk)\w+\s+očekivanj\w*"
        ),
        _cyr(
            _pay_near(_CYR_PAY, _CYR_TRIGGER, _CYR_BEFORE)
            + r"|(?:финансов|финансијск)\w+\s+оч(?:а|е)к\w*"
            r"|очекивањ\w+\s+(?:\w+\s+)?(?:плат|зарад)\w*"
        ),
        _eth(r"ደሞዝ|ደመወዝ|ወርሃዊ\s+(?:ክፍያ|ገቢ)"),
        _dev(r"तलब|पारिश्रमिक|मासिक\s+(?:आम्दानी|कमाइ)"),
    )
)
# A sum in the local currency (kronor, dinars, leva, birr, rupees).
_MONEY = "|".join(
    (
        r"\b\d[\d .,]*\s?(?:kr\.?|kronor|kroner|:-)(?=\W|$)|(?<!\w)kr\.?\s?\d[\d .]*\d"
        r"|\b\d[\d .,]*\s?(?:dinara|din\.|RSD)(?!\w)",
        _cyr(r"\d[\d .,]*\s?(?:лв\.?|лева|динара|дин\.)"),
        _eth(r"\d[\d,]*\s*(?:ብር|ድርሃም|ዶላር|ሪያል)"),
        _dev(r"(?:रु\.?|रुपैयाँ|रुपियाँ)\s*\d|\d[\d,]*\s*(?:(?:हजार|लाख)\s*)?(?:रुपैयाँ|रुपियाँ)"),
    )
)
# A fee the reader pays, a deposit or a cost: no pay.
_FEE = (
    r"\b(?:avgift\w*|gebyr\w*|depositum|indbetal\w*|betala|betale|insättning|tasuda|maksta"
    r"|mokest\w*|sumok\w*|iemaks\w*|poplat\w*|uplat\w*|naknad\w*|provizi\w*|kaucij\w*|depozit\w*"
    r"|troškov\w*|stroš\w*|pristojb\w*|такс\w*|уплат\w*|трошков\w*|депозит\w*|кауци\w*)\b"
    r"|ክፍያ|በቅድሚያ|ይከፈላል|शुल्क|अग्रिम|बुझाउ|धरौटी|दस्तुर"
)

# ---- start and notice -------------------------------------------------------------------------
_NOTICE = "|".join(
    (
        _lat(
            r"(?:uppsägnings|oppsigelses|opsigelses)(?:tid|varsel|periode|frist)\w*"
            r"|(?:när|når|hvornår)\s+(?:\w+\s+){0,3}?(?:börja|starta|tillträda|starte|begynne"
            r"|begynde|tiltre|tiltræde)\b"
            r"|(?:tillträde|tiltredelse|tiltrædelse|oppstart|opstart|startdat(?:um|o))(?:sdag|sdato)?"
            r"\s*[:\-–]?\s*(?:den\s+|senest\s+|snarest\s+)?(?:\d|snarest|omgående|straks|hurtigst)"
            r"|(?:omgående|snarest\s+mulig|snarest)\s+(?:tillträde|tiltredelse|tiltrædelse|oppstart)"
        ),
        _lat(
            r"etteteatamis\w*|tööle\s*asu\w*|tööleasu\w*"
            r"|(?:millal|kui\s+kiiresti)\s+(?:\w+\s+){0,3}?(?:alusta\w*|asu\w*|tööle)"
            r"|įspėjim\w+\s+(?:apie\s+\w+\s+)?termin\w*|darbo\s+pradži\w+|įdarbinimo\s+dat\w*"
            r"|kada\s+(?:\w+\s+){0,3}?(?:pradėti|pradėsite|pradėtumėte|prisijungti)"
            r"|pradėti\s+dirbti\s+(?:nuo|\d|kuo\s+greičiau|iš\s+karto)"
            r"|uzteikuma\s+termiņ\w*|darba\s+(?:sākšan|uzsākšan|sākum)\w*"
            r"|kad\s+(?:\w+\s+){0,3}?(?:sākt|uzsākt)\w*"
        ),
        _lat(
            r"výpovedn\w+\s+(?:lehot|dob)\w*|(?:termín|dátum|deň)\w*\s+nástupu|možnos\w+\s+nástupu"
            r"|nástup\s*(?:[:\-–]\s*)?(?:ihneď|možný|od|\d{1,2}\.\s?\d{1,2}\.|do\s+(?:práce|zamestnania))"
            r"|nastúp(?:iť|ite|ili|iť)\b"
            r"|odpovedn\w+\s+rok\w*|(?:nastop|začetek|pričetek)\w*\s+(?:dela|službe|zaposlitve)"
            r"|datum\w*\s+nastopa|kdaj\s+(?:\w+\s+){0,3}?(?:začeti|začnete|pričeti|nastopiti)"
            r"|otkazn\w+\s+rok\w*|(?:početak|početka|pocetak)\s+rada"
            r"|(?:datum|dan)\s+(?:početka|stupanja|zaposlenja)|stupanj\w+\s+na\s+(?:rad|posao)"
            r"|kada\s+(?:\w+\s+){0,3}?(?:počet\w*|počne\w*|započe\w*|stupiti|krenuti\s+s\s+radom)"
        ),
        _cyr(
            r"(?:срок\w*\s+на\s+)?предизвестие\w*|отказн\w+\s+рок\w*|почет(?:ак|ка)\s+рада"
            r"|(?:начална\s+дата|дата\s+на\s+(?:започване|постъпване))"
            r"|(?:започване|постъпване)\s+на\s+работа"
            r"|кога\s+(?:\w+\s+){0,3}?(?:започнете|постъпите|да\s+започнете)"
            r"|када\s+(?:\w+\s+){0,3}?(?:почети|почнете|да\s+почнете)"
            r"|заминаван\w*\s+(?:до|след|на|в)\s"
        ),
        _eth(
            r"መቼ[^.!?\n።]{0,30}?(?:መጀመር|ልትጀምር|ሊጀምሩ|ትጀምራ|ይጀምራ)"
            r"|(?:ስራ|ሥራ)\s+(?:የሚጀመርበት|የሚጀምሩበት|የምትጀምርበት)\s+ቀን|ትበራላችሁ|ትበራለህ|ትበሪያለሽ"
        ),
        _dev(
            r"कहिले(?:देखि|बाट|सम्म)?\s+(?:\S+\s+){0,3}?(?:काम(?:मा)?\s+(?:आउन|सुरु|थाल)"
            r"|सुरु\s+गर्न|जोइन|रुजु|हाजिर)|नोटिस\s+(?:अवधि|पिरियड)|सूचना\s+अवधि"
            r"|(?:काम\s+सुरु\s+गर्ने|हाजिर\s+हुने|रुजु\s+हुने)\s+मिति|तुरुन्तै\s+(?:काममा|जोइन|रुजु)"
        ),
        # start-date fields in German, Japanese and Chinese offers
        r"\b(?:Eintritt(?:stermin|sdatum)?|Arbeitsbeginn|Startdatum|Beginn\s+(?:der|Ihrer)\s+"
        r"(?:Tätigkeit|Beschäftigung))\s*[:\-–]?\s*(?:(?:spätestens|frühestens|zum|ab|am|per|bis)"
        r"\s+)*(?:\d{1,2}\.(?!\d{2}\s*Uhr)|sofort|schnellstmöglich|nächstmöglich|baldmöglichst"
        r"|nach\s+Vereinbarung|(?:Anfang|Mitte|Ende)\b|(?:Januar|Februar|März|April|Mai|Juni"
        r"|Juli|August|September|Oktober|November|Dezember)\b)"
        r"|(?:入社|勤務開始|就業開始|着任)(?:予定|希望|可能)?(?:日|時期|年月日)\s*(?:[:：]|は|\d|（)"
        r"|(?:入社|勤務開始)可能(?:日|時期)|(?:ご?退職|引き?継ぎ)\S{0,6}?(?:必要な)?期間"
        r"|(?:报到|報到|入职|入職|到岗|到崗|上岗|上崗|到职|到職)(?:日期|时间|時間)\s*(?:[:：为為是]|\d)"
        r"|(?:何时|什么时候|什麼時候|最快)\S{0,4}?(?:入职|入職|到岗|到崗|到职|到職|报到|報到)",
    )
)
# The interview, a meeting, a call or a test in the sentence: its place and date are not the job's.
_MEETING = "|".join(
    (
        r"\b(?:\w*intervju\w*|samtal\w*|\w*samtale\w*|møte\w*|møde\w*|möte\w*|träffas|treffes"
        r"|mødes|vestlus\w*|kohtum\w*|pokalb\w*|susitik\w*|intervij\w*|pārrun\w*|tikšan\w*"
        r"|pohovor\w*|stretnut\w*|razgovor\w*|sestan\w*|srečanj\w*|sastan\w*|testiranj\w*"
        r"|test\w*|video\w*|Teams|Zoom)\b",
        _cyr(r"интервю\w*|интервју\w*|разговор\w*|среща\w*|срещ\w+|састан\w*|тест\w*"),
        r"ቃለ\s*መጠይቅ|ስብሰባ|ፈተና|अन्तर्वार्ता|अन्तरवार्ता|परीक्षा|भेटघाट|बैठक",
    )
)

# ---- place ------------------------------------------------------------------------------------
_NORDIC_TOWNS = (
    r"Stockholm|Göteborg|Malmö|Uppsala|Linköping|Örebro|Västerås|Norrköping|Helsingborg"
    r"|Jönköping|Umeå|Lund|Luleå|Sundsvall|Gävle|Kista|Solna|Oslo|Bergen|Trondheim|Stavanger"
    r"|Forus|Kristiansand|Tromsø|Drammen|Sandnes|Bodø|Ålesund|Lysaker|Fornebu|København"
    r"|Aarhus|Århus|Odense|Aalborg|Esbjerg|Kolding|Vejle|Horsens|Ørestad|Lyngby|Billund"
)
_NORDIC_PLACE = (
    r"(?:arbets(?:ort|plats)|arbeids(?:sted|plass)|arbejds(?:sted|plads)|tjenestested"
    r"|placering|stationering)\s*[:\-–]\s*(?!distans|hjemme|remote|hemifrån|valgfri|fri\b)"
    r"|(?:placerad|placeret|plassert|stationer\w+|basert|baseret|baserad|beliggende)\s+"
    rf"(?:\w+\s+){{0,2}}?(?:i|på)\s+{_UP}"
    r"|(?:\d|en|två|tre|fyra|fem|to|fire|ett|én)\s+dag(?:ar|e|er)?\s+(?:(?:i|om|per|pr\.?|a)\s+"
    r"(?:veckan|vecka|uken|ugen|uke|uge)\s+)?(?:på|fra|från|i)\s+(?:kontoret|kontor)"
    r"|(?:flytta|flytte|flytning|flyttning)\s+(?:\w+\s+)?(?:till|til)\s+"
    + _UP
    + r"|(?:villig|beredd|parat|åpen|åben|öppen|klar)\s+(?:til\s+|att\s+|at\s+|for\s+å\s+)?"
    r"(?:\w+\s+)?(?:flytte|flytta|pendle|pendla)\b"
    r"|(?:flytte|flytt|relocation|relokerings?)(?:hjälp|hjælp|hjelp|pakke|paket|bidrag|støtte)\w*"
    r"|(?:bolig|boende|bostad|logi|indkvartering|innkvartering)\s+(?:\w+\s+)?(?:ordnes|tilbys"
    r"|erbjuds|ingår|stilles|sørger|betales)\w*|(?:utomlands|i\s+utlandet|i\s+udlandet)"
    rf"|(?:jobb|job|arbete|arbeid|arbejde|tjänst\w*|stilling\w*)\s+(?:\w+\s+){{0,3}}?(?:i|på)\s+"
    rf"(?-i:{_NORDIC_TOWNS})\b|(?:kontoret|kontor)\s+(?:i|på)\s+(?-i:{_NORDIC_TOWNS})\b"
)
_BALTIC_PLACE = (
    rf"töö(?:koht|koha)\w*\s+(?:asub|on)\s+{_UP}|(?:töökoht|asukoht|töö\s+asukoht)\s*[:\-–]"
    r"|(?:\d|üks|kaks|kolm|neli|viis)\s+päev\w*\s+(?:nädalas\s+)?kontoris"
    r"|kontoris\s+(?:\d|üks|kaks|kolm|neli|viis)\s+päev\w*|kolimi\w*|kolida\b|ümberasumi\w*"
    rf"|darb(?:as|o\s+vieta|ovietė)\s+(?:\w+\s+){{0,3}}?{_UP}\w+(?:oje|uje|yje|ose|uose|ije|e)\b"
    rf"|biure\s+{_UP}\w+(?:uje|yje|oje|je)\b|darbo\s+vieta\s*[:\-–]|persikel\w*|perkėlim\w*"
    r"|(?:\d|dvi|tris|keturias)\s+dien\w+\s+(?:per\s+savaitę\s+)?biure|apgyvendinim\w*"
    rf"|darba\s+vieta\s*[:\-–]|(?:darbs|darba\s+vieta)\s+(?:\w+\s+){{0,2}}?{_UP}\w*ā\b"
    rf"|birojā\s+{_UP}\w*ā\b|pārcel\w*|ārzemēs|(?:\d|divas|trīs|četras)\s+dienas\s+"
    r"(?:nedēļā\s+)?birojā"
)
_SLAVIC_PLACE = (
    rf"(?:pracovisk\w*|pozíci\w+)\s+(?:je\s+)?(?:v|vo|na)\s+{_UP}"
    r"|miesto\s+(?:výkonu\s+)?práce\s*[:\-–]?|prezenčn\w+|dochádzan\w*|presťahova\w*"
    r"|(?:\d|dva|tri|štyri)\s+dni\s+(?:v\s+týždni\s+)?(?:v|z)\s+kancelári\w*"
    r"|ubytovanie\s+(?:\w+\s+)?(?:zabezpeč|zadarmo|poskyt|hraden)\w*|v\s+zahraničí"
    rf"|kraj\s+(?:opravljanja\s+)?dela\s*[:\-–]?|delovn\w+\s+mest\w+\s+(?:je\s+)?v\s+{_UP}"
    rf"|delo\s+(?:je\s+)?(?:v\s+pisarni\s+)?v\s+{_UP}|preselit\w*|selitev\w*"
    r"|(?:\d|dva|tri|štiri)\s+dni\s+(?:na\s+teden\s+)?v\s+pisarni|v\s+tujini"
    rf"|(?:rad|posao|pozicija|radno\s+mje?sto)\s+(?:je\s+)?(?:\w+\s+){{0,3}}?u\s+"
    rf"(?!(?-i:[A-ZŽŠČĆĐ]{{2,3}})\b){_UP}\w+"
    r"|mje?st\w+\s+rada\s*[:\-–]|(?:\d|dva|tri|četiri)\s+dan[ae]?\s+(?:tjedno\s+|nedeljno\s+"
    r"|u\s+tjednu\s+|nedeljno\s+)?u\s+(?:uredu|kancelariji)"
    r"|bez\s+mogućnosti\s+rada\s+od\s+kuće|preselj\w+|preseli(?:ti|te|mo)\b|selidb\w*"
    r"|smje?štaj\s+(?:i\s+hrana\s+)?(?:je\s+)?(?:osigur|obezbe|besplat|plać)\w*"
    r"|rad\s+u\s+(?:inozemstvu|inostranstvu)"
)
_CYR_PLACE = (
    r"(?:позиция(?:та)?|работа(?:та)?|работно(?:то)?\s+място|място(?:то)?\s+на\s+работа|рад"
    r"|посао|позиција|радно\s+место|место\s+рада)\s+(?:е\s+|је\s+)?(?:\w+\s+){0,3}?"
    rf"(?:в|във|у)\s+{_CYR_UP}"
    r"|(?:\d|два|три|четири|две)\s+дн(?:и|а)\s+(?:седмично\s+|в\s+седмицата\s+|недељно\s+)?"
    r"(?:в|у)\s+(?:офиса|офис|канцеларији)|хибрид\w+|преместван\w*|пресељењ\w*|настаняван\w*"
    r"|смештај\s+(?:\w+\s+)?(?:обезбеђен|бесплат)\w*|работа\s+в\s+чужбина|рад\s+у\s+иностранству"
    r"|(?:място\s+на\s+работа|место\s+рада)\s*[:\-–]"
)
_ETH_GULF = r"ዱባይ|ሳውዲ|ሳዑዲ|ኳታር|ኩዌት|ቤሩት|ሊባኖስ|አቡዳቢ|ኦማን|ዮርዳኖስ"
_ETH_TOWN = r"አዲስ\s+አበባ|ባሕር\s+ዳር|ባህር\s+ዳር|ሀዋሳ|ሐዋሳ|መቀሌ|ጎንደር|አዳማ|ድሬዳዋ"
_NE_ABROAD = r"जापान|कतार|दुबई|दुबइ|साउदी|मलेसिया|कुवेत|कोरिया|युएई|बहराइन|ओमान|रोमानिया|पोल्याण्ड"
_NE_TOWN = r"काठमाडौं|काठमाडौँ|पोखरा|विराटनगर|ललितपुर|भक्तपुर|बुटवल|धरान|नेपालगन्ज|चितवन"
_NE_JOB = r"काम|रोजगार\S*|जागिर\S*|नोकरी"
_PLACE = "|".join(
    (
        _lat(_NORDIC_PLACE),
        _lat(_BALTIC_PLACE),
        _lat(_SLAVIC_PLACE),
        _cyr(_CYR_PLACE),
        _eth(
            rf"የ(?:ስራ|ሥራ)\s+ቦታ|(?:ውጭ|ውጪ)\s+(?:ሀገር|አገር)|መኖሪያ\s+(?:በነፃ|ቤት)"
            rf"|በ(?:{_ETH_GULF}|{_ETH_TOWN})\s+(?:\S+\s+){{0,2}}?የ?(?:ስራ|ሥራ)|ወደ\s+(?:{_ETH_GULF}|ውጭ)"
        ),
        _dev(
            rf"(?:{_NE_ABROAD}|{_NE_TOWN})\S*\s+(?:\S+\s+){{0,2}}?(?:{_NE_JOB})"
            rf"|(?:{_NE_JOB})\S*\s+(?:\S+\s+){{0,3}}?(?:{_NE_ABROAD})"
            r"|कार्यस्थल|काम\s+गर्ने\s+ठाउँ|विदेश\S*\s+(?:\S+\s+)?(?:काम|रोजगार|जागिर)"
            r"|खाना\s+(?:र|तथा)\s+बस्ने|बस्ने\s+(?:व्यवस्था|सुविधा)|सरुवा|स्थानान्तरण"
        ),
    )
)
# Not needed after all: "no need to come in", "ikke nødvendigt", "nije potrebno".
_NOT_NEEDED = (
    r"\b(?:inte\s+nödvändig\w*|ikke\s+nødvendig\w*|behöver\s+inte|trenger\s+ikke|behøver\s+ikke"
    r"|pole\s+vaja|nereikia|nav\s+jā|nie\s+je\s+potrebn\w*|ni\s+potrebn\w*|nije\s+potrebn\w*"
    r"|не\s+е\s+нужно|није\s+потребно)\b"
)

# ---- visa -------------------------------------------------------------------------------------
_VISA = "|".join(
    (
        _lat(
            r"(?:arbets|uppehålls|arbeids|oppholds|arbejds|opholds)(?:tillstånd|tillatelse"
            r"|tilladelse)\w*|medborgar\w*|statsborger\w*|visum\w*"
            r"|tööl(?:uba|oa)\w*|elamisl(?:uba|oa)\w*|kodakondsus\w*|(?:Eesti|EL)\s+kodanik\w*"
            r"|viisa\w*|darbo\s+leidim\w*|leidim\w+\s+(?:gyventi|dirbti)|pilietyb\w*"
            r"|viz(?:a|ą|os|ų|omis|ai|as|u|e|um|o|om)\b|darba\s+atļauj\w*|uzturēšanās\s+atļauj\w*"
            r"|pilsonīb\w*|vīz(?:a|u|as|ām|ai)\b|pracovn\w+\s+povoleni\w*"
            r"|povoleni\w+\s+na\s+(?:pobyt|prácu|zamestnanie)|občianstv\w*|víz(?:a|um|ach|ami)\b"
            r"|zamestnaneck\w+\s+kart\w*|delovn\w+\s+dovoljenj\w*|enotn\w+\s+dovoljenj\w*"
            r"|dovoljenj\w+\s+za\s+(?:prebivanje|delo|bivanje)|državljan\w*|radn\w+\s+dozvol\w*"
            r"|dozvol\w+\s+za\s+(?:boravak|rad)|boravišn\w+\s+dozvol\w*"
        ),
        _cyr(
            r"виз(?:а|и|у|ата|ите|ом|е)\b|разреш\w+\s+за\s+(?:работа|пребиваване)"
            r"|радн\w+\s+дозвол\w*|дозвол\w+\s+за\s+(?:боравак|рад)|гражданств\w*|граждани\s+на"
            r"|држављан\w*"
        ),
        _eth(r"ቪዛ|ዜግነት|የ(?:ስራ|ሥራ)\s+ፈቃድ|የመኖሪያ\s+ፈቃድ"),
        _dev(
            r"भिसा|श्रम\s+स्वीकृति|नागरिकता(?!\S*\s+(?:\S+\s+)?(?:प्रतिलिपि|फोटोकपी|कपी|नम्बर|नं))"
            r"|वर्क\s+परमिट|कार्य\s+अनुमति"
        ),
    )
)

# ---- contract terms ---------------------------------------------------------------------------
_LEGAL = "|".join(
    (
        _lat(
            r"(?:prov|prøve)(?:anställning|tid|periode)\w*|provtid\w*"
            r"|(?:konkurrens|konkurrence|konkurranse|kunde|kund)[\s-]*(?:og\s+\w+?)?klausul\w*"
            r"|(?:sekretess|tavsheds|taushets)(?:avtal|aftale|avtale|erklæring|plikt|pligt)\w*"
            r"|tystnadsplikt\w*|(?:visstids|tidsbegränsad\s+|tidsbegrænset\s+|midlertidig\s+)"
            r"(?:anställning|ansættelse|ansettelse|kontrakt|stilling)\w*"
            r"|(?:underteckna|signera|signer|underskriv)\w*\s+(?:\w+\s+){0,2}?(?:avtal|aftale"
            r"|avtale|kontrakt|erbjudande|tilbud)\w*"
            r"|(?:kontrakt|avtal|aftale)\w*\s+(?:\w+\s+){0,3}?(?:underskrives|undertecknas"
            r"|signeres|signeras)"
        ),
        _lat(
            r"katseaeg\w*|katseaja\w*|konkurentsipiirang\w*|konfidentsiaalsus\w*"
            r"|tähtajali\w+\s+(?:tööleping|leping)\w*|(?:tööleping|leping)\w*[^.!?\n]{0,30}?"
            r"allkirjast\w*|allkirjast\w+\s+(?:\w+\s+){0,2}?(?:tööleping|leping)\w*"
            r"|bandom\w+\s+laikotarp\w*|nekonkuravim\w*|konfidencialum\w*"
            r"|terminuot\w+\s+(?:darbo\s+)?sutart\w*|pasirašy\w+\s+(?:\w+\s+){0,2}?sutart\w*"
            r"|pārbaudes\s+laik\w*|konkurences\s+ierobežojum\w*|konfidencialitāt\w*"
            r"|terminēt\w+\s+(?:darba\s+)?līgum\w*|parakst\w+\s+(?:\w+\s+){0,2}?līgum\w*"
        ),
        _lat(
            r"skúšobn\w+\s+(?:dob|lehot)\w*|konkurenčn\w+\s+(?:doložk|klavzul)\w*"
            r"|(?:na\s+)?dob\w+\s+určit\w*|mlčanlivos\w*|podpí\w+\s+(?:\w+\s+){0,2}?zmluv\w*"
            r"|zmluv\w+\s+(?:\w+\s+){0,3}?podpí\w*|živnostensk\w+|živnos(?:ť|ti)\b"
            r"|poskusn\w+\s+(?:del|dob)\w*|prepoved\w*\s+konkurenc\w*|za\s+določen\w*\s+čas"
            r"|zaupnost\w*|podpi\w+\s+(?:\w+\s+){0,2}?pogodb\w*|pogodb\w+\s+(?:\w+\s+){0,3}?podpi\w*"
            r"|probn\w+\s+(?:rad\w*|rok\w*)|zabran\w+\s+(?:natjecanja|konkurencij\w*|takmičenja)"
            r"|konkurentsk\w+\s+klauzul\w*|na\s+određeno|povje?rljivost\w*"
            r"|(?:potpis|potpiš)\w*\s+(?:\w+\s+){0,2}?ugovor\w*|ugovor\w*\s+(?:\w+\s+){0,3}?potpis\w*"
            r"|ugovor\w*\s+o\s+(?:djelu|delu)"
        ),
        _cyr(
            r"срок\w*\s+на\s+изпитване|изпитателен\s+срок|неконкуренци\w*|конфиденциалност\w*"
            r"|срочен\s+(?:трудов\s+)?договор|подписван\w*|подпишете\s+(?:\w+\s+)?договор\w*"
            r"|пробн\w+\s+(?:рад|рок)\w*|на\s+одређено|забран\w+\s+конкуренциј\w*|поверљивост\w*"
            r"|уговор\w*\s+о\s+делу|потписивањ\w*|потпиш\w+\s+(?:\w+\s+)?уговор\w*"
        ),
        _eth(
            r"የሙከራ\s+(?:ጊዜ|ወቅት)|ውል\s+(?:መፈረም|ይፈርማሉ|ትፈርማለህ|ፈርሙ)"
            r"|(?:የ\s*)?\d+\s+(?:ዓመት|አመት)\s+ውል|የሚስጥር\s+(?:ውል|ስምምነት)|ሚስጥር\s+(?:የመጠበቅ|መጠበቅ)"
        ),
        _dev(
            r"करार\s*(?:अवधि|अवधी)|परीक्षण\s*काल|प्रोबेशन|\S+\s+वर्षको\s+(?:करार|सम्झौता)"
            r"|(?:सम्झौता|करार|कन्ट्र्याक्ट)\S*\s+(?:\S+\s+)?(?:हस्ताक्षर|साइन)"
            r"|गोपनीयता\s+(?:सम्झौता|करार)"
        ),
    )
)

# ---- ID and bank data -------------------------------------------------------------------------
_ID_NUMBERS = "|".join(
    (
        _lat(
            r"personnummer\w*|samordningsnummer\w*|fødselsnummer\w*"
            # the Danish CPR number, not "First Aid/CPR certificate"
            r"|(?<!Aid/)(?<!Aid\s)(?<!Aid\s&\s)(?<!Aid\sand\s)(?-i:CPR)(?:[\s-]*n(?:umme)?r)?\b"
            r"(?![\s/&-]*(?:and\s+)?(?:certificat\w*|cert|training|course|card|trained|certified"
            r"|qualified|AED|first\s+aid))"
            r"|(?:reg\.?\s*-?\s*og\s+)?kontonummer\w*|bankkonto\w*|clearingnummer\w*"
            r"|(?:födelse|fødsels)(?:datum|dato|dag)\w*"
            r"|(?:logg\w*\s+in|bekräfta|bekræft\w*|identifiera|log\s+ind|logge\s+inn|verifiser\w*)"
            r"\s+(?:\w+\s+){0,4}?(?:med\s+)?(?-i:BankID|MitID|NemID)"
            r"|isikukood\w*|pangakonto\w*|arvelduskonto\w*|sünni(?:aeg|aja|kuupäev|päev)\w*"
            r"|(?:logi\w*\s+sisse|kinnita\w*)\s+(?:\w+\s+){0,4}?(?:Smart[\s-]*ID|Mobiil[\s-]*ID"
            r"|ID[\s-]*kaardi\w*)"
            r"|asmens\s+kod\w*|(?:banko\s+)?sąskaitos\s+numer\w*|banko\s+sąskait\w*"
            r"|gimimo\s+dat\w*|(?:namų|gyvenamosios\s+vietos)\s+adres\w*"
            r"|personas\s+kod\w*|(?:bankas\s+)?konta\s+numur\w*|bankas\s+kont\w*"
            r"|dzimšanas\s+dat\w*"
        ),
        _lat(
            r"rodn\w+\s+čísl\w*|čísl\w+\s+(?:bankového\s+)?účtu|bankov\w+\s+účt\w*"
            r"|dátum\w*\s+narodeni\w*|(?-i:EMŠO|TRR|OIB|JMBG)\b|davčn\w+\s+številk\w*"
            r"|(?:transakcijsk|bančn)\w+\s+račun\w*|datum\w*\s+rojstva|matičn\w+\s+broj\w*"
            r"|broj\w*\s+(?:osobne\s+iskaznice|lične\s+karte|putovnice|pasoša)"
            r"|broj\w*\s+(?:tekućeg|žiro|bankovnog|deviznog)\s+računa"
            r"|(?:tekuć|žiro|bankovn)\w+\s+račun\w*|datum\w*\s+rođenja"
        ),
        _cyr(
            r"(?-i:ЈМБГ|ЕГН|ЛНЧ)|номер\w*\s+на\s+(?:лична\s+карта|паспорт)"
            r"|број\w*\s+(?:личне\s+карте|пасоша|текућег\s+рачуна|рачуна)|банков\w+\s+сметк\w*"
            r"|текућ\w+\s+рачун\w*|дата\s+на\s+раждане|датум\w*\s+рођења"
        ),
        _eth(r"የባንክ\s+(?:ሂሳብ|አካውንት)|(?:ሂሳብ|አካውንት)\s+ቁጥር|የትውልድ\s+(?:ቀን|ዘመን)"),
        _dev(
            r"नागरिकता\S*\s+(?:\S+\s+)?(?:प्रतिलिपि|फोटोकपी|कपी|नम्बर|नं)|बैंक\s+खाता"
            r"|खाता\s+(?:नम्बर|नं)|जन्म\s*मिति"
        ),
    )
)
# Copies and photos of ID cards and passports (an ID shown at reception is in `_BRING`).
_ID_COPIES = "|".join(
    (
        _lat(
            r"(?:kopia|kopi|kopien)\s+(?:på|av|af)\s+(?:\w+\s+)?(?:pass\w*|id[\s-]*kort\w*"
            r"|legitimation|legitimasjon|førerkort\w*|körkort\w*|kørekort\w*)|pas{1,2}kopi\w*"
            r"|(?:ID[\s-]*kaardi|passi)\s+koopia\w*"
            r"|(?:asmens\s+tapatybės\s+kortelės|paso)\s+kopij\w*"
            r"|(?:pases|ID\s+kartes|personas\s+apliecības)\s+kopij\w*"
            r"|občiansk\w+\s+preukaz\w*|(?:kópi|fotk|fotografi|sken)\w*\s+(?:\w+\s+)?(?:občiansk"
            r"|pas)\w*|(?:kopij|fotokopij|sken)\w*\s+(?:\w+\s+)?(?:osebn\w+\s+izkaznic|potn\w+\s+"
            r"list|osobn\w+\s+iskaznic|lične\s+kart|ličn\w+\s+kart|pasoš|putovnic)\w*"
        ),
        _cyr(
            r"(?:копи|фотокопи|скен|снимк)\w*\s+(?:\w+\s+)?(?:личн|паспорт|пасош)\w*|лична\s+карта"
        ),
        _eth(r"መታወቂያ|ፓስፖርት|ፎቶ\s+(?:ላኩ|ይላኩ|ላክ)"),
        _dev(r"राहदानी|पासपोर्ट|राष्ट्रिय\s+परिचय\s*पत्र|परिचयपत्र"),
    )
)
# Bringing the ID along to the interview or the first day: no ask for the data.
_BRING = (
    r"\b(?:ta\s+med|tag\s+med|medbring\w*|husk|kom\s+med|visa\s+upp|fremvis\w*|võtke\s+kaasa"
    r"|kaasa|su\s+savimi|atsineškite|ņemiet\s+līdzi|līdzi|prineste|prines\w*|majte\s+(?:so|pri)"
    r"|so\s+sebou|prinesite|ponesite|donesite|s\s+(?:sobom|sabom)|понесете|донесете|носете"
    r"|вземете|с\s+(?:вас|себе|собом))\b|ይዘው\s+ይምጡ|ይዘህ\s+ና|लिएर\s+आउनु|साथमा\s+ल्याउनु"
)

NORTH_EAST_LANG_RULES: tuple[Rule, ...] = (
    rule(
        "salary",
        _PAY,
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
        "They ask when you can start or your notice, or set a start date; that is your call.",
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
        "Contract terms (probation, a fixed term, a non-compete, secrecy, signing) to read first.",
        negatable=True,
    ),
    rule(
        "personal_data",
        _ID_NUMBERS,
        "They ask for ID numbers, bank data or a birth date; verify the employer first.",
    ),
    rule(
        "personal_data",
        _ID_COPIES,
        "They ask for a copy of your ID card or passport; verify the employer first.",
        unless=_BRING,
    ),
)
