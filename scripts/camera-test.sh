#!/usr/bin/env bash
# camera-test.sh - `cdscan scan` and `cdscan devices` against a real kernel V4L2 driver.
#
# Builds cdscan, then boots the v4l2lab VM (v4l2loopback fed with Fixtures/camera/*.png,
# see ../shared/v4l2lab/README.md beside the checkout) three times:
#   1. the fed /dev/video0, cycling a frame without a barcode and one with the UPC-A
#      029667431224: `cdscan devices` must list it as capturing (exit 0), and
#      `cdscan scan --no-lookup` (plain, then --json, then on a pty with the preview)
#      must print that barcode and exit 0;
#   1b. the fed /dev/video0 at 1280x720, cycling four degraded photos of cases held close
#      (Fixtures/images/recall: a tight crop, a turn, glare, defocus): `cdscan scan --continuous`,
#      stopped by SIGINT after 150 s, must have read every code; then `cdscan audit --camera`,
#      stopped by SIGINT after 40 s, must report here, misplaced, missing and unknown copies;
#   2. the unfed spare node, the stand-in for a missing camera: `cdscan scan` must exit 69
#      ("not a camera that captures video"); then this script feeds that node itself
#      (this script runs itself in the guest for that part): with blank frames only,
#      `--timeout 5` must end with status 1 ("no barcode read within 5 s"); SIGINT and
#      SIGTERM must end a scan with status 143 (Ctrl-C: 130) and a summary; and when the feed stops
#      mid-scan, cdscan must report the camera as stalled (exit 69);
#   3. the fed /dev/video0 at 1280x720, showing real photos that the photo reader reads (issue 44:
#      ../shared/photos-zxing's validation part, a fixed subset, letterboxed by
#      bench/zxing-camera-frames.sh; skipped with one line where there is none):
#      `cdscan scan --continuous`, pinned to one core, must read no code the photo reader did not
#      (but for the known wrong reads of issue 44, listed in `known_wrong` and reported on each run);
#      how many it reads is printed (issue 44 asks for all of them, not met yet).
# Needs root (the VM setup installs qemu with apt on its first run, ~3 min); about 90 s after that.
# Without ../shared/v4l2lab beside the checkout it skips with one line (exit 0).
# When this machine cannot run the VM at all, the test fails, unless
# CDSCAN_SKIP_VM=1, which turns that one case into a skip (exit 0).
# V4L2LAB_RUN overrides the path of run-in-vm.sh.
set -euo pipefail

# In the guest: `camera-test.sh guest-scan CDSCAN` scans the fed /dev/video0.
if [ "${1:-}" = guest-scan ]; then
    cdscan=$2
    "$cdscan" devices 2>&1 && echo "devices-exit 0" || echo "devices-exit $?"
    "$cdscan" devices --json 2>&1 | sed 's/^/json: /'
    "$cdscan" scan --no-lookup --no-preview --timeout 60 >/tmp/scan.out 2>/tmp/scan.err &&
        echo "scan-exit 0" || echo "scan-exit $?"
    sed 's/^/scan-out: /' /tmp/scan.out
    sed 's/^/scan-err: /' /tmp/scan.err
    "$cdscan" scan --no-lookup --json --frames 2 --size 640x480 --timeout 60 >/tmp/json.out 2>&1 &&
        echo "json-scan-exit 0" || echo "json-scan-exit $?"
    sed 's/^/json-scan: /' /tmp/json.out
    # On a terminal (a pty from script(1)): the preview on the alternate screen, undone at the end.
    script -qec "$cdscan scan --no-lookup --timeout 60" /tmp/tty.log >/dev/null &&
        echo "tty-exit 0" || echo "tty-exit $?"
    grep -qa $'\e\[?1049h' /tmp/tty.log && echo "tty: alternate screen"
    grep -qa '▀' /tmp/tty.log && echo "tty: picture"
    grep -qa '029667431224' /tmp/tty.log && echo "tty: barcode"
    # The last escape written must show the cursor again.
    grep -ao $'\e\\[[?0-9;]*[a-zA-Z]' /tmp/tty.log | tail -1 | grep -q '?25h' && echo "tty: restored"
    exit 0
fi

# In the guest: `camera-test.sh guest-held CDSCAN` scans cases held close, fed one after another.
if [ "${1:-}" = guest-held ]; then
    cdscan=$2
    # The four cases come round again every 4 s, so there is always a new disc: Ctrl-C (SIGINT)
    # after 150 s ends the scan, with its summary, as a person would.
    timeout --preserve-status -s INT 150 "$cdscan" scan --no-lookup --continuous --no-preview >/tmp/held.out 2>/tmp/held.err &&
        echo "held-exit 0" || echo "held-exit $?"
    sed 's/^/held-out: /' /tmp/held.out
    sed 's/^/held-err: /' /tmp/held.err
    # A shelf walked with the webcam (`audit --camera`) against a catalogue made offline (every
    # lookup fails; the copies stay): 5099750442227 at Shelf A (here), 4988005543059 at Shelf B
    # (misplaced), 029667431224 at Shelf A (missing: never fed); the others fed are unknown.
    MUSICBRAINZ_API_URL=http://127.0.0.1:9 "$cdscan" catalog --db /tmp/shelf.sqlite -o /tmp/shelf.csv \
        --source musicbrainz --no-progress 5099750442227 4988005543059 029667431224 >/dev/null 2>&1 || true
    "$cdscan" items edit 1 3 --location "Shelf A" --db /tmp/shelf.sqlite 2>/dev/null
    "$cdscan" items edit 2 --location "Shelf B" --db /tmp/shelf.sqlite 2>/dev/null
    timeout --preserve-status -s INT 40 "$cdscan" audit --location "Shelf A" --camera --no-preview --json \
        --db /tmp/shelf.sqlite >/tmp/audit.out 2>/tmp/audit.err && echo "audit-exit 0" || echo "audit-exit $?"
    sed 's/^/audit-out: /' /tmp/audit.out
    sed 's/^/audit-err: /' /tmp/audit.err
    exit 0
fi

# In the guest: `camera-test.sh guest-real CDSCAN SECONDS` scans real photos fed one after another.
if [ "${1:-}" = guest-real ]; then
    cdscan=$2
    # One core, as the goal says, where taskset is there.
    pin=()
    command -v taskset >/dev/null && pin=(taskset -c 0) && echo "real-pinned 0"
    timeout --preserve-status -s INT "$3" "${pin[@]}" "$cdscan" scan --no-lookup --continuous --no-preview \
        >/tmp/real.out 2>/tmp/real.err && echo "real-exit 0" || echo "real-exit $?"
    sed 's/^/real-out: /' /tmp/real.out
    sed 's/^/real-err: /' /tmp/real.err
    exit 0
fi

# In the guest: `camera-test.sh guest-spare CDSCAN` exercises the spare node.
if [ "${1:-}" = guest-spare ]; then
    cdscan=$2 spare=$V4L2LAB_SPARE_DEVICE
    "$cdscan" scan --no-lookup --device "$spare" 2>&1 && echo "unfed-exit 0" || echo "unfed-exit $?"
    { printf 'P5\n320 240\n255\n'; head -c 76800 /dev/zero | tr '\0' '\377'; } >/tmp/white.pgm
    "$V4L2LAB_FEEDER" YUYV 15 15 "$spare" /tmp/white.pgm 2>/tmp/feeder.err &
    feeder=$!
    sleep 1
    "$cdscan" scan --no-lookup --device "$spare" --timeout 5 2>&1 && echo "blank-exit 0" || echo "blank-exit $?"
    # Job control on: without it a script's background job starts with SIGINT ignored, and
    # cdscan, like any Unix tool, leaves an ignored SIGINT ignored.
    set -m
    for signal in INT TERM; do
        "$cdscan" scan --no-lookup --device "$spare" >/tmp/signal.out 2>&1 &
        scan=$!
        waited=0
        until grep -q 'reading barcodes from' /tmp/signal.out || [ $waited -ge 60 ]; do sleep 1; waited=$((waited + 1)); done
        sleep 2
        kill -s "$signal" "$scan"
        wait "$scan" && echo "sig$signal-exit 0" || echo "sig$signal-exit $?"
        sed "s/^/sig$signal: /" /tmp/signal.out
    done
    "$cdscan" scan --no-lookup --continuous --device "$spare" --timeout 300 >/tmp/stall.out 2>&1 &
    scan=$!
    waited=0
    until grep -q 'reading barcodes from' /tmp/stall.out || [ $waited -ge 60 ]; do sleep 1; waited=$((waited + 1)); done
    sleep 3
    kill "$feeder"  # the camera stops sending frames mid-stream
    wait "$scan" && echo "stall-exit 0" || echo "stall-exit $?"
    cat /tmp/stall.out
    exit 0
fi

self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$self")/.."
fail() { echo "camera-test: FAIL: $*" >&2; exit 1; }
note() { echo "camera-test: $*" >&2; }

# The VM lab beside the checkout, or a skip with one line where there is none.
source scripts/vm-lab.sh

swift build --product cdscan
cdscan="$(swift build --show-bin-path)/cdscan"
[ -x "$cdscan" ] || fail "no cdscan binary at $cdscan"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# run_vm NAME RUN-IN-VM-ARGS...: leaves stdout/stderr in $out/NAME.*, status in $status.
run_vm() {
    local name=$1 start=$SECONDS
    shift
    status=0
    "$lab" "$@" >"$out/$name.out" 2>"$out/$name.err" || status=$?
    note "VM run '$name' took $((SECONDS - start)) s (status $status)"
    if [ "$status" -eq 3 ]; then
        grep 'FATAL' "$out/$name.err" >&2 || tail -5 "$out/$name.err" >&2
        if [ "${CDSCAN_SKIP_VM:-}" = 1 ]; then
            note "SKIPPED: this machine cannot run the v4l2lab VM (CDSCAN_SKIP_VM=1)"
            exit 0
        fi
        fail "this machine cannot run the v4l2lab VM (set CDSCAN_SKIP_VM=1 to skip)"
    fi
    if [ "$status" -eq 4 ] || [ "$status" -eq 124 ]; then
        tail -20 "$out/$name.err" >&2
        fail "VM run '$name': the VM did not boot or the command timed out (status $status)"
    fi
}
show() { sed 's/^/    | /' "$out/$1.out" >&2; }

# The guest starts a Swift binary in about 3 s (software emulation): generous limits.
run_vm scan -s 640x480 -t 180 Fixtures/camera/white.png Fixtures/camera/upca-029667431224.png -- \
    bash "$self" guest-scan "$cdscan"
show scan
[ "$status" -eq 0 ] || { tail -20 "$out/scan.err" >&2; fail "scan run exited $status"; }
o=$out/scan.out
grep -q '^devices-exit 0$' "$o" || fail "cdscan devices did not exit 0 with a fed camera"
grep -A1 '^/dev/video0:' "$o" | grep -q 'captures: yes' || fail "cdscan devices did not list /dev/video0 as capturing"
grep -q '^json: \[.*"can_capture":true,.*"path":"/dev/video0"' "$o" ||
    fail "cdscan devices --json did not list /dev/video0 as capturing"
grep -q '^scan-exit 0$' "$o" || fail "cdscan scan --no-lookup did not exit 0"
[ "$(grep -c '^scan-out: ' "$o")" -eq 1 ] && grep -q '^scan-out: 029667431224$' "$o" ||
    fail "cdscan scan did not print exactly the barcode 029667431224 on stdout"
grep -q '^scan-err: cdscan: reading barcodes from /dev/video0 at 640x480 ' "$o" ||
    fail "cdscan scan did not open /dev/video0 at the nearest size 640x480"
grep -q '^json-scan-exit 0$' "$o" || fail "cdscan scan --json did not exit 0"
grep -qF 'json-scan: {"barcode":"0029667431224","input":"029667431224","status":"read","symbology":"UPC-A"}' "$o" ||
    fail "cdscan scan --json did not print the UPC-A record"
grep -q '^tty-exit 0$' "$o" || fail "cdscan scan on a terminal did not exit 0"
for what in "alternate screen" picture barcode restored; do
    grep -q "^tty: $what\$" "$o" || fail "cdscan scan on a terminal: no $what"
done
note "scan: read 029667431224 from the loopback camera"

# Degraded photos of cases held close (Fixtures/images/recall, tight crops among them), fed one
# after another at 1280x720: every code must be read, by the same rule as photos.
held=(tight-crop:5099750442227 turned-12:4988005543059 glare:724384260927 defocus:4006408687016)
photos=()
for pair in "${held[@]}"; do photos+=("Fixtures/images/recall/${pair%:*}.jpg"); done
run_vm held -s 1280x720 -t 330 "${photos[@]}" -- bash "$self" guest-held "$cdscan"
show held
[ "$status" -eq 0 ] || { tail -20 "$out/held.err" >&2; fail "held-close run exited $status"; }
# Ctrl-C after discs were read is a scan that did its work: 0 (130 only when none was read).
grep -q '^held-exit 0$' "$out/held.out" || fail "cdscan scan --continuous on held-close cases did not exit 0 at Ctrl-C"
for pair in "${held[@]}"; do
    grep -q "^held-out: ${pair#*:}\$" "$out/held.out" || fail "cdscan scan did not read ${pair#*:} (${pair%:*}.jpg)"
done
note "held: read all ${#held[@]} cases held close"
# The same cases as a shelf walked with `audit --camera`, ended by Ctrl-C: the report follows.
grep -q '^audit-exit 1$' "$out/held.out" || fail "cdscan audit --camera did not exit 1 at Ctrl-C (copies not here)"
for found in '"item":1,"location":"Shelf A","status":"here"' '"item":2,"location":"Shelf B","status":"misplaced"' \
    '"item":3,"location":"Shelf A","status":"missing"' '"code":"4006408687016","item":null,"location":null,"status":"unknown"'; do
    grep -qF "$found" "$out/held.out" || fail "cdscan audit --camera did not report $found"
done
grep -q '^audit-err: cdscan: Shelf A: 1 here, 1 misplaced, 1 missing, ' "$out/held.out" ||
    fail "cdscan audit --camera did not print its summary"
note "audit: a shelf walked with the loopback camera"

run_vm spare -s 640x480 -t 180 Fixtures/camera/white.png -- bash "$self" guest-spare "$cdscan"
show spare
[ "$status" -eq 0 ] || { tail -20 "$out/spare.err" >&2; fail "spare-device run exited $status"; }
o=$out/spare.out
grep -q '^unfed-exit 69$' "$o" || fail "cdscan scan on the unfed device did not exit 69"
grep -q '^cdscan: error: /dev/video1 is not a camera that captures video' "$o" ||
    fail "cdscan scan on the unfed device did not say it is not a camera that captures"
grep -q '^blank-exit 1$' "$o" || fail "cdscan scan --timeout 5 on blank frames did not exit 1"
grep -q '^cdscan: no barcode read within 5 s' "$o" || fail "cdscan scan did not say no barcode was read in time"
for pair in INT:130 TERM:143; do
    signal=${pair%:*} expected=${pair#*:}
    grep -q "^sig$signal-exit $expected\$" "$o" ||
        fail "cdscan scan did not exit $expected on SIG$signal before any disc"
    grep -q "^sig$signal: cdscan: 0 discs read\.\$" "$o" || fail "cdscan scan printed no summary on SIG$signal"
done
grep -q '^stall-exit 69$' "$o" || fail "cdscan scan did not exit 69 when the frames stopped"
grep -q '^cdscan: error: /dev/video1 sent no frame for 5 s: the camera stalled' "$o" ||
    fail "cdscan scan did not report the camera as stalled when the frames stopped"
grep -q '^cdscan: 0 discs read\.$' "$o" || fail "cdscan scan --continuous did not print its summary"
# Real photos (issue 44): the photos of ../shared/photos-zxing's validation part that the photo
# reader reads, each letterboxed on a 1280x720 frame as bench/zxing-camera-frames.sh renders them
# (small photos centred at their own size). Every second one of them in file-name order (a fixed
# subset, to keep the run near two minutes) is shown 2 s, in an order where neighbours differ in
# code, so that every photo read is a new disc: one whole round of the codes in order, each once,
# must come out, and no code the photo reader did not read.
bench/zxing-camera-frames.sh "$cdscan" "$out/real"
if [ -f "$out/real/expected.tsv" ]; then
    # Round robin over the codes: the n-th photo of each code, then the (n+1)-th...
    grep -v '^#' "$out/real/expected.tsv" | awk 'NR % 2 == 1' |
        awk -F'\t' '{ rank[$2]++; print rank[$2] "\t" $2 "\t" $1 }' | sort -k1,1n -k2,2 >"$out/real/order.tsv"
    real_frames=() real_codes=()
    while IFS=$'\t' read -r _ code frame; do
        real_frames+=("$out/real/$frame")
        real_codes+=("$code")
    done <"$out/real/order.tsv"
    n=${#real_codes[@]}
    for ((i = 0; i < n; i++)); do
        [ "${real_codes[i]}" != "${real_codes[(i + 1) % n]}" ] ||
            fail "real photos: two neighbours show ${real_codes[i]}; cannot tell their reads apart"
    done
    # One round, plus the guest's start and a partial round before it.
    seconds=$((2 * n + 30))
    run_vm real -s 1280x720 -n 30 -t $((seconds + 120)) "${real_frames[@]}" -- \
        bash "$self" guest-real "$cdscan" "$seconds"
    show real
    [ "$status" -eq 0 ] || { tail -20 "$out/real.err" >&2; fail "real-photos run exited $status"; }
    grep -q '^real-exit 0$' "$out/real.out" || fail "cdscan scan --continuous on real photos did not exit 0 at Ctrl-C"
    # The reads, as GTIN-13, a code shown again right after itself taken once.
    read_codes=$(sed -n 's/^real-out: \([0-9]*\)$/\1/p' "$out/real.out" | awk '{ c = length($0) == 12 ? "0" $0 : $0; if (c != last) print c; last = c }')
    # Known wrong reads, each an open defect of issue 44 written up in
    # bench/camera-bench.results.txt: "FRAME-NAME-PART CODE", the code the camera reads on that
    # photo. One is reported on every run where its photo is shown, and taken out of the reads so
    # that the rest are still matched; any other wrong code fails the case, and a known one that no
    # longer comes out is reported, to be taken off this list.
    known_wrong=("upca-5-27 0008700000030")
    for known in "${known_wrong[@]}"; do
        frame_part=${known% *} code=${known#* }
        shown=$(printf '%s\n' "${real_frames[@]}" | grep -c -- "-$frame_part\.png$" || true)
        [ "$shown" -gt 0 ] || continue
        if printf '%s\n' "$read_codes" | grep -qxF "$code"; then
            note "real: KNOWN WRONG READ (issue 44, open): $code on $frame_part, as bench/camera-bench.results.txt says"
            read_codes=$(printf '%s\n' "$read_codes" | grep -vxF "$code" || true)
        else
            note "real: the known wrong read $code on $frame_part did not come out: take it off known_wrong"
        fi
    done
    wrong=$(printf '%s\n' "$read_codes" | grep -vxF -f <(printf '%s\n' "${real_codes[@]}") || true)
    # Each photo in turn, from the rotation that matches most: read when the next read is its
    # code, else missed (a photo never read breaks the run of codes there).
    read_list=($read_codes)
    best=-1
    for ((start = 0; start < n; start++)); do
        r=0 matched=0 missed=""
        for ((i = 0; i < n; i++)); do
            k=$(((start + i) % n))
            if [ $r -lt ${#read_list[@]} ] && [ "${read_list[r]}" = "${real_codes[k]}" ]; then
                r=$((r + 1)) matched=$((matched + 1))
            else
                missed+=" $(basename "${real_frames[k]}")"
            fi
        done
        [ $matched -gt $best ] && best=$matched best_missed=$missed
        [ $matched -eq $n ] && break
    done
    note "real: $n photos shown, $best read in one round, $(echo "$wrong" | grep -c . || true) codes wrong"
    [ -z "$wrong" ] || fail "real photos: cdscan read codes the photo reader did not: $(echo $wrong)"
    # Issue 44's goal, every one of them read, is not met yet (a few need more than the camera's
    # passes in turn: bench/camera-bench.results.txt). A wrong code fails
    # the test; the photos missed are a figure, written here for the README's table.
    [ $best -eq $n ] && note "real: read all $n real photos the photo reader reads, no wrong code" ||
        note "real: no wrong code; not read (the open part of issue 44):$best_missed"
fi
note "PASS in $SECONDS s"
