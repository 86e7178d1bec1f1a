// swift-tools-version: 6.2
// cdscan: read the barcode on a CD case and find the album it belongs to.
//
// The module graph is the architecture (see docs/architecture.md):
//   scanner (camera session, photos, zbar and zxing-cpp) -> barcode normalizer
//   -> lookup (libcurl, Discogs, MusicBrainz, covers, orchestration) -> album
//   model -> catalog (SQLite, CSV) -> cataloging (the batch workflow over
//   lookup, catalog and scanner), dump index and gallery (the HTML export)
//   -> presentation (cards, JSON records, progress) -> workflows (each command's
//   run and options, the exit statuses, the one error report) -> CLI (each
//   command's help text and checks, dispatch). Disc (libdiscid, the drive) feeds lookup as the scanner does.
// Basics sits under them all: the one clock, EINTR-safe system calls, the
// signal counter and the serial background worker. Imaging (image files to grey
// or RGB pixels, the size and scan limits) sits under the scanner and the gallery.
// Settings (configuration), CommandLineKit (options declared on their fields,
// parsing, help, man page, completions) and Terminal (the console) have no pipeline nouns.
// Dependencies point one way; only Workflows and CDScanCLI see everything.
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// A C library from a Debian package, seen through `module.modulemap` + `shim.h`.
///
/// With `pkgConfig`, the library is linked as pkg-config says (shared). Without
/// it, the module only provides the headers, and the Swift target that uses the
/// library links its static archive (see `staticArchives`).
func systemLibrary(_ name: String, pkgConfig: String? = nil, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// Static archives from the same Debian -dev packages, by file name.
///
/// The scanner's and the catalog's libraries are linked statically, and libcurl and
/// libheif (shared only in Debian) are opened with dlopen when first needed, so that a
/// command does not pay the dynamic loader for libraries it never calls (libxml2 and
/// zxing-cpp are still linked shared: Debian has no static zxing-cpp, and its static
/// libxml2 needs ICU shared all the same). Linked shared, libzbar alone
/// drags in X11, xcb and systemd, and the set cost a fifth of a lookup's
/// instructions (36 million down to 28 under callgrind; README, "Benchmarks").
/// Static archives contribute only the object files cdscan calls; the package
/// is built from source, so the LGPL libraries (zbar, libv4l, libexif) stay
/// relinkable by whoever builds it. Debian builds
/// libzbar's image scanner with D-Bus result reporting, hence libdbus (shared;
/// there is no libdbus-1-dev symlink to name it by, so it is named by soname).
func staticArchives(_ names: [String], shared: [String] = []) -> [LinkerSetting] {
    names.map { .linkedLibrary(":lib\($0).a") } + shared.map { .linkedLibrary($0) }
}

let package = Package(
    name: "cdscan",
    products: [
        .executable(name: "cdscan", targets: ["cdscan"])
    ],
    targets: [
        // C system libraries (Debian packages; see scripts/install-deps.sh).
        // libcurl through dlopen, on the first request: linked, it would load GnuTLS, OpenSSL,
        // Kerberos, LDAP and two dozen more into every cdscan, a dump import and `--version`
        // included (Debian has no usable static libcurl). Its header comes from libcurl4-openssl-dev.
        .target(name: "CCurl", dependencies: ["CLibraryLoader"]),
        systemLibrary("CZBar", apt: "libzbar-dev"),
        systemLibrary("CV4L2", apt: "libv4l-dev"),
        systemLibrary("CSQLite", apt: "libsqlite3-dev"),
        systemLibrary("CTurboJPEG", apt: "libturbojpeg0-dev"),
        systemLibrary("CPNG", apt: "libpng-dev"),
        systemLibrary("CExif", apt: "libexif-dev"),
        // The data dump importer: libxml2 through pkg-config (its headers live in
        // /usr/include/libxml2, which only pkg-config's cflags add), zlib by name.
        systemLibrary("CLibXML2", pkgConfig: "libxml-2.0", apt: "libxml2-dev"),
        systemLibrary("CZlib", apt: "zlib1g-dev"),
        systemLibrary("CWebP", apt: "libwebp-dev"),
        // dlopen and dlsym for the C targets that open their library when first needed.
        .target(name: "CLibraryLoader", linkerSettings: [.linkedLibrary("dl")]),
        // libheif through dlopen, on the first HEIC photo: linked, it would load x265, aom,
        // dav1d and de265 into every `cdscan lookup` (Debian has no static libheif). A C target,
        // not a module map, because the calls go through pointers dlsym returns.
        .target(name: "CHeif", dependencies: ["CLibraryLoader"]),
        // zxing-cpp, the second barcode engine, behind a C interface (Debian ships it shared only).
        .target(
            name: "CZXing", cxxSettings: [.define("ZX_USE_UTF8")],
            linkerSettings: [.linkedLibrary("ZXing")]),
        systemLibrary("CDiscID", apt: "libdiscid-dev"),
        // `scan --phone`: the HTTPS server (libmicrohttpd, TLS through GnuTLS), the self-signed
        // certificate and the pairing key's random bits (GnuTLS), the QR code of the URL (libqrencode),
        // from Debian's libmicrohttpd-dev, libgnutls28-dev and libqrencode-dev. Opened with dlopen on
        // first use, like libcurl: linked (Debian has no static libmicrohttpd or GnuTLS), they and
        // the dozen libraries GnuTLS brings would load at the start of every command.
        .target(name: "CMicroHTTPD", dependencies: ["CLibraryLoader"]),
        .target(name: "CGnuTLS", dependencies: ["CLibraryLoader"]),
        .target(name: "CQREncode", dependencies: ["CLibraryLoader"]),

        // What every layer needs once (Foundation, Synchronization and Glibc only).
        // prctl, which is variadic: a shim header, no library.
        .systemLibrary(name: "CProcessControl"),
        .target(name: "Basics", dependencies: ["CProcessControl"], swiftSettings: strict),

        // The pipeline, one module per stage.
        .target(name: "Barcode", swiftSettings: strict),
        // Image files to pixels, for the scanner and the gallery: JPEG (TurboJPEG, and JPEG encoding),
        // PNG, WebP, HEIC/HEIF, PGM/PPM, EXIF orientation, the size and scan limits; each library linked here only.
        .target(
            name: "Imaging", dependencies: ["Basics", "CTurboJPEG", "CPNG", "CExif", "CWebP", "CHeif"],
            swiftSettings: strict,
            linkerSettings: staticArchives(["turbojpeg", "png16", "exif", "webp"], shared: ["z", "m"])),
        // Barcodes in photos and camera frames: zbar, zxing-cpp, V4L2 (libjpeg for zbar's and
        // libv4lconvert's MJPEG frames); the photos themselves are decoded by Imaging.
        .target(
            name: "Scanner",
            dependencies: ["Basics", "Barcode", "Imaging", "CZBar", "CZXing", "CV4L2"],
            swiftSettings: strict,
            linkerSettings: staticArchives(
                ["zbar", "v4l2", "v4lconvert", "jpeg"], shared: [":libdbus-1.so.3", "m", "dl"])),
        .target(name: "Album", swiftSettings: strict),
        // The disc in the drive: table of contents, disc IDs and MCN through libdiscid (static: it needs
        // only libc, and `cdscan lookup` pays no loader time for it), status and eject through ioctls.
        .target(
            name: "Disc", dependencies: ["Basics", "Barcode", "CDiscID"], swiftSettings: strict,
            linkerSettings: staticArchives(["discid"])),
        .target(name: "Lookup", dependencies: ["Basics", "Barcode", "Album", "CCurl"], swiftSettings: strict),
        // The one SQLite wrapper: connections, statements, typed errors, the file header check.
        .target(
            name: "SQLite", dependencies: ["CSQLite"], swiftSettings: strict,
            linkerSettings: staticArchives(["sqlite3"], shared: ["m"])),
        .target(
            name: "Catalog", dependencies: ["Basics", "Barcode", "Album", "Disc", "Lookup", "SQLite"],
            swiftSettings: strict),
        // The batch workflow above the pipeline: inputs, lookups, resume, review, releases, disc after disc.
        .target(
            name: "Cataloging",
            dependencies: ["Basics", "Barcode", "Album", "Lookup", "Catalog", "Scanner", "Imaging", "Disc"],
            swiftSettings: strict),
        // Offline lookups from Discogs' monthly data dump: importer and SQLite index.
        .target(
            name: "DumpIndex", dependencies: ["Basics", "Barcode", "Album", "Lookup", "SQLite", "CLibXML2", "CZlib"],
            swiftSettings: strict),
        // The HTML gallery (`export --format html`): its own model, pages, charts and covers.
        .target(
            name: "Gallery",
            dependencies: ["Basics", "Album", "Catalog", "Lookup", "Imaging"], swiftSettings: strict),
        // The page a phone opens for `scan --phone`: the HTTPS server, the pairing key, the certificate
        // kept in the data folder, the page itself and the QR code; no scanner or lookup nouns.
        .target(
            name: "PhoneServer", dependencies: ["Basics", "CMicroHTTPD", "CGnuTLS", "CQREncode"],
            swiftSettings: strict),
        // cdscan's configuration: the environment, the config file, a development .env, and
        // the rules of which may set what.
        .target(name: "Settings", dependencies: ["Basics", "Lookup"], swiftSettings: strict),
        // A command line's parts with no cdscan nouns: options declared on their fields
        // (`@Option`), parsing, help, man page and completions (what swift-argument-parser would be, were outside packages allowed).
        .target(name: "CommandLineKit", dependencies: ["Terminal"], swiftSettings: strict),
        // The terminal: stdout/stderr with colour rules, --quiet, safe display of untrusted text.
        .target(name: "Terminal", dependencies: ["Basics"], swiftSettings: strict),
        // What cdscan shows: cards, tracklists, JSON records, progress, pickers, the camera preview.
        .target(
            name: "Presentation",
            dependencies: [
                "Basics", "Barcode", "Album", "Lookup", "SQLite", "Catalog", "Cataloging", "Disc", "DumpIndex",
                "Scanner", "Imaging", "Gallery", "PhoneServer", "Settings", "Terminal",
            ],
            swiftSettings: strict),
        // Each command's run once its command line is parsed: the pipeline's modules wired to the
        // console (the camera and photo scans, the typed lookups, the catalog batch, imports), the
        // exit statuses and the one report of an error; and each run's options, which declare
        // their command-line options (CommandLineKit's `@Option`).
        .target(
            name: "Workflows",
            dependencies: [
                "Basics", "Barcode", "Scanner", "Imaging", "Album", "Lookup", "Catalog", "Cataloging", "Disc",
                "DumpIndex", "Gallery", "Terminal", "Presentation", "Settings", "PhoneServer", "CommandLineKit",
            ],
            swiftSettings: strict, plugins: ["SourceRevision"]),
        // The command line: each command's help text and checks, dispatch; it builds the runs and maps what they throw.
        .target(
            name: "CDScanCLI",
            dependencies: [
                "Basics", "Barcode", "Scanner", "Imaging", "Album", "Lookup", "Catalog", "Cataloging", "Disc",
                "DumpIndex", "CommandLineKit", "Terminal", "Presentation", "Settings", "Workflows",
                "PhoneServer",
            ],
            swiftSettings: strict),
        // Writes the git revision into Workflows before each build, for `cdscan --version`.
        .plugin(name: "SourceRevision", capability: .buildTool()),
        .executableTarget(name: "cdscan", dependencies: ["Basics", "CDScanCLI"], swiftSettings: strict),

        // Loopback stand-ins for Discogs (and later MusicBrainz), shared by the
        // tests and the benchmarks; never linked into cdscan itself.
        .target(name: "FakeServices", swiftSettings: strict),
        // What the test targets share: the manual clock, scratch directories, fixtures, the built binary, the
        // fake services' rig; never linked into cdscan.
        // WebDriver (chromedriver over the project's libcurl transport) is why it needs Lookup.
        .target(
            name: "TestSupport", dependencies: ["Basics", "FakeServices", "Terminal", "Lookup"], swiftSettings: strict),
        // Decoder and photo benchmark (bench/decoder-bench.sh, bench/photos-bench.sh); not shipped.
        .executableTarget(
            name: "cdscan-bench-decoder", dependencies: ["Scanner", "Imaging", "Barcode"], path: "Sources/BenchDecoder",
            swiftSettings: strict),
        .executableTarget(
            name: "cdscan-fake-server", dependencies: ["FakeServices"], path: "Sources/FakeServer",
            swiftSettings: strict),

        .testTarget(name: "BasicsTests", dependencies: ["Basics", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "BarcodeTests", dependencies: ["Barcode"], swiftSettings: strict),
        .testTarget(
            name: "ScannerTests",
            dependencies: ["Scanner", "Imaging", "Barcode", "Basics", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ImagingTests", dependencies: ["Imaging", "Basics", "TestSupport"],
            swiftSettings: strict),
        .testTarget(name: "AlbumTests", dependencies: ["Album"], swiftSettings: strict),
        .testTarget(name: "DiscTests", dependencies: ["Disc", "Barcode"], swiftSettings: strict),
        .testTarget(
            name: "LookupTests",
            dependencies: ["Lookup", "Basics", "Album", "Barcode", "FakeServices", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "CatalogTests",
            dependencies: ["Catalog", "SQLite", "Album", "Barcode", "Basics", "Lookup", "TestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "CatalogingTests",
            dependencies: [
                "Cataloging", "Catalog", "SQLite", "Lookup", "Album", "Barcode", "Basics", "Scanner", "Disc",
                "FakeServices", "TestSupport", "DumpIndex",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "CDScanCLITests",
            dependencies: [
                "CDScanCLI", "Workflows", "Cataloging", "FakeServices", "Barcode", "Scanner", "Imaging", "Lookup",
                "Album", "Catalog", "SQLite",
                "Basics", "TestSupport", "CommandLineKit", "Terminal", "Presentation", "Settings", "Disc",
                "PhoneServer",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "Imaging", "Catalog", "Album", "Lookup", "Basics", "Presentation", "FakeServices",
                "TestSupport",
                "CPNG",
            ],
            swiftSettings: strict),
        // Runs the built cdscan with Process, as a person would (stdout, stderr, exit status).
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["FakeServices", "TestSupport", "Catalog", "SQLite", "Barcode", "Scanner", "Imaging"],
            swiftSettings: strict),
        .testTarget(
            name: "DumpIndexTests",
            dependencies: [
                "DumpIndex", "SQLite", "Album", "Barcode", "Basics", "Lookup", "TestSupport",
            ],
            swiftSettings: strict),
        .testTarget(name: "FakeServicesTests", dependencies: ["FakeServices"], swiftSettings: strict),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "Presentation", "Barcode", "Scanner", "Imaging", "Album", "Catalog", "Cataloging", "Disc", "DumpIndex",
                "Lookup", "Settings", "Terminal", "TestSupport",
            ],
            swiftSettings: strict),
        .testTarget(name: "SettingsTests", dependencies: ["Settings"], swiftSettings: strict),
        .testTarget(
            // CCurl: a TLS client that trickles a request body, as a slow loris does.
            name: "PhoneServerTests",
            dependencies: ["PhoneServer", "Basics", "TestSupport", "Scanner", "Imaging", "CCurl"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
