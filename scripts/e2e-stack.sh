#!/usr/bin/env bash
# A throw-away stack for the browser tests: its own database, Redis database and outbox, the
# demo church "grace" and a locked-down church "suspended". Runs in the foreground; on exit it
# stops the services and drops the database.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# E2E_PORT_BASE lets stacks run side by side (Playwright starts one per worker: 18080, 18180, ...):
# controlplane on BASE, tenantapi on BASE+1, state in .data/e2e-BASE.
base=${E2E_PORT_BASE:-18080}
state="$root/.data/e2e-${base}"
mkdir -p "$state"
db="congregate_e2e_$(date +%s)_$$"
export DATABASE_URL="postgres://postgres@127.0.0.1:5432/${db}?sslmode=disable"
# asynq ignores the key prefix, so each port base gets a Redis database of its own (8, or 10-15).
redis_db=8
[ "$base" != 18080 ] && redis_db=$((10 + (base / 100) % 6))
export REDIS_URL="${E2E_REDIS_URL:-redis://127.0.0.1:6379/${redis_db}}"
export REDIS_KEY_PREFIX="e2e:${db}:"
export BASE_DOMAIN=localhost PUBLIC_PORT=$((base + 1))
export OUTBOX_FILE="$state/outbox.jsonl"
export CONSOLE_DIR="$root/console/dist" ONBOARDING_DIR="$root/onboarding-web/dist"
export OPS_DIR="$root/ops-web/dist" OPS_HOST=ops.localhost
export CONTROLPLANE_ADDR=:${base} TENANTAPI_ADDR=:$((base + 1)) WORKER_HEALTH_ADDR=:$((base + 10))
export TENANTAPI_URL=http://127.0.0.1:$((base + 1))
export SESSION_IDLE_MS="${E2E_SESSION_IDLE_MS:-1800000}"

pids=()
cleanup() {
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
  psql "postgres://postgres@127.0.0.1:5432/postgres" -qc "DROP DATABASE IF EXISTS \"${db}\" WITH (FORCE)" >/dev/null 2>&1 || true
}
trap cleanup EXIT
trap 'exit 0' INT TERM

scripts/services.sh >/dev/null
# Databases of earlier runs whose script is gone (killed before its cleanup ran) are dropped.
for old in $(psql "postgres://postgres@127.0.0.1:5432/postgres" -Atc "SELECT datname FROM pg_database WHERE datname LIKE 'congregate_e2e_%'"); do
  owner=${old##*_}
  if [ "$old" != "$db" ] && ! kill -0 "$owner" 2>/dev/null; then
    psql "postgres://postgres@127.0.0.1:5432/postgres" -qc "DROP DATABASE IF EXISTS \"${old}\" WITH (FORCE)" >/dev/null 2>&1 || true
  fi
done
rm -f "$OUTBOX_FILE"
# Tasks a killed earlier run left queued would otherwise reach this run's worker.
if command -v redis-cli >/dev/null && [ -z "${E2E_REDIS_URL:-}" ]; then redis-cli -n "$redis_db" FLUSHDB >/dev/null || true; fi
psql "postgres://postgres@127.0.0.1:5432/postgres" -qc "CREATE DATABASE \"${db}\""
mkdir -p "$state/logs"
# Stripe: stripe-mock behind the test-card layer on BASE+20 (unless STRIPE_SECRET_KEY is set) and
# this run's webhook secret, written to the env file for e2e/support/stack.ts (stripeWebhookSecret).
export STRIPE_MOCK_ADDR=127.0.0.1:$((base + 20))
source scripts/stripe-dev.sh
stripe_dev "$state/logs"
bin/ops migrate >/dev/null 2>&1
bin/ops seed-demo --people 60 >/dev/null
# Message credits for the communications pages (e2e communications.spec.ts sends and is refused beyond them).
bin/ops credits grant --church grace --amount 500 --note "e2e" --key e2e-grant >/dev/null
bin/ops provision --short suspended --name "Suspended Fellowship" --email office@suspended.test >/dev/null
bin/ops user create --church suspended --first Sam --last Locked --email admin@suspended.test --password 'Grace@2026!' --role "Super Admin" >/dev/null
bin/ops lockdown --church suspended --account=true --hide=false

env | grep -E '^(DATABASE_URL|REDIS_URL|REDIS_KEY_PREFIX|BASE_DOMAIN|PUBLIC_PORT|OUTBOX_FILE|STRIPE_API_BASE|STRIPE_WEBHOOK_SECRET)=' > "$state/env"

bin/controlplane >"$state/logs/controlplane.log" 2>&1 & pids+=($!)
bin/tenantapi >"$state/logs/tenantapi.log" 2>&1 & pids+=($!)
bin/worker >"$state/logs/worker.log" 2>&1 & pids+=($!)
echo "e2e stack up: http://grace.localhost:$((base + 1)) (database ${db})"
wait -n "${pids[@]}"
echo "an e2e service stopped; see $state/logs" >&2
exit 1
