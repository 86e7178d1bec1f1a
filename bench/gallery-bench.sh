#!/usr/bin/env bash
# cdscan export --format html of a 10,000-item catalogue, and the index page in headless Chromium.
#
#   bench/gallery-bench.sh                 10,000 items, release build
#   ITEMS=2000 CONFIG=debug bench/gallery-bench.sh
#
# The catalogue is filled from the fake Discogs (rate limit lifted). Its synthetic
# releases carry no cover URL, so no export downloads anything: the timed exports
# are the "covers cached" case. The browser part speaks WebDriver to chromedriver
# with curl and reads, from the page itself: first-contentful-paint, and for each
# of a few search keystrokes the time from the input event to the next frame after
# the grid was updated (requestAnimationFrame, then a task).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --bench

items=${ITEMS:-10000}
config=${CONFIG:-release}
swift build -c "$config" --product cdscan >&2
swift build -c "$config" --product cdscan-fake-server >&2
bin=$(swift build -c "$config" --show-bin-path)
work=$(mktemp -d -p "$PWD/.build" gallery-bench.XXXX)
server= driver=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    [ -n "$driver" ] && kill -9 "$driver" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

"$bin/cdscan-fake-server" --token bench --limit 100000000 --window 60 --synthetic "$items" \
    --barcodes-out "$work/codes.txt" >"$work/server.out" 2>"$work/server.err" &
server=$!
for _ in $(seq 100); do grep -q listening "$work/server.out" && break; sleep 0.1; done
url=$(sed -n 's/^listening on //p' "$work/server.out")
export DISCOGS_TOKEN=bench DISCOGS_API_URL="$url" XDG_DATA_HOME="$work/data" NO_COLOR=1
"$bin/cdscan" catalog "$work/codes.txt" -o /dev/null --no-progress 2>/dev/null || true

echo "== export --format html: $items items ($config build), load $(cut -d' ' -f1-3 /proc/loadavg)"
# CPU time is printed too: on a machine other work keeps busy, the wall time is mostly waiting for a core.
for run in first again; do
    /usr/bin/time -f "%e s wall (%U s user, %S s sys), %M KiB peak RSS" -o "$work/$run.time" \
        "$bin/cdscan" export --format html -o "$work/site" 2>"$work/$run.err"
    echo "  $run export                  $(cat "$work/$run.time")"
done
echo "  site                          $(du -sh "$work/site" | cut -f1), index.html $(du -h "$work/site/index.html" | cut -f1)," \
    "$(ls "$work/site/releases" | wc -l) release pages"

echo "== index.html in headless Chromium, load $(cut -d' ' -f1-3 /proc/loadavg)"
chromedriver --port=0 --log-path=/dev/null >"$work/driver.out" 2>/dev/null &
driver=$!
for _ in $(seq 100); do grep -q "successfully on port" "$work/driver.out" && break; sleep 0.1; done
wd="http://127.0.0.1:$(sed -n 's/.*successfully on port \([0-9]*\).*/\1/p' "$work/driver.out")"
for _ in $(seq 100); do curl -sf "$wd/status" >/dev/null && break; sleep 0.1; done
caps='{"capabilities":{"alwaysMatch":{"goog:chromeOptions":{"args":["--headless=new","--no-sandbox","--disable-gpu","--window-size=1280,900"]}}}}'
session=$(curl -s -XPOST "$wd/session" -d "$caps" | jq -r .value.sessionId)
run() { curl -s -XPOST "$wd/session/$session/$1" -d "$2" | jq -c .value; }
for attempt in 1 2 3; do
    run url "{\"url\":\"file://$work/site/index.html\"}" >/dev/null
    echo "  load $attempt: first contentful paint $(run execute/sync '{"script":"return Math.round(performance.getEntriesByName(\"first-contentful-paint\")[0].startTime)","args":[]}') ms," \
        "cards $(run execute/sync '{"script":"return document.querySelectorAll(\"#grid .card\").length","args":[]}')"
done
keystroke='var s = document.getElementById("search"), done = arguments[1], t0 = performance.now();
s.value = arguments[0]; s.dispatchEvent(new Event("input"));
requestAnimationFrame(function () { setTimeout(function () {
  done([Math.round(performance.now() - t0), document.querySelectorAll("#grid .card").length]); }, 0); });'
for text in S Sy Syn Synt "Synthetic 12" "Synthetic 1234" ""; do
    echo "  keystroke to \"$text\": [ms, cards] $(run execute/async "$(jq -n --arg s "$keystroke" --arg v "$text" '{script:$s,args:[$v]}')")"
done
curl -s -XDELETE "$wd/session/$session" >/dev/null
