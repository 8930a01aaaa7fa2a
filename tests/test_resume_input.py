"""Tests for turning pasted text and uploaded files into resume text."""

from __future__ import annotations

import io
import json
import re
import zipfile

import docx
import pytest
from conftest import REALWORLD
from docx.oxml import parse_xml
from pypdf import PdfReader, PdfWriter

from interview.json_resume import json_resume_basics, json_resume_to_text
from interview.resume_input import (
    MAX_FILE_BYTES,
    MAX_RESUME_CHARS,
    MIN_RESUME_CHARS,
    ResumeDocument,
    ResumeInputError,
    decode_text,
    normalize_text,
    read_resume_file,
    read_resume_text,
)

REAL_RESUMES = REALWORLD / "resumes"

RESUME_LINES = [
    "Jane Doe - Senior Backend Engineer",
    "Acme Corp, 2019-2024: built payment APIs in Python and Go",
    "Led a team of four engineers; cut p99 latency by 40 percent",
]
RESUME = "\n".join(RESUME_LINES)
CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def text_pdf(lines: list[str]) -> bytes:
    """Build a one-page PDF whose content stream draws lines in Helvetica."""
    shows = "".join(f"({line}) Tj 0 -16 Td " for line in lines)
    stream = f"BT /F1 12 Tf 72 720 Td {shows}ET".encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def rewritten_pdf(source: bytes, user_password: str | None = None, owner: str = "") -> bytes:
    """Copy a PDF with pypdf, encrypting it when a user password is given."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(source)))
    if user_password is not None:
        writer.encrypt(user_password, owner or None, algorithm="RC4-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def blank_pdf() -> bytes:
    """Build a PDF with one page and no text, like a scan without OCR."""
    writer = PdfWriter()
    writer.add_blank_page(width=612, height=792)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def resume_docx() -> bytes:
    """Build a DOCX with a heading, paragraphs, a table and a trailing paragraph."""
    document = docx.Document()
    document.add_heading("Jane Doe", level=1)
    document.add_paragraph("Senior Backend Engineer with nine years of experience.")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "Acme Corp"
    table.cell(0, 1).text = "2019 - 2024, payments platform in Python"
    table.cell(1, 0).text = "Globex"
    table.cell(1, 1).text = "2015 - 2019, data pipelines in Go"
    document.add_paragraph("Skills: Python, Go, PostgreSQL, Kubernetes")
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def refusal(call: object, *args: object) -> ResumeInputError:
    """Return the ResumeInputError raised by call(*args)."""
    assert callable(call)
    with pytest.raises(ResumeInputError) as info:
        call(*args)
    return info.value


# --- Plain-text files and pasted text ---------------------------------------------------------


@pytest.mark.parametrize(
    ("filename", "data", "source"),
    [
        ("resume.txt", RESUME.encode("utf-8"), "txt"),
        ("resume.txt", b"\xef\xbb\xbf" + RESUME.encode("utf-8"), "txt"),
        ("resume.txt", RESUME.encode("utf-16"), "txt"),
        ("resume.md", ("# " + RESUME).encode("utf-8"), "md"),
        ("RESUME.TXT", RESUME.encode("cp1252"), "txt"),
        ("resume", RESUME.encode("utf-8"), "txt"),
    ],
    ids=["utf8", "utf8-bom", "utf16-bom", "markdown", "upper-case-name", "no-extension"],
)
def test_text_files_are_decoded(filename: str, data: bytes, source: str) -> None:
    result = read_resume_file(filename, data)

    assert result.source == source
    assert "Acme Corp, 2019-2024" in result.text
    assert not result.text.startswith("\ufeff")


CYRILLIC = (
    "Опыт работы: Python, Kubernetes. Руководил командой из пяти инженеров в течение трёх лет."
)
POLISH = (
    "Doświadczenie: zarządzałem zespołem pięciu inżynierów; "
    "główne technologie to Python i Kubernetes."
)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("Café – naïve".encode(), "Café – naïve"),
        (b"\xef\xbb\xbfCaf\xc3\xa9", "Café"),
        ("Café résumé – naïve".encode("cp1252"), "Café résumé – naïve"),
        (b"\x81\x8d caf\xe9", "\x81\x8d café"),  # bytes cp1252 leaves undefined: latin-1
        ("Zoë “quoted” text".encode("utf-16"), "Zoë “quoted” text"),
        ("Zoë “quoted” text".encode("utf-16-le"), "Zoë “quoted” text"),
        ("Grüße aus Köln".encode("utf-16-be"), "Grüße aus Köln"),
        # charset-normalizer reads what zero-byte counting could not:
        ("日本語の履歴書".encode("utf-16-le"), "日本語の履歴書"),
        (CYRILLIC.encode("cp1251"), CYRILLIC),
        (POLISH.encode("cp1250"), POLISH),
    ],
    ids=[
        "utf8",
        "utf8-bom",
        "cp1252",
        "latin1",
        "utf16-bom",
        "utf16le",
        "utf16be",
        "cjk16",
        "cp1251",
        "cp1250",
    ],
)
def test_decode_text(data: bytes, expected: str) -> None:
    assert decode_text(data) == expected


def test_utf16_bom_text_keeps_non_ascii() -> None:
    text = RESUME + "\nLanguages: Deutsch (Muttersprache), Français, 日本語"

    result = read_resume_file("cv.txt", text.encode("utf-16"))

    assert "Français, 日本語" in result.text


def test_cp1252_text_keeps_smart_punctuation() -> None:
    text = RESUME + "\n“Employee of the year” – Müller GmbH"

    result = read_resume_file("cv.txt", text.encode("cp1252"))

    assert "“Employee of the year” – Müller GmbH" in result.text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("a  \t b", "a b"),
        ("line one\r\nline two\rline three", "line one\nline two\nline three"),
        ("a\x00b\x07c\x80d", "abcd"),
        ("tab\tseparated\u2003em space", "tab separated em space"),
        ("icon \uf095 +1 555", "icon +1 555"),
        ("para one\n\n\n\n\npara two", "para one\n\npara two"),
        ("   padded   \n  lines  ", "padded\nlines"),
        ("\ufeffzero\u200bwidth", "zerowidth"),
        ("of\ufb01ce \ufb02ow", "office flow"),
        ("non\u00a0breaking", "non breaking"),
        ("page one\fpage two", "page one\npage two"),
        ("soft\u00adhyphen", "softhyphen"),
    ],
)
def test_normalize_text(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected


def test_pasted_text_is_normalized() -> None:
    result = read_resume_text("  " + RESUME.replace(" ", "   ") + "\n\n\n\n")

    # The name the resume opens with is kept as a basic, for signing replies.
    assert result == ResumeDocument(text=RESUME, source="text", basics={"name": "Jane Doe"})


@pytest.mark.parametrize(
    ("text", "reason", "phrase"),
    [
        ("", "empty", "no text"),
        ("   \n\t \n", "empty", "no text"),
        ("Jane Doe, engineer", "too_short", "too short to be a resume"),
        ("x" * (MAX_RESUME_CHARS + 1), "too_long", "60,000"),
        ("x " * (3 * MAX_RESUME_CHARS), "too_long", "just your resume"),
    ],
    ids=["empty", "whitespace", "short", "long", "huge"],
)
def test_pasted_text_refusals(text: str, reason: str, phrase: str) -> None:
    error = refusal(read_resume_text, text)

    assert error.reason == reason
    assert phrase in error.user_message


def test_text_at_the_limits_is_accepted() -> None:
    assert len(read_resume_text("y" * MIN_RESUME_CHARS).text) == MIN_RESUME_CHARS
    assert len(read_resume_text("y" * MAX_RESUME_CHARS).text) == MAX_RESUME_CHARS


# --- PDF --------------------------------------------------------------------------------------


def test_handmade_pdf_is_valid_for_pypdf() -> None:
    reader = PdfReader(io.BytesIO(text_pdf(RESUME_LINES)))

    assert "Acme Corp" in reader.pages[0].extract_text()


@pytest.mark.parametrize(
    "pdf",
    [
        text_pdf(RESUME_LINES),
        rewritten_pdf(text_pdf(RESUME_LINES)),
        rewritten_pdf(text_pdf(RESUME_LINES), user_password="", owner="owner"),
    ],
    ids=["handmade", "pypdf-written", "owner-password-only"],
)
def test_text_pdf_is_extracted(pdf: bytes) -> None:
    result = read_resume_file("Jane Doe CV.pdf", pdf, "application/pdf")

    assert result.source == "pdf"
    assert result.basics == {"name": "Jane Doe"}  # the line the resume opens with
    for line in RESUME_LINES:
        assert line in result.text


def test_pdf_is_sniffed_without_extension() -> None:
    assert read_resume_file("upload", text_pdf(RESUME_LINES)).source == "pdf"


def test_pdf_misnamed_as_docx_is_read_as_pdf() -> None:
    assert read_resume_file("resume.docx", text_pdf(RESUME_LINES)).source == "pdf"


@pytest.mark.parametrize(
    ("filename", "data", "content_type", "reason", "phrase"),
    [
        ("scan.pdf", blank_pdf(), None, "scanned", "looks like a scan"),
        ("short.pdf", text_pdf(["Jane Doe"]), None, "scanned", "paste the text"),
        (
            "locked.pdf",
            rewritten_pdf(text_pdf(RESUME_LINES), user_password="secret"),
            None,
            "encrypted",
            "password-protected",
        ),
        ("broken.pdf", b"%PDF-1.4\n1 0 obj\n<< /Type /Cat", None, "unreadable", "couldn't read"),
        ("broken.pdf", text_pdf(RESUME_LINES)[:120], None, "unreadable", "couldn't read"),
        ("noise.pdf", bytes(range(256)) * 8, None, "unreadable", "couldn't read this PDF"),
        (
            "resume.pdf",
            b"<!DOCTYPE html>\n<html><head><title>Slack</title></head><body>Sign in</body></html>",
            "text/html",
            "download_failed",
            "didn't return your file",
        ),
        (
            "resume.pdf",
            b"  <html lang='en'><body>Redirecting</body></html>",
            None,
            "download_failed",
            "upload the file again",
        ),
    ],
    ids=[
        "blank",
        "little-text",
        "encrypted",
        "truncated-1",
        "truncated-2",
        "noise",
        "html",
        "html2",
    ],
)
def test_pdf_refusals(
    filename: str, data: bytes, content_type: str | None, reason: str, phrase: str
) -> None:
    error = refusal(read_resume_file, filename, data, content_type)

    assert error.reason == reason
    assert phrase in error.user_message


# --- DOCX -------------------------------------------------------------------------------------


def test_docx_paragraphs_and_table_cells_in_order() -> None:
    result = read_resume_file("resume.docx", resume_docx())

    assert result.source == "docx"
    lines = result.text.split("\n")
    assert lines == [
        "Jane Doe",
        "Senior Backend Engineer with nine years of experience.",
        "Acme Corp | 2019 - 2024, payments platform in Python",
        "Globex | 2015 - 2019, data pipelines in Go",
        "Skills: Python, Go, PostgreSQL, Kubernetes",
    ]


def test_docx_merged_cells_and_header_are_read_once() -> None:
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "Jane Doe · jane@example.com"
    table = document.add_table(rows=1, cols=3)
    merged = table.cell(0, 0).merge(table.cell(0, 1))
    merged.text = "Experience"
    table.cell(0, 2).text = "Acme Corp, payments platform, 2019 - 2024, Python and Go"
    buffer = io.BytesIO()
    document.save(buffer)

    result = read_resume_file("cv.docx", buffer.getvalue())

    assert result.text.split("\n") == [
        "Jane Doe · jane@example.com",
        "Experience | Acme Corp, payments platform, 2019 - 2024, Python and Go",
    ]


TEXT_BOX_RUN = """
<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
     xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">
  <mc:AlternateContent>
    <mc:Choice Requires="wps"><w:drawing><w:txbxContent>
      <w:p><w:r><w:t>jane@example.com</w:t></w:r></w:p>
      <w:p><w:r><w:t>+49 30 1234567</w:t></w:r></w:p>
    </w:txbxContent></w:drawing></mc:Choice>
    <mc:Fallback><w:pict><w:txbxContent>
      <w:p><w:r><w:t>jane@example.com</w:t></w:r></w:p>
    </w:txbxContent></w:pict></mc:Fallback>
  </mc:AlternateContent>
</w:r>
"""


def test_docx_text_boxes_are_read_once_in_place() -> None:
    document = docx.Document()
    document.add_paragraph("Jane Doe, Senior Backend Engineer")
    document.add_paragraph("Contact:")._p.append(parse_xml(TEXT_BOX_RUN))
    document.add_paragraph("Acme Corp 2019 - 2024: payments platform in Python and Go")
    buffer = io.BytesIO()
    document.save(buffer)

    result = read_resume_file("cv.docx", buffer.getvalue())

    assert result.text.split("\n") == [
        "Jane Doe, Senior Backend Engineer",
        "Contact:",
        "jane@example.com",
        "+49 30 1234567",
        "Acme Corp 2019 - 2024: payments platform in Python and Go",
    ]


def test_docx_is_sniffed_without_extension() -> None:
    assert read_resume_file("file", resume_docx()).source == "docx"


@pytest.mark.parametrize(
    "data",
    [b"PK\x03\x04 not really a zip", resume_docx()[:500], b"hello there " * 20],
    ids=["fake-zip", "truncated", "plain-text"],
)
def test_corrupt_docx_is_unreadable(data: bytes) -> None:
    error = refusal(read_resume_file, "resume.docx", data)

    assert error.reason == "unreadable"
    assert "couldn't read this DOCX file" in error.user_message


def test_empty_docx_is_empty() -> None:
    buffer = io.BytesIO()
    docx.Document().save(buffer)

    assert refusal(read_resume_file, "resume.docx", buffer.getvalue()).reason == "empty"


# --- Unsupported, empty and oversized files ---------------------------------------------------

PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64)
OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(512)


@pytest.mark.parametrize(
    ("filename", "data", "phrase"),
    [
        ("photo.png", PNG, "looks like an image"),
        ("resume", PNG, "looks like an image"),
        ("resume.pdf", PNG, "looks like an image"),
        ("scan.JPG", b"\xff\xd8\xff\xe0" + bytes(64), "looks like an image"),
        ("resume.doc", OLE2, "save it as DOCX or PDF"),
        ("resume.docx", OLE2, "old Word format"),
        ("resume", OLE2, "old Word format"),
        ("resume.pages", b"PK\x03\x04" + bytes(64), "Apple Pages"),
        ("setup.exe", b"MZ\x90\x00" + bytes(64), "PDF, DOCX, TXT"),
        ("payload", b"MZ\x90\x00" + bytes(64), "PDF, DOCX, TXT"),
        ("resume.html", b"<!doctype html><html><body>Jane</body></html>", "web pages"),
        ("resume.odt", b"PK\x03\x04" + bytes(64), "OpenDocument"),
    ],
)
def test_unsupported_files(filename: str, data: bytes, phrase: str) -> None:
    error = refusal(read_resume_file, filename, data)

    assert error.reason == "unsupported"
    assert phrase in error.user_message


def test_unsupported_message_lists_supported_types() -> None:
    message = refusal(read_resume_file, "setup.exe", b"MZ" + bytes(64)).user_message

    for kind in ("PDF", "DOCX", "TXT", "Markdown", "JSON Resume"):
        assert kind in message


def test_binary_named_txt_is_unreadable() -> None:
    error = refusal(read_resume_file, "resume.txt", bytes(range(32)) * 40)

    assert error.reason == "unreadable"


def test_empty_file() -> None:
    error = refusal(read_resume_file, "resume.pdf", b"")

    assert error.reason == "empty"
    assert "empty" in error.user_message


def test_oversized_file_mentions_limit_in_mb() -> None:
    error = refusal(read_resume_file, "resume.pdf", b"%PDF-1.4\n" + bytes(MAX_FILE_BYTES))

    assert error.reason == "too_large"
    assert "5 MB" in error.user_message


def test_text_file_under_size_limit_can_be_too_long() -> None:
    data = (RESUME + "\n").encode() * (MAX_FILE_BYTES // 200)
    data = data[: MAX_FILE_BYTES - 1]

    assert refusal(read_resume_file, "resume.txt", data).reason == "too_long"


def test_content_type_picks_reader_without_extension() -> None:
    data = json.dumps({"basics": {"name": "Jane Doe"}, "work": []}).encode()

    error = refusal(read_resume_file, "download", data, "application/json; charset=utf-8")

    # Parsed as a JSON Resume (not pasted text), then refused for having too little in it.
    assert error.reason == "too_short"


# --- JSON Resume ------------------------------------------------------------------------------

MINIMAL_JSON_RESUME = {
    "basics": {
        "name": "Jane Doe",
        "label": "Backend Engineer",
        "website": "https://jane.example.com",
        "location": {"city": "Berlin", "region": "Berlin", "countryCode": "DE"},
        "profiles": [{"network": "GitHub", "username": "janedoe"}],
    },
    "work": [
        {
            "company": "Acme Corp",
            "position": "Senior Engineer",
            "startDate": "2019-03-01",
            "summary": "Payments platform.",
            "highlights": ["Cut p99 latency by 40%", 42, None],
        },
        "not an entry",
    ],
    "education": [{"institution": "TU Berlin", "studyType": "MSc", "area": "CS", "score": 1.3}],
    "skills": [{"name": "Python", "level": "Expert", "keywords": ["asyncio", "FastAPI"]}],
}


def test_json_resume_to_text_renders_entries() -> None:
    text = json_resume_to_text(MINIMAL_JSON_RESUME)

    assert text.startswith("Jane Doe\nBackend Engineer\n")
    assert "Senior Engineer at Acme Corp (2019-03 – Present)" in text
    assert "- Cut p99 latency by 40%\n- 42" in text
    assert "MSc in CS, TU Berlin\nScore: 1.3" in text
    assert "Skills\n- Python (Expert): asyncio, FastAPI" in text
    assert "GitHub: janedoe" in text
    assert "None" not in text


def test_json_resume_basics_maps_website_and_location() -> None:
    assert json_resume_basics(MINIMAL_JSON_RESUME) == {
        "name": "Jane Doe",
        "label": "Backend Engineer",
        "url": "https://jane.example.com",
        "location": "Berlin, Berlin, DE",
        "location.city": "Berlin",
        "location.region": "Berlin",
        "location.countryCode": "DE",
    }


@pytest.mark.parametrize(
    "doc",
    [{"basics": "Jane"}, {"work": {"company": "Acme"}}, {"skills": None}],
    ids=["basics-string", "work-dict", "skills-null"],
)
def test_json_resume_with_wrong_types_does_not_crash(doc: dict[str, object]) -> None:
    assert json_resume_to_text(doc) == ""
    assert json_resume_basics(doc) == {}


@pytest.mark.parametrize(
    ("data", "reason", "phrase"),
    [
        (b'{"basics": {"name": "Jane"},', "invalid_json", "isn't valid JSON (line 1"),
        (b'{"name": "my-package", "version": "1.0.0"}', "not_json_resume", "JSON Resume"),
        (b"[1, 2, 3]", "not_json_resume", "PDF or DOCX"),
    ],
)
def test_json_file_refusals(data: bytes, reason: str, phrase: str) -> None:
    error = refusal(read_resume_file, "resume.json", data)

    assert error.reason == reason
    assert phrase in error.user_message


@pytest.mark.parametrize(
    "wrap",
    [lambda s: s, lambda s: f"```{s}```", lambda s: f"```json\n{s}\n```", lambda s: f"\n  {s}  "],
    ids=["bare", "fenced", "fenced-json", "padded"],
)
def test_pasted_json_resume_is_detected(wrap: object) -> None:
    assert callable(wrap)
    pasted = wrap(json.dumps(MINIMAL_JSON_RESUME, indent=2))

    result = read_resume_text(pasted)

    assert result.source == "json_resume"
    assert result.basics["name"] == "Jane Doe"
    assert "Senior Engineer at Acme Corp" in result.text
    assert "{" not in result.text


def test_pasted_braces_that_are_not_json_resume_stay_text() -> None:
    pasted = '{"note": "not a resume"}\n' + RESUME

    result = read_resume_text(pasted)

    assert result.source == "text"
    assert result.text.startswith('{"note"')


# --- Real resumes from the shared folder -------------------------------------------------------


@pytest.mark.parametrize(
    ("filename", "name", "work_lines"),
    [
        (
            "r02_jsonresume_sample_richard_hendriks.json",
            "Richard Hendriks",
            ["CEO/President at Pied Piper (2013-12 – 2014-12)", "- Successfully won Techcrunch"],
        ),
        (
            "r16_thomasdavis_jsonresume_founder_senior_js.json",
            "Thomas Davis",
            [
                "Senior Javascript Developer at Tokenized (2020-05 – Present)",
                "CTO at Earbits (2013-03 – 2015-01)",
                "Founder at JSON Resume (2014-04 – Present)",
            ],
        ),
    ],
)
def test_real_json_resumes(filename: str, name: str, work_lines: list[str]) -> None:
    data = (REAL_RESUMES / filename).read_bytes()

    result = read_resume_file(filename, data, "application/json")

    assert result.source == "json_resume"
    assert result.basics["name"] == name
    assert result.text.startswith(name)
    assert "Work experience\n" in result.text
    for line in work_lines:
        assert line in result.text
    assert read_resume_text(data.decode("utf-8")) == result


def test_real_json_resume_basics() -> None:
    data = (REAL_RESUMES / "r02_jsonresume_sample_richard_hendriks.json").read_bytes()

    basics = read_resume_file("resume.json", data).basics

    assert basics["email"] == "richard.hendriks@mail.com"
    assert basics["location"] == "San Francisco, California, US"
    assert basics["summary"].startswith("Richard hails from Tulsa.")


def _real_text_resumes() -> list[str]:
    if not REAL_RESUMES.is_dir():
        return []
    return sorted(path.name for path in REAL_RESUMES.glob("r*.txt"))


@pytest.mark.parametrize("filename", _real_text_resumes())
def test_real_text_resumes_read_as_txt(filename: str) -> None:
    raw = (REAL_RESUMES / filename).read_text(encoding="utf-8")

    result = read_resume_file(filename, (REAL_RESUMES / filename).read_bytes())

    assert result.source == "txt"
    # Only the name is read from a text resume (tests/reply/test_sign_off_and_role.py).
    assert set(result.basics) <= {"name"}
    assert MIN_RESUME_CHARS <= len(result.text) <= len(raw)
    assert "\r" not in result.text
    assert "  " not in result.text
    assert "\n\n\n" not in result.text
    # Every word of the original survives, in order, less control characters (the Kaggle
    # files hold mojibake bullets: "â\x80¢").
    assert result.text.split() == CONTROLS.sub("", raw).split()


def test_real_resume_as_pdf_roundtrip() -> None:
    raw = (REAL_RESUMES / "r08_kaggle_updatedresumedataset_row41_hr_generalist.txt").read_text()
    lines = [line[:90] for line in raw.split("\n") if line.strip()][:30]
    ascii_lines = [
        line.encode("ascii", "ignore").decode().replace("(", "[").replace(")", "]").strip()
        for line in lines
    ]

    result = read_resume_file("resume.pdf", text_pdf(ascii_lines))

    assert result.text.split() == " ".join(ascii_lines).split()


def test_a_docx_zip_bomb_is_refused_without_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[object] = []
    monkeypatch.setattr("interview.resume_formats.docx.Document", parsed.append)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", b"<w:document>" + b" " * (60 * 1024 * 1024))
    assert len(buffer.getvalue()) < 1024 * 1024  # small on the wire
    with pytest.raises(ResumeInputError) as error:
        read_resume_file("resume.docx", buffer.getvalue())
    assert error.value.reason == "unreadable"
    assert parsed == []  # refused before python-docx saw it
