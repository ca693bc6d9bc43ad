#!/usr/bin/env bash
# Installs what the build and tests need, idempotently (fast when everything is there):
# Debian's Chromium, a wasm32-capable Rust toolchain, wasm-bindgen-cli, binaryen's wasm-opt, the npm packages, and
# nginx with its Brotli module, curl and openssl for the nginx parity test.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION="$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)"
need_apt=()

command -v chromium >/dev/null || need_apt+=(chromium)
# wasm-opt shrinks the search modules after wasm-bindgen.
command -v wasm-opt >/dev/null || need_apt+=(binaryen)
# rustup's toolchain may lack the wasm32 target and cannot fetch it here; Debian's rustc-web
# (with its std sources for -Zbuild-std) and lld can build it.
if ! rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  for pkg in rustc-web cargo-web rust-web-src lld-22; do
    dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
  done
fi
# server/tests/nginx_parity/ runs Debian's nginx (with brotli_static, as deployed) on its
# own ports, asking with curl over TLS with a throwaway openssl certificate.
for pkg in nginx libnginx-mod-http-brotli-static curl openssl; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]} with apt"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  # Installing nginx starts the system's nginx on port 80, and fails when that port is taken;
  # the test runs its own nginx, so no service is started while these packages install.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  echo "setup: installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (matches the crate)"
  cargo install --locked --quiet wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ ! -d pwa/node_modules ] || [ pwa/package-lock.json -nt pwa/node_modules/.package-lock.json ]; then
  echo "setup: installing npm packages"
  # `npm ci` refuses this lock file: the registry mirror lacks rollup's other-platform
  # binaries, which the lock lists as missing optional packages. `npm install` honours the
  # lock file's versions all the same.
  (cd pwa && npm install --no-audit --no-fund --loglevel=error)
fi
