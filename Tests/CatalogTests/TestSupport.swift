import Album
import Barcode
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// A store in memory with a test clock.
func memoryStore(_ clock: ManualClock = ManualClock()) throws -> CatalogStore {
    try CatalogStore(path: CatalogStore.inMemoryPath, clock: clock)
}

/// Three copies: item 1 Björk's Homogenic (release 2), item 2 The Beatles' Help! (release 1),
/// item 3 a catalogue number not looked up.
func threeCopyStore(_ clock: ManualClock = ManualClock()) throws -> CatalogStore {
    let store = try memoryStore(clock)
    let beatles = try gtin(number: 1)
    let bjork = try GTIN(parsing: Barcodes.ean13)
    try store.record(bjork, as: .new, source: "argument")
    try store.record(beatles, as: .new, source: "argument")
    try store.record(catalogNumber: "CDWIK2 312", as: .new, source: "argument")
    try store.recordResult(
        .found(album("1", artist: "The Beatles", title: "Help!"), alternatives: []), for: .barcode(beatles))
    try store.recordResult(.found(album("2"), alternatives: []), for: .barcode(bjork))
    return store
}

/// A valid EAN-13 made from `number`, for tests that need many distinct barcodes.
func gtin(number: Int) throws -> GTIN {
    let body = String(format: "%012d", 400_000_000_000 + number).compactMap { $0.wholeNumberValue }
    let digits = body.map(String.init).joined() + String(GTIN.checkDigit(for: body))
    return try GTIN(parsing: digits)
}

/// Well-known barcodes in each format.
enum Barcodes {
    static let upcA = "0 29667 43122 4"
    static let ean13 = "5 099750 442227"
    static let ean8 = "9638 5074"
    static let upcE = "04252614"
}

/// A release with every field set, so round trips check them all.
func album(_ id: String, artist: String = "Björk", title: String = "Homogenic") -> Album {
    Album(
        artist: artist, title: title, year: 1997, labels: ["One Little Indian", "Elektra"],
        catalogNumber: "TPLP71CD", format: "CD, Album", media: ["CD"], country: "UK",
        genres: ["Electronic", "Pop"], styles: ["Trip Hop", "Experimental"], releaseID: id,
        url: "https://www.discogs.com/release/\(id)", coverImage: "https://img.example/\(id).jpg", owners: 4321,
        source: .discogs)
}

/// The package's top-level Fixtures folder.
func fixturesDirectory() -> URL { PackageRoot.fixtures }

/// A small, seedable random number generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
