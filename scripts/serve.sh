#!/usr/bin/env bash
# Builds the site and serves dist/ locally the way it is deployed. marigold-serve prints the
# address it serves (PORT, default 8080, on 127.0.0.1); Ctrl+C (or SIGTERM) stops it once the
# answers in flight are sent.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
# The canonical origin (for the www and https redirects) is the one in content/site.toml.
CANONICAL="$(sed -n 's/^domain = "\([^"]*\)".*/\1/p' content/site.toml)"
exec target/release/marigold-serve --root dist --port "${PORT:-8080}" --canonical "$CANONICAL"
