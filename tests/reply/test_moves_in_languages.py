"""Moves, start dates and pay in many languages (risk_lang_moves), with honest look-alikes.

Written for these tests: a question about moving or commuting, an ad for work abroad, housing or
flights that come with the job, the notice period or a start asked, pay asked or stated with a
local currency must be flagged; an interview at an office in a town, a firm's name holding one of
the words and a first day must not get a pay, start or place flag.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

NOT_FOR_HONEST = {"salary", "notice_period", "relocation"}


def categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


MOVES: list[str] = [
    "Estaries disposat a traslladar-te a Girona per aquesta feina?",  # ca
    "A do të ishe gati të zhvendosesh në Durrës për këtë rol?",  # sq
    "Hajlandó lenne Debrecenbe költözni az állás miatt?",  # hu
    "Olisitko valmis muuttamaan Jyväskylään tämän työn vuoksi?",  # fi
    "Θα μπορούσατε να μετακομίσετε στην Πάτρα για τη θέση;",  # el
    "Ar galėtumėte persikraustyti į Vilnių dėl šio darbo?",  # lt
    "Værir þú til í að flytja til Ísafjarðar vegna starfsins?",  # is
    "Sal jy oorweeg om na Durban te verhuis vir die pos?",  # af
    "Бихте ли се преместили във Варна за тази позиция?",  # bg
    "Adakah anda selesa berulang-alik dari Seremban setiap hari?",  # ms
    "மதுரையில் இருந்து கோவைக்கு இடம் மாற முடியுமா?",  # ta
    "هل أنت مستعد للانتقال إلى الدمام؟",  # ar
    "Skulle du kunna tänka dig att flytta från Malmö?",  # sv
    "Vil du pendle fra Odense hver dag?",  # da
    "Bu pozisyon için İzmir'e taşınmayı düşünür müsünüz?",  # tr
]
ABROAD: list[str] = [
    "PRACA W HOLANDII – magazyn, start od poniedziałku",  # pl
    "Empleo en Canadá para soldadores, contrato de un año.",  # es
    "Locuri de muncă în Germania pentru șoferi profesioniști.",  # ro
    "Almanya'da iş fırsatı: depo elemanı aranıyor.",  # tr
    "Lowongan kerja ke Korea Selatan untuk operator pabrik.",  # id
    "Nafasi za kazi Qatar kwa madereva wenye leseni.",  # sw
    "कनाडा में ड्राइवर की नौकरी, वीज़ा सहित।",  # hi
    "出国务工,月薪过万,名额有限。",  # zh
    "해외 취업 기회, 호주 농장 근무자 모집",  # ko
    "รับสมัครคนไปทำงานต่างประเทศ รายได้ดี",  # th
    "Работа в Польше на складе, оформление официальное.",  # ru
    "Punë në Angli për kuzhinierë, kontratë 6 mujore.",  # sq
    "Đơn hàng đi Nhật Bản cho lao động nam.",  # vi
]
SUPPORT: list[str] = [
    "Logement fourni et billet d'avion pris en charge par l'employeur.",  # fr
    "Unterkunft wird gestellt, Kost und Logis frei.",  # de
    "Zakwaterowanie zapewnia pracodawca, przeloty opłacone.",  # pl
    "Cazare asigurată gratuit de firmă.",  # ro
    "Ingyenes szállás biztosított a dolgozóknak.",  # hu
    "Vitto e alloggio a carico dell'azienda.",  # it
    "Проживание в общежитии бесплатно, вахтовый метод 30/30.",  # ru
    "寮完備、航空券は会社負担です。",  # ja
    "숙소 제공 및 항공권 지원",  # ko
    "包吃包住,公司报销机票。",  # zh
    "سكن مجاني وتذكرة سفر سنوية.",  # ar
    "Muuttokulut korvataan.",  # fi
    "Vi erbjuder flyttstöd och tillfälligt boende.",  # sv
    "Húsnæði í boði fyrir starfsfólk.",  # is
]
NOTICE: list[str] = [
    "Você consegue começar em duas semanas?",  # pt
    "Ab wann könnten Sie bei uns anfangen?",  # de
    "Sa është afati i njoftimit te punëdhënësi yt?",  # sq
    "Hvenær gætir þú byrjað hjá okkur?",  # is
    "Wat is jou kennisgewingtydperk?",  # af
    "Когда вы могли бы выйти на работу?",  # ru
    "Коли зможеш вийти на роботу?",  # uk
    "כמה זמן הודעה מוקדמת יש לך?",  # he
    "يرجى إفادتنا بأقرب تاريخ ممكن للمباشرة.",  # ar
    "آپ کا نوٹس پیریڈ کتنا ہے؟",  # ur
    "आप कब से जॉइन कर सकते हैं?",  # hi
    "离职交接大概需要多久?",  # zh
    "언제부터 출근 가능하세요?",  # ko
    "İhbar süreniz ne kadar?",  # tr
    "Mennyi a felmondási időd?",  # hu
]
PAY: list[str] = [
    "Quina és la teva pretensió salarial?",  # ca
    "Quelle est votre rémunération actuelle ?",  # fr
    "Sa është paga jote aktuale?",  # sq
    "Hverjar eru launavæntingar þínar?",  # is
    "Ons betaal R500 per dag vir die regte persoon.",  # af
    "Wynagrodzenie 6500 zł brutto miesięcznie.",  # pl
    "Оплата 3000 руб в день, выплаты еженедельно.",  # ru
    "עד 9,000 ₪ בחודש למשרה מלאה.",  # he
    "உங்கள் தற்போதைய சம்பளம் என்ன?",  # ta
    "पगार: २०,००० रुपये",  # mr
    "日结200元,多劳多得。",  # zh
    "1日2万円、即日払いOK。",  # ja
    "Kikita ka ng ₱800 kada araw.",  # tl
]
HONEST: list[str] = [
    "Zapraszamy na rozmowę w naszym biurze w Krakowie we wtorek o 10:00.",  # pl
    "Te esperamos para la entrevista en nuestra oficina de Valencia el lunes.",  # es
    "Et convidem a una entrevista a la nostra oficina de Barcelona dijous.",  # ca
    "Szeretettel várunk interjúra a budapesti irodánkban kedden.",  # hu
    "Vielen Dank für das Gespräch in unserem Büro in Hamburg.",  # de
    "Приглашаем вас на собеседование в наш офис в Казани в среду.",  # ru
    "Faleminderit për intervistën në zyrën tonë në Tiranë.",  # sq
    "Kami mengundang Anda wawancara di kantor kami di Surabaya.",  # id
    "Salamat sa interview sa aming opisina sa Makati.",  # tl
    "Välkommen på intervju på vårt kontor i Umeå.",  # sv
    "Muutto Oy kiittää hakemuksestasi.",  # fi: a firm's name
    "Flytta Logistik AB tackar för din ansökan.",  # sv: a firm's name
    "Umzugs Profis GmbH bedankt sich für Ihre Bewerbung.",  # de: a firm's name
    "Twój pierwszy dzień w pracy to poniedziałek, zapraszamy o 9:00.",  # pl: a first day
    "Tu primer día será el lunes; te esperamos a las 9:00 en recepción.",  # es: a first day
    "Kiedy możesz rozpocząć test online?",  # pl: a test, not the job
    "欢迎来我们上海办公室面试。",  # zh
    "ننتظرك للمقابلة في مكتبنا بالرياض يوم الأحد.",  # ar
]


@pytest.mark.parametrize("text", MOVES + ABROAD + SUPPORT)
def test_a_move_abroad_or_housing_is_relocation(text: str) -> None:
    assert "relocation" in categories(text)


@pytest.mark.parametrize("text", NOTICE)
def test_notice_or_start_is_flagged(text: str) -> None:
    assert "notice_period" in categories(text)


@pytest.mark.parametrize("text", PAY)
def test_pay_asked_or_stated_is_salary(text: str) -> None:
    assert "salary" in categories(text)


@pytest.mark.parametrize("text", HONEST)
def test_honest_lookalikes_stay_unflagged(text: str) -> None:
    assert not categories(text) & NOT_FOR_HONEST
