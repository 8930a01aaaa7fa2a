"""Shared test material written for these tests."""

RESUME = """\
Jane Doe — Platform Engineer
jane@example.com

Summary
Platform engineer who likes boring, reliable infrastructure.

Experience
Acme Corp — Senior Platform Engineer, 2019 - 2024
- Led the migration of 40 services to Kubernetes in production.
- Wrote Python tooling for deployments and on-call.
- Managed PostgreSQL clusters.

Globex — Software Engineer, 2016 - 2019
- Built internal dashboards with React and TypeScript.

Skills
Kubernetes, Python, Terraform, PostgreSQL, React, TypeScript, Docker

Education
BSc Computer Science, 2016
"""
