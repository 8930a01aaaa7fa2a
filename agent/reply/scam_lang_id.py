"""Indonesian job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = (
    r"\b(?:per|setiap|tiap)\s+(?:hari|minggu|tugas|order|pesanan|like|video|ulasan|klik)\b"
    r"|\bsehari\b|\bperhari\b|\bharian\b|\bmingguan\b|\b/\s*hari\b"
)
_HOURS = r"\b(?:per|setiap|/)\s*jam\b"
_PAY = r"\b(?:dapatkan|hasilkan|penghasilan(?:\s+tambahan)?|komisi|cuan)\b"
_APPLIED = r"\blamaran\s+(?:anda|kamu)\b|\b(?:anda|kamu)\s+(?:telah\s+)?melamar\b"
# Placement abroad paid by the worker: costs before departure, into a person's own account.
_FEES = AdvanceFee(
    fee=r"\bbiaya\s+(?:pendaftaran|registrasi|pelatihan|aktivasi|admin(?:istrasi)?|penempatan|proses"
    r"|keberangkatan|visa|medical|medis|seragam|jaminan|kontrak)\b"
    r"|\buang\s+(?:jaminan|muka)\b",
    ahead=r"\b(?:wajib|harus)\s+(?:membayar|bayar|transfer|menyetor)\b|\b(?:bayar|membayar|transfer"
    r"|menyetor)\w*\s+[^.!?\n]{0,60}?\bsebelum\s+(?:keberangkatan|berangkat|wawancara|interview"
    r"|bekerja|mulai)\b",
    payee=r"\brekening\s+(?:pribadi|atas\s+nama|milik)\b",
    covered=r"\b(?:ditanggung|dibayar|dibiayai)\s+(?:oleh\s+)?(?:perusahaan|pemberi\s+kerja|kantor|kami)\b"
    r"|\bgratis\b|\btanpa\s+(?:dipungut\s+)?biaya\b|\btidak\s+dipungut\s+biaya\b",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue(
            "effort", 0.7, r"\b(?:hanya\s+)?(?:dari|lewat|pakai)\s+(?:hp|handphone|ponsel|rumah)\b"
        ),
        cue("effort", 0.5, r"\btanpa\s+(?:\w+\s+)?pengalaman\b|\btidak\s+perlu\s+pengalaman\b"),
        cue(
            "effort",
            0.7,
            r"\b(?:tugas|pekerjaan|kerja)\s+(?:yang\s+)?(?:mudah|sederhana|ringan|gampang)\b"
            r"|\bwaktu\s+luang\b|\bbeberapa\s+menit\b|\b\d+\s*(?:menit|jam)\s+(?:sehari|per\s+hari)\b",
        ),
        cue("effort", 0.3, r"\b(?:paruh\s+waktu|part[\s-]?time|kerja\s+dari\s+rumah|freelance)\b"),
        cue("channel", 0.5, r"\b(?:chat|hubungi|kirim\s+pesan\s+ke)\s+(?:admin|kami|saya)\b"),
        cue(
            "urgency", 0.7, r"\bkuota\s+terbatas\b|\btempat\s+terbatas\b|\b\d+\s+orang\s+pertama\b"
        ),
        cue("urgency", 0.4, r"\bsegera\b|\bhari\s+ini\s+juga\b|\bsecepatnya\b"),
        cue(
            "pay_first",
            0.8,
            r"\b(?:transfer|bayar|deposit|top\s?up|isi\s+saldo)\s+(?:\w+\s+)?(?:dulu|terlebih\s+dahulu)\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:paket|uang|dana|transfer\w*)\b[^.!?\n]{0,40}?\b(?:ke\s+)?rekening\s+(?:anda|kamu)\b",
        ),
        cue("identity", 1.0, r"\b(?:nomor\s+rekening|data\s+bank|tanggal\s+lahir|(?-i:NIK))\b"),
        cue("identity", 0.8, r"\b(?:foto|scan)\s+(?:ktp|kartu\s+identitas|paspor)\b"),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:cv|profil|nomor)\s+(?:anda|kamu)\s+(?:telah\s+|sudah\s+)?(?:disetujui|terpilih"
            r"|dipilih|lolos)\b|\b(?:anda|kamu)\s+(?:telah\s+|sudah\s+)?(?:terpilih|diterima|lolos)\b",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:sedang\s+)?(?:mencari|cari)\s+(?:pekerjaan|kerja|kerjaan)\b\s*\?",
        ),
        cue("unsolicited", 0.3, r"\bselamat\b(?!\s+(?:pagi|siang|sore|malam|datang|bergabung))"),
        cue("no_vetting", 0.7, r"\btanpa\s+(?:tes|wawancara|interview)\b"),
        cue(
            "trivial", 0.4, r"\b(?:usia|umur)\s+(?:minimal\s+)?\d{2}\b|\bminimal\s+\d{2}\s+tahun\b"
        ),
        cue("trivial", 0.4, r"\b(?:punya|memiliki)\s+(?:hp|smartphone|ponsel|rekening)\b"),
    ),
)
