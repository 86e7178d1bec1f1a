import FakeServices
import Foundation
import TestSupport
import Testing

/// Barcodes as people type them, through the built binary: GTIN-14s, add-ons, a UPC-A
/// without its leading 0, short UPC-Es, and codes whose prefix is not a CD's.
@Suite struct TypedBarcodeEndToEndTests {
    static let token = "typed-barcode-token-5c1e"

    let rig: ServiceRig
    var server: FakeDiscogs { rig.discogs }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    func lookup(_ arguments: [String]) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            ["lookup"] + arguments,
            environment: rig.environment())
    }

    @Test func aGTIN14WithIndicator0FindsTheAlbumAndSaysWhichNumberItIs() throws {
        let run = try lookup(["00029667431224"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(
            run.stderr
                == "cdscan: \"00029667431224\": a GTIN-14 with indicator 0, the same number as EAN-13 0029667431224\n")
    }

    @Test func anAddOnIsKeptInTheJSONAndNotSearchedFor() throws {
        let run = try lookup(["--json", "0 29667 43122 4 12"])
        #expect(run.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["barcode"] as? String == "0029667431224")
        #expect(object["add_on"] as? String == "12")
        let searched = server.requests.flatMap { $0.queryItems.filter { $0.name == "barcode" }.compactMap(\.value) }
        #expect(!searched.isEmpty)
        #expect(searched.allSatisfy { ["029667431224", "0029667431224", "0 29667 43122 4"].contains($0) })
    }

    @Test func elevenDigitsAreRefusedWithTheUPCAHint() throws {
        let run = try lookup(["29667431224"])
        #expect(run.status == 65)
        #expect(
            run.stderr.contains(
                "\"29667431224\" is not a valid barcode: it has 11 digits; with a leading 0 it is the UPC-A 029667431224."
            ))
        #expect(server.requests.isEmpty)
    }

    @Test func aBooksISBNIsNotLookedUpUnlessAsked() throws {
        let refused = try lookup(["9780306406157"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains(
                "\"9780306406157\" is a book's ISBN, not a CD's barcode; --any-prefix looks it up anyway."))
        #expect(server.requests.isEmpty)
        let asked = try lookup(["--any-prefix", "9780306406157"])
        #expect(asked.status == 1)
        #expect(!server.requests.isEmpty)
    }

    @Test func sixDigitsWarnThatTheCheckDigitCannotBeVerified() throws {
        let run = try lookup(["123456"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "cdscan: warning: \"123456\": a UPC-E without its check digit (read as UPC-A 012345000065): "
                    + "a typo cannot be caught\n"))
    }

    @Test func aUPCE1WarnsThatAScannerMayHaveReadHalfAnEAN13() throws {
        let run = try lookup(["11025005"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "cdscan: warning: \"11025005\": a UPC-E of number system 1 (read as UPC-A 110000002505), "
                    + "which GS1 does not issue: a scanner that sent it may have read only the left half of an "
                    + "EAN-13 (turn UPC-E1 off in its settings)\n"))
    }
}
