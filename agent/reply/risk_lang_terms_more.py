"""Visa, contract terms and personal papers across ~50 languages, written as families.

- visa: a citizenship the job requires, a work or residence permit, a work visa, a security
  clearance or vetting (Staatsangehörigkeit, osvědčení NBÚ, סיווג ביטחוני, 就业准证,
  cead fostaíochta);
- legal: probation, a non-compete, a confidentiality clause, a bond or training-cost repayment,
  a penalty for leaving early, a fixed-term or exclusive contract;
- personal_data: an ID, tax or social-security number, a copy or photo of an ID card or passport,
  bank details or a one-time code asked for by message.

Latin, Greek and Cyrillic words start at a word; Thai, Khmer, Chinese, Japanese and the Indic
scripts take no \\b (vowel signs are no word characters). A bare "confidential" is no clause:
"your application is treated in confidence" is a courtesy, so only a clause, duty or agreement
of confidentiality is read.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule
from agent.reply.risk_lang_moves import word_start as _w

# ---- visa: citizenship, permits, work visas, clearance -----------------------------------------
_CITIZENSHIP = _w(
    r"(?:státní\s+)?občanstv[íi]\s+(?:České|Slovenské|ČR|SR)|štátne\s+občianstvo"
    r"|(?:norsk|svensk|dansk|finsk)\w*\s+(?:statsborgerskap|medborgarskap|statsborgerskab)"
    r"|(?:Suomen|Viron)\s+kansalaisuu\w+|Staatsangehörigkeit|Staatsbürgerschaft"
    r"|(?:nacionalidad|nacionalidade|nationalité|cittadinanza)\s+(?:española|portuguesa"
    r"|brasileira|française|italiana|de\s+(?:un|otro|outro)\s+Estado)"
    r"|(?:possesso|requisito)\s+della\s+cittadinanza|obywatelstw\w+\s+polski\w*"
    r"|(?:magyar|román)\s+állampolgárság\w*|cetățenia\s+română|(?:hrvatsko|srpsko|slovensko)"
    r"\s+državljanstvo|saorán\w+|EU-burger\w*|EU-Bürger\w*|Unionsbürger\w*|citoyen\w*\s+(?:de\s+"
    r"l'UE|européen\w*|français\w*)|ciudadan[oa]s?\s+(?:de\s+la\s+UE|español\w*|comunitari\w*)"
    r"|Türk\s+vatandaşı"
    r"|υπηκοότητα|ιθαγένεια"
)
_PERMIT = _w(
    r"(?:Grenzgänger|Arbeits|Aufenthalts|[LBCG])[\s-]*(?:-\s*)?Bewilligung\w*|Arbeitserlaubnis"
    r"|Aufenthaltstitel\w*|Arbeitsvisum|permis\s+de\s+(?:travail|séjour|muncă|ședere)|titre\s+de"
    r"\s+séjour|permiso\s+de\s+(?:trabajo|residencia)|autorizaci[óo]n\s+de\s+(?:trabajo|residencia)"
    r"|autorização\s+de\s+(?:residência|trabalho)|permesso\s+di\s+soggiorno"
    r"|visto\s+(?:de|di)\s+(?:trabalho|lavoro|residência)|visado\s+de\s+trabajo"
    r"|zezwoleni\w+\s+na\s+(?:pracę|pobyt)|karta\s+pobytu|povolení\s+k\s+(?:pobytu|zaměstnání)"
    r"|zaměstnaneck\w+\s+kart\w*|werkvergunning|verblijfsvergunning|gecombineerde\s+vergunning"
    r"|single\s+permit|arbetstillstånd|uppehållstillstånd|arbeidstillatelse|oppholdstillatelse"
    r"|arbejdstilladelse|opholdstilladelse|atvinnuleyfi|dvalarleyfi|työlupa\w*|oleskelulupa\w*"
    r"|tööluba\w*|elamisluba\w*|darba\s+atļauj\w+|uzturēšanās\s+atļauj\w+|leidim\w+\s+(?:dirbti"
    r"|gyventi)|munkavállalási\s+engedély\w*|tartózkodási\s+engedély\w*|dozvol\w*\s+(?:za\s+)?"
    r"(?:boravak|rad)|radn\w+\s+(?:dozvol|viz)\w*|çalışma\s+(?:izni|vizesi)|oturma\s+izni"
    r"|izin\s+kerja|(?:KITAS|RPTKA|IMTA)\b|giấy\s+phép\s+lao\s+động|thị\s+thực|άδεια\s+(?:εργασίας"
    r"|διαμονής)|cead\s+(?:fostaíochta|oibre)|hawl\s+i\s+weithio|nawdd\s+fisa|fisa\b|Fiisa\w*"
    r"|vize(?:si|sini|nin|ler\w*)?\b|viz[aeiuo]\b|viz[ëe]n\b|vīz[aāu]\b|vízum\w*|vízu\b|wiz[aęy]\b"
    r"|visum\b|viisumi\w*|nulla\s+osta\s+(?:al|per\s+il)\s+lavoro|dekret\w*\s+(?:e\s+)?flukse\w*"
    r"|EPS[\s-]TOPIK|E-9\b|LMIA\b"
)
_PERMIT_OTHER = (
    r"(?<![\u0400-\u04ff])(?:разрешени\w+\s+на\s+(?:работу|временное\s+проживание|трудов\w+)"
    r"|вид\w*\s+на\s+жительство|рабоч\w+\s+виз\w*|дозв[іо]л\w*\s+на\s+(?:роботу|працевлаштування)"
    r"|посвідк\w+\s+на\s+проживання|карт\w+\s+часовага\s+пражывання"
    r"|(?:в[іи]з[аыуией]|визой|визами|визээр)(?![\u0400-\u04ff])"
    r"|иштөөгө\s+уруксат|миграциялык\s+карта"
    r"|разрешение\s+за\s+работа|работна\s+виза|патент\s+на\s+работу|ажиллах\s+зөвшөөр\w*)"
    r"|אשרת\s+עבודה|היתר\s+עבודה|ויזת?\s+עבודה|تصريح\s+(?:ال)?عمل|(?:تأشيرة|فيزا)\s+(?:ال)?عمل"
    r"|اقامة\s+عمل|ورک\s+پرمٹ|ویزا\s+کار|مجوز\s+کار"
    r"|वर्क\s+परमिट|वर्क\s+वीज़ा|ਵਰਕ\s+ਪਰਮਿਟ|ਵੀਜ਼ਾ|વર્ક\s+પરમિટ|વિઝા|വിസ(?!\u0d4d)|ವೀಸಾ|వీసా|விசா|ভিসা"
    r"|ವರ್ಕ್\s+ಪರ್ಮಿಟ್|വർക്ക്\s+പെർമിറ്റ്|ვიზა|სამუშაო\s+ნებართვა|աշխատանքային\s+թույլտվություն"
    r"|工作签证|工作簽證|工作准证|就业准证|就業準證|工作许可|工作許可|就労ビザ|在留資格|就労資格"
    r"|취업\s*비자|근로\s*비자|체류\s*자격|워크\s*퍼밋|ใบอนุญาตทำงาน|วีซ่าทำงาน|វីសា|ទិដ្ឋាការ"
)
_CLEARANCE = (
    _w(
        r"Sicherheitsüberprüfung\w*|Sicherheitsfreigabe|habilitation\s+(?:de\s+)?(?:sécurité"
        r"|secret|défense)|habilitaci[óo]n\s+(?:personal\s+)?de\s+seguridad|nulla\s+osta\s+di"
        r"\s+sicurezza|poświadczeni\w+\s+bezpieczeństwa|osvědčení\s+NBÚ|bezpečnostní\s+(?:prověrk"
        r"|řízení)\w*|veiligheidsonderzoek|verklaring\s+van\s+geen\s+bezwaar|sikkerhetsklarer\w+"
        r"|säkerhetsprövning\w*|säkerhetsklass\w+|sikkerhedsgodkend\w+|henkilöturvallisuus"
        r"\w*|nemzetbiztonsági\s+(?:ellenőrzés|átvilágítás)\w*|certificat\w*\s+ORNISS"
        r"|güvenlik\s+soruşturması|βεβαίωση\s+ασφαλείας"
    )
    + r"|(?<![\u0400-\u04ff])(?:допуск\w*\s+к\s+(?:государственной\s+тайне|секретн\w+)"
    r"|форм\w+\s+допуска)|סיווג\s+ביטחוני|تصريح\s+أمني|सुरक्षा\s+(?:मंजूरी|अनापत्ति)"
    r"|보안\s*인가|政审|政治审查"
)
# The Indic and other scripts name a citizenship as "citizens of X only".
_CITIZENS_OTHER = (
    r"(?<![\u0400-\u04ff])(?:гражданств\w+\s+(?:РФ|Российской|Республики)|громадянств\w+\s+"
    r"України|гражданство\s+на\s+Република|жарандар\w*\s+үчүн)|אזרחות\s+\S+|(?:ال)?جنسية\s+"
    r"(?:ال)?(?:سعودية|إماراتية|قطرية|كويتية|مصرية|أردنية)|भारतीय\s+नागरिक|ভারতীয়\s+নাগরিক"
    r"|대한민국\s*국적|국적자|日本国籍|中国国籍|สัญชาติไทย"
)

# ---- legal: contract clauses ---------------------------------------------------------------
_PROBATION = (
    _w(
        r"Probezeit|p[ée]riode\s+d'essai|per[íi]odo\s+(?:de\s+prueba|de\s+experiência|probatório"
        r"|di\s+prova)|contrato\s+de\s+experiência|okres\w*\s+próbn\w+|skúšobn\w+\s+dob\w*"
        r"|proeftijd|próbaidő\w*|probn\w+\s+(?:rok|rad|period\w*|dob\w*)|poskusn\w+\s+dob\w*"
        r"|deneme\s+süresi|sınaq\s+müddəti|masa\s+(?:percobaan|probation|training)"
        r"|(?:thời\s+gian|hợp\s+đồng)\s+thử\s+việc|thử\s+việc\s+\d"
        r"|δοκιμαστική\s+περίοδο\w*|proba-aldi\w*|bandomasis\s+laikotarpis|katseaeg\w*"
        r"|pārbaudes\s+laik\w*|tréimhse\s+phromhaidh|periodu\s+ta'\s+prova|muda\s+wa\s+majaribio"
    )
    + r"|(?<![\u0400-\u04ff])(?:испытательн\w+\s+срок\w*|випробувальн\w+\s+(?:термін|строк)\w*"
    r"|срок\w*\s+(?:за\s+)?изпитване|изпитателен\s+срок|пробн\w+\s+(?:работа|рок|период)"
    r"|сынақ\s+мерзімі|сынамык\s+мөөнөт|туршилтын\s+хугацаа)"
    r"|(?:فترة|مدة)\s+(?:ال)?(?:اختبار|تجربة)|دوره\s+آزمایشی|परिवीक्षा(?!धीन)|प्रोबेशन(?!री)"
    r"|ਪ੍ਰੋਬੇਸ਼ਨ"
    r"|ప్రొబేషన్|ಪ್ರೊಬೇಷನ್|പ്രൊബേഷൻ|ப்ரொபேஷன்|試用期間|수습\s*기간|ทดลองงาน|រយៈពេលសាកល្បង"
)
_NON_COMPETE = (
    _w(
        r"Wettbewerbsverbot\w*|Konkurrenzverbot|non-concurrence|no\s+competencia|não[\s-]concorrência"
        r"|non\s+concorrenza|zakaz\w*\s+konkurencji|zákaz\w*\s+konkurence|konkurenčn\w+\s+doložk\w*"
        r"|concurrentiebeding|relatiebeding|versenytilalm\w*|versenykorlátoz\w*|neconcuren[țt]\w*"
        r"|zabran\w*\s+(?:za\s+)?konkurencij\w*|konkurenčn\w+\s+klauzul\w*|rekabet\s+yasağı"
        r"|rakip\s+(?:bir\s+)?(?:firma|şirket)\w*\s+(?:\w+\s+)?çalışma\w*|larangan\s+bersaing"
        r"|(?:bekerja|bergabung)\s+(?:\w+\s+){0,3}?(?:pesaing|kompetitor)|làm\s+việc\s+cho\s+đối"
        r"\s+thủ\s+cạnh\s+tranh|nekonkurencij\w+"
        r"|konkurentsipiirang\w*|nekonkurēšan\w*|konkurrentsiklausl\w*|μη\s+ανταγωνισμού"
        r"|forbud\s+mot\s+konkurranse"
    )
    + r"|(?<![\u0400-\u04ff])(?:неконкуренци\w+|запрет\w*\s+на\s+конкуренц\w+|забран\w+\s+за\s+"
    r"(?:конкуренција|привличане|конкуренция)|конкурентн\w+\s+(?:компани|фирм|дружеств)\w*)"
    r"|(?:شركة|جهة)\s+منافسة|عدم\s+المنافسة|प्रतिस्पर्धी\s+(?:कंपनी|संस्था)|競業|競合他社"
    r"|전직\s*금지|경업\s*금지|겸업\s*금지|บริษัทคู่แข่ง|ห้ามทำงาน"
)
_SECRECY = (
    _w(
        r"(?:Geheimhaltungs|Verschwiegenheits)(?:vereinbarung|erklärung|pflicht|klausel)\w*"
        r"|(?:clause|accord|obligation|engagement)\s+de\s+confidentialit[ée]|(?:cláusula|acuerdo"
        r"|acordo|termo|pacto|compromiso|dever)\s+de\s+(?:confidencialidad|confidencialidade|sigilo)"
        r"|(?:obbligo|accordo|patto|clausola)\s+di\s+riservatezza|(?:umow\w+|klauzul\w+|zobowiązani"
        r"\w+)\s+(?:o\s+)?(?:zachowani\w+\s+)?poufności|(?:povinnost|doložk|dohod)\w*\s+(?:o\s+)?"
        r"mlčenlivost\w*|geheimhoudings(?:beding|verklaring|plicht|overeenkomst|clausule)\w*"
        r"|titoktartási\s+(?:kötelezettség|nyilatkozat|megállapodás|szerződés)\w*|(?:clauz\w+"
        r"|acord)\s+de\s+confiden[țt]ialitate|povjerljivost\w*\s+(?:poslovnih|podataka)"
        r"|(?:obvez|klauzul|ugovor)\w*\s+o\s+povjerljivost\w*|gizlilik\s+(?:sözleşme|taahhüt|yükümlülü|anlaşma)\w*|(?:menjaga|perjanjian)"
        r"\s+kerahasiaan|(?:điều\s+khoản|cam\s+kết)\s+bảo\s+mật|salassapito\w*|sekretessavtal"
        r"|tystnadsplikt|taushetsplikt|taushetserklæring|tavshedspligt|fortrolighedsaftale"
        r"|açıqlanmaması|(?:ρήτρα|συμφωνητικό|υποχρέωση)\s+εμπιστευτικότητας"
        r"|rúndarskyld\w*"
    )
    + r"|(?<![\u0400-\u04ff])(?:неразгласяван\w+|неразглашени\w+|доверливост\w*\s+на\s+делов\w*"
    r"|соглашени\w+\s+о\s+конфиденциальности|нерозголошенн\w+|коммерческ\w+\s+тайн\w*)"
    r"|(?:اتفاقية|شرط|بند)\s+(?:ال)?(?:سرية|عدم\s+الإفصاح)|गोपनीयता\s+(?:समझौता|अनुबंध|की\s+शर्त)"
    r"|秘密保持|守秘義務|保密(?:义务|義務|协议|條款|条款|责任|責任)|영업\s*비밀"
    r"|비밀\s*유지\s*(?:서약|약정|의무|계약)|(?:สัญญา|ข้อตกลง)รักษาความลับ"
)
_REPAY = (
    _w(
        r"Rückzahlungs(?:klausel|vereinbarung|pflicht)\w*|Bindungsfrist|dédit[\s-]formation"
        r"|rembourser\s+(?:les\s+)?frais\s+de\s+formation|reembols\w+\s+(?:los\s+)?(?:gastos|costos)"
        r"|sob\s+pena\s+de\s+devolução|dedicação\s+exclusiva|obbligo\s+di\s+permanenza"
        r"|tenut[oa]\s+a\s+permanere|lojalk\w+|zwrot\w*\s+kosztów\s+(?:szkolenia|kursu)"
        r"|studiekostenbeding|terugbetalingsregeling|ikatan\s+dinas|(?:penalti|denda)\s+(?:\w+\s+)?"
        r"(?:jika|bila|apabila|sebesar)|membayar\s+(?:penalti|denda)|bồi\s+hoàn|cam\s+kết\s+làm"
        r"\s+việc|cezai\s+şart|(?:masraf|ücret)\w*\s+(?:\w+\s+){0,4}?geri\s+ödenir|çalışma"
        r"\s+taahhüdü|geri\s+ödənilir|vraćaju\s+se\s+troškovi|obavez\w+\s+rada\s+od\s+\d|vissza\s+kell"
        r"\s+fizet\w*|(?:service|training)\s+bond|service\s+agreement|pena\s+la\s+decadenza"
        r"|no\s+podrá\s+ejercer\s+otra\s+actividad|régimen\s+de\s+incompatibilidad\w*"
    )
    + r"|(?<![\u0400-\u04ff])(?:ученическ\w+\s+договор\w*|возмещ\w+\s+затрат\w*|обязан\w*\s+"
    r"проработать|отработ\w+\s+не\s+менее|поверн\w+\s+витрат\w*)"
    r"|شرط\s+جزائي|الشرط\s+الجزائي|बॉन्ड|बांड|सर्विस\s+एग्रीमेंट|సర్వీస్\s+అగ్రిమెంట్"
    r"|ಸರ್ವೀಸ್\s+ಅಗ್ರಿಮೆಂಟ್|ബോണ്ട്|തിരിച്ചടയ്ക്കണം|பாண்ட்|違約金|违约金|最低服務年限|服务期"
    r"|(?:費用|费用)\S{0,6}返[還还]|返[還还]\S{0,4}(?:費用|费用)|위약금|의무\s*(?:재직|근무)\s*기간|ชดใช้ค่า|ค่าปรับ"
)
_FIXED_TERM = (
    _w(
        r"befristet\w*|contrat\s+à\s+durée\s+déterminée|CDD\b|(?:contrato|contratación)\s+(?:\w+\s+){0,2}?(?:a|de)\s+plazo\s+fijo"
        r"|contrato\s+(?:de\s+trabajo\s+)?de\s+interinidad|contrato\s+a\s+termo|contrato\s+por"
        r"\s+prazo\s+determinado|(?:contratto|tempo)\s+determinato|umow\w+\s+na\s+czas\s+określony"
        r"|(?:smlouv|pracovní\s+poměr)\w*\s+na\s+dobu\s+určitou|(?:contract|ugovor)\w*\s+"
        r"(?:pe\s+perioadă\s+determinată|na\s+određeno)|tijdelijk\s+contract|bepaalde\s+tijd"
        r"|határozott\s+idejű|belirli\s+süreli|PKWT\b|Perjanjian\s+Kerja\s+Waktu\s+Tertentu"
        r"|kontrak\s+(?:PKWT\s+)?\d+\s+bulan|hợp\s+đồng\s+(?:thời\s+vụ|có\s+thời\s+hạn|\d+\s+tháng)"
        r"|aldi\s+baterako\s+kontratu\w*|visstidsanställning|tidsbestemt|tímabundi\w*"
        r"|ορισμένου\s+χρόνου|tähtajali\w*|terminuot\w*|noteikt\w*\s+laik\w*"
    )
    + r"|(?<![\u0400-\u04ff])(?:срочн\w+\s+(?:трудов\w+\s+)?договор\w*"
    r"|строков\w+\s+(?:трудов\w+\s+)?договір|срочен\s+трудов\s+договор)|محدد\s+المدة|חוזה\s+לתקופה\s+קצובה"
    r"|有期雇用|契約期間|固定期限|定期合同|기간제|계약직|สัญญาจ้าง\S{0,12}(?:ชั่วคราว|\d)"
)

# ---- personal_data: ID, tax and bank numbers; copies of an ID; one-time codes ------------------
_ID_NUMBERS = (
    _w(
        r"Steuer-?ID|Steueridentifikationsnummer|Sozialversicherungsnummer|Foto\s+vom\s+Perso"
        r"|Kopie\s+(?:\w+\s+)?(?:Personalausweis|Reisepass|Ausweis)\w*|PESEL\b|(?:skan|ksero"
        r"|kopi\w+|zdjęci\w+)\s+dowodu|numer\w*\s+konta\s+bankowego|(?:CLABE|CURP)\b|foto\s+de\s+tu\s+"
        r"(?:INE|DNI|cédula)|cop(?:ia|ie)\s+(?:\w+\s+){0,2}?(?:DNI|NIE|INE|pasaporte|passaporto"
        r"|carta\s+d'identità|cédula)|CPF\b|título\s+de\s+eleitor|comprovante\s+de\s+residência"
        r"|codice\s+fiscale|num[ée]ro\s+de\s+s[ée]curit[ée]\s+sociale|(?:photo|copie)\s+de\s+"
        r"(?:votre|ta)\s+(?:pièce|carte)\s+d'identité|burgerservicenummer|(?:uw|je|jouw)\s+BSN\b|BSN[\s-]?nummer|kennitöl\w+|afrit\s+af\s+vegabréf\w*"
        r"|bankaupplýsing\w+|personnummer|henkilötunnus\w*|isikukood\w*|asmens\s+kod\w*"
        r"|personas\s+kod\w*|adóazonosító\w*|TAJ[\s-]szám\w*|(?:CNP|OIB|JMBG)\b|TC\s+kimlik\w*"
        r"|kimlik\s+fotokopi\w*|fotokopi\s+KTP|foto\s+KTP|(?:CCCD|CMND)\b|số\s+tài\s+khoản"
        r"|ΑΜΚΑ|ΑΦΜ|φωτογραφία\s+ταυτότητας|αντίγραφο\s+ταυτότητας|ikhophi\s+kamazisi"
        r"|imininingwane\s+yasebhange|katin\s+shaida|bayanan\s+asusun\s+banki|BVN\b"
        r"|(?-i:NIN)\b|nambari\s+ya\s+NIDA"
    )
    + r"|(?<![\u0400-\u04ff])(?:СНИЛС|ИНН|ЕГН|ЕМБГ|(?:скан|копи|фото)\w*\s+паспорта|паспортн\w+"
    r"\s+данн\w+)|(?:صورة|نسخة)\s+(?:من\s+)?(?:جواز|بطاقة|الهوية)|الرقم\s+القومي|شناختی\s+کارڈ"
    r"|आधार\s+(?:कार्ड\s+)?(?:की\s+)?(?:प्रति|कॉपी|नंबर|संख्या)|पैन\s+कार्ड|ஆதார்\s+எண்"
    r"|身份证(?:号|原件|复印件|正反面|照片)|户口本|工资卡|验证码|护照(?:交|上交|由公司)"
    r"|マイナンバー|住民票|口座番号|주민등록\s*번호|신분증\s*사본|통장\s*사본"
    r"|สำเนาบัตรประชาชน|รูปบัตรประชาชน|เลขบัตรประชาชน|สำเนาทะเบียนบ้าน|เลขบัญชี|รหัส\s*OTP"
    r"|អត្តសញ្ញាណប័ណ្ណ"
)

# The interview itself: a fixed-term post or a trial shift named in an invitation is no clause.
_INTERVIEW = (
    r"\b(?:entrevist\w*|entretien\w*|colloqui\w*|Vorstellungsgespräch\w*|rozmow\w+\s+kwalifik\w*"
    r"|mülakat\w*|wawancara|phỏng\s+vấn|interview\w*|собеседовани\w*|співбесід\w*)\b"
    r"|면접|面接|面试|สัมภาษณ์|مقابلة|ראיון|साक्षात्कार|इंटरव्यू"
)
# A permit named as one of the ID papers to copy is asked as a document, not as a right to work.
_ID_PAPER = (
    r"(?:foto)?cop(?:ia|ie|y|ies)\w*\s+(?:\w+\s+){0,3}?(?:DNI|NIE|ID|pasaporte|passport|Ausweis"
    r"|paspoort|passaporte|passeport)\s+(?:o|or|oder|of|ou)\s"
)

_VISA_REASON = (
    "The job needs a citizenship, a permit, a work visa or a clearance; check you qualify."
)
_LEGAL_REASON = "Contract terms to read before you agree to anything."
_DATA_REASON = "They ask for ID, tax or bank details; send them only once you trust the employer."

TERMS_MORE_LANG_RULES: tuple[Rule, ...] = (
    rule("visa", _CITIZENSHIP, _VISA_REASON),
    rule("visa", _CITIZENS_OTHER, _VISA_REASON),
    rule("visa", _PERMIT, _VISA_REASON, unless=_ID_PAPER),
    rule("visa", _PERMIT_OTHER, _VISA_REASON),
    rule("visa", _CLEARANCE, _VISA_REASON),
    rule("legal", _PROBATION, _LEGAL_REASON, negatable=True, unless=_INTERVIEW),
    rule("legal", _NON_COMPETE, _LEGAL_REASON, negatable=True),
    rule("legal", _SECRECY, _LEGAL_REASON, negatable=True),
    rule("legal", _REPAY, _LEGAL_REASON),
    rule("legal", _FIXED_TERM, _LEGAL_REASON, unless=_INTERVIEW),
    rule("personal_data", _ID_NUMBERS, _DATA_REASON, negatable=True),
)
