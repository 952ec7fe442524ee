#!/usr/bin/env bash
# Installs helm into the project-local tool directory (.tools/bin, git-ignored) so the chart test
# never depends on what a machine happens to have on PATH. Building helm from source takes ~2 min,
# so an existing binary is kept. Prints the path of the helm binary on stdout.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin="$root/.tools/bin"
helm="$bin/helm"

if [ ! -x "$helm" ]; then
  mkdir -p "$bin"
  echo "installing helm into $bin (takes a couple of minutes)..." >&2
  GOBIN="$bin" go install helm.sh/helm/v3/cmd/helm@v3.22.0
fi

echo "$helm"
