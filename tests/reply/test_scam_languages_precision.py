"""Honest mail in other languages with scam words: onboarding data, selection, no experience."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# Written for this test to stress precision: congratulations after interviews, WhatsApp for a
# scheduling note, a phone number in a signature, "no experience" in a real ad, bank and ID data
# asked for a contract. When first run, 4 of these 13 were flagged; the rules changed (identity
# data for a contract or payroll, "approved in the selection process", a weaker "no experience").
HONEST = [
    "Hallo Anna, herzlichen Glückwunsch! Nach den Gesprächen mit unserem Team freuen wir"
    " uns, Ihnen die Stelle anzubieten. Start ab sofort möglich, Teilzeit 30 Stunden,"
    " Homeoffice zwei Tage die Woche. Bei Fragen erreichen Sie mich unter +49 30 12345678.",
    "Hi Jonas, kurze Frage: Passt Ihnen ein Termin per Telefon morgen? Sie können mir auch"
    " gern per WhatsApp schreiben: +49 151 2345678. Viele Grüße, Laura (Recruiting, Zalando"
    " SE)",
    "Für unsere Filiale suchen wir ab sofort Aushilfen (Minijob, 520 € im Monat, 13 € pro"
    " Stunde). Keine Erfahrung nötig, wir arbeiten Sie ein.",
    "Hola Carlos, ¡felicidades! Has sido seleccionado para la siguiente fase del proceso."
    " Te esperamos el lunes en nuestras oficinas de Madrid para una entrevista con el"
    " equipo.",
    "Buscamos camareros para temporada de verano en Benidorm, 1.400 € al mes, no se"
    " requiere experiencia, incorporación inmediata. Envía tu CV a rrhh@hotelmarina.es",
    "Olá Mariana, parabéns! Você foi aprovada no processo seletivo da Vale. Envie os"
    " documentos para admissão: RG, CPF e comprovante de residência até sexta-feira.",
    "Vaga de estágio em marketing, bolsa de R$ 1.500 por mês, meio período, 6 horas por"
    " dia. Inscrições pelo site da empresa.",
    "Bonjour Sophie, félicitations, vous avez été retenue pour le poste ! Pour préparer"
    " votre contrat, merci de nous transmettre votre RIB et votre numéro de sécurité"
    " sociale. Cordialement, Service RH, Decathlon",
    "Mission d'intérim : préparateur de commandes, 11,88 € de l'heure, horaires en 2x8, à"
    " pourvoir immédiatement à Lille.",
    "Ciao Luca, complimenti, sei stato selezionato per il colloquio finale con il nostro"
    " team a Bologna. Ti aspettiamo martedì alle 15.",
    "Cerchiamo baristi part-time per il weekend, 9 euro all'ora, anche senza esperienza,"
    " formazione inclusa. Candidati sul nostro sito.",
    "Gefeliciteerd, je bent door naar de tweede ronde! Wil je je beschikbaarheid doorgeven?"
    " Groet, Team Recruitment, Albert Heijn",
    "Voor het opstarten van je contract hebben we je bankrekeningnummer en een kopie van je"
    " paspoort nodig. Lever dit aan via ons HR-portaal.",
]


@pytest.mark.parametrize("text", HONEST)
def test_honest_mail_with_scam_words_in_other_languages_is_not_a_scam(text: str) -> None:
    """One scam-like word in honest mail from a named employer does not make it a scam."""
    assert not any(f.category == "scam" for f in risk_flags(text)), text
