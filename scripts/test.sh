#!/usr/bin/env bash
# The whole test suite, as CI runs it: dependencies, lint, build, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
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
