# Sourced by install.sh and uninstall.sh: reads [--prefix DIR] and names every installed file,
# so that the two scripts cannot disagree about what is installed.
prefix=
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || { echo "$0: --prefix needs a directory" >&2; exit 64; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "$0: unknown argument '$1' (usage: $0 [--prefix DIR])" >&2; exit 64 ;;
    esac
done
if [ -z "$prefix" ]; then
    if [ "$(id -u)" = 0 ]; then prefix=/usr/local; else prefix=$HOME/.local; fi
fi
case $prefix in /*) ;; *) prefix=${start:-$PWD}/$prefix ;; esac
binary=$prefix/bin/cdscan
manpage=$prefix/share/man/man1/cdscan.1
bash_completion=$prefix/share/bash-completion/completions/cdscan
zsh_completion=$prefix/share/zsh/site-functions/_cdscan
fish_completion=$prefix/share/fish/vendor_completions.d/cdscan.fish
# The folders install.sh made (those that did not exist before), so that uninstall.sh removes
# them when they are empty again, and no folder it did not make.
folders_record=$prefix/share/cdscan/installed-folders
installed=("$binary" "$manpage" "$bash_completion" "$zsh_completion" "$fish_completion" "$folders_record")
