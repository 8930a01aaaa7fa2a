"""Word families, per language, for risk_letters: a letter about an application, terms, a move.

Each table maps a language to one pattern. Words in scripts written without spaces (Chinese,
Japanese, Thai) or with combining vowel signs (Hindi, Bengali, Tamil) take no \\b.
"""

from __future__ import annotations

# Thanks for applying, an invitation, a confirmation, a reschedule, a regret, a welcome.
LETTER: dict[str, str] = {
    "de": r"\b(?:(?:vielen\s+)?dank\s+f[üu]r\s+(?:ihre|deine|dein|ihr"
    r"|die)\s+(?:\w+\s+)?(?:bewerbung"
    r"|interesse)|danke\s+f[üu]r\s+(?:ihre|deine)\s+bewerbung"
    r"|einladung\s+zu[mr]?\s+\w*(?:gespr[äa]ch"
    r"|kennenlernen|probe\w*|praxistag|test|interview|auswahl\w*)|laden\s+(?:sie|dich"
    r"|euch)\s+(?:\w+\s+)"
    r"{0,5}?ein|(?:kennen\s*lernen|kennenzulernen)\b|best[äa]tig(?:e|en|ung)\s+(?:ihnen\s+|dir\s+)?"
    r"(?:hiermit\s+)?(?:ihr|dein|den|unser|das)|ihr\s+vorstellungsgespr[äa]ch"
    r"|leider\b[^.!?\n]{0,120}"
    r"(?:nicht\s+(?:ber[üu]cksichtig|weiter|f[üu]r\s+sie)|f[üu]r\s+(?:eine?n?\s+)?andere|absage)"
    r"|(?:herzlich\s+)?willkommen\s+(?:im|in\s+unserem|an\s+bord)|ihr\s+erster\s+arbeitstag"
    r"|dein\s+erster\s+(?:arbeits)?tag|eingangsbest[äa]tigung|termin(?:verschiebung|[äa]nderung)"
    r"|ihre\s+bewerbung\s+(?:ist|als|vom|bei|f[üu]r))",
    "fr": r"\b(?:merci\s+(?:pour|de)\s+(?:votre|ta)\s+(?:candidature|int[ée]r[êe]t)"
    r"|nous\s+vous\s+remercions"
    r"|(?:nous\s+avons|j'ai)\s+bien\s+re[çc]u\s+(?:votre|ta)|invitation\s+[àa]\s+(?:un|votre)"
    r"|(?:vous|te)\s+(?:convier|inviter|convoquer|convions|invitons|convoquons)|convocation"
    r"|(?:nous\s+vous\s+|je\s+vous\s+)?confirm(?:ons|e)\s+(?:votre|ton|le\s+rendez)"
    r"|confirmation\s+de"
    r"|avons\s+le\s+regret|malheureusement|bienvenue\s+(?:dans|au\s+sein|parmi)"
    r"|votre\s+premier\s+jour"
    r"|report\s+de\s+votre|suite\s+[àa]\s+votre\s+candidature|votre\s+candidature\s+(?:au|pour|a))",
    "es": r"\b(?:gracias\s+por\s+(?:tu|su)\s+(?:candidatura|solicitud|postulaci[óo]n|inter[ée]s"
    r"|participaci[óo]n)|agradecemos\s+(?:tu|su)|(?:te|le|les|la|lo)\s+invitamos|invitar(?:te|le|la"
    r"|lo)"
    r"|citaci[óo]n\s+a|citar(?:la|lo|te|le)\s+a|nos\s+gustar[íi]a\s+conocerte|confirm(?:amos"
    r"|o)\s+(?:tu|su"
    r"|la\s+entrevista)|confirmaci[óo]n\s+de\s+(?:tu|su)|lamentamos|lamentablemente|bienvenid[oa]s?"
    r"\s+al\s+equipo|(?:tu|su)\s+primer\s+d[íi]a|reprogram\w+|hemos\s+recibido\s+(?:tu|su)"
    r"|(?:tu|su)\s+entrevista\s+(?:es|ser[áa]|queda|del|con|para))",
    "pt": r"\b(?:obrigad[oa]\s+pel[oa]\s+(?:sua\s+|seu\s+)?(?:candidatura|interesse|inscri)"
    r"|agradecemos"
    r"\s+(?:a\s+|o\s+)?(?:sua|seu|pela|pelo)|(?:o|a)\s+convidamos|convidamos|convid[áa]-l[oa]"
    r"|convite"
    r"\s+para|confirm(?:amos|o)\s+(?:a\s+sua|o\s+seu|sua|seu)|confirma[çc][ãa]o|lamentamos"
    r"|infelizmente"
    r"|bem[- ]vind[oa]s?\s+(?:[àa]|ao)\s+(?:equipe|equipa|time)|(?:seu|teu)\s+primeiro\s+dia"
    r"|(?:foi|fostes?)\s+aprovad[oa]\s+para|reagend\w+|recebemos\s+a\s+sua)",
    "it": r"\b(?:grazie\s+per\s+(?:la\s+tua|la\s+sua|aver|l'interesse)|(?:ti|la|vi)\s+invitiamo"
    r"|invito"
    r"\s+a(?:l)?\s+colloquio|convocazione|(?:le|ti|vi)\s+confermiamo|confermiamo\s+(?:il|la"
    r"|il\s+tuo)"
    r"|conferma\s+(?:del|colloquio|prova)|siamo\s+spiacenti|ci\s+dispiace|purtroppo|benvenut[oa]\s+"
    r"(?:nel|in|a\s+bordo)|(?:tuo|suo)\s+primo\s+giorno|abbiamo\s+ricevuto\s+la\s+(?:tua|sua)"
    r"|in\s+riferimento\s+alla\s+(?:sua|tua)\s+candidatura|ti\s+andrebbe\s+un\s+colloquio)",
    "nl": r"\b(?:(?:hartelijk\s+)?(?:bedankt|dank)\s+voor\s+(?:je|jouw|uw)\s+(?:sollicitatie"
    r"|interesse"
    r"|reactie)|uitnodiging\s+(?:voor|\w+\s+gesprek)|nodigen\s+(?:je|u)\s+(?:graag\s+)?uit"
    r"|bevestig(?:en|ing)\s+(?:van\s+)?(?:je|uw|hierbij|de\s+afspraak)|helaas|welkom\s+(?:bij"
    r"|in)\s+het"
    r"\s+team|je\s+eerste\s+(?:werk)?dag|ontvangstbevestiging|proefdag|sollicitatiegesprek)",
    "pl": r"\b(?:dzi[ęe]kujemy\s+za|zapraszamy\s+(?:na|pana|pani|ci[ęe])|zaproszeni\w+\s+(?:na|do)"
    r"|potwierdzam\w*|niestety|witamy\s+w\s+zespole|(?:tw[óo]j|pana|pani)\s+pierwszy\s+dzie[ńn]"
    r"|przesz[łl]\w*\s+(?:pan\w*\s+)?pozytywnie|rozmow\w+\s+kwalifikacyjn\w+)",
    "ru": r"(?:спасибо\s+за|благодарим\s+(?:вас\s+)?за|приглаша\w+\s+(?:вас\s+)?на"
    r"|приглашени\w+\s+на"
    r"|подтвержда\w+\s+(?:вашу|встречу|собеседование|ваше)|подтверждение|к\s+сожалению"
    r"|добро\s+пожаловать|ваш\s+первый\s+(?:рабочий\s+)?день|перен\w+\s+(?:собеседовани|встреч))",
    "uk": r"(?:дякуємо\s+за|запрошуємо|запрошення\s+на|підтвер\w+|на\s+жаль|ласкаво\s+просимо"
    r"|ваш\s+перший\s+(?:робочий\s+)?день|перенес\w+\s+(?:співбесід|зустріч))",
    "bg": r"(?:благодарим\s+(?:ви\s+)?за|каним\s+ви|покана\s+за|потвърждава\w+|потвърждение"
    r"|за\s+съжаление|добре\s+дошли|първи(?:я|ят)\s+(?:ви\s+)?работен\s+ден)",
    "sh": r"\b(?:hvala\s+(?:vam\s+)?(?:na|za)\s+prijav|zahvaljujemo\s+(?:se\s+)?(?:vam\s+)?(?:na"
    r"|za)"
    r"|pozivamo\s+(?:vas|te)|poziv\s+(?:na|za)\s+razgovor|vabimo\s+(?:vas|te)|vabilo\s+na"
    r"|potvr[đd]ujem\w*|potrjujem\w*|na\s*[žz]alost|(?:na\s+)?[žz]al\s+(?:vam|smo)|dobrodo[šs]l\w+"
    r"\s+(?:u|v)|prvi\s+(?:radni\s+)?dan|razgovor\w*\s+za\s+(?:posao|radno|delovno))"
    r"|(?:хвала\s+на|позивамо\s+вас|позив\s+на\s+разговор|потврђуј\w+|нажалост|добродошли)",
    "cs": r"\b(?:d[ěe]kujeme\s+(?:v[áa]m\s+)?za|[ďd]akujeme\s+(?:v[áa]m\s+)?za|zveme\s+(?:v[áa]s"
    r"|t[ěe])"
    r"|pozv[áa]nk\w+|poz[ýy]vame\s+(?:v[áa]s|[ťt]a)|potvrzuj\w+|potvrdzuj\w+|bohu[žz]el"
    r"|bohu[žz]ia[ľl]"
    r"|v[íi]tejte\s+v|vitajte\s+v|(?:v[áa][šs]|tv[ůu]j)\s+prvn[íi]\s+den|prv[ýy]\s+de[ňn]"
    r"|(?:mohl\w*\s+by(?:ste|s)?\s+p[řr]ij[íi]t|pri[íi]s[ťt])\s+na\s+(?:\w+\s+)?pohovor)",
    "hu": r"\b(?:k[öo]sz[öo]nj[üu]k\s+(?:a\s+|az\s+)?(?:jelentkez|p[áa]ly[áa]z|[ée]rdekl)"
    r"|megh[íi]v\w+"
    r"|meger[őo]s[íi]t\w+|visszaigazol\w+|sajn[áa]lattal|sajnos|[üu]dv[öo]z[öo]l\w*\s+a\s+csapat"
    r"|els[őo]\s+munkanap)",
    "ro": r"\b(?:(?:v[ăa]\s+)?mul[țţt]umim\s+pentru|v[ăa]\s+invit[ăa]m|invita[țţt]i[ea]\s+la"
    r"|confirm[ăa]m"
    r"|v[ăa]\s+confirm|regret[ăa]m|din\s+p[ăa]cate|bun\s+venit|prima\s+(?:dumneavoastr[ăa]\s+)?zi)",
    "el": r"(?:ευχαριστούμε\s+για|σας\s+ευχαριστούμε|σας\s+προσκαλούμε|πρόσκληση\s+σε|επιβεβαι\w+"
    r"|δυστυχώς|λυπούμαστε|καλώς\s+(?:ήρθες|ήρθατε|ορίσατε)"
    r"|πρώτη\s+(?:σας\s+)?(?:εργάσιμη\s+)?μέρα)",
    "sv": r"\b(?:tack\s+f[öo]r\s+(?:din|ditt|er)\s+(?:ans[öo]kan|intresse)|bjuda\s+in\s+dig"
    r"|inbjudan"
    r"\s+till|kallelse\s+till|bekr[äa]ft\w+|tyv[äa]rr|v[äa]lkommen\s+(?:till|som|p[åa])"
    r"|din\s+f[öo]rsta"
    r"\s+(?:arbets)?dag|inf[öo]r\s+din\s+f[öo]rsta)",
    "no": r"\b(?:takk\s+for\s+(?:s[øo]knaden|din\s+s[øo]knad|interessen)|invitere\s+deg"
    r"|innkall\w+\s+til"
    r"|invitasjon\s+til|bekrefte\w*|dessverre|velkommen\s+(?:til|som|i)"
    r"|din\s+f[øo]rste\s+(?:arbeids)?"
    r"dag|vi\s+har\s+mottatt)",
    "da": r"\b(?:tak\s+for\s+(?:din\s+ans[øo]gning|ans[øo]gningen|snakken|interessen)"
    r"|invitere\s+dig"
    r"|invitation\s+til|indkald\w+\s+til|bekr[æa]ft\w+|desv[æa]rre|vi\s+beklager|velkommen\s+(?:til"
    r"|som"
    r"|i|om\s+bord)|din\s+f[øo]rste\s+(?:arbejds)?dag|vil\s+gerne\s+se\s+dig|vi\s+har\s+modtaget)",
    "fi": r"\b(?:kiitos\s+(?:hakemuksestasi|kiinnostuksestasi|hakemuksesta)|kutsumme\s+(?:sinut"
    r"|teid)"
    r"|kutsu\s+\w+|vahvista\w+|valitettavasti|tervetuloa|ensimm[äa]inen\s+ty[öo]p[äa]iv)",
    "et": r"\b(?:ait[äa]h,?\s+et\s+kandideeri|t[äa]name\s+(?:teid\s+)?kandideeri|kutsume\s+(?:sind"
    r"|teid)"
    r"|kutse\s+\w+|kinnita\w+|kahjuks|tere\s+tulemast|esimene\s+t[öo][öo]p[äa]ev)",
    "lv": r"\b(?:paldies\s+par|aicin[āa]m\s+(?:j[ūu]s|tevi|uz)|uzaicin[āa]jum\w*|apstiprin[āa]m"
    r"|diem[žz][ēe]l|laipni\s+l[ūu]dz\w+|pirm[āa]\s+darba\s+diena)",
    "lt": r"\b(?:d[ėe]kojame\s+(?:u[žz]|jums)|a[čc]i[ūu]\s+u[žz]|kvie[čc]iame\s+(?:jus|tave|[įi])"
    r"|kvietimas|patvirtin\w+|deja|apgailestaujame|sveiki\s+atvyk|pirmoji\s+darbo\s+diena)",
    "ca": r"\b(?:gr[àa]cies\s+per|(?:et|us|la|el)\s+convidem|convocat[òo]ria|confirmem|lamentem"
    r"|malauradament|benvingu[td]\w*|(?:el\s+teu|el\s+vostre)\s+primer\s+dia)",
    "tr": r"(?:ba[şs]vuru\w*\s+i[çc]in\s+te[şs]ekk[üu]r|ilgi\w*\s+i[çc]in\s+te[şs]ekk[üu]r|davet"
    r"|teyit\s+etmek|teyit\s+ederiz|onayl[ıi]yoruz|maalesef|[üu]z[üu]lerek|ho[şs]\s+geldin"
    r"|ilk\s+i[şs]\s+g[üu]n|ba[şs]vurunuz\w*\s+(?:g[öo]rd|de[ğg]erlendiril|al[ıi]nm))",
    "ar": r"(?:نشكرك|نشكركم|شكرا\s+ل|شكراً\s+ل|دعوة\s+ل|ندعوك|ندعوكم|يسرنا\s+دعوت|دعوتك|أؤكد\s+لك"
    r"|نؤكد|تأكيد\s+موعد|نأسف|للأسف|مرحبا\s+بك|مرحباً\s+بك|يوم\s+عملك\s+الأول|موعد\s+المقابلة)",
    "he": r"(?:תודה\s+על|הזמנה\s+ל|מזמינ\w*\s+אות|נשמח\s+לקבוע|נשמח\s+לפגוש|מאשר\w*\s+את|אישור\s+"
    r"|לצערנו|ברוכ\w+\s+הבא|יום\s+העבודה\s+הראשון)",
    "fa": r"(?:دعوت\s+به\s+مصاحبه|مصاحبه\s+شما|به\s+مصاحبه\s+دعوت|از\s+\S+\s+شما\s+سپاس|سپاس\s+از"
    r"|متأسفانه|متاسفانه|خوش\s+آمدید|اولین\s+روز\s+کاری|تأیید\s+\S+\s+مصاحبه)",
    "hi": r"(?:आवेदन\s+के\s+लिए\s+धन्यवाद|आमंत्रित|बुलाया\s+गया|आपका\s+(?:आवेदन|इंटरव्यू"
    r"|साक्षात्कार)"
    r"|इंटरव्यू\s+की\s+पुष्टि|खेद|टीम\s+में\s+स्वागत|पहला\s+दिन|वॉक-इन)",
    "ur": r"(?:درخواست\s+کا\s+شکریہ|مدعو|انٹرویو\s+کی\s+تصدیق|آپ\s+کے?\s+(?:\S+\s+)?انٹرویو|افسوس"
    r"|خوش\s+آمدید|پہلا\s+دن|بلایا\s+گیا|شارٹ\s*لسٹ)",
    "bn": r"(?:আবেদনের\s+জন্য\s+ধন্যবাদ|আমন্ত্রণ|সাক্ষাৎকারের\s+জন্য|নিশ্চিত\s+কর|দুঃখিত|স্বাগতম"
    r"|প্রথম\s+দিন|বাছাই\s+করা\s+হয়েছে)",
    "ta": r"(?:விண்ணப்ப\S*\s+நன்றி|அழைக்கிறோம்|உறுதிப்படுத்த|வருந்துகிறோம்"
    r"|வரவேற்கிறோம்|முதல்\s+நாள்)",
    "zh": r"(?:感谢您|感謝您|面试邀请|面試邀請|邀请您|邀請您|敬邀|面试确认|面試確認|面试通知"
    r"|面試通知"
    r"|甄试通知|甄試通知|已确认|已確認|很遗憾|很遺憾|欢迎加入|歡迎加入|入职第一天|改期|初试|复试)",
    "ja": r"(?:ご応募|応募いただき|面接のご案内|面接日程|日程が\S{0,6}確定|残念ながら|お見送り"
    r"|ようこそ|初出勤|入社日|面接にお越し|ご来社)",
    "ko": r"(?:지원해\s?주셔서|면접\s?안내|면접\s?일정|면접에\s|모시고자|합격을\s?축하|안타깝게도"
    r"|아쉽게도|합류를\s?환영|첫\s?출근|입사를\s?환영)",
    "id": r"\b(?:terima\s+kasih\s+atas|(?:kami\s+)?undang|mengundang|undangan|kami\s+konfirmasi"
    r"|konfirmasi\s+jadwal|mengesahkan|mohon\s+maaf|dengan\s+berat\s+hati|malangnya"
    r"|selamat\s+(?:bergabung|datang)|hari\s+pertama|lolos\s+ke|lamaran\s+\w+\s+(?:sudah|telah))",
    "vi": r"(?:cảm\s+ơn|thư\s+mời|mời\s+(?:anh|chị|bạn|em|ông|bà)|xác\s+nhận\s+lịch"
    r"|lịch\s+phỏng\s+vấn"
    r"|rất\s+tiếc|chào\s+mừng|ngày\s+(?:làm\s+việc\s+)?đầu\s+tiên)",
    "th": r"(?:ขอบคุณที่|ขอเชิญ|เชิญ\S{0,4}สัมภาษณ์|ยืนยันการนัด|เสียใจ|ยินดีต้อนรับ"
    r"|วันแรกของการทำงาน"
    r"|นัดสัมภาษณ์|นัดหมาย)",
    "tl": r"\b(?:salamat\s+sa|iniimbitahan|inaanyayahan|kumpirm\w+|kinukumpirma|ikinalulungkot"
    r"|sa\s+kasamaang\s+palad|maligayang\s+pagdating|unang\s+araw|pumasa\s+(?:po\s+)?sa)",
    "sw": r"\b(?:asante\s+kwa|tunakualika|mwaliko|tunathibitisha|umepangiwa\s+usaili"
    r"|kwa\s+masikitiko|karibu\s+(?:kwenye|katika)|siku\s+ya\s+kwanza)",
}

# Terms or a contract offered, or a cold approach: those letters are weighed, not gated.
TERMS: dict[str, str] = {
    "de": r"\b(?:arbeitsvertrag|vertragsangebot|stellenangebot|jobangebot|gehalt\w*|probezeit"
    r"|ihr\s+profil|auf\s+(?:ihr|dein)\s+profil|angebot\s+(?:f[üu]r|machen))\b",
    "fr": r"\b(?:contrat\s+de\s+travail|promesse\s+d'embauche|proposition\s+d'embauche|salaire"
    r"|p[ée]riode\s+d'essai|votre\s+profil\s+a\s+retenu|j'ai\s+vu\s+votre\s+profil)\b",
    "es": r"\b(?:contrato\s+de\s+trabajo|oferta\s+(?:de\s+empleo|laboral|formal)|salario|sueldo"
    r"|periodo\s+de\s+prueba|(?:vi|encontr[ée])\s+tu\s+perfil)\b",
    "pt": r"\b(?:contrato\s+de\s+trabalho|proposta\s+(?:de\s+emprego|salarial)|sal[áa]rio"
    r"|per[íi]odo\s+de\s+experi[êe]ncia|vi\s+seu\s+perfil)\b",
    "it": r"\b(?:contratto\s+di\s+lavoro|proposta\s+di\s+assunzione|retribuzione|stipendio"
    r"|periodo\s+di\s+prova)\b",
    "nl": r"\b(?:arbeidsovereenkomst|contractaanbod|salaris\w*|proeftijd|je\s+profiel)\b",
    "pl": r"\b(?:umow\w+\s+o\s+prac[ęe]|ofert\w+\s+pracy\s+dla|wynagrodzeni\w+"
    r"|okres\s+pr[óo]bny)\b",
    "ru": r"(?:трудов\w+\s+договор|оффер|зарплат\w+|оклад\w*|испытательн\w+\s+срок)",
    "work_abroad": r"(?:на\s+роботу\s+(?:до|в|у)|на\s+работу\s+(?:в|за)|a\s+trabajar\s+en"
    r"|para\s+trabalhar\s+(?:em|n[oa])|do\s+pracy\s+w|[çc]al[ıi][şs]maya|untuk\s+bekerja\s+di"
    r"|a\s+lavorare\s+(?:in|a)|zum\s+Arbeiten\s+nach|travailler\s+(?:[àa]|en|au))",
    "other": r"(?:atlyginim|alga\s|palga|bérigény|plat[ay]\s|工资|薪资|薪水|月薪|年薪|合同|給与"
    r"|年収|月給|雇用契約|연봉|급여|계약서|maaş"
    r"|sözleşme"
    r"|gaji|kontrak|lương|hợp\s+đồng|เงินเดือน|สัญญาจ้าง|راتب|عقد\s+عمل|שכר|משכורת|حقوق|تنخواہ"
    r"|वेतन|सैलरी|μισθ|σύμβαση|плата|заплат|lön|lønn|løn|palkka|plat\s|mzd|fizet[ée]s|salariu)",
}

# What a relocation flag in such a letter must speak of to stand: a move, a commute, where the
# reader lives, a willingness asked, or where the job itself is based.
MOVE: dict[str, str] = {
    "de": r"\b(?:umzuziehen|umziehen|umzugs(?:bereit\w*|kosten|hilfe|pauschale)|(?:ihr"
    r"|dein)en?\s+umzug"
    r"|wohnort\w*|wohnsitz|wohnen\s+(?:sie|du)|pendel\w*|anfahrtsweg|arbeitsort|einsatzort"
    r"|dienstort"
    r"|(?:stelle|position|job)\s+(?:ist|befindet\s+sich|liegt)\s+(?:in|am|im)|homeoffice|hybrid"
    r"|ausland|unterkunft|bereit\s+(?:sind|w[äa]ren|bist|zu)|bereitschaft|standortwechsel)\b",
    "fr": r"\b(?:d[ée]m[ée]nag\w+|relocalis\w+|mobilit[ée]|trajets?|o[ùu]\s+(?:habitez|r[ée]sidez)"
    r"|lieu\s+de\s+(?:travail|r[ée]sidence)|(?:poste|emploi)\s+(?:est\s+)?(?:bas[ée]|situ[ée]"
    r"|localis[ée])"
    r"|t[ée]l[ée]travail|hybride|[àa]\s+l'[ée]tranger|logement|h[ée]bergement|pr[êe]te?\s+[àa])\b",
    "es": r"\b(?:mudar(?:te|se)|mudanza|traslad\w+|reubic\w+|desplaza\w+|d[óo]nde\s+vives|d[óo]nde"
    r"\s+reside|lugar\s+de\s+trabajo|(?:puesto|plaza|vacante)\s+(?:est[áa]|ser[áa])\s+(?:en|ubicad)"
    r"|teletrabajo|h[íi]brido|extranjero|alojamiento|vivienda|disponibilidad\s+para)\b",
    "pt": r"\b(?:mudan[çc]a\s+(?:de\s+cidade|para)|mudar-se|mudar\s+para|realoca\w+"
    r"|transfer[êe]ncia"
    r"|deslocamento|onde\s+(?:voc[êe]\s+)?mora|local\s+de\s+trabalho|(?:vaga|cargo)\s+[ée]\s+(?:em"
    r"|no|na)"
    r"|h[íi]brido|presencial\s+\d|exterior|alojamento|moradia|disponibilidade\s+para)\b",
    "it": r"\b(?:trasferi\w+|trasloco|pendolar\w*|dove\s+(?:abiti|risiede)|sede\s+di\s+lavoro"
    r"|ibrido"
    r"|all'estero|alloggio|disponibilit[àa]\s+a)\b",
    "nl": r"\b(?:verhuiz\w+|verhuis\w*|woon\s*-?\s*werk|reistijd|waar\s+woon|standplaats"
    r"|standplaats"
    r"|werklocatie|hybride|thuiswerk\w*|buitenland|huisvesting|bereid\s+(?:om|te|bent))\b",
    "pl": r"\b(?:przeprowadz\w+|relokac\w+|dojazd\w*|dojeżdża\w*|gdzie\s+(?:pan\w*\s+)?mieszka"
    r"|miejsce\s+pracy|hybrydow\w+|za\s+granic\w+|zakwaterowani\w+|gotow\w+\s+do)\b",
    "ru": r"(?:переезд\w*|переехать|релокац\w+|где\s+вы\s+живете|где\s+вы\s+живёте|место\s+работы"
    r"|добира\w+|гибрид\w*|за\s+границ\w+|командиров\w+|жиль[ёе]|проживани\w+|готовы\s+к)",
    "uk": r"(?:переїзд\w*|переїхати|релокац\w+|де\s+ви\s+мешкаєте|де\s+ви\s+живете|місце\s+роботи"
    r"|гібрид\w*|за\s+кордон\w*|житло|проживанн\w+|готові\s+до)",
    "bg": r"(?:преместване|преместите|релокация|къде\s+живеете|място\s+на\s+работа"
    r"|работното\s+място"
    r"\s+е|хибрид\w*|в\s+чужбина|квартира|настаняване|готови\s+да)",
    "sh": r"\b(?:preseljen\w*|preseli\w*|selitev|gde\s+[žz]ivite|gdje\s+[žz]ivite|kje\s+[žz]ivite"
    r"|mjesto\s+rada|mesto\s+(?:rada|dela)|hibridn\w+|u\s+inozemstvu|u\s+inostranstvu|smje[šs]taj"
    r"|sme[šs]taj|nastanitev|spremn\w+\s+(?:na|za))\b",
    "cs": r"\b(?:p[řr]est[ěe]hov\w+|s[ťt]ahovan\w+|pres[ťt]ahova\w+|doj[íi][žz]d\w+"
    r"|kde\s+bydl[íi]te"
    r"|kde\s+b[ýy]vate|m[íi]sto\s+v[ýy]konu|hybrid\w*|v\s+zahrani[čc][íi]|ubytov[áa]n[íi]"
    r"|ochot\w+)\b",
    "hu": r"\b(?:k[öo]lt[öo]z\w+|ingáz\w+|hol\s+lak|munkav[ée]gz[ée]s\s+helye|hibrid|k[üu]lf[öo]ld"
    r"\w*|sz[áa]ll[áa]s\w*|hajland\w+)\b",
    "ro": r"\b(?:relocare|mutare|s[ăa]\s+v[ăa]\s+muta[țţt]i|navet\w+|unde\s+locui[țţt]i|locul\s+de"
    r"\s+munc[ăa]|hibrid|str[ăa]in[ăa]tate|cazare|dispus\w*\s+s[ăa])\b",
    "el": r"(?:μετεγκατάσταση|μετακόμι\w+|μετακίνηση|πού\s+μένετε|τόπος\s+εργασίας|υβριδικ\w+"
    r"|εξωτερικό|στέγαση|διαμονή|διατεθειμέν\w+)",
    "sv": r"\b(?:flytta\w*|flytt\s+till|pendl\w+|var\s+bor\s+du|arbetsort|placeringsort|hybrid"
    r"|utomlands|boende|bostad|villig\s+att|beredd\s+att)\b",
    "no": r"\b(?:flytte\w*|flytting|pendl\w+|hvor\s+bor\s+du|arbeidssted|tjenestested|hybrid"
    r"|utlandet|bolig|villig\s+til|innkvartering)\b",
    "da": r"\b(?:flytte\w*|flytning|pendl\w+|hvor\s+bor\s+du|arbejdssted|hybrid|udlandet|bolig"
    r"|indkvartering|villig\s+til|parat\s+til)\b",
    "fi": r"\b(?:muutt\w+|muuttaa|paikkakunnalle|ty[öo]matk\w+|pendel\w+|miss[äa]\s+asut"
    r"|ty[öo]paikka"
    r"\s+sijaitsee|hybridi\w*|ulkomail\w+|asunto|majoitu\w+|valmis\s+muuttamaan)\b",
    "et": r"\b(?:kolimi\w+|kolida|kus\s+(?:sa\s+)?elad|t[öo][öo]koht\s+asub|h[üu]briid\w*"
    r"|v[äa]lismaa"
    r"\w*|majutus\w*|valmis\s+\w+ma)\b",
    "lv": r"\b(?:p[āa]rce[ļl]\w+|kur\s+j[ūu]s\s+dz[īi]vojat|darba\s+vieta\s+atrodas|hibr[īi]d\w+"
    r"|[āa]rzem[ēe]s|dz[īi]vesvieta|izmitin[āa]\w+|gatav\w*\s+p[āa]rcelties)\b",
    "lt": r"\b(?:darbas\s+vyksta|persikel\w+|kraustym\w+|kur\s+gyvenate|darbo\s+vieta\s+yra"
    r"|hibridin\w+|u[žz]sien"
    r"\w+|apgyvendin\w+|b[ūu]st\w+)\b",
    "ca": r"\b(?:trasllat\w*|traslladar\w*|despla[çc]a\w+|on\s+vius|lloc\s+de\s+treball"
    r"|h[íi]brid\w*"
    r"|estranger|allotjament)\b",
    "tr": r"(?:ta[şs][ıi]n\w+|yer\s+de[ğg]i[şs]tir\w+|nerede\s+ya[şs][ıi]yor|ikamet\w*|i[şs]\s+yeri"
    r"\s+\S+\s+(?:bulunmaktad|yer\s+al)|[çc]al[ıi][şs]ma\s+yeri|hibrit|yurt\s*d[ıi][şs][ıi]"
    r"|konaklama"
    r"|lojman|g[öo]rev\s+yeri)",
    "ar": r"(?:الانتقال|انتقال|نقل\s+إقامة|أين\s+تقيم|أين\s+تسكن|مكان\s+العمل|مقر\s+العمل"
    r"|الوظيفة\s+في"
    r"|خارج\s+البلاد|السكن|سكن|الإقامة|مستعد)",
    "he": r"(?:מעבר\s+(?:דירה|ל)|לעבור\s+ל|רילוקיישן|היכן\s+את|איפה\s+את|מקום\s+העבודה|היברידי"
    r"|בחו\"ל|מגורים|דיור|נכונות)",
    "fa": r"(?:انتقال|جابجایی|محل\s+سکونت|کجا\s+زندگی|محل\s+کار|هیبریدی|خارج\s+از\s+کشور|اسکان"
    r"|خوابگاه|آمادگی)",
    "hi": r"(?:स्थानांतरण|रिलोकेट|शिफ्ट\s+हो|कहाँ\s+रहते|कहां\s+रहते|कार्यस्थल|पोस्टिंग|विदेश|आवास"
    r"|रहने\s+की\s+व्यवस्था|तैयार\s+हैं)",
    "ur": r"(?:منتقل|کہاں\s+رہتے|کام\s+کی\s+جگہ|پوسٹنگ|بیرون\s+ملک|رہائش|تیار\s+ہیں)",
    "bn": r"(?:স্থানান্তর|কোথায়\s+থাকেন|কর্মস্থল|পোস্টিং|বিদেশ|আবাসন|থাকার\s+ব্যবস্থা)",
    "ta": r"(?:இடமாற்ற|எங்கே\s+வசிக்|பணியிடம்|வெளிநாட்டு|தங்குமிட)",
    "zh": r"(?:搬迁|搬家|迁居|调动|外派|异地|驻场|通勤|住在哪|居住地|工作地点|工作地點|上班地点"
    r"|常驻"
    r"|海外|出国|住宿|宿舍|远程|遠程|混合办公)",
    "ja": r"(?:転居|引っ越し|引越し|転勤|赴任|通勤|お住まい|勤務地|配属先|海外|寮|社宅|住居"
    r"|リモート)",
    "ko": r"(?:이사|이주|전근|파견|통근|출퇴근|거주지|어디에\s?거주|근무지|근무\s?장소|해외|숙소"
    r"|기숙사"
    r"|사택|재택)",
    "id": r"\b(?:pindah|relokasi|berpindah|domisili|tinggal\s+di\s+mana|lokasi\s+kerja|penempatan"
    r"|ditempatkan|luar\s+negeri|mess|asrama|akomodasi|bersedia)\b",
    "vi": r"(?:chuyển\s+(?:đến|nhà|công\s+tác)|di\s+chuyển\s+xa|đang\s+sống|sinh\s+sống|nơi\s+ở"
    r"|địa\s+điểm\s+làm\s+việc|nơi\s+làm\s+việc|nước\s+ngoài|ký\s+túc\s+xá|chỗ\s+ở|sẵn\s+sàng)",
    "th": r"(?:ย้ายที่|ย้ายไป|ย้ายบ้าน|ย้ายงาน|เดินทางไกล|พักอาศัย|ที่พัก|หอพัก|สถานที่ปฏิบัติงาน"
    r"|ต่างประเทศ|ประจำการ|พร้อม)",
    "tl": r"\b(?:lumipat|mag-?relocate|saan\s+(?:po\s+)?kayo\s+nakatira|lugar\s+ng\s+trabaho"
    r"|ibang\s+bansa|tirahan|matutuluyan|handa\s+(?:po\s+)?ba)\b",
    "sw": r"\b(?:kuhamia|kuhamishwa|unaishi\s+wapi|kituo\s+cha\s+kazi|nje\s+ya\s+nchi|malazi|makazi"
    r"|tayari\s+ku)\b",
}
