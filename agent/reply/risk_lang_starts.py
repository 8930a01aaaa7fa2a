"""Start dates and notice across ~45 languages, written as families rather than phrases.

notice_period: the notice period asked or set, when the reader could start, join or leave for
the job, and the formal words for taking up a post ("toma de posesión", "presa di servizio",
"Tillträde"). A sentence about the interview is skipped: its date is the interview's.
"""

from __future__ import annotations

from agent.reply.risk_base import Rule, rule
from agent.reply.risk_lang_moves import MEETING_WORDS, word_start

# ---- notice period and start -------------------------------------------------------------------
_NOTICE = "|".join(
    (
        word_start(
            r"preavís|quan\s+(?:\w+\s+){0,2}?(?:començar|incorporar-te|incorporar-vos)"
            r"|(?:consegue|conseguiria|poderia)\s+(?:\w+\s+)?(?:começar|iniciar)\s+(?:em|a\s+partir"
            r"|dia|no\s+dia|logo|já|imediatamente)|aviso\s+prévio|início\s+imediato"
            r"|(?:pourriez|pourrais|pouvez|peux)[\s-](?:vous|tu)\s+(?:\w+\s+)?(?:commencer|démarrer"
            r"|nous\s+rejoindre)|prise\s+de\s+poste\s+(?:immédiate|dès|le|au)|preavviso"
            r"|quando\s+(?:\w+\s+){0,2}?(?:potresti|potrebbe)\s+(?:iniziare|entrare)"
            r"|ab\s+wann\s+(?:\w+\s+){0,3}?(?:könntest|könnten|kannst|können|wärst|wären)"
            r"|Einstieg\s+(?:ab\s+)?(?:sofort|zum|per)|opzegtermijn"
            r"|kennisgewing(?:s)?(?:tydperk|termyn)|okres\w*\s+wypowiedzeni\w*"
            r"|kiedy\s+(?:\w+\s+){0,2}?(?:możesz|może\s+pan\w*|mógłby\w*|mogłaby)\s+(?:\w+\s+)?"
            r"(?:rozpocząć|zacząć|wyjechać|dołączyć)"
            r"|când\s+(?:\w+\s+){0,2}?(?:poți|puteți|ai\s+putea)\s+(?:să\s+)?începe"
            r"|afat\w*\s+(?:i\s+)?njoftimit"
            r"|kur\s+(?:\w+\s+){0,2}?(?:mund\s+të\s+)?fillo(?:sh|ni)|felmondási\s+idő\w*"
            r"|mikor\s+(?:\w+\s+){0,2}?(?:tudnál|tudna|tudnátok)\s+kezd\w*|uppsagnarfrest\w*"
            r"|hvenær\s+(?:\w+\s+){0,2}?(?:byrjað|byrja|hafið\s+störf)|ihbar\s+süre\w*"
            r"|ne\s+zaman\s+(?:\w+\s+)?(?:başlayabil|işe\s+başla)\w*|masa\s+pemberitahuan"
            r"|notis\s+(?:penamatan|perletakan)|kapan\s+(?:\w+\s+){0,2}?(?:bisa|dapat)\s+"
            r"(?:mulai|bergabung|join)"
            r"|kailan\s+(?:\w+\s+){0,2}?(?:makakapagsimula|pwedeng\s+magsimula)|target\s+deployment"
            r"|lini\s+(?:\w+\s+){0,2}?(?:unaweza|utaweza)\s+kuanza"
            r"|bao\s+giờ\s+(?:\w+\s+){0,2}?(?:đi\s+làm|nhận\s+việc)"
            r"|khi\s+nào\s+(?:\w+\s+){0,2}?nhận\s+việc|πότε\s+(?:\w+\s+){0,2}?(?:ξεκινήσεις"
            r"|ξεκινήσετε)"
        ),
        r"(?<![\u0400-\u04ff])(?:(?:когда|коли)\s+(?:\w+\s+){0,3}?(?:выйти|выйдете|приступить"
        r"|вийти|вийдеш|вийдете|приступити)|готов\w*\s+(?:выйти|приступить)\s+(?:к\s+работе|на"
        r"\s+работу|с)|выход\s+на\s+работу|вихід\s+на\s+роботу|відпрацюван\w+)",
        r"הודעה\s+מוקדמת|(?:لل|بال)مباشرة|أقرب\s+تاريخ\s+(?:ممكن\s+)?(?:لل|ل)(?:مباشرة|التحاق)"
        r"|(?:فترة|مدة)\s+(?:ال)?إشعار|نوٹس\s+پیریڈ|کب\s+(?:سے\s+|تک\s+)?جوائن",
        r"कब\s+(?:तक|से)\s+(?:\S+\s+){0,2}?(?:जॉइन|ज्वाइन|ज्वॉइन)|नोटिस\s+(?:पीरियड|अवधि)"
        r"|(?:तात्काळ|त्वरित|लगेच)\s+रुजू|নোটিশ|நோட்டீஸ்\s*பீரியட்|แจ้งลาออกล่วงหน้า",
        r"离职交接|離職交接|离职(?:通知)?期|いつから\S{0,6}?(?:勤務|働|入社|出社)"
        r"|即日勤務|언제(?:부터)?\s*(?:\S+\s*)?(?:출근|입사|합류)|입사\s*가능\s*(?:일|시기|날짜)",
    )
)

# Formal or public-sector wording of the first day: "toma de posesión", "presa di servizio".
_FIRST_DAY = "|".join(
    (
        word_start(
            r"(?:la\s+)?incorporaci[óo]n?\s+(?:est[àá]\s+prevista|és\s+immediata|es\s+inmediata"
            r"|ser[àá]\s+(?:el|immediata|inmediata))|fecha\s+de\s+incorporación|data\s+d'incorporació"
            r"|toma\s+de\s+posesión|tom(?:e|ar|ará)\s+posesión|presa\s+di\s+servizio|prendere\s+servizio"
            r"|prise\s+de\s+fonctions|Dienstantritt|Eintrittstermin\w*|Tillträde\s*:|tillträdesdag"
            r"|tiltredelse|tiltrædelse|työsuhde\s+alkaa|aloituspäivä\w*|datum\s+nástupu"
            r"|(?:datum\s+van\s+)?indiensttreding\s+(?:per|op|is|vanaf)\b|data\s+de\s+admissão|ημερομηνία\s+έναρξης|ανάληψη\s+υπηρεσίας"
            r"|işe\s+başlama\s+tarihi|mula\s+bertugas|đi\s+làm\s+từ|sớm\s+nhất\s+ngày\s+nào"
            r"|bàn\s+giao\s+mất\s+bao\s+lâu|uqale\s+umsebenzi|meta\s+tista'\s+tibda"
            r"|vanaf\s+wanneer\s+(?:kan|kun|zou)\s+(?:je|u)\s+(?:\w+\s+)?(?:starten|beginnen)"
            r"|kiedy\s+(?:\w+\s+){0,3}?got[oó]w\w*\s+(?:\w+\s+){0,2}?(?:dołączyć|rozpocząć|zacząć)"
            r"|wyjazd\s+(?:w|od)\s+(?:najbliższ\w+\s+)?(?:poniedziałek|wtorek|środę|czwartek|piątek)"
            r"|(?:t'es|tu\s+es|êtes-vous)\s+dispo(?:nible)?\s+(?:à\s+partir\s+de\s+)?quand"
        ),
        r"(?<![\u0400-\u04ff])(?:дата\s+(?:выхода|начала\s+работы|на\s+постъпване))"
        r"|कार्यभार\s+ग्रहण|रुजू\s+(?:व्हावे|होताना|होण्या\w*)|ಕೆಲಸಕ್ಕೆ\s+ಸೇರ|երբվանից"
        r"|เริ่มงานวันที่",
    )
)
# The notice period itself, a noun no interview has: read even in a sentence that names one.
_NOTICE_TERM = "|".join(
    (
        word_start(
            r"odpovedn\w+\s+rok\w*|otkazn\w+\s+rok\w*|výpovedn\w+\s+(?:lehot|dob)\w*"
            r"|Kündigungsfrist\w*|KF\s*\?|délai\s+de\s+(?:prévenance|préavis)|plazo\s+de\s+preaviso"
            r"|etteteatamis\w*|įspėjimo\s+termin\w*|uzteikuma\s+termiņ\w*|ihbar\s+süresi"
            r"|notis\s+berhenti|fógra\s+scoir"
        ),
        r"(?<![\u0400-\u04ff])(?:срок\w*\s+на\s+предизвестие|отказен\s+рок|срок\w*\s+"
        r"предупреждения\s+об\s+увольнении)|הודעה\s+מוקדמת|נוטיס|ನೋಟಿಸ್\s+ಅವಧಿ"
        r"|నోటీసు\s+(?:పీరియడ్|వ్యవధి)|നോട്ടീസ്\s+(?:പീരിയഡ്|കാലാവധി)|ਨੋਟਿਸ\s+ਪੀਰੀਅਡ"
        r"|નોટિસ\s+પીરિયડ|նախազգուշացնել|\d+\s*か月前までの申(?:出|し出)|退職予告|離職預告|预告期",
    )
)


STARTS_LANG_RULES: tuple[Rule, ...] = (
    rule(
        "notice_period",
        _NOTICE,
        "They ask when you can start, your notice or when you would leave; that is your call.",
        about_work=True,
        unless=MEETING_WORDS,
    ),
    rule(
        "notice_period",
        _FIRST_DAY,
        "They say or ask when you would start; check the date suits your notice.",
        about_work=True,
        unless=MEETING_WORDS,
    ),
    rule(
        "notice_period",
        _NOTICE_TERM,
        "They ask about your notice period; that is your call.",
    ),
)
