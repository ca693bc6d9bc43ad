#!/usr/bin/env bash
# Lists every stand-in still in content/ (testimonials, client stories, business facts marked
# `placeholder:`) with file:line and what must replace it. Exits non-zero while any remain.
# Not part of the test command: the site builds and its tests pass with placeholders present.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
exec cargo run --quiet --release -p indexer -- --launch-check --content "${1:-content}"
