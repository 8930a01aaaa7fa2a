"""Pay, workplace, start and contract terms in SV NO DA FI CS RO EL HE TH MS ZH TR VI and Hinglish.

Thai and Chinese words take no \\b (no spaces between words); Greek and Hebrew words do.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule

WIDER_LANG_RULES: tuple[Rule, ...] = (
    rule(
        "salary",
        r"\b(?:löneanspråk\w*|lönekrav\w*|önskad\s+lön|lønnsforventning\w*|lønkrav\w*"
        r"|lønforventning\w*|palkkatoive\w*|palkkapyyntö\w*|platov\w+\s+představ\w*|mzdov\w+"
        r"\s+představ\w*|platov\w+\s+očakáva\w*|așteptăril\w*\s+salarial\w*|pretenți\w+\s+salarial\w*"
        r"|salariu\w*|μισθ\w+|αποδοχ\w+|gaji\s+(?:semasa|yang\s+dijangka|diharapkan)"
        r"|renta\s+l[íi]quida|pretensi[óo]n\s+(?:de\s+renta|salarial)|minimum\s+wage)\b"
        r"|שכר|משכורת|เงินเดือน|ค่าจ้าง|期望薪资|目前的薪资|薪资|薪水|月薪|年薪",
        "They ask about or state your pay; only you can decide what to share or accept.",
    ),
    rule(
        "notice_period",
        r"\b(?:uppsägningstid\w*|oppsigelsestid\w*|opsigelsesvarsel|irtisanomisaika\w*"
        r"|výpovědní\s+(?:lhůt\w*|dob\w*)|preaviz\w*|προειδοποίηση\w*|tempoh\s+notis"
        r"|(?:kan|kunne)\s+(?:du\s+)?(?:börja|begynne|starte)|milloin\s+voisit\s+aloittaa"
        r"|kdy\s+(?:byste\s+)?(?:mohl\w*\s+)?nastoupit|când\s+a(?:ți|ti)\s+putea\s+începe"
        r"|πότε\s+(?:θα\s+)?μπορείτε\s+να\s+(?:ξεκινήσετε|αναλάβετε)|incorporarte|incorporarse"
        r"|bila\s+(?:boleh|anda\s+boleh)\s+mula|ngày\s+(?:có\s+thể\s+)?bắt\s+đầu|khi\s+nào\s+\w+\s+có\s+thể"
        r"\s+(?:đi\s+làm|bắt\s+đầu)|joining\s+kab|kab\s+(?:tak\s+)?join)\b"
        r"|מתי\s+(?:תוכל|תוכלי|אפשר)\s+להתחיל|เริ่มงานได้|入职时间|何时入职|什么时候(?:可以)?入职|到岗",
        "They ask when you can start or your notice; that is your call.",
    ),
    rule(
        "relocation",
        # the office or site in a named town, office-only, or a move
        r"\b(?:på\s+(?:vårt|vort)\s+kontor\s+i|kontoret\s+i|flytta\s+till|flytte\s+til|muuttaa"
        r"|toimistolla(?:mme)?|v\s+kancelá[řr]i|na\s+pobočce|přestěhova\w+|la\s+sediul"
        r"|de\s+la\s+birou|relocare|mutare\w*\s+(?:în|la)|γραφείο\s+μας\s+στ|φυσική\s+παρουσία"
        r"|μετεγκατάσταση|ofisimiz\w*|ofisten\s+çalış\w*|văn\s+phòng\s+(?-i:[A-ZQ])|berpindah"
        r"|sanggup\s+(?:berpindah|ditempatkan)|office\s+se\s+kaam|WFH\s+nahi)\b"
        r"|v\s+(?:naší\s+|našich\s+)?kancelá[řr]\w*\s+v|práce\s+z\s+domova\s+není\s+možná"
        r"|zile\s+la\s+birou|regim\s+hibrid|lucru\s+în\s+(?-i:[A-Z])|(?:till|på)\s+(?:vårt|vort)\s+kontor"
        r"|dagar\s+i\s+veckan\s+på\s+plats|di\s+pejabat\s+(?-i:[A-Z])|penempatan\s+(?:kerja\s+)?di"
        r"|văn\s+phòng\s+(?-i:[A-ZĐ])\w*|(?<!phép\s)lao\s+động\s+(?:đi|tại)\s+(?-i:[A-ZĐ])|xuất\s+khẩu\s+lao\s+động"
        r"|(?:oferta\s+de\s+(?:trabajo|empleo)|empleo)\s+en\s+(?!equipo\b)(?-i:[A-Z])"
        r"|офис\w*\s+в\s+(?-i:[А-Я])|в\s+офисе\b|(?:ימים|יום)\s+(?:מה|ב)משרד"
        r"|فرعنا|في\s+مدينة|مقر\s+العمل|ऑफिस\s+में|사옥|상주\s?근무|출근\s?근무"
        r"|במשרד(?:ים)?\s+(?:שלנו\s+)?ב|לעבור\s+ל|ที่ออฟฟิศ|ประจำที่|ทำงานที่(?!บ้าน)|เข้าออฟฟิศ"
        r"|异地|搬到|驻场|到\S{0,6}办公|base\s?[\u4e00-\u9fff]|(?:工作|办公)地点(?![：:]?\s*远程)",
        "The job needs you in a named town or office; check it suits where you live.",
        negatable=True,
        about_work=True,
    ),
    rule(
        "legal",
        r"\b(?:provanställning|prøvetid|prøveperiode|koeaika|zkušební\s+dob\w*|perioad\w+\s+de\s+probă"
        r"|konkurrenceklausul|konkurranseklausul|kundeklausul|konkurrensklausul|kilpailukielto\w*"
        r"|konkurenční\s+doložk\w*|clauz\w+\s+de\s+neconcurență|ρήτρα\s+μη\s+ανταγωνισμού"
        r"|tidsbegränsad\s+anställning|visstidsanställning|midlertidig\s+ansettelse|määräaikai\w+)\b"
        r"|竞业|保密协议|试用期|התחייבות\s+לאי\s+תחרות|תקופת\s+ניסיון",
        "Contract terms to read before you agree to anything.",
        negatable=True,
    ),
)
