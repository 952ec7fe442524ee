#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer. Uses DATABASE_URL / REDIS_URL when set, otherwise the
# local servers on 127.0.0.1:5432 and 127.0.0.1:6379; when nothing answers there, starts
# project-local servers from the installed binaries under .data/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
DATA="$PWD/.data"

pg_host=127.0.0.1 pg_port=5432
if [ -n "${DATABASE_URL:-}" ]; then
  hostport=$(echo "$DATABASE_URL" | sed -E 's#^[a-z]+://([^@/]*@)?([^/?]+).*#\2#')
  pg_host=${hostport%:*}; pg_port=${hostport##*:}; [ "$pg_port" = "$hostport" ] && pg_port=5432
fi

pg_answers() { (exec 3<>"/dev/tcp/$pg_host/$pg_port") 2>/dev/null; }
redis_answers() { [ "$(redis_cli ping 2>/dev/null)" = "PONG" ]; }
redis_cli() {
  if command -v redis-cli >/dev/null; then redis-cli -u "${REDIS_URL:-redis://127.0.0.1:6379/0}" "$@"
  else (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && head -c 7 <&3 | tr -d '\r+\n'); fi
}

if ! pg_answers; then
  if [ -n "${DATABASE_URL:-}" ]; then echo "PostgreSQL at $pg_host:$pg_port (DATABASE_URL) does not answer." >&2; exit 1; fi
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "PostgreSQL is not running and not installed. Install it: apt-get install -y postgresql" >&2; exit 1
  fi
  echo "Starting a project-local PostgreSQL from $bindir (data in .data/pg)"
  mkdir -p "$DATA"
  owner=""; [ "$(id -u)" = 0 ] && owner=postgres
  if [ ! -d "$DATA/pg" ]; then
    mkdir -p "$DATA/pg"; [ -n "$owner" ] && chown "$owner" "$DATA/pg"
    ${owner:+runuser -u $owner --} "$bindir/initdb" -D "$DATA/pg" -U postgres --auth=trust >/dev/null
  fi
  ${owner:+runuser -u $owner --} "$bindir/pg_ctl" -D "$DATA/pg" -l "$DATA/pg.log" -o "-p 5432 -k /tmp -c listen_addresses=127.0.0.1" -w start >/dev/null
fi

if ! redis_answers; then
  if [ -n "${REDIS_URL:-}" ]; then echo "Redis at REDIS_URL does not answer." >&2; exit 1; fi
  if ! command -v redis-server >/dev/null; then
    echo "Redis is not running and not installed. Install it: apt-get install -y redis-server" >&2; exit 1
  fi
  echo "Starting a project-local Redis (data in .data/redis)"
  mkdir -p "$DATA/redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir "$DATA/redis" --logfile "$DATA/redis.log"
  for _ in $(seq 1 50); do redis_answers && break; sleep 0.1; done
fi
echo "PostgreSQL and Redis are up."
