"""Scam screen in other languages, round two: sentences written before their rules were."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# Written for this test before the rules that catch them; the screen first flagged 13 of these 16
# (misses: a training fee refunded from the first pay, parcels sent on "weiter", money "door").
SCAMS = [
    "es|Oferta de empleo: trabajo remoto como asistente, solo necesitas un celular con"
    " internet. Pago de 800 pesos diarios. Interesados mandar mensaje al +52 1 55 9876 5432",
    "es|Estimado candidato, su perfil fue seleccionado para trabajar con nosotros. La"
    " capacitación tiene un costo de 500 pesos que se reembolsa con su primer sueldo.",
    "es|Gana dinero extra calificando hoteles en línea, 20 minutos al día. Escríbeme a"
    " t.me/empleos_rapidos",
    "pt|Oi, tudo bem? Vi seu currículo no site de empregos. Temos uma vaga home office com"
    " ganhos de R$ 300 a R$ 900 por dia. Me chama no zap.",
    "pt|Você foi selecionado para a vaga de auxiliar administrativo! Não é necessário"
    " entrevista, apenas envie uma foto do seu RG e o número do CPF.",
    "pt|Trabalhe em casa curtindo vídeos no YouTube e receba 50 reais por cada vídeo."
    " Restam apenas 10 vagas!",
    "fr|Bonjour, votre profil a été retenu pour un poste de télétravail. Rémunération : 150"
    " € par jour, sans expérience. Merci de nous contacter sur Telegram.",
    "fr|Nous recherchons des personnes pour recevoir des colis à leur domicile et les"
    " réexpédier. 40 € par colis.",
    "fr|Vous cherchez un emploi ? Travail simple depuis votre téléphone, 1 à 2 heures par"
    " jour, paiement quotidien. Écrivez-nous sur WhatsApp.",
    "de|Guten Tag, wir haben Ihren Lebenslauf auf Indeed gesehen. Verdienen Sie bis zu 350"
    " € am Tag mit einfachen Online-Aufgaben. Kontakt per WhatsApp.",
    "de|Sie wurden für unser Home-Office-Programm ausgewählt. Für die Einrichtung Ihres"
    " Kontos fällt eine Gebühr von 99 € an, die Sie vorab überweisen.",
    "de|Als Produkttester erhalten Sie Pakete und senden diese an unsere Kunden weiter."
    " Bezahlung: 25 € pro Paket, keine Erfahrung nötig.",
    "it|Buongiorno, abbiamo trovato il suo CV su Subito. Offriamo lavoro da casa, 100 euro"
    " al giorno, basta uno smartphone. Ci contatti su WhatsApp.",
    "it|Sei stato selezionato! Per iniziare serve solo il tuo IBAN e una foto della carta"
    " d'identità.",
    "nl|Hallo! Ben je op zoek naar een bijbaan? Verdien tot 150 euro per dag met eenvoudige"
    " taken. Stuur ons een bericht op WhatsApp.",
    "nl|Je bent geselecteerd voor thuiswerk. Je ontvangt betalingen op je rekening en maakt"
    " het geld door naar onze partners.",
]
# Written for this test: honest mail, none flagged when first run (0 of 13).
BENIGN = [
    "es|Hola Pedro, gracias por tu interés en la vacante de Contador en Ferrovial. ¿Podrías"
    " indicarnos tu disponibilidad para una videollamada esta semana?",
    "es|Te escribo desde el equipo de Talento de Banco Andino. Tenemos una posición de"
    " Analista de Riesgos en Lima con salario entre 6.000 y 8.000 soles mensuales. ¿Te"
    " interesa conversar?",
    "es|Lamentamos informarte que el puesto de Enfermera ya ha sido cubierto. Conservaremos"
    " tu CV para futuras vacantes.",
    "pt|Bom dia, Carla! Seu processo seletivo para a vaga de Analista de Dados avançou. A"
    " próxima etapa é uma entrevista técnica na segunda-feira às 15h.",
    "pt|Olá, sou recrutadora da Natura. Vi seu perfil no LinkedIn e acho que combina com"
    " uma vaga de Coordenador de Logística em São Paulo. Podemos conversar?",
    "fr|Madame, Monsieur, nous accusons réception de votre candidature au poste d'Assistant"
    " RH et reviendrons vers vous sous deux semaines.",
    "fr|Bonjour Julien, je suis consultante chez Hays. Un de nos clients recrute un"
    " Ingénieur DevOps à Toulouse, salaire 55-60 k€ par an. Seriez-vous disponible pour un"
    " appel ?",
    "de|Hallo Herr Schmidt, ich bin Recruiterin bei Siemens und habe Ihr Profil auf"
    " LinkedIn gesehen. Hätten Sie Interesse an einer Position als Data Engineer in München?",
    "de|Im Anhang finden Sie Ihren Arbeitsvertrag. Bitte unterschreiben Sie ihn bis"
    " Freitag. Ihre Kündigungsfrist beträgt drei Monate.",
    "de|Leider müssen wir Ihnen mitteilen, dass wir Ihre Bewerbung nicht weiter"
    " berücksichtigen können.",
    "it|Buongiorno Giulia, la contatto da Randstad per una posizione di impiegata"
    " amministrativa a Torino, part-time 20 ore settimanali, 1.200 euro netti al mese.",
    "nl|Hoi Tim, ik ben recruiter bij Coolblue. We zoeken een Software Engineer in"
    " Rotterdam. Heb je volgende week tijd voor een kennismaking?",
    "nl|Helaas hebben we besloten om niet verder te gaan met je sollicitatie voor de"
    " functie van Accountmanager.",
]


@pytest.mark.parametrize("case", SCAMS)
def test_second_round_scams_are_flagged(case: str) -> None:
    """A second, independently written scam in each language gets a scam flag."""
    text = case.split("|", 1)[1]
    assert any(f.category == "scam" for f in risk_flags(text)), case


@pytest.mark.parametrize("case", BENIGN)
def test_second_round_honest_mail_is_not_a_scam(case: str) -> None:
    """Recruiter outreach, a process update, a contract and a rejection get no scam flag."""
    text = case.split("|", 1)[1]
    assert not any(f.category == "scam" for f in risk_flags(text)), case
