#!/usr/bin/env bash
# Creates the database named in the URL $1 if it does not exist yet.
set -euo pipefail
url="$1"
name=$(echo "$url" | sed -E 's#^[^/]*//[^/]*/([^?]+).*#\1#')
admin=$(echo "$url" | sed -E "s#/${name}([?]|\$)#/postgres\1#")
if ! psql "$admin" -tAc "SELECT 1 FROM pg_database WHERE datname = '${name}'" | grep -q 1; then
  psql "$admin" -qc "CREATE DATABASE \"${name}\"" && echo "created database ${name}"
fi
