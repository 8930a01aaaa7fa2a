"""Scam screen in other languages: scams and honest look-alikes, written for these tests."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags
from agent.reply.scam_verdict import concrete_facts, vagueness

# Written for this test (not from any labelled round): job scams as they read in each language.
SCAMS = {
    "es": [
        "¡Hola! Buscamos personas para dar me gusta a videos de YouTube. Ganas 150 pesos por cada"
        " tarea, desde tu celular. Escríbenos por WhatsApp: wa.me/5215512345678",
        "Felicidades, tu currículum ha sido aprobado. Sin entrevista: solo envía tu número"
        " de cuenta bancaria y tu fecha de nacimiento para el alta.",
        "Trabajo desde casa sin experiencia, 2 horas al día, $1.500 diarios. Cupos limitados,"
        " contacta a @reclutadora_ana en Telegram.",
        "Para empezar debes pagar una cuota de inscripción de 300 pesos. Plazas limitadas.",
    ],
    "pt": [
        "Olá! Estamos contratando para avaliar produtos online. Ganhe R$ 80 por tarefa, sem"
        " experiência, direto do seu celular. Chame no WhatsApp +55 11 91234-5678.",
        "Parabéns, o seu currículo foi aprovado! Para a vaga precisamos apenas dos seus dados"
        " bancários e da data de nascimento.",
        "Trabalho em casa, poucos minutos por dia, renda extra de 500 reais por semana. Vagas"
        " limitadas, fale com a gente no Telegram.",
        "Para ativar o cadastro é preciso pagar uma taxa de inscrição de R$ 49,90 hoje mesmo.",
    ],
    "fr": [
        "Bonjour, nous recrutons pour des tâches simples en ligne : 50 € par tâche, depuis votre"
        " téléphone. Contactez-nous sur WhatsApp au +33 6 12 34 56 78.",
        "Félicitations, votre CV a été approuvé ! Entretien par WhatsApp, aucune expérience"
        " requise.",
        "Emploi à temps partiel, quelques minutes par jour, gagnez entre 300 et 1 000 euros par"
        " semaine. Places limitées !",
        "Avant de commencer, vous devez payer des frais d'inscription de 45 €. Envoyez aussi une"
        " copie de votre pièce d'identité et votre RIB.",
    ],
    "de": [
        "Hallo! Nebenjob vom Handy aus: 120 € pro Tag für einfache Aufgaben, keine Erfahrung nötig."
        " Schreiben Sie uns auf WhatsApp: wa.me/4915112345678",
        "Herzlichen Glückwunsch, Ihr Lebenslauf wurde genehmigt. Bitte senden Sie Ihre Bankdaten"
        " und Ihr Geburtsdatum.",
        "Sie erhalten Pakete an Ihre Adresse und müssen die Pakete dann weiterleiten. Verdienst:"
        " 50 Euro pro Paket, nur noch 3 Plätze frei!",
        "Verdienen Sie 500 € wöchentlich in Ihrer Freizeit. Kontakt nur per Telegram @jobteam_de.",
    ],
    "it": [
        "Ciao! Cerchiamo persone per mettere like ai video: guadagna 30 € al giorno dal tuo"
        " cellulare, nessuna esperienza richiesta. Scrivici su WhatsApp.",
        "Congratulazioni, il tuo curriculum è stato approvato. Colloquio via chat su Telegram,"
        " posti limitati.",
        "Per iniziare devi pagare una quota di iscrizione di 99 euro e inviare le tue coordinate"
        " bancarie.",
    ],
    "nl": [
        "Hoi! Verdien 200 euro per dag met simpele taken vanaf je telefoon. Geen ervaring nodig,"
        " app ons via wa.me/31612345678.",
        "Gefeliciteerd, je cv is goedgekeurd. Stuur je bankgegevens en een kopie van je paspoort.",
        "Bijbaan: 25 euro per review, vanaf je telefoon. Nog maar 5 plaatsen, stuur me een bericht"
        " op Telegram.",
    ],
    "id": [
        "Lowongan kerja paruh waktu! Cukup like video YouTube, dapatkan Rp 150.000 per hari,"
        " tanpa pengalaman. Hubungi admin via WhatsApp wa.me/6281234567890",
        "Selamat, CV anda telah disetujui. Silakan transfer biaya pendaftaran Rp 250.000"
        " terlebih dahulu.",
        "Kerja dari rumah hanya dari HP, 1 jam sehari, penghasilan Rp 3 juta per minggu."
        " Kuota terbatas!",
    ],
    "pl": [
        "Praca dodatkowa z telefonu! Zarabiaj 300 zł dziennie za proste zadania, bez"
        " doświadczenia. Napisz do nas na WhatsApp.",
        "Gratulacje, Twoje CV zostało zatwierdzone. Prosimy o numer konta i skan dowodu.",
        "Będziesz odbierać paczki w domu i wysyłać je dalej za granicę. 50 zł za paczkę,"
        " tylko 5 miejsc!",
    ],
}

# Written for this test: honest recruiter mail that shares single words with the scams above.
BENIGN = {
    "es": [
        "Hola Lucía, soy Marta, de selección en Aceros del Norte S.A. Nos gustaría invitarte a una"
        " entrevista para el puesto de Ingeniera de Datos en nuestra oficina de Bilbao el martes a"
        " las 10:00. ¿Te viene bien?",
        "Nos complace ofrecerte el puesto de Analista Financiero en Grupo Iberia. El salario es de"
        " 45.000 € brutos al año, con 23 días de vacaciones. Te enviaremos el contrato"
        " esta semana.",
        "Gracias por tu candidatura al puesto de Diseñador UX. Tras revisar los perfiles, hemos"
        " decidido continuar con otros candidatos. Te deseamos mucha suerte.",
    ],
    "pt": [
        "Olá João, sou a Ana, recrutadora da Tecnobras Ltda. Gostaríamos de convidá-lo para uma"
        " entrevista para a vaga de Desenvolvedor Java no nosso escritório em Campinas.",
        "Temos o prazer de oferecer a vaga de Analista de Marketing. O salário é de R$ 8.500 por"
        " mês, em regime CLT, com vale-refeição e plano de saúde.",
        "Agradecemos a sua candidatura à vaga de Engenheiro Civil. Infelizmente, decidimos avançar"
        " com outros candidatos.",
    ],
    "fr": [
        "Bonjour Claire, suite à votre candidature au poste de Chef de projet chez Lumière SAS,"
        " nous souhaitons vous rencontrer jeudi à 14h dans nos bureaux à Lyon.",
        "Nous avons le plaisir de vous proposer le poste de Comptable. Le salaire est de 42 000 €"
        " bruts par an, avec télétravail deux jours par semaine.",
        "Merci pour votre candidature au poste de Développeur Python. Nous ne pouvons"
        " malheureusement pas y donner une suite favorable.",
    ],
    "de": [
        "Sehr geehrte Frau Weber, vielen Dank für Ihre Bewerbung als Projektleiterin bei der"
        " Nordlicht GmbH. Wir laden Sie zu einem Vorstellungsgespräch am Dienstag um 10 Uhr"
        " in Hamburg ein.",
        "Wir freuen uns, Ihnen die Stelle als Softwareentwickler anzubieten. Das Gehalt beträgt"
        " 65.000 € brutto pro Jahr, Homeoffice ist zwei Tage pro Woche möglich.",
        "Vielen Dank für Ihr Interesse an der Stelle als Buchhalter. Leider haben wir uns für einen"
        " anderen Kandidaten entschieden.",
    ],
    "it": [
        "Gentile Marco, grazie per la sua candidatura alla posizione di Data Analyst presso Rossi"
        " S.p.A. Vorremmo invitarla a un colloquio nella nostra sede di Milano giovedì alle 11.",
        "Siamo lieti di offrirle il ruolo di Project Manager. La retribuzione è di 38.000 euro"
        " lordi annui, con contratto a tempo indeterminato.",
    ],
    "nl": [
        "Beste Sanne, bedankt voor je sollicitatie naar de functie van Marketeer bij Polder B.V."
        " We nodigen je graag uit voor een gesprek op ons kantoor in Utrecht.",
        "Graag bieden wij je de functie van Developer aan. Het salaris is 4.200 euro bruto"
        " per maand en je werkt hybride vanuit Amsterdam.",
    ],
    "id": [
        "Terima kasih atas lamaran Anda untuk posisi Staff Akuntansi di PT Maju Jaya Tbk."
        " Kami mengundang Anda untuk wawancara di kantor kami di Jakarta pada hari Senin.",
        "Dengan senang hati kami menawarkan posisi Software Engineer dengan gaji Rp"
        " 15.000.000 per bulan.",
    ],
    "pl": [
        "Dziękujemy za Pani aplikację na stanowisko Księgowej w firmie Optima sp. z o.o."
        " Zapraszamy na rozmowę kwalifikacyjną w naszym biurze w Krakowie.",
        "Z przykrością informujemy, że wybraliśmy innego kandydata na stanowisko Analityka.",
        "Oferujemy wynagrodzenie 12 000 zł brutto miesięcznie oraz pracę hybrydową w Warszawie.",
    ],
}


def _cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(lang, text) for lang, texts in table.items() for text in texts]


@pytest.mark.parametrize(("lang", "text"), _cases(SCAMS))
def test_scams_in_other_languages_are_flagged(lang: str, text: str) -> None:
    """A job scam in Spanish, Portuguese, French, German, Italian or Dutch gets a scam flag."""
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert flags, f"{lang}: {text}"
    assert all(f.quote and f.quote in text for f in flags)


@pytest.mark.parametrize(("lang", "text"), _cases(BENIGN))
def test_honest_recruiter_mail_in_other_languages_is_not_a_scam(lang: str, text: str) -> None:
    """An interview invitation, a salary band in an offer or a rejection gets no scam flag."""
    assert not [f for f in risk_flags(text) if f.category == "scam"], f"{lang}: {text}"


@pytest.mark.parametrize(("lang", "text"), _cases(BENIGN))
def test_honest_mail_in_other_languages_names_concrete_facts(lang: str, text: str) -> None:
    """A role, company or town named in another language makes the message less than vague."""
    assert vagueness(text) < 1.0, f"{lang}: {text}"


@pytest.mark.parametrize(
    "text",
    [
        "Nos gustaría ofrecerte el puesto de Contable.",
        "Wir suchen Sie für die Stelle als Lagerist.",
        "Votre profil correspond au poste de Technicien.",
        "Temos uma vaga de Enfermeira.",
        "Le scriviamo da Brembo S.p.A per un colloquio.",
        "Een gesprek op ons kantoor te Rotterdam.",
    ],
)
def test_a_role_company_or_place_in_another_language_is_a_concrete_fact(text: str) -> None:
    """Foreign role phrases, legal company forms and office towns count as employer facts."""
    assert concrete_facts(text) >= 1


@pytest.mark.parametrize(
    "text",
    [
        "Temos uma vaga de emprego para você.",
        "Verdienen Sie Geld in Ihrer Freizeit.",
        "Escríbenos en WhatsApp ahora.",
    ],
)
def test_a_job_word_a_pronoun_or_a_chat_app_is_no_concrete_fact(text: str) -> None:
    """'A vacancy for a job', 'in Ihrer Freizeit' and 'en WhatsApp' name no employer fact."""
    assert concrete_facts(text) == 0
