#!/usr/bin/env bash
# disc-test.sh - `cdscan disc` against a real kernel CD-ROM driver (sr_mod), in the v4l2lab VM.
#
# Boots the v4l2lab VM (see ../shared/v4l2lab/README.md beside the checkout) twice with an IDE CD drive at /dev/sr0:
#   1. empty: `cdscan disc` (first drive found) and `cdscan disc /dev/sr0` must say there is no disc
#      and exit 66, and so must `cdscan catalog --disc`; run as an unprivileged user (nobody),
#      `cdscan disc` must say permission and exit 77;
#   2. holding a data disc (a 2 MB image of zeros: QEMU presents any image as a one-track data
#      CD): `cdscan disc` and `cdscan catalog --disc` must say data disc and exit 65, keeping
#      libdiscid's text (the catalog writes no CSV: no disc was catalogued); `disc --eject` must
#      still exit 65 and open the tray, after which `disc` and `catalog --disc` say the tray is
#      open (66). `catalog --disc --eject` is tested in-process (a third boot would cost 20 s more).
# The no-drive paths (no /dev/sr*, a path that is not a drive) run outside the VM, here, first,
# for `disc` and `catalog --disc`.
# QEMU cannot emulate an audio CD, so reading a real table of contents and MCN cannot be tried here.
# Needs root (the VM setup installs qemu with apt on its first run); about a minute after that.
# Without ../shared/v4l2lab beside the checkout it skips with one line (exit 0).
# When this machine cannot run the VM at all, the test fails, unless CDSCAN_SKIP_VM=1, which
# turns that one case into a skip (exit 0). V4L2LAB_RUN overrides the path of run-in-vm.sh.
set -euo pipefail

# In the guest: `disc-test.sh guest-empty CDSCAN`.
if [ "${1:-}" = guest-empty ]; then
    cdscan=$2
    "$cdscan" disc 2>&1 && echo "first-exit 0" || echo "first-exit $?"
    "$cdscan" disc /dev/sr0 2>&1 && echo "empty-exit 0" || echo "empty-exit $?"
    "$cdscan" disc --json /dev/sr0 2>&1 && echo "json-exit 0" || echo "json-exit $?"
    "$cdscan" catalog --disc --db /tmp/catalog.sqlite </dev/null 2>&1 && echo "catalog-empty-exit 0" ||
        echo "catalog-empty-exit $?"
    # An unprivileged user: the node is root's, mode 0660 (as udev leaves it, group cdrom or disk).
    chmod 0660 /dev/sr0
    cp "$cdscan" /tmp/cdscan && chmod 0755 /tmp/cdscan
    setpriv --reuid=65534 --regid=65534 --clear-groups -- /tmp/cdscan disc /dev/sr0 2>&1 &&
        echo "nobody-exit 0" || echo "nobody-exit $?"
    exit 0
fi

# In the guest: `disc-test.sh guest-data CDSCAN`.
if [ "${1:-}" = guest-data ]; then
    cdscan=$2
    "$cdscan" disc /dev/sr0 2>&1 && echo "data-exit 0" || echo "data-exit $?"
    "$cdscan" catalog --disc --device /dev/sr0 --db /tmp/catalog.sqlite -o /tmp/catalog.csv </dev/null 2>&1 &&
        echo "catalog-data-exit 0" || echo "catalog-data-exit $?"
    [ -e /tmp/catalog.csv ] && echo "catalog-data-csv written" || echo "catalog-data-csv none"
    "$cdscan" disc --eject 2>&1 && echo "eject-exit 0" || echo "eject-exit $?"
    sleep 1
    "$cdscan" disc /dev/sr0 2>&1 && echo "after-exit 0" || echo "after-exit $?"
    "$cdscan" catalog --disc --db /tmp/catalog.sqlite </dev/null 2>&1 && echo "catalog-open-exit 0" ||
        echo "catalog-open-exit $?"
    exit 0
fi

self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$self")/.."
fail() { echo "disc-test: FAIL: $*" >&2; exit 1; }
note() { echo "disc-test: $*" >&2; }

# The VM lab beside the checkout, or a skip with one line where there is none.
source scripts/vm-lab.sh

swift build --product cdscan
cdscan="$(swift build --show-bin-path)/cdscan"
[ -x "$cdscan" ] || fail "no cdscan binary at $cdscan"
# Not under /tmp: the guest has its own /tmp and would not see the disc image there.
out=$(mktemp -d "$PWD/.build/disc-test.XXXXXX")
trap 'rm -rf "$out"' EXIT

# Outside the VM: no CD drive at all (unless this machine has one), and paths that are not drives.
if ! ls /dev/sr[0-9]* >/dev/null 2>&1; then
    status=0; "$cdscan" disc >"$out/none.out" 2>&1 || status=$?
    [ "$status" -eq 69 ] || fail "cdscan disc without a drive exited $status, not 69"
    grep -q '^cdscan: error: no CD drive found (no /dev/sr0 or later)' "$out/none.out" || fail "no 'no CD drive found'"
fi
status=0; "$cdscan" disc /nonexistent/sr9 >"$out/missing.out" 2>&1 || status=$?
[ "$status" -eq 69 ] || fail "cdscan disc /nonexistent/sr9 exited $status, not 69"
grep -qF "cdscan: error: there is no CD drive at /nonexistent/sr9 (libdiscid: cannot open device" "$out/missing.out" ||
    fail "cdscan disc on a missing device did not keep libdiscid's text"
status=0; "$cdscan" disc /dev/null >"$out/null.out" 2>&1 || status=$?
[ "$status" -eq 69 ] && grep -q '^cdscan: error: /dev/null is not a CD drive' "$out/null.out" ||
    fail "cdscan disc /dev/null did not say it is not a CD drive (exit $status)"
status=0; "$cdscan" catalog --disc --db "$out/catalog.sqlite" >"$out/catalog-none.out" 2>&1 </dev/null || status=$?
if ! ls /dev/sr[0-9]* >/dev/null 2>&1; then
    [ "$status" -eq 69 ] && grep -q '^cdscan: error: no CD drive found' "$out/catalog-none.out" ||
        fail "cdscan catalog --disc without a drive did not say so with exit 69 (exit $status)"
fi
status=0
"$cdscan" catalog --disc --device /dev/null --db "$out/catalog.sqlite" >"$out/catalog-null.out" 2>&1 </dev/null ||
    status=$?
[ "$status" -eq 69 ] && grep -q '^cdscan: error: /dev/null is not a CD drive' "$out/catalog-null.out" ||
    fail "cdscan catalog --disc --device /dev/null did not say it is not a CD drive (exit $status)"
note "no drive: exit 69 outside the VM"

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
    if [ "$status" -ne 0 ]; then
        tail -20 "$out/$name.err" >&2
        fail "VM run '$name' exited $status (4: did not boot, 124: timed out)"
    fi
    sed 's/^/    | /' "$out/$name.out" >&2
}

run_vm empty -t 180 -D empty Fixtures/camera/white.png -- bash "$self" guest-empty "$cdscan"
o=$out/empty.out
grep -q '^first-exit 66$' "$o" || fail "cdscan disc (first drive) on an empty drive did not exit 66"
grep -q '^empty-exit 66$' "$o" || fail "cdscan disc /dev/sr0 on an empty drive did not exit 66"
grep -Eq '^cdscan: error: (there is no disc in|the tray of) /dev/sr0.*\(libdiscid: .+\); insert an audio CD' "$o" ||
    fail "cdscan disc did not say the drive is empty, with libdiscid's text"
grep -q '^json-exit 66$' "$o" || fail "cdscan disc --json on an empty drive did not exit 66"
grep -q '^nobody-exit 77$' "$o" || fail "cdscan disc as nobody did not exit 77"
grep -q '^cdscan: error: no permission to read /dev/sr0 (libdiscid: ' "$o" || fail "cdscan disc as nobody did not say permission"
grep -q '^catalog-empty-exit 66$' "$o" || fail "cdscan catalog --disc on an empty drive did not exit 66"
note "empty drive: 66; no permission: 77"

head -c 2097152 /dev/zero >"$out/data.iso"
run_vm data -t 180 -D "$out/data.iso" Fixtures/camera/white.png -- bash "$self" guest-data "$cdscan"
o=$out/data.out
grep -q '^data-exit 65$' "$o" || fail "cdscan disc on a data disc did not exit 65"
grep -q '^cdscan: error: the disc in /dev/sr0 is a data disc (CD-ROM or DVD), not an audio CD (libdiscid: ' "$o" ||
    fail "cdscan disc did not say data disc, with libdiscid's text"
grep -q '^catalog-data-exit 65$' "$o" || fail "cdscan catalog --disc on a data disc did not exit 65"
grep -q '^catalog-data-csv none$' "$o" || fail "cdscan catalog --disc wrote a CSV without a disc catalogued"
grep -q '^eject-exit 65$' "$o" || fail "cdscan disc --eject on a data disc did not exit 65"
grep -q '^after-exit 66$' "$o" || fail "after --eject, cdscan disc did not find the drive empty (tray open)"
grep -q '^catalog-open-exit 66$' "$o" || fail "cdscan catalog --disc with the tray open did not exit 66"
note "data disc: 65; --eject opened the tray"
note "PASS in $SECONDS s"
