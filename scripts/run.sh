#!/usr/bin/env bash
# `make run`: the whole stack with the demo church, in the foreground until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/congregate?sslmode=disable}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
export BASE_DOMAIN="${BASE_DOMAIN:-localhost}"
export PUBLIC_PORT="${PUBLIC_PORT-8081}"
export OUTBOX_FILE="${OUTBOX_FILE:-$PWD/.data/outbox.jsonl}"
export CONSOLE_DIR="$PWD/console/dist" ONBOARDING_DIR="$PWD/onboarding-web/dist" OPS_DIR="$PWD/ops-web/dist"
export CONTROLPLANE_ADDR="${CONTROLPLANE_ADDR:-:8080}" TENANTAPI_ADDR="${TENANTAPI_ADDR:-:8081}"
export WORKER_HEALTH_ADDR="${WORKER_HEALTH_ADDR:-:9090}"
# Prometheus metrics on listeners of their own (never on the public hosts); the worker's are on its health port.
export METRICS_ADDR_CONTROLPLANE="${METRICS_ADDR_CONTROLPLANE:-127.0.0.1:9101}" METRICS_ADDR_TENANTAPI="${METRICS_ADDR_TENANTAPI:-127.0.0.1:9102}"
export TENANTAPI_URL="${TENANTAPI_URL:-http://127.0.0.1${TENANTAPI_ADDR}}"

scripts/services.sh
scripts/createdb.sh "$DATABASE_URL"

mkdir -p .data/logs
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null' EXIT INT TERM
# Stripe: stripe-mock behind the test-card layer unless STRIPE_SECRET_KEY is set; a webhook
# secret per run (.data/stripe-webhook-secret) for signing events by hand.
source scripts/stripe-dev.sh
stripe_dev .data/logs
echo "$STRIPE_WEBHOOK_SECRET" > .data/stripe-webhook-secret

bin/ops migrate
bin/ops seed-demo --people "${DEMO_PEOPLE:-300}"
METRICS_ADDR=$METRICS_ADDR_CONTROLPLANE bin/controlplane >.data/logs/controlplane.log 2>&1 & pids+=($!)
METRICS_ADDR=$METRICS_ADDR_TENANTAPI bin/tenantapi >.data/logs/tenantapi.log 2>&1 & pids+=($!)
bin/worker >.data/logs/worker.log 2>&1 & pids+=($!)
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1${TENANTAPI_ADDR}/healthz" >/dev/null 2>&1 && break; sleep 0.1; done

port=${TENANTAPI_ADDR#:}
cat <<MSG

Congregate is running (logs in .data/logs/, Ctrl-C stops everything).

  Church console (demo church "grace"):  http://grace.localhost:${port}/
  Onboarding host:                       http://onboarding.localhost:${CONTROLPLANE_ADDR#:}/
  Operator console:                      http://ops.localhost:${CONTROLPLANE_ADDR#:}/  ops@congregate.demo / Grace@2026!,
    TOTP secret JBSWY3DPEHPK3PXP (add it to an authenticator app, or: bin/ops operator code --email ops@congregate.demo)
  Metrics (Prometheus):                  http://${METRICS_ADDR_CONTROLPLANE}/metrics · http://${METRICS_ADDR_TENANTAPI}/metrics · http://127.0.0.1${WORKER_HEALTH_ADDR}/metrics
  Development outbox (2FA and reset codes, every SMS and e-mail):  make outbox   (file: ${OUTBOX_FILE})

  Demo logins (password Grace@2026! for all):
    admin@grace.demo      Super Admin  (also mobile +15555550100 with PIN 2468)
    people@grace.demo     People Manager
    finance@grace.demo    Finance
    children@grace.demo   Children's Ministry
    comms@grace.demo      Communications (5,000 message credits on the ledger: Organisation → Credits)
    media@grace.demo      Media & Sermons (25 sermons, series, playlists, streams)
    secure@grace.demo     Super Admin with two-factor by e-mail (code in the outbox)

  One-time sign-in link for support:  bin/ops login-token --church grace --email admin@grace.demo
  Billing: Stripe at ${STRIPE_API_BASE:-api.stripe.com} (test cards: pm_card_visa, pm_card_chargeDeclined, ...);
    webhook POST http://onboarding.localhost:${CONTROLPLANE_ADDR#:}/api/webhooks/stripe signed with .data/stripe-webhook-secret
    bin/ops billing show --church grace
MSG
wait -n "${pids[@]}"
echo "a service stopped; see .data/logs/" >&2
exit 1
