#!/usr/bin/env bash
# The whole test suite, as CI runs it: dependencies, lint, build, tests.
#
#   scripts/test.sh           everything (what CI runs through .ci/run)
#   scripts/test.sh --quick   the quick lane: build, then every test target but the end-to-end
#                             one, without the browser tests; no lint, no install test, no VM,
#                             no fuzzing (about a minute on an idle two-core machine, tree built)
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
"") quick=0 ;;
--quick) quick=1 ;;
*) echo "usage: scripts/test.sh [--quick]" >&2; exit 64 ;;
esac
bash scripts/install-deps.sh
if [ "$quick" = 1 ]; then
    swift build --build-tests
    # End-to-end runs of the built binary and the headless-browser tests are the slow ones.
    swift test --skip-build --skip 'EndToEndTests\.' --skip 'BrowserTests'
    exit 0
fi
swift format lint --strict --recursive Package.swift Sources Tests
swift build --build-tests
swift test --skip-build
# Install into a temporary prefix and uninstall (the release build, then about a second).
bash scripts/install-test.sh
# The camera against a real kernel V4L2 driver, in the v4l2lab VM (~90 s; ~3 min more on first use).
bash scripts/camera-test.sh
# `cdscan disc` against a real kernel CD-ROM driver in the same VM: empty drive, data disc (~2 min).
bash scripts/disc-test.sh
# Every parser of untrusted input under libFuzzer + AddressSanitizer, 30 s a target (~5 min).
bash fuzz/run.sh 30
