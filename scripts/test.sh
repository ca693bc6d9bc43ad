#!/usr/bin/env bash
# Every test: Rust (formatting, lints, unit and integration tests, including the tantivy
# cross-check), the app's type check, lint and unit tests, then the browser tests in Chromium
# against a fresh production build served with its production headers.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
# Each stage prints the minutes:seconds since the start, to keep the whole under 20 minutes.
stage() { printf '== [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
trap 'stage "done (exit $?)"' EXIT

scripts/setup.sh

stage "rust: fmt, clippy, tests"
cargo fmt --all -- --check
cargo clippy --quiet --workspace --all-targets -- -D warnings
cargo test --release --workspace

stage "build"
scripts/build.sh

stage "deployment: nginx with the generated nginx.conf.example and marigold-serve answer alike"
DIST="$PWD/dist" cargo test --release --quiet -p server --test nginx_parity -- --ignored --nocapture

stage "pwa: types, lint, unit tests"
cd pwa
npm run --silent typecheck
npm run --silent lint
npm run --silent test:unit

stage "pwa: browser tests (Chromium)"
npm run --silent test:e2e
