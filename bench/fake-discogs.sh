# Sourced by the benchmarks that run cdscan against the fake Discogs (bench/catalog-bench.sh,
# bench/value-bench.sh, bench/sync-bench.sh), after they set `config` (debug or release) and
# `token`: builds cdscan and cdscan-fake-server, makes the scratch folder `work` (removed at
# exit, with the server), and defines start_server ARGS... (sets `url`), counter NAME (a number
# from the fake's counters) and cdscan ARGS... (the built binary against the fake, its data in
# `work`).
swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

start_server() {
    [ -n "$server" ] && { kill "$server"; wait "$server" 2>/dev/null || true; }
    "$bin/cdscan-fake-server" --token "$token" "$@" >"$work/server.out" 2>"$work/server.err" &
    server=$!
    for _ in $(seq 100); do grep -q listening "$work/server.out" && break; sleep 0.1; done
    url=$(sed -n 's/^listening on //p' "$work/server.out")
    [ -n "$url" ] || { cat "$work/server.err" >&2; echo "$(basename "$0"): the fake server did not start" >&2; exit 70; }
}
counter() { curl -s "$url/_fake/counters" | sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p"; }
cdscan() {
    env DISCOGS_TOKEN="$token" DISCOGS_API_URL="$url" XDG_DATA_HOME="$work/data" NO_COLOR=1 "$bin/cdscan" "$@"
}
