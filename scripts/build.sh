#!/usr/bin/env bash
# content/ -> indexer (app data + search indexes) -> search-wasm -> pwa build -> dist/
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

echo "== indexer: validating content and building the search indexes"
cargo run --quiet --release -p indexer -- --content content --out pwa/generated

echo "== search-wasm: compiling to wasm32, one module per language"
rm -rf pwa/generated/wasm
for lang in en pl; do
  # Each module links only its own language's stemmer.
  features=(-p search-wasm --target wasm32-unknown-unknown --profile wasm-release --no-default-features --features "$lang")
  if rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
    cargo build --quiet "${features[@]}"
    WASM_DIR=target/wasm32-unknown-unknown/wasm-release
  else
    # Debian's rustc-web: std is rebuilt for wasm32 from rust-web-src, which also lets a
    # panic abort at once instead of linking the code that formats its message.
    RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=target/wasm \
      RUSTFLAGS='--cfg getrandom_backend="wasm_js" -Zunstable-options -Cpanic=immediate-abort' \
      /usr/bin/cargo build --quiet "${features[@]}" -Zbuild-std=std,panic_abort
    WASM_DIR=target/wasm/wasm32-unknown-unknown/wasm-release
  fi
  wasm-bindgen --target web --out-dir pwa/generated/wasm --out-name "search_$lang" "$WASM_DIR/search_wasm.wasm"
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    -o "pwa/generated/wasm/search_${lang}_bg.wasm" "pwa/generated/wasm/search_${lang}_bg.wasm"
done

echo "== pwa: bundling and pre-rendering into dist/"
(cd pwa && npm run --silent build)

echo "== host configuration: _headers, _redirects and nginx.conf.example from the server's rules"
cargo build --quiet --release -p server
# The canonical origin (for the www and https redirects) is the one in content/site.toml.
CANONICAL="$(sed -n 's/^domain = "\([^"]*\)".*/\1/p' content/site.toml)"
target/release/marigold-serve --canonical "$CANONICAL" --write-host-config dist
