#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster on 127.0.0.1 and print its DATABASE_URL on stdout.
# Usage: .ci/postgres.sh start DIR [PORT] | .ci/postgres.sh stop DIR
# Runs the server as the `postgres` user when invoked as root (initdb refuses root).
set -euo pipefail
action=${1:?start or stop}
dir=${2:?data directory}
port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
    echo "postgres.sh: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    exit 1
fi
as_pg() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$action" = stop ]; then
    [ -f "$dir/data/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2
    exit 0
fi
mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
if [ -f "$dir/data/postmaster.pid" ]; then
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
fi
rm -rf "$dir/data"
as_pg "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >&2 || {
    echo "postgres.sh: PostgreSQL failed to start; its log:" >&2
    cat "$dir/log" >&2
    exit 1
}
as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres career_bot_test
echo "postgresql://postgres@127.0.0.1:$port/career_bot_test"
