#!/usr/bin/env bash
# Writes the HEIC and WebP fixtures from a photo generate.py made, with the Debian tools
# heif-enc (libheif-examples) and cwebp (webp). Re-run after generate.py changes the photos.
set -euo pipefail
cd "$(dirname "$0")"
python3 - ../photos/easy.jpg <<'PY'
import sys
from PIL import Image
im = Image.open(sys.argv[1]).convert("RGB")
im.save("easy.png")
im.resize((im.width // 2, im.height // 2)).save("small.png")
PY
heif-enc -q 50 -o easy.heic easy.png >/dev/null
cwebp -quiet -q 80 easy.png -o easy.webp
cwebp -quiet -lossless small.png -o small-lossless.webp
head -c 3000 easy.heic >truncated.heic
head -c 2000 easy.webp >truncated.webp
cp easy.webp renamed-webp.jpg  # recognised by its bytes, not its name
rm -f easy.png small.png
