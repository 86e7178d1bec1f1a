#!/usr/bin/env bash
# Removes what scripts/install.sh installed, and nothing else.
#
#   scripts/uninstall.sh [--prefix DIR]    the prefix given to install.sh (same default)
set -euo pipefail
start=$PWD
cd "$(dirname "$0")/.."
. scripts/install-paths.sh "$@"
for file in "${installed[@]}"; do
    if [ -e "$file" ] || [ -L "$file" ]; then
        rm -f "$file"
        echo "removed $file" >&2
    fi
done
