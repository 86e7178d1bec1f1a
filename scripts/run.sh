#!/usr/bin/env bash
# The main job: install what is missing, build cdscan, and look up a barcode.
#
#   scripts/run.sh                     looks up "0 29667 43122 4" (The Seeds, "Future")
#   scripts/run.sh 5099750442227 ...   looks up the barcodes given
#
# With DISCOGS_TOKEN set (environment or .env) it asks Discogs itself. Without
# one it says so and answers from the bundled stand-in server (Fixtures/discogs),
# so a fresh machine still shows what cdscan does.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --static-swift-stdlib --product cdscan >&2
swift build -c release --static-swift-stdlib --product cdscan-fake-server >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
[ $# -gt 0 ] || set -- "0 29667 43122 4"

token=${DISCOGS_TOKEN:-}
if [ -z "$token" ] && [ -f .env ]; then
    token=$(sed -n 's/^[[:space:]]*\(export[[:space:]]\{1,\}\)\{0,1\}DISCOGS_TOKEN=//p' .env | tail -n 1)
fi
if [ -n "$token" ]; then
    exec "$bin/cdscan" lookup "$@"
fi

echo "run.sh: DISCOGS_TOKEN is not set; answering from the local stand-in server (see .env.example)." >&2
out=$(mktemp)
"$bin/cdscan-fake-server" --token demo-token >"$out" &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 50); do grep -q listening "$out" && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$out")
[ -n "$url" ] || { echo "run.sh: the stand-in server did not start" >&2; exit 70; }
status=0
DISCOGS_TOKEN=demo-token DISCOGS_API_URL=$url "$bin/cdscan" lookup "$@" || status=$?
exit $status
