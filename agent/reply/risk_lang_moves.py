"""Moves and pay across ~45 languages, written as families rather than phrases.

- relocation: a question about moving or commuting, a job that requires living elsewhere, an ad
  for work abroad ("PRACA W NORWEGII", "KATAR'DA İŞ", 海外工作), a relocation allowance, housing
  or flights provided with the job, rotational camp work (вахта);
- salary: current or expected pay asked, pay stated with a figure in a local currency or a period.

Latin, Greek and Cyrillic parts start at a word; Thai, Chinese, Japanese, Tamil and Devanagari
words take no \\b (no spaces or vowel signs that are no word characters). A town named in an
invitation is no move: the interview's sentence is skipped (`about_work`) and none of these
families reads "our office in X".
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule


def word_start(pattern: str) -> str:
    """Alphabetic scripts: every alternative starts a word."""
    return rf"(?<!\w)(?:{pattern})"


_ABROAD_LAT = (
    r"(?:Alemania|Allemagne|Germania|Niemcz\w*|Němec\w*|Nemeck\w*|Gjermani\w*"
    r"|Almanya\w*|Jerman|Đức|Duitsland|Norw\w+|Norueg\w*|Norv\w+|Norveç\w*|Norj\w*|Holandi\w*"
    r"|Holland\w*|Olanda|Hollanda\w*|Belanda|Países\s+Bajos|Pays-Bas|Niderland\w*|Wielkiej"
    r"\s+Brytanii|Marea\s+Britanie|Reino\s+Unido|Royaume-Uni|Regno\s+Unito|Angli\w*|Inggris"
    r"|Ingiltere\w*|Inglaterra|Kanad\w*|Canad[aáà]\b|Japan\b|Jap[oó]n\b|Japonia|Jepang|Nhật\s+Bản"
    r"|Nhật|Kore\w*|Hàn\s+Quốc|Taiwan\w*|Tajwan\w*|Đài\s+Loan|Qatar\w*|Katar\w*|Saudi\w*"
    r"|Suudi\w*|Dubai\w*|Dubaj\w*|Kuwait|Kuveyt\w*|Singap\w+|Malaysia|Malezj\w*|Tailandia"
    r"|Thailand|Tajlandi\w*|Cambod\w*|Kambo\w*|Australi\w*|Izrael\w*|Israel|İsrail\w*|Avrupa\w*"
    r"|Eropa|Islandi\w*|Finlandi\w*|Szwecj\w*|Dani[ia]\b|Irlandi\w*|Szwajcari\w*|Njema[čc]k\w*"
    r"|Nema[čc]k\w*|Itali(?:e|en|ja|jo|ji|ë)?\b|Itálie|Austri\w*|Ausztri\w*|Vokietij\w*|Vācij\w*"
    r"|Koreya\w*)"
)
_JOB_LAT = (
    r"praca|pracy|pracę|wyjazd\w*|trabajo|trabajar|empleo|empleos|trabalho|trabalhar|emprego"
    r"|lavoro|lavorare|travail|travailler|feina|treballar|munc[ăa]|lucru|angaj[ăa]ri|pun[ëe]"
    r"|posao|poslovi|práce|práca|prácu|kerja|bekerja|lowongan|loker|trabaho|kazi|ajira|Arbeit"
    r"|Stelle|werk|werken|baan|iş|işi|çalışma|papuntang|jobb|arbejde|arbeid"
)
_ABROAD_WORDS = (
    r"en\s+el\s+extranjero|al\s+extranjero|à\s+l'étranger|all'estero|no\s+exterior|ins\s+Ausland"
    r"|za\s+granic[ąę]|do\s+zahraničí|în\s+străinătate|jashtë\s+(?:shtetit|vendit)|külföld\w*"
    r"|yurt\s?dışı\w*|luar\s+negeri|nước\s+ngoài|ulkomaill\w+|ulkomaille|erlendis|buitenland"
    r"|oorsee|užsieny\w*|välismaal|a\s+l'estranger|nje\s+ya\s+nchi|ibang\s+bansa|kapal\s+pesiar"
)
# Study or customers abroad: the reader does not go there for this job.
_NOT_GOING = (
    r"\b(?:studi\w*|kuliah|lulusan|Kunden|client\w*|klien\w*|müşteri\w*|market\w*|rynk\w*"
    r"|mercad\w*)\b"
)
# ---- relocation: moving, commuting, living there -------------------------------------------------
_MOVE = "|".join(
    (
        word_start(
            r"trasllada(?:r|r-te|r-se|r-vos|ries|ríeu)\b|mudar-(?:te|se)|canviar\s+de\s+residència"
            r"|mudarte|mudarse|trasladarte|trasladarse|reubicarte|cambiar\s+de\s+residencia"
            r"|(?:se\s+)?mudar\s+para|déménager|(?:vous|t')\s*installer\s+(?:à|sur|en|dans)"
            r"|mobilité\s+géographique|trasferir(?:si|ti|vi)|umzuziehen|Umzugsbereitschaft"
            r"|verhuizen|verhuis\b|przeprowadz\w*\s+się|się\s+przeprowadz\w+|przeprowadzk\w+|przenie(?:ść|sienia)\s+się|dojeżdżać\s+(?:z|do)"
            r"|költöz\w+|ingáz\w+|să\s+te\s+muți|te-ai\s+muta|navet\w+|zhvendos\w+|transferoh\w+"
            r"|persikraust\w+|pārvākt\w*|muuttamaan|muuttaisit\w*|muuttaa\s+\w+(?:lle|an|en)\b"
            r"|flytta\s+(?:från|hit|upp|ner|norrut|söderut)|flytte\s+(?:fra|hertil|nordpå)"
            r"|(?:tänka\s+dig|overveje|vurdere)\s+(?:at\s+|å\s+)?(?:flytta|flytte)\b|flytja"
            r"|pendl(?:a|e)\s+(?:från|fra)|kräver\s+att\s+(?:du|man)\s+bor\b"
            r"|taşın\w+|şehir\s+değiştir\w*|pindah\s+ke|berulang[\s-]alik|ulang[\s-]alik"
            r"|lumipat\s+sa|lilipat\s+sa|kuhamia|chuyển\s+(?:vào|ra|lên|xuống|đến|tới)\s+"
            r"|μετακομ\w+|μετακίνηση\s+από"
            r"|kolima|kolida|kolimi\w+|plënneren|pendelen|u\s+guur\w+|preseljenj\w+|preseli\w+"
            r"|desplaçar-(?:vos|te)\s+diàriament|residir\s+a\s+(?-i:[A-Z])|mudança\s+para\s+"
            r"(?:a\s+cidade|(?-i:[A-Z]))|\w+\s+shift\s+hone|relocate\s+hone|pendleavstand\w*"
            r"|flyttegodtgj\w+|flyttersättning|(?:tu\s+habites|vous\s+habitez)\s+(?:toujours"
            r"\s+|actuellement\s+)?(?:à|a|en|dans)\b|Wohnort\s+(?:sollte|muss)|pindah\s+dan"
            r"\s+tinggal|tinggal\s+di\s+mess"
        ),
        r"(?<![\u0400-\u04ff])(?:переезд\w*|переех\w*|переїзд\w*|переїх\w*|премест(?:и|ят|ите)\w*"
        r"|вахтов\w+|вахт[аеуы]\s+(?:в|на)\s+(?-i:[А-Я])|добира\w+\s+(?:из|с|от)|пераезд\w*"
        r"|рэлакацы\w+|көчүп|вахтал\w+|руу\s+(?:\S+\s+){0,4}?ажиллахаар\s+явна)",
        r"(?:لل|ال)انتقال\s+(?:من|إلى|الى|ل)(?!\s*(?:ال)?(?:مرحلة|خطوة|جولة))|مستعد\S*\s+للانتقال"
        r"|לעבור\s+לגור|נסיעה\s+ל(?=\S)|מעבר\s+דירה|רילוקיישן",
        r"રહેવા\s+આવી|주재원|სხვა\s+ქალაქიდან|"
        r"இடம்\s*மாற|இடமாற்ற|शिफ्ट\s+हो(?:ने|ना|ंगे)|स्थलांतर|ย้ายไปทำงาน|ย้ายไปอยู่|搬到|搬迁",
    )
)
# ---- relocation: work abroad ads -----------------------------------------------------------------
_ABROAD = "|".join(
    (
        word_start(
            rf"(?:{_JOB_LAT})\s+(?:\w+\s+){{0,2}}?(?:w|we|do|na|en|em|no|in|au|aux|a|à|în|në"
            rf"|ne|u|v|ve|vo|di|ke|sa|ng|za|till|til|i)\s+(?:la\s+|le\s+|the\s+)?{_ABROAD_LAT}"
            rf"|{_ABROAD_LAT}(?:'|’)?(?:da|de|ta|te|ya|ye)\s+(?:iş|çalış)"
            rf"|(?:kazi|ajira)\s+(?:\w+\s+){{0,3}}?{_ABROAD_LAT}"
            rf"|(?:đi|sang|papuntang)\s+{_ABROAD_LAT}"
            rf"|(?:darb[ausoe]\w*|ishga)\s+(?:\w+\s+){{0,2}}?{_ABROAD_LAT}"
            rf"|{_ABROAD_LAT}\s+(?:\w+\s+)?(?:ishga|ishlash\w*)"
            rf"|(?:{_JOB_LAT})\s+(?:\w+\s+){{0,2}}?(?:{_ABROAD_WORDS})"
            rf"|(?:{_ABROAD_WORDS})\s+(?:\w+\s+)?(?:{_JOB_LAT})"
        ),
        r"(?<![\u0400-\u04ff])(?:работ\w*\s+(?:за\s+(?:рубежом|границей)|в\s+(?:Европе|Германии"
        r"|Польше|Чехии|Израиле|Корее|Японии|ОАЭ|Дубае|Катаре))|робот\w*\s+(?:за\s+кордоном"
        r"|в\s+(?:Європі|Польщі|Німеччині|Чехії|Литві|Нідерландах)))",
        r"(?:عمل|العمل|وظائف|وظيفة)\s+(?:في|ب)\s*(?:الخارج|أوروبا|ألمانيا|كندا|اليابان)"
        r"|(?:بیرون\s+ملک|خارج\s+از\s+کشور)|עבודה\s+בחו[\"״]ל|στο\s+εξωτερικό",
        r"(?:जर्मनी|जापान|कनाडा|दुबई|सऊदी|क़तर|कतर|कुवैत|ओमान|सिंगापुर|मलेशिया|इज़राइल|इजराइल"
        r"|पोलैंड|रूस|विदेश)\S*\s+(?:\S+\s+){0,3}?(?:नौकरी|नोकरी|रोज़गार|रोजगार|काम|जॉब)"
        r"|ओवरसीज़|ओवरसीज|परदेशात",
        r"(?:சிங்கப்பூர்|மலேசிய|துபாய்|சவுதி|கத்தார்|குவைத்|ஓமன்|ஜப்பான்|ஜெர்மனி|கனடா|வெளிநாட்டு?)"
        r"\S*\s+(?:\S+\s+){0,2}?(?:வேலை|பணி)",
        r"ทำงาน(?:ที่|ใน)?(?:ต่างประเทศ|ญี่ปุ่น|เกาหลี|ไต้หวัน|อิสราเอล|ออสเตรเลีย|กัมพูชา|ดูไบ)"
        r"|งานต่างประเทศ",
        r"(?:海外|出国|国外|境外)\S{0,4}?(?:工作|务工|就业|劳务|打工|岗位)"
        r"|(?:柬埔寨|缅甸|迪拜|新加坡|马来西亚|老挝|澳洲|加拿大)\S{0,8}?(?:工作|务工|打工|招聘)"
        r"|ਕੈਨੇਡਾ|ਵਿਦੇਸ਼|ദുബായി(?:ലെ|ൽ)|ഗൾഫിൽ|വിദേശത്ത്|વિદેશ|ವಿದೇಶ|នៅប្រទេស(?:ថៃ|ជប៉ុន|កូរ៉េ|ម៉ាឡេស៊ី)"
        r"|នៅបរទេស|海外(?:勤務|赴任|就労|で働)|해외\s*(?:\S+\s*)?(?:일자리|취업|근무|파견)|출국\s*가능",
    )
)
# ---- relocation: help to move, housing and flights with the job, camp rotations ----------------
_SUPPORT = "|".join(
    (
        word_start(
            # moving costs and allowances
            r"Umzugs(?:kosten|hilfe|pauschale|unterstützung)\w*|frais\s+de\s+(?:déménagement"
            r"|réinstallation)|aide\s+(?:à\s+l'installation|au\s+déménagement)|gastos\s+de\s+"
            r"(?:mudanza|traslado)|ayuda\s+(?:de|para\s+la|a\s+la)\s+(?:mudanza|reubicación)"
            r"|auxílio[\s-]mudança|ajuda\s+de\s+custo\s+(?:de\s+|para\s+)?mudança|spese\s+di"
            r"\s+trasloco|koszt\w*\s+przeprowadzki|verhuis(?:kosten|vergoeding|regeling)"
            r"|muutto(?:kulu|avustus|raha|tuki|apu)\w*|persikraustymo\s+išlaid\w*"
            r"|költözési\s+(?:támogatás|költség)\w*|tunjangan\s+(?:relokasi|pindah)"
            r"|taşınma\s+(?:yardım|destek|masraf)\w*|flyttstöd|flyttbidrag|tillfälligt\s+boende"
            # housing with the job
            r"|alojamiento\s+(?:\w+\s+){0,3}?(?:incluid|gratuit|gratis|pagad|en\s+residencia)\w*"
            r"|alojamento\s+(?:\w+\s+)?(?:incluíd|gratuit|pag)\w*|moradia\s+(?:incluída|paga"
            r"|fornecida|gratuita)|logement\s+(?:\w+\s+){0,2}?(?:fourni|offert|pris\s+en\s+charge"
            r"|inclus|gratuit|assuré)|vitto\s+e\s+alloggio|alloggio\s+(?:\w+\s+)?(?:incluso"
            r"|gratuito|fornito|garantito)|Unterkunft\s+(?:\w+\s+){0,2}?(?:gestellt|kostenlos"
            r"|inklusive|bezahlt)|Kost\s+und\s+Logis|huisvesting\s+(?:\w+\s+)?(?:geregeld|geboden"
            r"|inbegrepen)|(?:verblyf|akkommodasie)\s+(?:word\s+)?(?:voorsien|ingesluit|verskaf)"
            r"|zakwaterowani\w+\s+(?:\w+\s+){0,2}?(?:zapewni|bezpłatn|darmow|opłacon)\w*"
            r"|(?:zapewniamy|darmowe|bezpłatne)\s+zakwaterowanie|ubytování\s+(?:\w+\s+)?(?:zajištěn"
            r"|zdarma)\w*|cazare\s+(?:\w+\s+)?(?:asigurat|gratuit|inclus|plătit)\w*|cazare\s+și"
            r"\s+masă|akomodim\w*\s+(?:\w+\s+)?(?:falas|i\s+siguruar)|szállás\s+(?:\w+\s+)?"
            r"(?:biztosít|ingyenes)\w*|(?:ingyenes|biztosított)\s+szállás\w*|smje?štaj\w*\s+"
            r"(?:\w+\s+){0,6}?(?:osigur|obezbe|besplat)\w*|konaklama\s+(?:\w+\s+)?(?:ücretsiz|dahil"
            r"|sağlan)\w*|lojman\w*|yemek\s*\+\s*yatak|\+\s*asrama|(?:mess|asrama)\s+(?:\w+\s+)?"
            r"(?:disediakan|gratis|percuma|ditanggung|karyawan)|libreng\s+(?:tirahan|pabahay)"
            r"|malazi\s+(?:\w+\s+)?(?:bure|yanatolewa)|bao\s+(?:ăn\s+)?ở|chỗ\s+ở\s+miễn\s+phí"
            r"|húsnæði\s+(?:\w+\s+)?(?:á\s+staðnum|í\s+boði|fylgir)|starfsmannahúsnæði"
            r"|majoitus\s+(?:\w+\s+)?(?:järjestetään|tarjotaan|ilmainen)|majutus\s+(?:on\s+)?"
            r"(?:tagatud|tasuta)|(?:δωρεάν|παρέχεται)\s+(?:\w+\s+)?(?:διαμονή|στέγαση)"
            # flights and fares to the site
            r"|pasajes?\s+(?:de\s+avión|aéreos?|desde\s+tu)|billetes?\s+de\s+avión|passage(?:m|ns)"
            r"\s+aérea|billets?\s+d'avion|biglietto\s+aereo|przelot\w*|bilet\w*\s+lotnicz\w*"
            r"|bilet\w*\s+de\s+avion|uçak\s+bilet\w*|tiket\s+(?:pesawat|penerbangan)|vé\s+máy\s+bay"
            r"|tiketi\s+(?:bure|ya\s+ndege)|repülőjegy\w*|letenk\w*|flygbiljett\w*|flybillet\w*"
            r"|αεροπορικ\w+\s+εισιτήρι\w*|turnus\s+\d+\s+týžd\w*"
            r"|Firmenwohnung|Monteurzimmer|Werkswohnung|Mitarbeiter(?:wohnung|unterkunft)"
            r"|Personal(?:zimmer|unterkunft)|munkásszállás\w*|(?:fizeti|fizetjük|álljuk)\s+a"
            r"\s+szállás\w*|obezbj?eđuje\s+stan|stan\s+prvih|(?:osiguran|besplatan)\s+smještaj"
            r"|διαμονή\s+(?:και|\+)\s+(?:φαγητό|διατροφή)|(?:φαγητό|διατροφή)\s+(?:και|\+)\s+διαμονή"
            r"|útveg(?:um|ar|a)\s+húsnæði|įmonės\s+but\w*|apgyvendinim\w+|hoy\s+(?:iyo\s+\w+\s+)?"
            r"bilaash|alojamiento\s+en\s+campamento|(?:arranjamos|garantimos|tratamos\s+do)\s+"
            r"alojamento"
        ),
        r"(?<![\u0400-\u04ff])(?:(?:проживание|жиль[её]|общежити\w+|житло|проживання"
        r"|настаняване|жатақхана|жатакана)\s+(?:\w+\s+){0,2}?(?:в\s+общежитии|предоставля\w*|бесплатн\w*|за\s+сч[её]т"
        r"|безкоштовн\w*|надаєт\w*|осигур\w*)|(?:бесплатное|служебное|безкоштовне)\s+(?:жиль[её]"
        r"|проживание|житло)|подъ[её]мные|авиабилет\w*|авіаквит\w*|самолетн\w+\s+билет\w*)",
        r"سكن\s+(?:مجاني|مجانا|مؤمن|على\s+حساب)|(?:توفير|يوفر|نوفر)\s+(?:ال)?سكن|بدل\s+سكن"
        r"|تذ(?:كرة|اكر)\s+(?:ال)?(?:سفر|طيران)|(?:ہوائی|ائیر)\s+ٹکٹ|رہائش\s+(?:\S+\s+)?(?:فری|مفت)"
        r"|כרטיס(?:י)?\s+טיסה|דיור\s+(?:\S+\s+)?(?:מסופק|חינם|על\s+חשבון)",
        r"हवाई\s+(?:टिकट|टिकिट)|विमान\s+(?:तिकीट|टिकट)|(?:रहना|रहने|आवास)\s+(?:\S+\s+){0,3}?"
        r"(?:फ\u093c?्री|\u095e्री|मुफ\u093c?्त|\u095e्त|नियोक्ता|कंपनी\s+देगी)|महीने\s+का\s+आवास"
        r"|राहण्याची\s+(?:सोय|व्यवस्था)|বিমান\s+টিকিট|விமான\s+(?:டிக்கெட்|பயணச்சீட்டு)"
        r"|தங்குமிட|უფასო\s+საცხოვრებელ|កន្លែងស្នាក់នៅ|ตั๋วเครื่องบิน|(?:มี|ฟรี)ที่พัก|ที่พักฟรี|หอพัก",
        r"包吃包住|包住|提供(?:员工)?(?:住宿|宿舍)|住宿由公司|酒店住宿|(?:搬迁|安家)(?:补贴|费|津贴)"
        r"|机票|寮完備|社員寮|社宅|引っ?越し(?:費用|代|手当)|赴任(?:手当|費用)|航空券|渡航費"
        r"|숙소\s*(?:\S+\s*)?(?:제공|지원)|기숙사|항공권|이사\s*비용?\s*(?:지원|제공)",
    )
)
# The interview, a call or a test: its place, its date and its travel are not the job's.
MEETING_WORDS = (
    r"\b(?:entrevist\w*|entretien\w*|colloqui\w*|Gespräch\w*|Vorstellungs\w*|gesprek\w*|rozmow\w*"
    r"|pohovor\w*|interviu\w*|interjú\w*|mülakat\w*|görüşme\w*|wawancara|temuduga|phỏng\s+vấn"
    r"|intervju\w*|haastattel\w*|viðtal\w*|onderhoud|συνέντευξ\w*|собеседовани\w*|співбесід\w*"
    r"|интервю\w*|intervist\w*|pakikipanayam|usaili|mahojiano|interview\w*|test\w*)\b"
    r"|ראיון|مقابلة|مصاحبه|साक्षात्कार|इंटरव्यू|मुलाखत|நேர்காணல்|สัมภาษณ์|面试|面接|면접"
)
# Urdu's interview, for places only: a sentence runs on past "۔", so "your interview went well;
# when can you join?" would hide the start date.
_PLACEMEETING_WORDS = rf"{MEETING_WORDS}|انٹرویو"

# ---- pay ---------------------------------------------------------------------------------------
_PAY = "|".join(
    (
        word_start(
            r"pretensi[óo]\s+salarial|rémunération\s+(?:\w+\s+)?(?:actuelle|souhaitée|attendue)"
            r"|sueldo\s+(?:según|conforme\s+a)\s+convenio|așteptări\w*\s+(?:\w+\s+)?salarial\w*"
            r"|pag(?:a|ë|ën|ës)\s+(?:\w+\s+){0,2}?(?:aktuale|neto|bruto|mujore|\d)\b"
            r"|sa\s+(?:është\s+)?paga|rrog(?:a|ë|ën|ës)\s+(?:\w+\s+)?(?:aktuale|neto|bruto|\d)\b"
            r"|launavæntingar\w*|launakröf\w*|laun\s+(?:samkvæmt|eru|\d)|hver\s+(?:eru\s+)?laun"
            r"|salaris\s+(?:\w+\s+)?(?:verwagting|\d)|(?:huidige|verwagte)\s+salaris"
            r"|R\s?\d[\d\s,.]*\s+(?:per|p/)\s*(?:dag|uur|maand|week)\b"
            r"|wynagrodzeni\w+\s+(?:\w+\s+)?\d|\d[\d\s.,]*\s?(?:zł|zl|złotych)\s*(?:/|na|za)\s*"
            r"(?:h\b|godz\w*|dzie[nń]|dob\w*|mies\w*)|₱\s?\d[\d,.]*\s+(?:kada|bawat)\s+"
            r"(?:araw|buwan|linggo|oras)"
        ),
        r"(?<![\u0400-\u04ff])(?:з/п\s+(?:от\s+)?\d|\d[\d\s]*\s?(?:₽|руб\w*)\s*(?:в|за|/)\s*"
        r"(?:день|час|месяц|смену|сутки))",
        r"\d[\d,.]*\s?₪\s*(?:ב|ל)(?:חודש|שעה|יום)|₪\s?\d[\d,.]*\s*(?:ב|ל)(?:חודש|שעה|יום)",
        r"(?:தற்போதைய|எதிர்பார்க்கும்)\s+(?:சம்பளம்|ஊதியம்)|சம்பளம்\s*[:：]?\s*(?:ரூ\.?\s*)?\d"
        r"|पगार\s*[:：]?\s*(?:रु\.?\s*)?\d|(?:सध्याचा|अपेक्षित)\s+पगार",
        r"(?:日结|日結|月入|日入|日赚|日薪|时薪|時薪|底薪|保底|佣金)\S{0,6}?\d"
        r"|\d[\d,.]*\s*(?:元|块)\s*(?:/|每|一)?\s*(?:天|日|月|小时|单)"
        r"|(?:1|一)(?:件|日|回)\s*\d[\d,.]*\s*万?円|\d[\d,.]*\s*万?円\s*[〜~]?\s*[/／]\s*(?:日|月|時間)",
    )
)
# A fee the reader pays: no pay.
_FEE = (
    r"\b(?:fee|deposit|opłat\w*|taxa|tasa|cuota|biaya|ada\s+ya|frais|Gebühr\w*|kaucj\w*)\b"
    r"|手续费|押金|保证金|会费|报名费|培训费|登録料|保証金|수수료|보증금|דמי|رسوم"
)

MOVES_LANG_RULES: tuple[Rule, ...] = (
    rule(
        "relocation",
        _MOVE,
        "They ask whether you would move or commute for the job; decide whether that suits you.",
        negatable=True,
        about_work=True,
        unless=_PLACEMEETING_WORDS,
    ),
    rule(
        "relocation",
        _ABROAD,
        "The job is abroad; check where you would live and who pays the move.",
        about_work=True,
        unless=rf"{_PLACEMEETING_WORDS}|{_NOT_GOING}",
    ),
    rule(
        "relocation",
        _SUPPORT,
        "Housing, flights or a move come with the job; it means living away from home.",
        negatable=True,
        about_work=True,
        unless=_PLACEMEETING_WORDS,
    ),
    rule(
        "salary",
        _PAY,
        "They ask about or state your pay; only you can decide what to share or accept.",
        unless=_FEE,
    ),
)
