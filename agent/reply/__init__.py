"""Employer replies: screening, drafting, judging, approval."""
