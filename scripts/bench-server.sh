#!/usr/bin/env bash
# Load benchmark of marigold-serve beside Debian's nginx with the generated
# dist/nginx.conf.example, on the same dist/, in the same run, so the machine's load of the
# moment weighs on both alike: read each figure against nginx's in the same row.
#
#   scripts/bench-server.sh [BINARY...]   (default target/release/marigold-serve)
#
# Each BINARY gets a column (e.g. the current build and an older one). For each path and
# connection count the servers run back to back, DURATION each (default 10s), with wrk
# (Debian's; installed if missing; 2 threads, 1 for 1 connection), `Accept-Encoding: br`.
# Prints a Markdown table: requests a second, p99 latency, and the server's CPU time per
# request (from /proc, so it holds on a busy machine too), and of that the user part. Needs a built dist/.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${DURATION:-10s}"
CONNECTIONS="${CONNECTIONS:-64 512}"
[ $# -gt 0 ] || set -- target/release/marigold-serve
[ -f dist/index.html ] && [ -f dist/nginx.conf.example ] || {
  echo "no built dist/: run scripts/build.sh first" >&2; exit 1; }
for binary in "$@"; do
  [ -x "$binary" ] || { echo "$binary is not there: cargo build --release -p server" >&2; exit 1; }
done
if ! command -v wrk >/dev/null || ! [ -x /usr/sbin/nginx ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq wrk nginx libnginx-mod-http-brotli-static >/dev/null
fi

HOST="$(sed -n 's|^domain = "https://\([^"]*\)".*|\1|p' content/site.toml)"
ARTICLE="/blog/$(basename "$(ls dist/blog/*.html | head -1)" .html)"
WASM="/assets/$(basename "$(ls dist/assets/*.wasm | head -1)")"
PATHS="${PATHS:-/ $ARTICLE $WASM}"

work="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_for() { for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$1/" && return; sleep 0.1; done; echo "nothing on port $1" >&2; exit 1; }

# The generated site, over plain http on local ports (marigold-serve has no TLS either):
# only listen lines, certificates and root change, as in server/tests/nginx_parity/.
nginx_port="$(free_port)"
sed -e '/listen \[::\]/d' -e '/ssl_certificate/d' \
    -e "s|listen 80;|listen 127.0.0.1:$(free_port);|" \
    -e "s|listen 443 ssl http2;|listen 127.0.0.1:$nginx_port;|" \
    -e "s|^\( *\)root .*;|\1root $PWD/dist;|" dist/nginx.conf.example > "$work/site.conf"
# As Debian's nginx.conf runs it: a worker per core, no access log (marigold-serve keeps none).
cat > "$work/nginx.conf" <<CONF
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
user root;
worker_processes auto;
daemon off;
pid $work/nginx.pid;
error_log $work/error.log;
events { worker_connections 2048; }
http {
    include /etc/nginx/mime.types;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    fastcgi_temp_path $work/fastcgi;
    uwsgi_temp_path $work/uwsgi;
    scgi_temp_path $work/scgi;
    include $work/site.conf;
}
CONF
/usr/sbin/nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" &
nginx_pid=$!
pids+=("$nginx_pid")
wait_for "$nginx_port"

ports=()
serve_pids=()
for binary in "$@"; do
  port="$(free_port)"
  "$binary" --root dist --port "$port" >/dev/null &
  pids+=($!)
  serve_pids+=($!)
  ports+=("$port")
  wait_for "$port"
done

# CPU time (clock ticks) used so far by a process and its children (nginx's workers): in the
# process's own code (user), then in the kernel on its behalf (kernel).
cpu_ticks() {
  for pid in "$1" $(pgrep -P "$1" || true); do cat "/proc/$pid/stat"; done |
    awk '{sub(/^.*\) /, ""); user += $12; kernel += $13} END {print user, kernel}'
}

# "12345 req/s, p99 4.56ms, 21 µs CPU (5 user)": one wrk run against the server PID on PORT,
# PATH. The CPU a request costs the server does not depend on what else the machine runs; its
# user part is the server's own code, the rest the kernel's (sockets, files), much the same
# for any server.
measure() {
  local before after
  read -r -a before <<< "$(cpu_ticks "$1")"
  wrk -t"$(( $3 < 2 ? $3 : 2 ))" -c"$3" -d"$DURATION" --latency -H "Host: $HOST" -H "Accept-Encoding: br" \
    "http://127.0.0.1:$2$4" > "$work/wrk.txt"
  read -r -a after <<< "$(cpu_ticks "$1")"
  awk -v user=$((after[0] - before[0])) -v kernel=$((after[1] - before[1])) -v hz="$(getconf CLK_TCK)" '
    /^ +99%/ {p99 = $2} /requests in/ {requests = $1} /^Requests\/sec/ {rps = $2}
    END {us = 1e6 / hz / requests
         printf "%d req/s, p99 %s, %d µs CPU (%d user)", rps, p99, (user + kernel) * us, user * us}' "$work/wrk.txt"
}

header="| path | connections | nginx |"
rule="| --- | --- | --- |"
for binary in "$@"; do header+=" $binary |"; rule+=" --- |"; done
echo "$header"
echo "$rule"
for path in $PATHS; do
  for connections in $CONNECTIONS; do
    figure="$(measure "$nginx_pid" "$nginx_port" "$connections" "$path")"
    nginx_rps="${figure%% *}"
    row="| \`$path\` | $connections | $figure |"
    for i in "${!ports[@]}"; do
      figure="$(measure "${serve_pids[$i]}" "${ports[$i]}" "$connections" "$path")"
      ratio="$(awk -v a="${figure%% *}" -v b="$nginx_rps" 'BEGIN {printf "%.2fx", a / b}')"
      row+=" $figure ($ratio) |"
    done
    echo "$row"
  done
done
