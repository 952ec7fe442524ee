#!/usr/bin/env bash
# Installs stripe-mock (the pinned release, which answers stripe-go v76.25.0) into the
# project-local tool directory (.tools/bin, git-ignored): the Go tests (paymentstest), `make run`
# and the e2e stack start it when no STRIPE_SECRET_KEY is set. Prints the binary's path.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="$root/.tools/bin"
mock="$bin/stripe-mock"
version=v0.203.0

if [ ! -x "$mock" ] || [ "$(cat "$bin/.stripe-mock-version" 2>/dev/null)" != "$version" ]; then
  mkdir -p "$bin"
  echo "installing stripe-mock $version into $bin" >&2
  GOBIN="$bin" go install "github.com/stripe/stripe-mock@$version"
  echo "$version" > "$bin/.stripe-mock-version"
fi

echo "$mock"
