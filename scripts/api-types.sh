#!/usr/bin/env bash
# Generates the TypeScript types of the APIs from their OpenAPI documents (scripts/openapi):
#   scripts/api-types.sh           writes console/, onboarding-web/ and ops-web/src/api/schema.ts
#   scripts/api-types.sh --check   fails when the checked-in files differ from what the generator makes now
set -euo pipefail
cd "$(dirname "$0")/.."

gen() { # gen tenant|onboarding|ops out.ts
  local tmp; tmp=$(mktemp -d)
  go run ./scripts/openapi "$1" > "$tmp/openapi.json"
  # --alphabetize: keys in a fixed order, so the file changes only when the API does.
  node_modules/.bin/openapi-typescript "$tmp/openapi.json" -o "$2" --alphabetize > "$tmp/log" 2>&1 || { cat "$tmp/log" >&2; exit 1; }
  rm -rf "$tmp"
}

targets=("tenant console/src/api/schema.ts" "onboarding onboarding-web/src/api/schema.ts" "ops ops-web/src/api/schema.ts")

if [[ "${1:-}" == "--check" ]]; then
  out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
  stale=0
  for t in "${targets[@]}"; do
    read -r api file <<<"$t"
    gen "$api" "$out/$api.ts"
    if ! diff -u "$file" "$out/$api.ts" > "$out/$api.diff" 2>&1; then
      head -40 "$out/$api.diff"
      echo "$file is not what the $api API's OpenAPI document gives now" >&2
      stale=1
    fi
  done
  if (( stale )); then echo "the API types are stale: run 'make api-types' and commit the result" >&2; exit 1; fi
  echo "API types are current"
  exit 0
fi

for t in "${targets[@]}"; do
  read -r api file <<<"$t"
  mkdir -p "$(dirname "$file")"
  gen "$api" "$file"
  echo "wrote $file"
done
