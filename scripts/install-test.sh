#!/usr/bin/env bash
# Installs cdscan into a temporary prefix, checks what landed there, and uninstalls it.
#
#   scripts/install-test.sh       (run by scripts/test.sh)
#
# Cost: the release build (shared with scripts/run.sh; about 6 minutes on this 2-core
# machine from nothing, seconds when it is up to date), then about a second.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product cdscan >&2
mkdir -p .build
prefix=$(mktemp -d "$PWD/.build/install-test.XXXXXX")
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install-test: $*" >&2; exit 1; }

CDSCAN_SKIP_BUILD=1 bash scripts/install.sh --prefix "$prefix" 2>/dev/null
expected="bin/cdscan
share/bash-completion/completions/cdscan
share/cdscan/installed-folders
share/fish/vendor_completions.d/cdscan.fish
share/man/man1/cdscan.1
share/zsh/site-functions/_cdscan"
found=$(cd "$prefix" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
[ "$found" = "$expected" ] || fail "installed files differ:"$'\n'"$found"

binary=$prefix/bin/cdscan
"$binary" --version | grep -Eq '^cdscan [0-9.]+ \((revision [0-9a-f]{12}(\+modified)?|unknown revision)\)$' \
    || fail "--version does not name the revision: $("$binary" --version)"
! ldd "$binary" | grep -q libswift || fail "the Swift runtime is linked dynamically"
! readelf -S "$binary" | grep -q '\.symtab' || fail "the binary is not stripped"
[ -z "$(groff -man -ww -z "$prefix/share/man/man1/cdscan.1" 2>&1)" ] || fail "groff warns about the man page"
MANPATH=$prefix/share/man man cdscan 2>/dev/null | grep -q 'cdscan lookup' || fail "man cdscan does not find the page"
bash -n "$prefix/share/bash-completion/completions/cdscan" || fail "the bash completion does not parse"
size=$(stat -c %s "$binary")

bash scripts/uninstall.sh --prefix "$prefix" 2>/dev/null
left=$(find "$prefix" -mindepth 1)
[ -z "$left" ] || fail "uninstall left: $left"
# Nothing but the installed files and the folders install.sh made is removed: not a file beside
# them, not the folder that holds it, not a folder that was there before the install.
mkdir -p "$prefix/share/man" && touch "$prefix/other-file"
CDSCAN_SKIP_BUILD=1 bash scripts/install.sh --prefix "$prefix" 2>/dev/null
touch "$prefix/bin/other-tool"
bash scripts/uninstall.sh --prefix "$prefix" 2>/dev/null
[ -e "$prefix/bin/other-tool" ] || fail "uninstall removed a file it did not install"
[ -d "$prefix/share/man" ] || fail "uninstall removed a folder that was there before"
[ ! -e "$prefix/share/man/man1" ] || fail "uninstall left the empty folder it made"
echo "install-test: install and uninstall into a temporary prefix: ok (binary $((size / 1024 / 1024)) MB)" >&2
