#!/usr/bin/env bash
# Sourced by scripts/run.sh and scripts/e2e-stack.sh: without STRIPE_SECRET_KEY, starts the
# development Stripe (scripts/fakestripe: stripe-mock behind the test-card layer) on
# STRIPE_MOCK_ADDR and points STRIPE_API_BASE at it; makes a STRIPE_WEBHOOK_SECRET for this run
# when none is set. Appends the fake's pid to the caller's pids array.
stripe_dev() {
  local logs=$1
  if [ -z "${STRIPE_WEBHOOK_SECRET:-}" ]; then
    STRIPE_WEBHOOK_SECRET="whsec_dev_$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    export STRIPE_WEBHOOK_SECRET
  fi
  [ -n "${STRIPE_SECRET_KEY:-}" ] && return 0
  local mock addr=${STRIPE_MOCK_ADDR:-127.0.0.1:12111}
  mock=$(scripts/install-stripe-mock.sh)
  go build -o .tools/bin/fakestripe ./scripts/fakestripe
  .tools/bin/fakestripe -addr "$addr" -stripe-mock "$mock" >"$logs/fakestripe.log" 2>&1 & pids+=($!)
  export STRIPE_API_BASE="http://$addr"
  for _ in $(seq 1 100); do
    curl -fs -u sk_test_congregate: "$STRIPE_API_BASE/v1/balance" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "the development Stripe did not start; see $logs/fakestripe.log" >&2
  return 1
}
