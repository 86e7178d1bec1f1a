#!/usr/bin/env bash
# Builds cdscan for release and installs it, its man page and its shell completions.
#
#   scripts/install.sh [--prefix DIR]      default /usr/local as root, ~/.local otherwise
#
# Installs (and scripts/uninstall.sh removes exactly these):
#   PREFIX/bin/cdscan                                   stripped; the Swift runtime linked in
#   PREFIX/share/man/man1/cdscan.1                      cdscan --generate-manpage
#   PREFIX/share/bash-completion/completions/cdscan     where bash-completion looks
#   PREFIX/share/zsh/site-functions/_cdscan             on zsh's fpath for /usr/local
#   PREFIX/share/fish/vendor_completions.d/cdscan.fish  where fish looks
#   PREFIX/share/cdscan/installed-folders               the folders this made, for uninstall.sh
# CDSCAN_SKIP_BUILD=1 installs the release binary already built (the install test uses it).
set -euo pipefail
start=$PWD
cd "$(dirname "$0")/.."
. scripts/install-paths.sh "$@"

if [ "${CDSCAN_SKIP_BUILD:-}" != 1 ]; then
    bash scripts/install-deps.sh
    swift build -c release --static-swift-stdlib --product cdscan >&2
fi
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/cdscan
[ -x "$bin" ] || { echo "install.sh: $bin is not built" >&2; exit 66; }

# Each folder that does not exist yet is made and remembered (with those an earlier install made).
made=()
[ -f "$folders_record" ] && [ ! -L "$folders_record" ] && mapfile -t made <"$folders_record"
for file in "${installed[@]}"; do
    missing=() folder=$(dirname "$file")
    while [ ! -d "$folder" ]; do missing=("$folder" "${missing[@]}"); folder=$(dirname "$folder"); done
    mkdir -p "$(dirname "$file")"
    made+=("${missing[@]}")
done
install -m 755 "$bin" "$binary"
strip "$binary"
"$binary" --generate-manpage >"$manpage.new" && mv "$manpage.new" "$manpage" && chmod 644 "$manpage"
"$binary" --generate-completion-script bash >"$bash_completion"
"$binary" --generate-completion-script zsh >"$zsh_completion"
"$binary" --generate-completion-script fish >"$fish_completion"
chmod 644 "$bash_completion" "$zsh_completion" "$fish_completion"
rm -f "$folders_record.new"
printf '%s\n' "${made[@]}" | awk 'NF && !seen[$0]++' >"$folders_record.new"
mv "$folders_record.new" "$folders_record" && chmod 644 "$folders_record"

printf 'installed %s\n' "${installed[@]}" >&2
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "install.sh: $prefix/bin is not on your PATH; add: export PATH=\"$prefix/bin:\$PATH\"" >&2 ;;
esac
if [ "$prefix" != /usr/local ] && [ "$prefix" != /usr ]; then
    echo "install.sh: for zsh completion add to ~/.zshrc (before compinit): fpath=($prefix/share/zsh/site-functions \$fpath)" >&2
fi
