#!/usr/bin/env bash
# Removes what scripts/install.sh installed, and nothing else.
#
#   scripts/uninstall.sh [--prefix DIR]    the prefix given to install.sh (same default)
set -euo pipefail
start=$PWD
cd "$(dirname "$0")/.."
. scripts/install-paths.sh "$@"
made=()
[ -f "$folders_record" ] && [ ! -L "$folders_record" ] && mapfile -t made <"$folders_record"
for file in "${installed[@]}"; do
    if [ -e "$file" ] || [ -L "$file" ]; then
        rm -f "$file"
        echo "removed $file" >&2
    fi
done
# The folders install.sh made, deepest first, each only when nothing else is in it now.
for ((i = ${#made[@]} - 1; i >= 0; i--)); do
    folder=${made[i]}
    case $folder in "$prefix"/*|"$prefix") ;; *) continue ;; esac
    [ -d "$folder" ] && [ ! -L "$folder" ] && rmdir "$folder" 2>/dev/null && echo "removed $folder/" >&2
done
true
