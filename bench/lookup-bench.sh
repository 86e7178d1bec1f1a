#!/usr/bin/env bash
# Times `cdscan lookup` (the whole process: start, TLS-free HTTP to the local
# fake Discogs, decode, print) next to `curl` making the same request, with
# hyperfine. Goal (issue 2): cdscan's median wall time at most 1.5x curl's.
#
#   bench/lookup-bench.sh [RUNS]        default 50 runs each, after 5 warm-ups
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
bash scripts/install-deps.sh --bench
swift build -c release --static-swift-stdlib --product cdscan >&2
swift build -c release --static-swift-stdlib --product cdscan-fake-server >&2
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)
mkdir -p bench/out
log=bench/out/fake-server.log
token=bench-token
# The fake's rate limit is set high: this measures the lookup, not the limiter.
"$bin/cdscan-fake-server" --token "$token" --limit 100000 >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do grep -q listening "$log" && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$log")
[ -n "$url" ] || { echo "lookup-bench: fake server did not start" >&2; exit 1; }

export DISCOGS_TOKEN=$token DISCOGS_API_URL=$url NO_COLOR=1
# The same request cdscan makes for a barcode found by its first search form.
curl_cmd="curl -sS --compressed -o /dev/null -H 'Authorization: Discogs token=$token' \
-H 'User-Agent: cdscan-bench' '$url/database/search?barcode=029667431224&type=release&per_page=100'"
cdscan_cmd="$bin/cdscan lookup 029667431224"

# -N: no shell in between, so neither command pays for one; hyperfine discards their output.
hyperfine --warmup 5 --runs "$runs" -N --export-json bench/out/lookup.json \
    --command-name curl "$curl_cmd" --command-name cdscan "$cdscan_cmd" >&2

python3 - bench/out/lookup.json <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
curl, cdscan = results["curl"]["median"], results["cdscan"]["median"]
print(f"median wall time over {len(results['curl']['times'])} runs: "
      f"curl {curl*1000:.1f} ms, cdscan {cdscan*1000:.1f} ms, ratio {cdscan/curl:.2f} (goal <= 1.5)")
PY

# Wall time depends on what else the machine is doing; instruction counts do not.
if command -v valgrind >/dev/null; then
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*refs: *//p'; }
    c=$(count "$bin/cdscan" lookup 029667431224)
    k=$(count curl -sS --compressed -o /dev/null -H "Authorization: Discogs token=$token" -H 'User-Agent: cdscan-bench' \
        "$url/database/search?barcode=029667431224&type=release&per_page=100")
    echo "instructions (callgrind, whole process): cdscan $c, curl $k"
fi
