#!/usr/bin/env bash
# How long `cdscan catalog` takes to end after Ctrl-C, SIGTERM or SIGHUP while its request to
# Discogs hangs (a server that accepts and never answers), and when the client closed
# the connection: the request is aborted from libcurl's progress callback. Then the same
# for a signal while a long list is recorded and while photos are decoded (issue 28).
#
#   bench/stop-bench.sh                    release build, 3 runs per signal
#   CONFIG=debug RUNS=5 bench/stop-bench.sh
#
# The run is started under job control (set -m): a non-interactive shell's background
# job ignores SIGINT, and cdscan keeps a signal its parent ignored ignored.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-release}
runs=${RUNS:-3}
swift build -c "$config" --product cdscan >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d)
server=
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
# The hanging server: prints its port, then how long each connection lasted until the client closed it.
python3 -u - >"$work/server.log" <<'PY' &
import socket, threading, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(8)
print(s.getsockname()[1])
def hold(c, start):
    while c.recv(4096): pass
    print("client closed the connection after %.3f s" % (time.time() - start))
while True:
    c, _ = s.accept(); threading.Thread(target=hold, args=(c, time.time()), daemon=True).start()
PY
server=$!
for _ in $(seq 50); do [[ -s $work/server.log ]] && break; sleep 0.1; done
port=$(head -1 "$work/server.log")
set -m
for signal in INT TERM HUP; do
    for _ in $(seq "$runs"); do
        rm -rf "$work/data"
        env -i PATH=/usr/bin:/bin HOME="$work" XDG_DATA_HOME="$work/data" DISCOGS_TOKEN=bench \
            DISCOGS_API_URL="http://127.0.0.1:$port" MUSICBRAINZ_API_URL=http://127.0.0.1:9 NO_COLOR=1 \
            "$bin/cdscan" catalog 029667431224 --no-progress -o "$work/out.csv" 2>"$work/err.txt" &
        pid=$!
        sleep 1.5
        start=$(date +%s.%N)
        kill -"$signal" "$pid"
        status=0
        wait "$pid" || status=$?
        end=$(date +%s.%N)
        printf 'SIG%s: exit %d after %.3f s\n' "$signal" "$status" "$(echo "$end - $start" | bc)"
    done
done
sleep 0.2
tail -n +2 "$work/server.log"

# One stop at a time in each other phase: PHASE SIGNAL DELAY ARGS...
stop_in_phase() {
    local phase=$1 signal=$2 delay=$3
    shift 3
    rm -rf "$work/data" "$work/site"
    env -i PATH=/usr/bin:/bin HOME="$work" XDG_DATA_HOME="$work/data" DISCOGS_TOKEN=bench \
        DISCOGS_API_URL="http://127.0.0.1:$port" MUSICBRAINZ_API_URL=http://127.0.0.1:9 NO_COLOR=1 \
        CDSCAN_COVER_RATE=100 "$bin/cdscan" "$@" 2>"$work/err.txt" >/dev/null &
    pid=$!
    sleep "$delay"
    start=$(date +%s.%N)
    kill -"$signal" "$pid"
    status=0
    wait "$pid" || status=$?
    end=$(date +%s.%N)
    printf '%s, SIG%s: exit %d after %.3f s\n' "$phase" "$signal" "$status" "$(echo "$end - $start" | bc)"
}
python3 - "$work/long.txt" <<'PY'
import sys
def upc(n):
    digits = "%011d" % n
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(digits))
    return digits + str((10 - total % 10) % 10)
open(sys.argv[1], "w").write("\n".join(upc(1000000000 + i) for i in range(200000)) + "\n")
PY
mkdir -p "$work/photos"
for i in $(seq 300); do cp Fixtures/images/clean/ean13-5099750442227.pgm "$work/photos/case-$i.pgm"; done
for signal in INT HUP; do
    for _ in $(seq "$runs"); do
        stop_in_phase "recording 200k lines" "$signal" 0.5 catalog --no-progress -o "$work/out.csv" "$work/long.txt"
        stop_in_phase "decoding 300 photos" "$signal" 0.5 catalog --no-progress -o "$work/out.csv" --images "$work/photos"
    done
done
