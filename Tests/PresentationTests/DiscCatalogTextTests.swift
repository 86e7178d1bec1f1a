import Album
import Catalog
import Disc
import Foundation
import Lookup
import Presentation
import Testing

/// What `catalog --disc` says about each disc on stderr.
@Suite struct DiscCatalogTextTests {
    static func album(_ id: String, year: Int? = 1991) -> Album {
        Album(
            artist: "Nirvana", title: "Nevermind", year: year, format: "CD", media: ["CD"], releaseID: id,
            url: "https://musicbrainz.org/release/\(id)", source: .musicbrainz)
    }

    func item(_ status: ItemStatus, album: Album? = nil, alternatives: [Album] = []) -> CatalogItem {
        CatalogItem(
            id: 7, kind: .discID, barcode: "disc", gtin: nil, status: status, source: "disc:/dev/sr0", album: album,
            alternatives: alternatives, scannedAt: Date(timeIntervalSince1970: 0))
    }

    func disc() throws -> Disc { try DiscID.disc(for: TableOfContents(parsing: "1 2 9000 150 4000")) }

    @Test func eachStatusSaysWhatIsLeftToDo() throws {
        let disc = try disc()
        #expect(
            DiscCatalogText.recorded(disc, item(.found, album: Self.album("a")))
                == "item 7: found Nirvana - Nevermind (1991), release a on MusicBrainz")
        #expect(
            DiscCatalogText.recorded(
                disc, item(.ambiguous, alternatives: [Self.album("a"), Self.album("b", year: nil)]))
                == "item 7: 2 releases have this disc (best ranked: Nirvana - Nevermind (1991)); "
                + "choose with 'cdscan catalog --review'")
        #expect(DiscCatalogText.recorded(disc, item(.notFound)).hasSuffix(disc.submissionURL))
        #expect(DiscCatalogText.recorded(disc, item(.error)).contains("'cdscan catalog --resume' tries it again"))
    }

    @Test func aStubAndAFuzzyMatchAreSaidToBeWhatTheyAre() {
        let stub = CDStub(discID: "X", title: "Demo\u{1B}[31m", artist: "Band", barcode: nil, comment: nil, tracks: [])
        #expect(
            DiscCatalogText.identified(DiscIdentification(discID: .stub(stub)))
                == "MusicBrainz has only a CD stub for this disc, not a release: Band - Demo\\u{1B}[31m "
                + "(https://musicbrainz.org/cdstub/X)")
        let fuzzy = DiscIdentification(
            discID: .found(best: Self.album("a"), alternatives: [], match: .fuzzyTOC, barcode: nil))
        #expect(DiscCatalogText.identified(fuzzy)?.hasPrefix("MusicBrainz does not know this disc ID") == true)
        let exact = DiscIdentification(
            discID: .found(best: Self.album("a"), alternatives: [], match: .discID, barcode: nil))
        #expect(DiscCatalogText.identified(exact) == nil)
    }

    @Test(arguments: [("", true), ("  ", true), ("y", true), ("q", false), (" Q ", false), ("quit", false)])
    func enterGoesOnAndQStops(answer: String, another: Bool) {
        #expect(DiscCatalogText.wantsAnother(answer) == another)
    }

    @Test func theEndOfInputStops() {
        #expect(!DiscCatalogText.wantsAnother(nil))
    }
}
