#!/usr/bin/env bash
# content/ -> indexer (app data + search indexes) -> search-wasm -> pwa build -> dist/
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# The indexer's and the wasm modules' outputs are rebuilt only when their inputs changed since
# the last build (a hash of every input file, kept beside the outputs); FULL=1 rebuilds them.
inputs_hash() { find "$@" -type f -not -path '*/target/*' -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1; }
up_to_date() { [ -z "${FULL:-}" ] && [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }

INDEXER_INPUTS="$(inputs_hash content indexer search-core Cargo.lock Cargo.toml)"
WASM_INPUTS="$(inputs_hash search-core search-wasm Cargo.lock Cargo.toml)"
if up_to_date pwa/generated/.indexer-inputs "$INDEXER_INPUTS" && [ -f pwa/generated/data/routes.json ]; then
  echo "== indexer: content and indexer unchanged since the last build, skipped"
else
  echo "== indexer: validating content and building the search indexes"
  # It writes pwa/generated/ afresh; the wasm modules are kept aside and put back.
  mkdir -p target && rm -rf target/wasm-kept
  if [ -d pwa/generated/wasm ]; then mv pwa/generated/wasm target/wasm-kept; fi
  cargo run --quiet --release -p indexer -- --content content --out pwa/generated
  if [ -d target/wasm-kept ]; then rm -rf pwa/generated/wasm && mv target/wasm-kept pwa/generated/wasm; fi
  echo "$INDEXER_INPUTS" > pwa/generated/.indexer-inputs
fi

build_wasm() {
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
}

if up_to_date pwa/generated/wasm/.inputs "$WASM_INPUTS" && [ -f pwa/generated/wasm/search_pl_bg.wasm ]; then
  echo "== search-wasm: unchanged since the last build, skipped"
else
  echo "== search-wasm: compiling to wasm32, one module per language"
  build_wasm
  echo "$WASM_INPUTS" > pwa/generated/wasm/.inputs
fi

echo "== pwa: bundling and pre-rendering into dist/"
(cd pwa && npm run --silent build)

echo "== host configuration: _headers, _redirects and nginx.conf.example from the server's rules"
cargo build --quiet --release -p server
# The canonical origin (for the www and https redirects) is the one in content/site.toml.
CANONICAL="$(sed -n 's/^domain = "\([^"]*\)".*/\1/p' content/site.toml)"
target/release/marigold-serve --canonical "$CANONICAL" --write-host-config dist
