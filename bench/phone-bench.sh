#!/usr/bin/env bash
# `cdscan scan --phone` under load from curl standing in for phones (issue 31's figures, in
# part): CPU per frame with one phone, CPU and memory with five at once.
#
#   bench/phone-bench.sh                     release build
#   CONFIG=debug bench/phone-bench.sh
#
# Then the latency: a headless Chromium whose fake camera plays 20 discs in turn (a rendered
# y4m, as PhoneBrowserEndToEndTests does), from the moment a code appears in its video to its
# card on the page (--no-lookup), median and worst, timed by the page itself
# (Tests/EndToEndTests/PhoneLatencyBench.swift, run with this build's binary; needs chromium and
# chromium-driver, and about 250 MB free in the temporary folder for the video).
#
# Each "phone" is one curl over one kept-alive TLS connection (as a browser keeps it), posting
# a 1280x960 JPEG of a case (Fixtures/images/photos/easy.jpg scaled as the page scales frames)
# 100 times at 5 a second with its own X-CDScan-Phone name; the five come from five loopback
# addresses, as five phones on a LAN would. CPU is cdscan's user+system time from /proc, over
# the frames answered; memory is its peak and current resident size. Needs curl and
# ImageMagick's convert (scripts/install-deps.sh --bench has curl; convert is used if present).
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-release}
swift build -c "$config" --product cdscan >&2
bin=$(swift build -c "$config" --show-bin-path)/cdscan
work=$(mktemp -d)
pid=
cleanup() {
    [[ -n $pid ]] && kill -TERM "$pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
frame=$work/frame.jpg
convert Fixtures/images/photos/easy.jpg -resize 1280x960 -quality 85 "$frame"
XDG_DATA_HOME=$work/data "$bin" scan --phone --listen 127.0.0.1:0 --no-lookup --continuous --json \
    >"$work/out.txt" 2>"$work/err.txt" &
pid=$!
for _ in $(seq 100); do [ -s "$work/out.txt" ] && break; sleep 0.1; done
url=$(head -1 "$work/out.txt" | python3 -c "import json,sys;print(json.load(sys.stdin)['url'])")
port=$(echo "$url" | sed -E 's/.*:([0-9]+)\/.*/\1/')
key=${url##*key=}
# Verified TLS: the certificate cdscan made is the only authority curl trusts.
awk '/BEGIN CERTIFICATE/,/END CERTIFICATE/' "$work/data/cdscan/phone-tls.pem" >"$work/ca.pem"
hz=$(getconf CLK_TCK)
cpu_ms() { awk -v hz="$hz" '{print int(($14 + $15) * 1000 / hz)}' "/proc/$pid/stat"; }
post() { # phone-name source-address: prints one line per frame ending in its status
    local urls=()
    for _ in $(seq 100); do urls+=("https://cdscan:$port/frame"); done
    curl -sS --interface "$2" --cacert "$work/ca.pem" --resolve "cdscan:$port:127.0.0.1" \
        -b "cdscan_pair=$key" -H "X-CDScan-Phone: $1" -H "Content-Type: image/jpeg" \
        --data-binary @"$frame" --rate 5/s -w "%{http_code}\n" "${urls[@]}" 2>/dev/null || true
}
sleep 1
before=$(cpu_ms)
ok=$(post a1 127.0.0.1 | grep -c '200$' || true)
used=$(($(cpu_ms) - before))
echo "one phone, 5 frames/s: $ok of 100 frames answered 200; cdscan CPU $used ms, $((used / (ok > 0 ? ok : 1))) ms a frame;" \
    "peak RSS $(awk '/VmHWM/ {print $2}' "/proc/$pid/status") kB"
before=$(cpu_ms)
pids=()
for n in 2 3 4 5 6; do post "b$n" "127.0.0.$n" >"$work/codes$n.txt" & pids+=($!); done
wait "${pids[@]}"
used=$(($(cpu_ms) - before))
ok=$(cat "$work"/codes*.txt | grep -c '200$' || true)
echo "five phones, 5 frames/s each: $ok of 500 frames answered 200; cdscan CPU $used ms;" \
    "peak RSS $(awk '/VmHWM/ {print $2}' "/proc/$pid/status") kB, now $(awk '/VmRSS/ {print $2}' "/proc/$pid/status") kB"
kill -TERM "$pid"
wait "$pid" || true
pid=
tail -1 "$work/err.txt"
swift build --build-tests >&2
CDSCAN_PHONE_LATENCY=1 CDSCAN_BENCH_BINARY=$bin swift test --skip-build --filter PhoneLatencyBench 2>&1 |
    grep '^phone latency' || echo "phone latency: not measured (see swift test --filter PhoneLatencyBench)"
