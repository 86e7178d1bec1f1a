// swift-tools-version: 6.2
// cdscan: read the barcode on a CD case and find the album it belongs to.
//
// The module graph is the architecture (see README "Architecture"):
//   scanner (camera, photos, zbar) -> barcode normalizer -> lookup (libcurl,
//   Discogs) -> album model -> catalog (SQLite, CSV) -> CLI.
// Dependencies point one way; only CDScanCLI sees everything.
import PackageDescription

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// A C library from a Debian package, seen through `module.modulemap` + `shim.h`.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "cdscan",
    products: [
        .executable(name: "cdscan", targets: ["cdscan"])
    ],
    targets: [
        // C system libraries (Debian packages; see scripts/install-deps.sh).
        systemLibrary("CCurl", pkgConfig: "libcurl", apt: "libcurl4-openssl-dev"),
        systemLibrary("CZBar", pkgConfig: "zbar", apt: "libzbar-dev"),
        systemLibrary("CV4L2", pkgConfig: "libv4l2", apt: "libv4l-dev"),
        systemLibrary("CSQLite", pkgConfig: "sqlite3", apt: "libsqlite3-dev"),
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CExif", pkgConfig: "libexif", apt: "libexif-dev"),

        // The pipeline, one module per stage.
        .target(name: "Barcode", swiftSettings: strict),
        .target(
            name: "Scanner",
            dependencies: ["Barcode", "CZBar", "CV4L2", "CTurboJPEG", "CPNG", "CExif"],
            swiftSettings: strict),
        .target(name: "Album", dependencies: ["Barcode"], swiftSettings: strict),
        .target(name: "Lookup", dependencies: ["Barcode", "Album", "CCurl"], swiftSettings: strict),
        .target(name: "Catalog", dependencies: ["Barcode", "Album", "CSQLite"], swiftSettings: strict),
        .target(
            name: "CDScanCLI",
            dependencies: ["Barcode", "Scanner", "Album", "Lookup", "Catalog"],
            swiftSettings: strict),
        .executableTarget(name: "cdscan", dependencies: ["CDScanCLI"], swiftSettings: strict),

        // Loopback stand-ins for Discogs (and later MusicBrainz), shared by the
        // tests and the benchmarks; never linked into cdscan itself.
        .target(name: "FakeServices", swiftSettings: strict),
        // Decoder and photo benchmark (bench/decoder-bench.sh, bench/photos-bench.sh); not shipped.
        .executableTarget(
            name: "cdscan-bench-decoder", dependencies: ["Scanner"], path: "Sources/BenchDecoder",
            swiftSettings: strict),
        .executableTarget(
            name: "cdscan-fake-server", dependencies: ["FakeServices"], path: "Sources/FakeServer",
            swiftSettings: strict),

        .testTarget(name: "BarcodeTests", dependencies: ["Barcode"], swiftSettings: strict),
        .testTarget(name: "ScannerTests", dependencies: ["Scanner", "Barcode"], swiftSettings: strict),
        .testTarget(name: "AlbumTests", dependencies: ["Album"], swiftSettings: strict),
        .testTarget(
            name: "LookupTests", dependencies: ["Lookup", "Album", "Barcode", "FakeServices"],
            swiftSettings: strict),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Album", "Barcode"], swiftSettings: strict),
        .testTarget(
            name: "CDScanCLITests",
            dependencies: ["CDScanCLI", "FakeServices", "Barcode", "Scanner", "Lookup", "Album"],
            swiftSettings: strict),
        .testTarget(name: "FakeServicesTests", dependencies: ["FakeServices"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
