#!/usr/bin/env bash
# Builds the libFuzzer targets into fuzz/out/ (see fuzz/README.md).
#
# SwiftPM cannot build a libFuzzer executable, so this calls swiftc itself.
# Each harness is compiled into the module it fuzzes (module name and all of
# that module's sources), which gives it the module's internal types without
# @testable; the modules it imports (Basics, Barcode, Album, Imaging, SQLite, Lookup) are built first
# as static libraries. Everything is instrumented: -sanitize=fuzzer for coverage,
# address for out-of-bounds and use-after-free. The C libraries (libpng,
# libjpeg-turbo, libexif, zbar, libcurl, SQLite, libxml2, zlib) are Debian's, uninstrumented.
#
# Usage: bash fuzz/build.sh [TARGET...]   (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."

root=$(pwd)
out=$root/fuzz/out
mkdir -p "$out/modules" "$out/lib" "$out/tmp"
swiftc=${SWIFTC:-swiftc}
# One package name for every module: their declarations are `package`, not `public` (cdscan has
# no library product), and `package` reaches across modules of the same package only.
flags=(-O -g -wmo -swift-version 6 -parse-as-library -sanitize=fuzzer,address -use-ld=lld -package-name cdscan
       -I "$root/Sources/CProcessControl"
       -I "$out/modules" -L "$out/lib")

# The Swift files of a module, in a stable order.
sources() { find "$root/Sources/$1" -name '*.swift' | LC_ALL=C sort; }

# library NAME [swiftc arguments]: libNAME.a and NAME.swiftmodule, for the harnesses to import.
library() {
    local name=$1
    shift
    echo "fuzz/build: module $name" >&2
    # shellcheck disable=SC2046
    "$swiftc" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -emit-library -static -o "$out/lib/lib$name.a" $(sources "$name") "$@"
}

# target NAME MODULE [swiftc arguments]: fuzz/out/NAME from fuzz/NAME.swift compiled into MODULE.
target() {
    local name=$1 module=$2
    shift 2
    echo "fuzz/build: target $name (module $module)" >&2
    # From fuzz/out/tmp, where the driver leaves the module it makes for the debugger.
    (cd "$out/tmp" && "$swiftc" "${flags[@]}" -module-name "$module" "$root/fuzz/$name.swift" "$@" -o "$out/$name")
}

c() { for module; do printf -- '-I\n%s/Sources/%s\n' "$root" "$module"; done; }

# The words Presentation gives Lookup's errors, compiled into the Lookup harnesses: they read each
# error's message as the CLI would print it.
lookup_words() { printf '%s\n' "$root/Sources/Presentation/ErrorWords/LookupError+Words.swift" \
    "$root/Sources/Presentation/ErrorWords/TransportError+Words.swift"; }

wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(barcode discogs image photo csv dotenv musicbrainz dump)
wants() { [[ " ${wanted[*]} " == *" $1 "* ]]; }

# The Scanner's and Imaging's own C and C++ targets (CZXing, CHeif) as object files, not an archive: the
# linker would leave out ResultEquality.o, which nothing references but which must replace
# libZXing's operator== (see that file). Not instrumented, like the libraries they wrap.
shims() {
    echo "fuzz/build: C targets CZXing CHeif" >&2
    clang++ -std=c++17 -O1 -g -fPIC -DZX_USE_UTF8 -I "$root/Sources/CZXing/include" \
        -c "$root/Sources/CZXing/CZXing.cpp" -o "$out/tmp/CZXing.o"
    clang++ -std=c++17 -O1 -g -fPIC -DZX_USE_UTF8 -c "$root/Sources/CZXing/ResultEquality.cpp" \
        -o "$out/tmp/ResultEquality.o"
    loader
    clang -O1 -g -fPIC -I "$root/Sources/CHeif/include" -I "$root/Sources/CLibraryLoader/include" \
        -c "$root/Sources/CHeif/CHeif.c" -o "$out/tmp/CHeif.o"
}

# Lookup's libcurl layer (CCurl: dlopen on the first request), likewise an object file.
curl_shim() {
    echo "fuzz/build: C target CCurl" >&2
    loader
    clang -O1 -g -fPIC -I "$root/Sources/CCurl/include" -I "$root/Sources/CLibraryLoader/include" \
        -c "$root/Sources/CCurl/CCurl.c" -o "$out/tmp/CCurl.o"
}

# What both open their library with (CLibraryLoader: dlopen and dlsym).
loader() {
    clang -O1 -g -fPIC -I "$root/Sources/CLibraryLoader/include" \
        -c "$root/Sources/CLibraryLoader/CLibraryLoader.c" -o "$out/tmp/CLibraryLoader.o"
}

libraries_built=false
libraries() {
    $libraries_built && return
    library Basics
    library Barcode
    library Album
    libraries_built=true
}

# SQLite's wrapper and Lookup (over CCurl), for Catalog and DumpIndex: built once for both.
lookup_built=false
lookup() {
    $lookup_built && return
    libraries
    curl_shim
    library SQLite $(c CSQLite)
    library Lookup $(c CCurl/include)
    lookup_built=true
}

# The image decoders (Imaging: libjpeg-turbo, libpng, libexif, libwebp, libheif) as a library, for Scanner.
imaging_built=false
imaging() {
    $imaging_built && return
    # shellcheck disable=SC2046
    library Imaging $(c CTurboJPEG CPNG CExif CWebP CHeif/include)
    imaging_built=true
}

# shellcheck disable=SC2046
for name in "${wanted[@]}"; do
    case $name in
    barcode)
        # With the words Presentation gives BarcodeError: the harness says every error it meets.
        target barcode Barcode $(sources Barcode) "$root/Sources/Presentation/ErrorWords/BarcodeError+Words.swift" \
            "$root/Sources/Presentation/GTINKind+Text.swift" "$root/Sources/Presentation/BarcodeNote+Text.swift" ;;
    discogs)
        libraries
        curl_shim
        target discogs Lookup "$root/fuzz/support/AnsweredResponse.swift" "$root/fuzz/support/VirtualClock.swift" $(sources Lookup) \
            $(lookup_words) $(c CCurl/include) \
            "$out/tmp/CCurl.o" "$out/tmp/CLibraryLoader.o" -lAlbum -lBarcode -lBasics -ldl ;;
    image)
        # The decoders alone: the harness is compiled into Imaging, with the words Presentation
        # gives its errors (the harness says every error it meets).
        libraries
        shims
        target image Imaging $(sources Imaging) "$root/Sources/Presentation/ErrorWords/ImageError+Words.swift" \
            $(c CTurboJPEG CPNG CExif CWebP CHeif/include) \
            "$out/tmp/CHeif.o" "$out/tmp/CLibraryLoader.o" -lBasics -lturbojpeg -lpng -lexif -lwebp -ldl ;;
    photo)
        # What decodes, read by the scanner: the harness is compiled into Scanner, over Imaging.
        libraries
        shims
        imaging
        target photo Scanner $(sources Scanner) $(c CZBar CV4L2 CZXing/include CTurboJPEG CPNG CExif CWebP CHeif/include) \
            "$out/tmp/CZXing.o" "$out/tmp/ResultEquality.o" "$out/tmp/CHeif.o" "$out/tmp/CLibraryLoader.o" -lImaging -lBarcode -lBasics -lzbar -lv4l2 -lturbojpeg -lpng -lexif -lwebp -lZXing -lstdc++ -ldl ;;
    csv)
        lookup
        # Catalog keeps a failed lookup and a damaged disc typed (StoredFailure), so it needs Disc too.
        library Disc $(c CDiscID)
        # The list parser (Cataloging's BarcodeList, pure: text in, entries out) is read from the same
        # bytes; with the words Presentation gives CSVError (the harness says every error it meets).
        target csv Catalog $(sources Catalog) "$root/Sources/Cataloging/BarcodeList.swift" \
            "$root/Sources/Presentation/ErrorWords/CSVError+Words.swift" $(c CSQLite CDiscID CCurl/include) \
            "$out/tmp/CCurl.o" "$out/tmp/CLibraryLoader.o" \
            -lSQLite -lLookup -lDisc -lAlbum -lBarcode -lBasics -lsqlite3 -ldiscid -ldl ;;
    dotenv)
        # Only the reader: the rest of Settings would need Lookup built for fuzzing.
        libraries
        # (The catalog's list parser is Cataloging's BarcodeList: the csv target reads it.)
        target dotenv Settings "$root/Sources/Settings/DotEnv.swift" -lBarcode ;;
    musicbrainz)
        # MusicBrainz: its search response and client, merged from branch `musicbrainz`.
        libraries
        curl_shim
        target musicbrainz Lookup "$root/fuzz/support/AnsweredResponse.swift" "$root/fuzz/support/VirtualClock.swift" $(sources Lookup) \
            $(lookup_words) $(c CCurl/include) \
            "$out/tmp/CCurl.o" "$out/tmp/CLibraryLoader.o" -lAlbum -lBarcode -lBasics -ldl ;;
    dump)
        # The data dump importer (libxml2's SAX parser, zlib) compiled into DumpIndex, with the words
        # Presentation gives DumpError (the harness says every error it meets) and the failures they name.
        lookup
        target dump DumpIndex $(sources DumpIndex) "$root/Sources/Presentation/ErrorWords/DumpError+Words.swift" \
            "$root/Sources/Presentation/ErrorWords/PrivateFiles+Words.swift" \
            $(c CSQLite CLibXML2 CZlib CCurl/include) -Xcc -I/usr/include/libxml2 \
            "$out/tmp/CCurl.o" "$out/tmp/CLibraryLoader.o" \
            -lSQLite -lLookup -lAlbum -lBarcode -lBasics -lsqlite3 -lxml2 -lz -ldl ;;
    *)
        echo "fuzz/build: unknown target '$name'" >&2
        exit 64 ;;
    esac
done
