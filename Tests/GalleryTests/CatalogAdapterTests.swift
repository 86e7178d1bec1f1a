import Album
import Barcode
import Catalog
import Foundation
import Testing

@testable import Gallery

@Suite struct CatalogAdapterTests {
    func album(_ id: String, source: Service = .discogs, cover: String? = nil) -> Album {
        Album(
            artist: "A", title: "T\(id)", releaseID: id, url: "https://example.org/\(id)", coverImage: cover,
            source: source)
    }

    func item(_ barcode: String, _ status: ItemStatus, album: Album? = nil) -> CatalogItem {
        CatalogItem(
            barcode: barcode, gtin: try? GTIN(parsing: barcode), status: status, source: "test", album: album,
            scannedAt: GallerySamples.start)
    }

    @Test func foundItemsOfOneReleaseBecomeOneReleaseWithCopiesAndTheRestAreListedApart() {
        let items = [
            item("5012345678900", .found, album: album("1")), item("4006381333931", .found, album: album("1")),
            item("0000000000000", .notFound), item("12x", .invalid), item("9780201379624", .pending),
            item("036000291452", .found, album: album("ab/../c", source: .musicbrainz)),
        ]
        let catalog = GalleryCatalog(items: items, failureTexts: [:], coverArtArchive: "http://127.0.0.1:1")
        #expect(catalog.releases.map(\.copies.count) == [2, 1])
        #expect(catalog.unresolved.map(\.state) == ["not found", "not a barcode", "not looked up yet"])
        #expect(catalog.itemCount == items.count)
        #expect(catalog.releases[1].id == "musicbrainz-ab____c")
        #expect(catalog.releases[1].album.coverImage == nil)  // not an MBID: never put in the archive's path
        #expect(catalog.releases[0].album.coverImage == nil)
        let mbid = "0d3ad7a8-4b8a-4a6b-8f8a-1a2b3c4d5e6f"
        let fromArchive = GalleryCatalog(
            items: [item("036000291452", .found, album: album(mbid, source: .musicbrainz))], failureTexts: [:])
        #expect(fromArchive.releases[0].album.coverImage == "https://coverartarchive.org/release/\(mbid)/front-250")
    }

    @Test func namesThatCollideAfterCleaningGetASuffix() {
        var taken = Set<String>()
        #expect(GalleryCatalog.uniqueName(for: "a/b", taken: &taken) == "a_b")
        #expect(GalleryCatalog.uniqueName(for: "a?b", taken: &taken) == "a_b-2")
    }
}
