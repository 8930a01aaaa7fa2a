"""Pay, start, place, visa, contract and ID-data terms in SV NO DA ET LT LV SK SL HR SR BG AM NE.

Written for these tests in each language: recruiters' ways of stating or asking pay, the notice
period and start dates, tying the job to a town or the office, permits and citizenship, probation,
fixed terms and non-competes, and ID or bank data must be flagged; interview invitations, thanks
and company names in the same languages must not get a pay, start or place flag. Start-date
fields in German, Japanese and Chinese offers are here too.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

NOT_FOR_HONEST = {"salary", "notice_period", "relocation"}


def categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


RISKY: list[tuple[str, str]] = [
    # Swedish
    ("Vilken månadslön tänker du dig?", "salary"),
    ("Berätta gärna om dina löneanspråk inför nästa steg.", "salary"),
    ("Hur lång är din uppsägningstid just nu?", "notice_period"),
    ("Tillträde den 1 september eller enligt överenskommelse.", "notice_period"),
    ("Arbetsort: Göteborg, Lindholmen.", "relocation"),
    ("Tjänsten kräver tre dagar i veckan på kontoret.", "relocation"),
    ("Du behöver ha giltigt arbetstillstånd i Sverige.", "visa"),
    ("Vi tillämpar sex månaders provanställning.", "legal"),
    ("Skicka ditt personnummer och clearingnummer till lönekontoret.", "personal_data"),
    # Norwegian
    ("Hva er din nåværende årslønn?", "salary"),
    ("Timelønn: 265 kr pluss kveldstillegg.", "salary"),
    ("Har du tre måneders oppsigelsestid?", "notice_period"),
    ("Oppstart: snarest, senest i oktober.", "notice_period"),
    ("Stillingen er plassert ved avdelingen i Trondheim.", "relocation"),
    ("Er du villig til å flytte nordover for denne rollen?", "relocation"),
    ("Kandidaten må ha oppholdstillatelse med rett til arbeid.", "visa"),
    ("Konkurranseklausul gjelder i ett år etter at du slutter.", "legal"),
    ("Send oss fødselsnummer og bankkonto før første lønning.", "personal_data"),
    # Danish
    ("Hvad er din forventning til løn, og hvad er dit løndrøm?", "salary"),
    ("Hvornår vil du kunne tiltræde stillingen?", "notice_period"),
    ("Arbejdssted: Odense, med mulighed for én hjemmedag.", "relocation"),
    ("Vi hjælper med flyttehjælp og bolig de første måneder.", "relocation"),
    ("Kræver dansk statsborgerskab på grund af sikkerhedsgodkendelse.", "visa"),
    ("Ansættelsen er tidsbegrænset ansættelse til udgangen af året.", "legal"),
    ("Oplys venligst dit CPR-nummer og reg. og kontonummer.", "personal_data"),
    # Estonian
    ("Milline on sinu praegune palk?", "salary"),
    ("Palun kirjuta oma palgasoov bruto.", "salary"),
    ("Millal saaksite meie juures alustada?", "notice_period"),
    ("Töökoht asub Tartus, kesklinnas.", "relocation"),
    ("Ootame kohalolekut kolm päeva nädalas kontoris.", "relocation"),
    ("Vajalik on kehtiv elamisluba ja tööluba.", "visa"),
    ("Lepingus on neljakuuline katseaeg.", "legal"),
    ("Saatke palun isikukood ja pangakonto number.", "personal_data"),
    # Lithuanian
    ("Koks atlyginimas jus tenkintų per mėnesį?", "salary"),
    ("Koks jūsų įspėjimo terminas?", "notice_period"),
    ("Kada galėtumėte pradėti darbą pas mus?", "notice_period"),
    ("Darbas vyksta gamykloje Kaune.", "relocation"),
    ("Siūlome apgyvendinimą ir kelionę.", "relocation"),
    ("Reikalingas galiojantis darbo leidimas.", "visa"),
    ("Sutartyje numatytas trijų mėnesių bandomasis laikotarpis.", "legal"),
    ("Atsiųskite savo asmens kodą ir gimimo datą.", "personal_data"),
    # Latvian
    ("Cik liela ir jūsu pašreizējā alga?", "salary"),
    ("Kāds ir jūsu uzteikuma termiņš?", "notice_period"),
    ("Darba vieta: Rīga, Skanstes iela.", "relocation"),
    ("Nepieciešama darba atļauja vai Latvijas pilsonība.", "visa"),
    ("Pirmie trīs mēneši ir pārbaudes laiks.", "legal"),
    ("Lūdzu, norādiet personas kodu un konta numuru.", "personal_data"),
    # Slovak
    ("Aká je vaša mzdová predstava v hrubom?", "salary"),
    ("Od kedy by ste vedeli nastúpiť?", "notice_period"),
    ("Aká je vaša výpovedná lehota?", "notice_period"),
    ("Pracovisko je v Žiline, práca je prezenčná.", "relocation"),
    ("Je potrebné pracovné povolenie pre cudzincov.", "visa"),
    ("Pracovný pomer je na dobu určitú jeden rok.", "legal"),
    ("Pošlite nám rodné číslo a číslo účtu.", "personal_data"),
    # Slovenian
    ("Kakšna je vaša pričakovana plača neto?", "salary"),
    ("Koliko traja vaš odpovedni rok?", "notice_period"),
    ("Kraj dela: Maribor, proizvodna hala.", "relocation"),
    ("Zahtevamo slovensko državljanstvo.", "visa"),
    ("Zaposlitev je za določen čas šest mesecev.", "legal"),
    ("Sporočite nam EMŠO in davčno številko.", "personal_data"),
    # Croatian
    ("Kolika je vaša trenutna plaća neto?", "salary"),
    ("Koliki je vaš otkazni rok kod sadašnjeg poslodavca?", "notice_period"),
    ("Početak rada: 15. ožujka.", "notice_period"),
    ("Posao je u skladištu u Splitu.", "relocation"),
    ("Osiguravamo radnu dozvolu za strane radnike.", "visa"),
    ("Predviđen je probni rad od tri mjeseca.", "legal"),
    ("Pošaljite OIB i broj tekućeg računa.", "personal_data"),
    # Serbian, Latin
    ("Kolika su tvoja očekivanja za zaradu?", "salary"),
    ("Kada možeš da počneš sa radom?", "notice_period"),
    ("Pozicija je u Novom Sadu, dva dana u kancelariji.", "relocation"),
    ("Ugovor je na određeno vreme od godinu dana.", "legal"),
    ("Dostavite JMBG i datum rođenja.", "personal_data"),
    # Serbian, Cyrillic
    ("Колика је твоја тренутна плата?", "salary"),
    ("Колики је ваш отказни рок?", "notice_period"),
    ("Посао је у фабрици у Крагујевцу.", "relocation"),
    ("Обезбеђујемо радну дозволу и визу.", "visa"),
    ("Пробни рад траје три месеца.", "legal"),
    ("Пошаљите ЈМБГ и број текућег рачуна.", "personal_data"),
    # Bulgarian
    ("Какво е сегашното ви възнаграждение?", "salary"),
    ("Заплата 2 800 лв. бруто на месец.", "salary"),
    ("Какъв е вашият срок на предизвестие?", "notice_period"),
    ("Работата е в склад в Пловдив.", "relocation"),
    ("Необходимо е разрешение за работа в България.", "visa"),
    ("Договорът има изпитателен срок от шест месеца.", "legal"),
    ("Изпратете ЕГН и номер на банкова сметка.", "personal_data"),
    # Amharic
    ("የወር ደመወዝዎ ስንት ነው?", "salary"),
    ("ስራ መቼ መጀመር ይችላሉ?", "notice_period"),
    ("በሳውዲ የቤት ስራ እድል።", "relocation"),
    ("የስራ ፈቃድ እና ቪዛ እናዘጋጃለን።", "visa"),
    ("የሙከራ ጊዜ ሶስት ወር ነው።", "legal"),
    ("የባንክ ሂሳብ ቁጥርዎን ይላኩ።", "personal_data"),
    # Nepali
    ("तपाईं कति तलब अपेक्षा गर्नुहुन्छ?", "salary"),
    ("तपाईं कहिलेदेखि काम सुरु गर्न सक्नुहुन्छ?", "notice_period"),
    ("मलेसियामा कारखानाको काम, खाना र बस्ने कम्पनीको।", "relocation"),
    ("भिसा र टिकट कम्पनीले दिन्छ।", "visa"),
    ("तीन वर्षको करार हुनेछ।", "legal"),
    ("नागरिकताको प्रतिलिपि र बैंक खाता नम्बर पठाउनुहोस्।", "personal_data"),
    # German, Japanese and Chinese start-date fields
    ("Eintrittstermin: spätestens 1. Juni", "notice_period"),
    ("Arbeitsbeginn: nach Vereinbarung, spätestens Oktober", "notice_period"),
    ("Startdatum: 15.04.2026", "notice_period"),
    ("入社予定日：2026年4月1日", "notice_period"),
    ("勤務開始日は7月1日とさせていただきます。", "notice_period"),
    ("报到日期：2026年3月2日", "notice_period"),
    ("到岗时间为下月初。", "notice_period"),
]

HONEST: list[str] = [
    # Swedish
    "Tack för din ansökan! Vi ses på intervjun på vårt kontor i Stockholm på tisdag kl. 10.",
    "Tack för ett trevligt samtal i går.",
    "Välkommen till Volvo Cars.",
    # Norwegian
    "Takk for søknaden. Intervjuet holdes på kontoret vårt i Oslo torsdag kl. 13.",
    "Tusen takk for praten, vi tar kontakt neste uke.",
    # Danish
    "Vi glæder os til at se dig til samtale på vores kontor i Aarhus onsdag kl. 9.",
    "Tak for din interesse for Novo Nordisk.",
    # Estonian
    "Aitäh kandideerimast! Intervjuu toimub meie Tallinna kontoris neljapäeval kell 11.",
    # Lithuanian
    "Dėkojame! Pokalbis vyks mūsų biure Vilniuje antradienį 10 val.",
    # Latvian
    "Paldies! Intervija notiks mūsu birojā Rīgā ceturtdien plkst. 10.",
    # Slovak
    "Ďakujeme za záujem. Pohovor bude v našej kancelárii v Bratislave v utorok o 9:00.",
    "Prineste si prosím občiansky preukaz na recepciu.",
    # Slovenian
    "Hvala za prijavo. Razgovor bo v naši pisarni v Ljubljani v sredo ob 10.",
    # Croatian
    "Hvala na prijavi. Razgovor za posao održat će se u Zagrebu u ponedjeljak u 10 sati.",
    "Hvala vam na vremenu i ugodnom razgovoru.",
    # Serbian
    "Razgovor je zakazan u našoj kancelariji u Beogradu u četvrtak u 11 časova.",
    "Разговор ће бити одржан у Београду у среду у 10 часова.",
    # Bulgarian
    "Благодарим! Интервюто ще бъде в офиса ни в София в сряда от 10 часа.",
    # Amharic
    "ስለ ማመልከቻዎ እናመሰግናለን።",
    # Nepali
    "तपाईंको अन्तर्वार्ता काठमाडौंमा बिहीबार बिहान १० बजे हुनेछ।",
    # Spanish, German and Japanese lookalikes
    "Ha sido preseleccionado para la siguiente fase del proceso.",
    "入社日の前日までに書類をご提出ください。",
]


@pytest.mark.parametrize(("text", "category"), RISKY)
def test_the_term_is_flagged(text: str, category: str) -> None:
    assert category in categories(text)


@pytest.mark.parametrize("text", HONEST)
def test_invitations_and_thanks_get_no_pay_start_or_place_flag(text: str) -> None:
    assert not categories(text) & NOT_FOR_HONEST


@pytest.mark.parametrize(
    "text",
    [
        # an ID shown at reception is no ask for the data
        "Ta med legitimation till intervjun.",
        "Моля, носете лична карта на рецепцията.",
        # a deposit in kronor is a fee, not pay
        "Du skal indbetale et depositum på 300 kr.",
    ],
)
def test_ids_brought_and_fees_are_not_asks(text: str) -> None:
    assert not categories(text) & {"personal_data", "salary"}
