"""Malay job-scam cues: bank accounts rented or logged into, fees, cheques, tasks from home.

Indonesian words Malay shares ("tanpa pengalaman", "per hari") are read by scam_lang_id; this
table adds the Malay ones ("akaun", "yuran", "log masuk", "kata laluan", "wang pendahuluan").
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    PassOn,
    Unlock,
    advance_fee_cues,
    login_cue,
    pass_on_cues,
    unlock_cues,
)

_APPS = r"(?:WhatsApp|WA|Telegram|Signal|WeChat)"
_PAY_APPS = (
    r"(?:Touch\s?'?n\s?Go|TnG|DuitNow|Boost|ShopeePay|Western\s+Union|MoneyGram|kripto"
    r"|Bitcoin|USDT)"
)
# Days and tasks, not weeks; not after hours ("8 jam sehari").
_UNITS = r"(?<!jam\s)(?:\bsehari\b|\bsetiap\s+hari\b)|\bsetiap\s+(?:tugasan|ulasan|klik|pesanan)\b"
_HOURS = r"\bsejam\b|\bsetiap\s+jam\b"
_PAY = (
    r"\b(?:jana|menjana)\s+(?:pendapatan|wang)\b|\bpendapatan\s+(?:tambahan|sampingan)\b"
    r"|\bkomisen\b"
)
_APPLIED = r"\bpermohonan\s+(?:anda|awak)\b|\b(?:anda|awak)\s+(?:telah\s+)?memohon\b"
_FEES = AdvanceFee(
    fee=r"\byuran\s+(?:pendaftaran|pemprosesan|proses|visa|permit|latihan|pengaktifan|aktivasi"
    r"|ejen|agensi|dokumen|perubatan|pemeriksaan\s+kesihatan|penempatan)\b"
    r"|\b(?:bayaran|caj)\s+(?:pendaftaran|pemprosesan|visa|permit|ejen|pengaktifan|perkhidmatan"
    r"\s+ejen)\b|\bwang\s+(?:cagaran|pendahuluan|jaminan)\b",
    ahead=r"\b(?:bayar|membayar|pindahkan|transfer|masukkan)\s+(?:\S+\s+){0,4}?(?:terlebih\s+dahulu"
    r"|dahulu|sebelum\s+(?:temu\s+duga|berlepas|mula\s+kerja|bekerja))\b",
    payee=r"\bakaun\s+(?:peribadi\s+|persendirian\s+)?(?:ejen|wakil|penyelaras)\b",
    covered=r"\b(?:ditanggung|dibayar|dibiayai)\s+(?:\S+\s+)?(?:oleh\s+)?(?:pihak\s+)?(?:syarikat|majikan)\b"
    r"|\bpercuma\b"
    r"|\btiada\s+(?:sebarang\s+)?(?:bayaran|yuran|caj)\b|\btanpa\s+(?:sebarang\s+)?(?:bayaran|yuran|caj)\b"
    r"|\bmajikan\s+(?:akan\s+)?(?:tanggung|bayar)\b",
)
_PASS_ON = PassOn(
    take=r"\bcek\s+(?:bernilai|sebanyak|berjumlah)\b"
    r"|\b(?:terima|menerima)\s+(?:\S+\s+){0,3}?(?:bayaran|wang|pindahan|duit)\s+(?:\S+\s+){0,3}?"
    rf"(?:ke\s+dalam\s+|ke\s+)?(?:akaun\s+(?:bank\s+)?(?:anda|awak|sendiri)|{_PAY_APPS})"
    r"|\b(?:terlebih\s+(?:bayar|masuk|hantar)|tersilap\s+(?:bayar|masuk|hantar))\b",
    onward=r"\b(?:pindahkan|hantar|salurkan)\s+(?:\S+\s+){0,3}?(?:semula|kepada\s+(?:kami|pembekal))\b"
    r"|\bbaki(?:nya)?\b|\bperbezaan\b|\bkad\s+hadiah\b|\bpembekal\b",
    agent=r"\bejen\s+(?:pembayaran|kewangan)\b",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktifkan|mengaktifkan|buka\s+kunci|membuka)\s+(?:\S+\s+)?(?:akaun|tugasan|tahap)\b",
    pay=r"\b(?:deposit|tambah\s+nilai|top\s?up|topup)\b",
    back=r"\b(?:dipulangkan|dikembalikan|akan\s+dapat\s+semula)\b[^.!?\n]{0,40}?"
    r"\b(?:pertama|komisen|tugasan|gaji)\b",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
        login_cue(
            r"\b(?:log\s+masuk|sahkan\s+(?:identiti|tawaran))\b",
            r"\b(?:perbankan\s+(?:dalam\s+talian|internet)|online\s+banking)\b",
        ),
        cue(
            "credentials",
            1.0,
            r"\b(?:kata\s+laluan|username|nama\s+pengguna)\b[^.!?\n]{0,40}?\b(?:perbankan|banking|bank"
            r"|kad\s+ATM)\b|\b(?:sewa|pinjam)\s+akaun\s+bank\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:dari|guna)\s+(?:telefon|handphone)\b|\bmasa\s+lapang\b|\bbeberapa\s+minit\b"
            r"|\btanpa\s+buat\s+apa[\s-]apa\b|\bkerja\s+mudah\b",
        ),
        cue("effort", 0.5, r"\btiada\s+pengalaman\b|\btidak\s+perlu\s+pengalaman\b"),
        cue(
            "channel",
            0.6,
            rf"\b(?:hubungi|mesej)\s+(?:\S+\s+){{0,2}}?(?:di|melalui)\s+{_APPS}\b",
        ),
        cue("urgency", 0.7, r"\btempat\s+terhad\b|\bkuota\s+terhad\b|\bhari\s+ini\s+sahaja\b"),
        cue("identity", 0.8, r"\b(?:no\.?|nombor)\s+(?:MyKad|IC|kad\s+pengenalan|akaun)\b"),
        cue("unsolicited", 0.7, r"\b(?:anda|awak)\s+(?:telah\s+)?dipilih\b"),
    ),
)
