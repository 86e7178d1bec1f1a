#!/usr/bin/env bash
# Refreshes the gallery screenshots the README shows (docs/gallery-*.png).
#
# The browser test (Tests/GalleryTests/Browser) exports a sample site, opens it in
# headless Chromium from file:// and saves every page at desktop and phone width,
# light and dark, under .build/gallery-screenshots/; this copies the README's set.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >&2
swift test --skip-build --filter GalleryBrowserTests >&2
for shot in index-desktop-light index-desktop-dark index-phone-light stats-desktop-light release-phone-dark; do
    cp ".build/gallery-screenshots/$shot.png" "docs/gallery-$shot.png"
done
echo "docs/gallery-*.png refreshed from .build/gallery-screenshots/"
