"""Job-posting fit: requirements against the skills profile, scored, synthesized, reflected."""
