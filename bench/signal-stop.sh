#!/usr/bin/env bash
# Seconds from SIGINT, SIGTERM or SIGHUP to exit of a `cdscan catalog` run that waits on the
# rate limit (fake Discogs, limit 5 a minute: the sixth lookup waits ~a minute). The stop
# during a hanging lookup is bench/stop-bench.sh's (issue 28, closing note).
#
#   bench/signal-stop.sh            debug build
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-debug}
swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d)
server=
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
"$bin/cdscan-fake-server" --token bench --window 60 --limit 5 --synthetic 40 --barcodes-out "$work/codes" \
    >"$work/server.out" 2>/dev/null &
server=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$work/server.out")
export DISCOGS_TOKEN=bench DISCOGS_API_URL=$url MUSICBRAINZ_API_URL=http://127.0.0.1:9 NO_COLOR=1 HOME=$work
set -m
i=0
for signal in INT TERM HUP; do
    i=$((i + 1))
    export XDG_DATA_HOME=$work/d$i XDG_CONFIG_HOME=$work/d$i
    mkdir -p "$work/d$i"
    sed -n "$((i * 10 - 9)),$((i * 10))p" "$work/codes" >"$work/list$i"
    "$bin/cdscan" catalog --source discogs --no-progress -o "$work/out$i.csv" "$work/list$i" 2>"$work/err$i" &
    pid=$!
    sleep 3 # the window's 4 requests (5 less the reserve) are spent: the next waits for the window
    sent=$(date +%s.%N)
    kill -s "$signal" "$pid"
    status=0
    wait "$pid" || status=$?
    done=$(date +%s.%N)
    echo "SIG$signal while waiting on the rate limit: exit $status after $(python3 -c "print(round($done - $sent, 2))") s"
done
