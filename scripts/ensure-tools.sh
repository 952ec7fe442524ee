#!/usr/bin/env bash
# Installs what `make run` and `make test` need and a fresh Debian machine of this kind lacks:
# Chromium for the browser tests, ffmpeg for the media probe, the PostgreSQL and Redis clients and servers' binaries, curl
# (apt, only when something is missing). npm packages come with `make deps`, helm with the chart
# test, stripe-mock into .tools/bin (scripts/install-stripe-mock.sh). Quiet when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v ffmpeg >/dev/null || need+=(ffmpeg) # The Word: the media probe (ffprobe) and video thumbnails
command -v psql >/dev/null || need+=(postgresql-client)
command -v redis-server >/dev/null || need+=(redis-server)
command -v curl >/dev/null || need+=(curl)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
    echo "missing: ${need[*]} — install them with apt-get (needs root)" >&2
    exit 1
  fi
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  echo "installing ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

# stripe-mock for the payments tests, `make run` and the e2e stack (into .tools/bin).
scripts/install-stripe-mock.sh >/dev/null
