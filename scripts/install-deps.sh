#!/usr/bin/env bash
# Installs the Debian packages cdscan needs to build, test and benchmark.
# Idempotent: packages already present are skipped, so a second run costs a
# dpkg query and nothing else. Uses sudo only when not already root.
set -euo pipefail

build=(pkg-config libcurl4-openssl-dev libzbar-dev libv4l-dev libsqlite3-dev libxml2-dev zlib1g-dev
       libturbojpeg0-dev libpng-dev libexif-dev libdiscid-dev libzxing-dev libheif-dev libwebp-dev
       chromium chromium-driver  # the gallery and phone tests open cdscan's pages in headless Chromium
       libmicrohttpd-dev libgnutls28-dev libqrencode-dev  # scan --phone: HTTPS server, certificate, QR code
       zsh fish)  # the completion tests check the generated zsh and fish scripts with the real shells
# Reference tools the benchmarks compare against, the stand-in for a camera, the HEIC/WebP
# writers Fixtures/images/formats/make.sh uses, and ImageMagick, with which
# bench/zxing-camera-frames.sh letterboxes photos as the camera shows them.
bench=(zbar-tools zxing-cpp-tools hyperfine curl time libheif-examples webp imagemagick)

want=("${build[@]}")
[ "${1:-}" = "--bench" ] && want+=("${bench[@]}")

missing=()
for p in "${want[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
# The photo benchmarks and fixture generators draw and degrade images with Pillow and numpy (PyPI).
if [ "${1:-}" = "--bench" ] && ! python3 -c "import PIL, numpy" 2>/dev/null; then
    echo "install-deps: pip installing Pillow numpy" >&2
    python3 -m pip install --quiet Pillow numpy
fi
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
if ! "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >/tmp/cdscan-apt.log 2>&1; then
    "${sudo[@]}" apt-get update >/dev/null 2>&1 || true
    "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >/tmp/cdscan-apt.log 2>&1 ||
        { tail -20 /tmp/cdscan-apt.log >&2; echo "install-deps: apt-get failed" >&2; exit 1; }
fi
