#!/usr/bin/env bash
# Builds the site and serves dist/ locally the way it is deployed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
cargo build --quiet --release -p server
exec target/release/marigold-serve --root dist --port "${PORT:-8080}"
