#!/usr/bin/env bash
# Validates the Helm chart: helm lint, helm template and a strict decode of every rendered object
# (charts/test, a Go module of its own so client-go stays out of the services' go.mod).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
HELM=$("$root/scripts/install-helm.sh")
export HELM

cd "$root/charts/test"
go vet ./...
go test ./... "$@"
