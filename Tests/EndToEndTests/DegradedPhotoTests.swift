import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan scan --image` on one degraded photo of each kind a webcam or a phone delivers
/// (Fixtures/images/recall, rendered by its make.py): each reads as its code, nothing else.
@Suite struct DegradedPhotoTests {
    static let folder = ImageScanTests.images.appendingPathComponent("recall")

    struct Photo: Sendable, CustomStringConvertible {
        var file: String
        var expected: String
        var description: String { file }
    }

    /// The rows of recall/expected.tsv whose photo holds a CD's code.
    static let photos: [Photo] = {
        let listing = (try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return listing.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let cells = line.split(separator: "\t").map(String.init)
            guard cells.count >= 2, cells[1] != "book" else { return nil }
            return Photo(file: cells[0], expected: cells[1])
        }
    }()

    @Test func everyKindIsListed() {
        // Ten kinds: a tight crop, a small symbol, defocus, motion, JPEG 30, low contrast,
        // glare, a turn, perspective, a UPC-E in the rarer of its two forms.
        #expect(Self.photos.count == 10)
    }

    @Test(arguments: photos)
    func eachDegradedPhotoReadsAsItsCodeAndNothingElse(_ photo: Photo) throws {
        let run = try CDScanBinary.run(
            ["scan", "--image", "--no-lookup", "--json", photo.file], directory: Self.folder)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1, "one code, no misread beside it: \(run.stdout)")
        let line = try #require(lines.first)
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["barcode"] as? String == photo.expected)
    }
}

/// A book's ISBN read off a photo or the camera is said to be a book and not looked up, as a
/// typed one is; `--any-prefix` looks it up anyway.
@Suite struct ScannedBookTests {
    static let token = "scanbook-secret-token-41c7"
    static let saysBook = "\"9780544668256\" is a book's ISBN, not a CD's barcode"
    let rig: ServiceRig

    init() throws { rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog()) }

    @Test func aPhotographedISBNIsNamedAsABookWithoutARequest() throws {
        let refused = try CDScanBinary.run(
            ["scan", "--image", "isbn-book.jpg"], environment: rig.environment(), directory: DegradedPhotoTests.folder)
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains(
                "\"9780544668256\" is a book's ISBN, not a CD's barcode; --any-prefix looks it up anyway."))
        #expect(rig.discogs.requests.isEmpty)
        let asked = try CDScanBinary.run(
            ["scan", "--image", "--any-prefix", "isbn-book.jpg"], environment: rig.environment(),
            directory: DegradedPhotoTests.folder)
        #expect(asked.status == 1)
        #expect(!rig.discogs.requests.isEmpty)
    }

    /// `catalog --images` keeps the photographed ISBN as an invalid item that says it is a book,
    /// as a list's line is kept, and asks no service (it used to look the book up on both).
    @Test func catalogImagesKeepsAPhotographedISBNAsABookWithoutARequest() throws {
        try withScratchDirectory { directory in
            let photo = DegradedPhotoTests.folder.appendingPathComponent("isbn-book.jpg").path
            let arguments = ["catalog", "--images", photo, "--db", "c.sqlite", "-o", "out.csv", "--no-progress"]
            let refused = try CDScanBinary.run(
                arguments, environment: rig.environment(), directory: URL(fileURLWithPath: directory))
            #expect(refused.status == 65, "\(refused.stderr)")
            #expect(refused.stderr.contains(Self.saysBook), "\(refused.stderr)")
            #expect(rig.discogs.requests.isEmpty && rig.musicBrainz.requests.isEmpty)
            let csv = try String(contentsOfFile: directory + "/out.csv", encoding: .utf8)
            #expect(csv.contains("9780544668256") && csv.contains("invalid"), "\(csv)")
            let asked = try CDScanBinary.run(
                ["catalog", "--images", photo, "--any-prefix", "--db", "other.sqlite", "--no-progress"],
                environment: rig.environment(), directory: URL(fileURLWithPath: directory))
            #expect(asked.status != 65, "\(asked.stderr)")
            #expect(!rig.discogs.requests.isEmpty)
        }
    }

    /// `scan --image --catalog` says the same and records no lookup of the book either.
    @Test func scanImageCatalogSaysAPhotographedISBNIsABookWithoutARequest() throws {
        try withScratchDirectory { directory in
            let photo = DegradedPhotoTests.folder.appendingPathComponent("isbn-book.jpg").path
            let refused = try CDScanBinary.run(
                ["scan", "--image", photo, "--catalog", "out.csv", "--db", "c.sqlite"], environment: rig.environment(),
                directory: URL(fileURLWithPath: directory))
            #expect(refused.status == 65, "\(refused.stderr)")
            #expect(refused.stderr.contains(Self.saysBook), "\(refused.stderr)")
            #expect(rig.discogs.requests.isEmpty && rig.musicBrainz.requests.isEmpty)
        }
    }
}
