#!/usr/bin/env bash
# The whole test suite, as CI runs it: dependencies, lint, build, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift format lint --strict --recursive Package.swift Sources Tests
swift build --build-tests
swift test --skip-build
