FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    CAREER_BOT_DATA_DIR=/data
WORKDIR /app

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY agent ./agent
COPY interview ./interview
COPY storage ./storage
RUN pip install --no-cache-dir . && useradd --create-home careerbot \
    && mkdir -p /data && chown careerbot /data

USER careerbot
VOLUME ["/data"]
EXPOSE 3000
# The service: every configured platform plus the scheduler. The console chat is
# `docker run -it … career-bot career-bot chat` (see README, Deploying).
CMD ["career-bot", "run"]
