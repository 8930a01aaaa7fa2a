"""Paperwork for a stated hiring step: identity or bank data asked for payroll, a contract, a check.

An employer who has hired someone asks for an ID copy, a tax or insurance number and a bank
account, and says what for: payroll, the contract, an I-9 or right-to-work check, background
verification, the HR file. Such a request is evidence of a scam only beside a family that shows
the scheme itself (a fee, money passing through the reader, a chat-app-only contact, pay per task).
"""

from __future__ import annotations

import re

# The hiring step the data is for, in the languages the screen reads.
_EN = (
    r"\b(?:payroll|(?-i:I-9|E-Verify)|right[- ]to[- ]work"
    r"|background\s+(?:verification|check|screening)"
    r"|(?-i:BGV)|onboarding|offer\s+letter|appointment\s+letter|joining\s+(?:formalities|letter|kit)"
    r"|employment\s+(?:contract|agreement|records?|file|verification)|new[\s-]hire\s+(?:paperwork"
    r"|forms?|documents?)|(?:HR|personnel|employee)\s+(?:records?|file|system|portal)|(?-i:HRIS)"
    r"|verify\s+your\s+identity|identity\s+verification|ID\s+verification"
    r"|further\s+processing|tax\s+(?:forms?|withholding)|(?-i:W-4|P45|P46)|direct\s+deposit"
    r"|salary\s+(?:account|credit|processing|transfers?)|pension\s+enrol\w*"
    r"|(?:Workday|BambooHR|Personio|SuccessFactors|Darwinbox|greytHR)\b"
    # the offer accepted by signing it: "sign the duplicate of this letter as a token of acceptance"
    r"|(?:(?:token|sign|mark|confirmation)\s+of|signify|confirm|indicate)\s+(?:your\s+)?acceptance\b"
    r"|acceptance\s+of\s+(?:this|the|our)\s+(?:offer|appointment)\b"
    # the reader's own pay to be paid in: "so we can pay your weekly earnings"
    r"|\bso\s+(?:that\s+)?(?:we|payroll|the\s+company)\s+can\s+pay\s+(?:you|your)\b"
    # a record check the hiring step needs: a police record, clearance or certificate
    r"|police\s+(?:record|clearance|certificate|check|report)s?\b|certificate\s+of\s+good\s+conduct)"
)
_EUROPE = (
    # it, fr, es, pt, de, nl, pl, tr
    r"\b(?:assunzione|contratto\s+di\s+lavoro|busta\s+paga|cedolin\w+|ufficio\s+(?:del\s+)?personale"
    r"|risorse\s+umane|dossier\s+d'embauche|contrat\s+de\s+travail|DPAE"
    r"|ressources\s+humaines|service\s+RH|(?:fiche|bulletin|service)\s+de\s+paie"
    r"|alta\s+en\s+la\s+seguridad\s+social|n[óo]mina"
    r"|contrato\s+(?:de\s+trabajo|laboral|de\s+trabalho)|recursos\s+humanos|incorporaci[óo]n"
    r"|admiss[ãa]o|folha\s+de\s+pagamento|eSocial|Personalfragebogen|Personalakte"
    r"|Lohnabrechnung|Gehaltsabrechnung|Arbeitsvertrag|Personalabteilung|loonadministratie"
    r"|arbeidsovereenkomst|personeelsdossier|umow[aęy]\s+o\s+prac[ęe]|kadr\w*|list[ay]\s+płac"
    r"|işe\s+giriş|özlük\s+dosya\w*|insan\s+kaynak\w*|SGK\s+giriş\w*|bordro\w*|iş\s+sözleşme\w*)\b"
)
_ASIA = (
    # id, ru, vi
    r"\b(?:kelengkapan\s+(?:berkas|dokumen|administrasi)|administrasi\s+(?:karyawan|kepegawaian)"
    r"|penggajian|kontrak\s+kerja|(?-i:HRD|BPJS)|оформлени\w+\s+(?:на\s+работу|трудов\w+)"
    r"|трудов\w+\s+договор\w*|отдел\w*\s+кадров|зарплатн\w+\s+(?:карт\w+|проект\w*)"
    r"|hồ\s+sơ\s+nhân\s+sự|hợp\s+đồng\s+lao\s+động|bảng\s+lương)\b"
    # th, zh, ja, ko, ar, hi: scripts without word boundaries between characters
    r"|ฝ่ายบุคคล|สัญญาจ้าง|ประกันสังคม|เอกสารเข้างาน"
    r"|入职手续|入職手續|劳动合同|勞動合同|工资发放|工資發放|人事部|社保|入社手続|雇用契約|給与振込"
    r"|입사\s?서류|근로계약|급여\s?이체|عقد\s+العمل|الموارد\s+البشرية|كشف\s+الرواتب"
    r"|जॉइनिंग\s+(?:औपचारिकता|प्रक्रिया)|पेरोल|वेतन\s+खाता"
)
HIRING_PURPOSE = re.compile(rf"{_EN}|{_EUROPE}|{_ASIA}", re.IGNORECASE)

# What no hiring step needs, asked for in any language: a bank login or password, a PIN or a
# one-time code to pass on, a selfie holding the ID (a card's number is how some platforms pay
# out, and a maiden name is on a vetting form). A portal's own password
# ("log in with your password") is no such request: the word must follow a bank, or an ask.
_ASK = (
    # "give you a visitor PIN" hands the reader a code; it asks for none
    r"(?:send|share|provide|give|tell|forward|reply\s+with)\s+(?!you\b)(?:us\s+|me\s+)?"
    r"(?:\w+\s+){0,3}?"
)
CREDENTIALS = (
    r"\b(?:online\s+banking\s+(?:login|password|credentials|details|PIN|access)|(?:bank(?:ing)?"
    r"|e-?mail|gmail|outlook|icloud|microsoft|google|apple|linkedin|facebook)\s+(?:account\s+)?"
    r"(?:login|password|credentials|PIN)"
    # a tax PIN ("KRA PIN", Kenya's taxpayer number) is an ID number payroll needs, not a code
    rf"|{_ASK}(?:(?-i:OTP|CVV)|(?<!KRA\s)(?<!tax\s)(?-i:PIN)|one[\s-]time\s+(?:code|password)"
    r"|passwords?|login\s+details)"
    r"|(?:credit|debit|ATM)\s+card\s+PIN|selfie\s+(?:with|holding)"
    # pl, pt, es, de, fr, it, tr, id, vi
    r"|login\w*\s+do\s+bankowości|hasł\w+\s+do\s+(?:bank\w*|konta)|senha\s+(?:do|da)\s+(?:banco|conta)"
    r"|contrase[ñn]a\s+(?:del|de\s+(?:tu|su))\s+(?:banco|cuenta)|clave\s+(?:bancaria|de\s+acceso)"
    r"|Online-?Banking-?(?:Zugang\w*|Passwort|PIN)|identifiants\s+bancaires"
    r"|Zugangsdaten\s+(?:zum|für\s+(?:das|Ihr|dein))\s+(?:Online-?Banking|Bank\w*|Konto)"
    r"|mot\s+de\s+passe\s+(?:de\s+(?:votre|ta)\s+)?(?:banque|compte\s+bancaire|messagerie)"
    r"|credenziali\s+(?:del(?:l')?\s*)?(?:home\s*banking|conto|banca)"
    r"|(?:internet\s+bankacılığı|banka)\s+şifre\w*|PIN\s+(?:ATM|m-?banking)"
    r"|kata\s+sandi\s+(?:bank|rekening|m-?banking|e-?mail)|mật\s+khẩu\s+(?:tài\s+khoản\s+)?ngân\s+hàng"
    r"|(?:gửi|cung\s+cấp|cho)\s+(?:\S+\s+){0,3}?mã\s+OTP"
    # ru, uk
    r"|пароль\s+(?:от|к|для)\s+(?:интернет-?банк\w*|банк\w*|карт\w*|почт\w*)"
    r"|(?:сообщ|назов|отправ|пришл|переда|скаж|продиктуй)\w*\s+(?:\w+\s+){0,4}?(?:код\s+из\s+(?:СМС|SMS)"
    r"|(?:пин|пін)-?код\w*))\b"
    # zh, hi, fa, th, ar: no word boundaries in these scripts
    r"|(?:支付宝|支付寶|银行卡|銀行卡)密[码碼]|(?:发|發|告诉|告訴|提供)\S{0,4}(?:验证码|驗證碼)"
    r"|ओटीपी\s+(?:\S+\s+){0,2}?(?:बताएं|बताइए|बताओ|शेयर|भेजें|दें)|यूपीआई\s+पिन|رمز\s+دوم"
    r"|(?:ส่ง|แจ้ง|บอก)\S{0,10}รหัส\s?OTP|รหัสผ่าน(?:ธนาคาร|แอปธนาคาร|บัญชี)|รหัส\s?ATM"
    r"|كلمة\s+(?:المرور|السر)\s+(?:\S+\s+)?(?:البنك\w*|لحسابك\s+البنكي)"
    r"|(?:أرسل|ارسل|شارك|زودنا)\S*\s+(?:\S+\s+){0,2}?رمز\s+التحقق"
)
_CREDENTIALS = re.compile(CREDENTIALS, re.IGNORECASE)
# The learned wording model reads paperwork mail as scam-like too: it is no independent family.
NOT_CORROBORATING = frozenset({"identity", "wording"})


def paperwork_only(text: str) -> bool:
    """Tell whether identity data is asked for a named hiring step, and no credential with it."""
    return bool(HIRING_PURPOSE.search(text)) and not _CREDENTIALS.search(text)
