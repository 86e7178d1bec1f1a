#!/usr/bin/env bash
# The main job: install what is missing, build cdscan, and look up a barcode.
#
#   scripts/run.sh                     looks up "0 29667 43122 4" (The Seeds, "Future")
#   scripts/run.sh 5099750442227 ...   looks up the barcodes given
#
# It runs `cdscan lookup` as you would: with DISCOGS_TOKEN (environment, config file or
# .env) it asks Discogs, then MusicBrainz; without one, MusicBrainz alone. Only when
# neither service can be reached within 5 seconds (no network) does it say so in one line
# and answer from the bundled stand-in servers (Fixtures/discogs, Fixtures/musicbrainz).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --static-swift-stdlib --product cdscan >&2
swift build -c release --static-swift-stdlib --product cdscan-fake-server >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
[ $# -gt 0 ] || set -- "0 29667 43122 4"

# Whether a TCP connection to the host and port of URL opens within 5 seconds.
reachable() {
    local rest=${1#*://} scheme=${1%%://*} host port
    host=${rest%%/*}
    port=${host##*:}
    [ "$port" != "$host" ] || { [ "$scheme" = http ] && port=80 || port=443; }
    host=${host%:*}
    timeout 5 bash -c 'exec 3<>"/dev/tcp/$0/$1"' "$host" "$port" 2>/dev/null
}

if reachable "${MUSICBRAINZ_API_URL:-https://musicbrainz.org}" || reachable "${DISCOGS_API_URL:-https://api.discogs.com}"; then
    exec "$bin/cdscan" lookup "$@"
fi

echo "run.sh: neither MusicBrainz nor Discogs answered within 5 s; these answers come from the bundled stand-in, not the real databases." >&2
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
# Each stand-in's own output (its address, its statistics on exit) stays in $work.
"$bin/cdscan-fake-server" --token demo-token >"$work/discogs" 2>&1 &
pids+=($!)
"$bin/cdscan-fake-server" --musicbrainz >"$work/musicbrainz" 2>&1 &
pids+=($!)
for _ in $(seq 50); do
    grep -q listening "$work/discogs" && grep -q listening "$work/musicbrainz" && break
    sleep 0.1
done
discogs=$(sed -n 's/^listening on //p' "$work/discogs")
musicbrainz=$(sed -n 's/^listening on //p' "$work/musicbrainz")
[ -n "$discogs" ] && [ -n "$musicbrainz" ] || { echo "run.sh: the stand-in servers did not start" >&2; exit 70; }
status=0
# XDG_CONFIG_HOME points nowhere: a config file's token must not go to the stand-in.
DISCOGS_TOKEN=demo-token DISCOGS_API_URL=$discogs MUSICBRAINZ_API_URL=$musicbrainz XDG_CONFIG_HOME=/nonexistent \
    "$bin/cdscan" lookup "$@" || status=$?
exit $status
