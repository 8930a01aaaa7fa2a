"""`career-bot serve`: the HTTP app with health, metrics and the platforms' webhooks."""

from __future__ import annotations

from aiohttp import web

from bot.platforms import Platform
from bot.runtime import App

METRICS_CONTENT_TYPE = "text/plain"


def build_web_app(app: App, platforms: list[Platform]) -> web.Application:
    """Return the aiohttp application serving every platform's routes."""
    web_app = web.Application(client_max_size=2 * 1024 * 1024)

    async def healthz(_request: web.Request) -> web.Response:
        database = await app.db.ping()
        status = {p.name: p.connected() for p in platforms}
        healthy = database and all(status.values())
        body = {
            "status": "ok" if healthy else "degraded",
            "database": database,
            "platforms": status,
        }
        return web.json_response(body, status=200 if healthy else 503)

    async def metrics(_request: web.Request) -> web.Response:
        return web.Response(
            text=app.metrics.render(), content_type=METRICS_CONTENT_TYPE, charset="utf-8"
        )

    web_app.add_routes([web.get("/healthz", healthz), web.get("/metrics", metrics)])
    for platform in platforms:
        web_app.add_routes(platform.routes())
    return web_app
