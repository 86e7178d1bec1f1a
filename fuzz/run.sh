#!/usr/bin/env bash
# Builds the fuzz targets and runs each for SECONDS (default 30), one after another.
#
# Usage: bash fuzz/run.sh [SECONDS] [TARGET...]
#
# Each target starts from its seeds (Fixtures/ and fuzz/seeds/) plus what earlier runs on this
# machine found (fuzz/out/corpus/<target>/, gitignored). Prints executions, exec/s and findings
# per target; a crash, timeout (-timeout=10), out-of-memory (-rss_limit_mb=2048) or leak leaves
# its input in fuzz/out/artifacts/<target>/ and makes the script exit 1.
# Reproduce one with: fuzz/out/<target> fuzz/out/artifacts/<target>/<file>
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
[[ $seconds =~ ^[0-9]+$ ]] || { echo "usage: bash fuzz/run.sh [SECONDS] [TARGET...]" >&2; exit 64; }

# target | -max_len | seed folders (missing ones are skipped) | dictionary
table=(
    "barcode     | 64     | fuzz/seeds/barcode                                                      |"
    "discogs     | 16384  | fuzz/seeds/discogs Fixtures/discogs/search Fixtures/discogs/releases Fixtures/fuzz/discogs | fuzz/dict/discogs.dict"
    "image       | 262144 | fuzz/seeds/image Fixtures/images Fixtures/fuzz/image                    | fuzz/dict/image.dict"
    "photo       | 262144 | fuzz/seeds/image Fixtures/images Fixtures/fuzz/image                    | fuzz/dict/image.dict"
    "csv         | 4096   | Fixtures/csv Fixtures/fuzz/csv                                          | fuzz/dict/csv.dict"
    "dotenv      | 4096   | fuzz/seeds/dotenv Fixtures/fuzz/dotenv                                  |"
    "musicbrainz | 16384  | fuzz/seeds/musicbrainz Fixtures/musicbrainz/search Fixtures/fuzz/musicbrainz | fuzz/dict/musicbrainz.dict"
    "dump        | 65536  | fuzz/seeds/dump Fixtures/dump Fixtures/fuzz/dump                        | fuzz/dict/dump.dict"
)

selected=("$@")
# FUZZ_NO_BUILD=1 runs what fuzz/out/ already holds (to run again without the minute of compiling).
[ "${FUZZ_NO_BUILD:-}" = 1 ] || bash fuzz/build.sh "${selected[@]}"

# The Swift runtime's backtracer and AddressSanitizer both want the crash; libFuzzer's report is the useful one.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:symbolize=1}

printf '\n%-12s %12s %10s %8s %9s  %s\n' target executions exec/s seconds findings notes
failed=0
for row in "${table[@]}"; do
    IFS='|' read -r name max_len seeds dict <<<"$row"
    name=$(echo "$name" | xargs)
    max_len=$(echo "$max_len" | xargs)
    dict=$(echo "$dict" | xargs)
    if [ ${#selected[@]} -gt 0 ] && [[ " ${selected[*]} " != *" $name "* ]]; then continue; fi
    if [ ! -x "fuzz/out/$name" ]; then
        printf '%-12s %12s %10s %8s %9s  %s\n' "$name" - - - - "not built (no fuzz/$name.swift)"
        continue
    fi
    corpus=fuzz/out/corpus/$name
    artifacts=fuzz/out/artifacts/$name
    log=fuzz/out/logs/$name.log
    mkdir -p "$corpus" "$artifacts" fuzz/out/logs
    dirs=()
    for dir in $seeds; do [ -d "$dir" ] && dirs+=("$dir"); done
    options=(-max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=10
             -print_final_stats=1 -artifact_prefix="$artifacts/")
    [ -n "$dict" ] && [ -f "$dict" ] && options+=(-dict="$dict")

    before=$(find "$artifacts" -type f | wc -l)
    start=$(date +%s)
    status=0
    "fuzz/out/$name" "${options[@]}" "$corpus" "${dirs[@]}" >"$log" 2>&1 || status=$?
    elapsed=$(($(date +%s) - start))
    after=$(find "$artifacts" -type f | wc -l)

    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    findings=$((after - before))
    note="log: $log"
    if [ "$status" -ne 0 ] || [ "$findings" -gt 0 ]; then
        failed=1
        [ "$findings" -eq 0 ] && findings=1
        note="FAILED (exit $status): $(grep -m1 -E '^==[0-9]+==ERROR|Fatal error|SUMMARY|ERROR: libFuzzer' "$log" || true)"
        note+=" -> $(sed -n 's/.*Test unit written to \(.*\)/\1/p' "$log" | tail -1)"
    fi
    printf '%-12s %12s %10s %8s %9s  %s\n' "$name" "${executions:-?}" "${rate:-?}" "$elapsed" "$findings" "$note"
done

if [ "$failed" -ne 0 ]; then
    echo "fuzz/run: a target failed; see the logs above, minimise with -minimize_crash=1 -runs=10000" >&2
    exit 1
fi
