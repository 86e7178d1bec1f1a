#!/usr/bin/env bash
# How long `cdscan catalog` takes to end after Ctrl-C or SIGTERM while its request to
# Discogs hangs (a server that accepts and never answers), and when the client closed
# the connection: the request is aborted from libcurl's progress callback.
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
for signal in INT TERM; do
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
