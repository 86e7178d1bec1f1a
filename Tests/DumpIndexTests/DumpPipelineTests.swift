import Barcode
import DumpIndex
import Foundation
import Testing

/// The import's threads: a file of many chunks arrives whole and in order, and stopping stops them all.
@Suite struct DumpPipelineTests {
    /// A dump of `count` releases, each with a barcode, as plain XML (about 300 bytes a release).
    func bigDump(_ count: Int, in scratch: ScratchDirectory) throws -> String {
        var text = "<?xml version=\"1.0\"?>\n<releases>\n"
        for id in 1...count {
            let body = String(format: "%011d", id)
            let check = GTIN.checkDigit(for: body.compactMap(\.wholeNumberValue))
            text +=
                "<release id=\"\(id)\" status=\"Accepted\"><title>Album \(id)</title><notes>"
                + String(repeating: "n", count: 200) + "</notes><identifiers><identifier type=\"Barcode\" value=\""
                + body + String(check) + "\"/></identifiers></release>\n"
        }
        return try scratch.write("big.xml", text + "</releases>\n")
    }

    @Test func aDumpOfManyChunksKeepsEveryReleaseInOrder() throws {
        let scratch = try ScratchDirectory()
        let file = try bigDump(20_000, in: scratch)  // about 6 MB: two dozen chunks of text
        let status = try scratch.importDump(file, date: "2025-12-01")
        #expect(status.counts.releasesRead == 20_000)
        #expect(status.counts.barcodes == 20_000)
        let index = try DumpIndex(path: scratch.indexPath)
        let last = try #require(try index.albums(for: GTIN(parsing: "000000200004")).first)
        #expect(last.releaseID == "20000")
    }

    @Test func releasesLongerThanAChunkArriveWholeWithTheirNotesCutAtTheLimit() throws {
        let scratch = try ScratchDirectory()
        // Each release's notes (100 KB) hold a chunk boundary or two of the text (256 KiB),
        // and its genre, tracks and barcode come after them.
        func notes(_ id: Int) -> String { String(repeating: "n\(id) ", count: 100_000 / (String(id).count + 2)) }
        var text = "<releases>\n"
        for id in 1...12 {
            let body = String(format: "%011d", id)
            let check = GTIN.checkDigit(for: body.compactMap(\.wholeNumberValue))
            text +=
                "<release id=\"\(id)\"><title>Album \(id)</title><notes>"
                + notes(id) + "</notes>"
                + "<genres><genre>Genre \(id)</genre></genres><tracklist><track><position>1</position>"
                + "<title>Track \(id)</title><duration>3:00</duration></track></tracklist><identifiers>"
                + "<identifier type=\"Barcode\" value=\"\(body)\(check)\"/></identifiers></release>\n"
        }
        let file = try scratch.write("long.xml", text + "</releases>\n")
        let status = try scratch.importDump(file, date: "2025-12-01", tracklists: true)
        #expect(status.counts.releases == 12)
        let index = try DumpIndex(path: scratch.indexPath)
        for id in 1...12 {
            let details = try #require(try index.details(releaseID: String(id)))
            #expect(details.album.title == "Album \(id)")
            #expect(details.album.genres == ["Genre \(id)"])
            #expect(details.tracks.map(\.title) == ["Track \(id)"])
            // The first 64 KiB, as the API mapping trims them.
            let cut = String(decoding: notes(id).utf8.prefix(64 * 1024), as: UTF8.self)
            #expect(details.notes == cut.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    @Test func stoppingMidwayStopsEveryStageAndLeavesTheIndex() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let before = try #require(scratch.indexBytes())
        let file = try bigDump(20_000, in: scratch)
        var polls = 0
        #expect(throws: DumpError.interrupted) {
            try DumpImporter.run(
                ImportRequest(file: file, indexPath: scratch.indexPath, date: "2025-12-01"),
                shouldStop: {
                    polls += 1
                    return polls == 3
                }, clock: { 0 })
        }
        #expect(polls == 3)
        #expect(scratch.indexBytes() == before)
        #expect(!FileManager.default.fileExists(atPath: scratch.indexPath + ".importing"))
    }

    @Test func hundredsOfMadeUpElementNamesAreReadPastAndTheKnownOnesStillRead() throws {
        let scratch = try ScratchDirectory()
        // More distinct names than the extractor's table of names holds (96), before and after the fields.
        let junk = (0..<300).map { "<made_up_\($0)>x</made_up_\($0)>" }.joined()
        let file = try scratch.write(
            "names.xml",
            "<releases>\(junk)<release id=\"7\">\(junk)<title>Seven</title><artists><artist><name>Band</name>"
                + "</artist></artists>\(junk)<identifiers><identifier type=\"Barcode\" value=\"0 29667 43122 4\"/>"
                + "</identifiers></release></releases>")
        let status = try scratch.importDump(file, date: "2025-12-01")
        #expect(status.counts.releases == 1)
        let album = try #require(
            try DumpIndex(path: scratch.indexPath).albums(for: GTIN(parsing: "029667431224")).first)
        #expect(album.title == "Seven")
        #expect(album.artist == "Band")
    }

    @Test func aDocumentNestedTooDeepIsRefusedWithWhereNotACrash() throws {
        let scratch = try ScratchDirectory()
        // Deeper than libxml2 goes (256), on the parsing thread's stack.
        let depth = 100_000
        let text =
            "<releases><release id=\"1\">" + String(repeating: "<a>", count: depth)
            + String(repeating: "</a>", count: depth) + "</release></releases>"
        let error = try #require(throws: DumpError.self) {
            try scratch.importDump(try scratch.write("deep.xml", text), date: "2025-12-01")
        }
        guard case .malformedXML(_, let offset, let reason) = error else {
            Issue.record("expected malformedXML, got \(error)")
            return
        }
        #expect(reason.contains("depth"))
        #expect(offset > 0)
    }

    /// A release whose `<videos>` (an element the extractor skips) holds `inside`.
    func releaseWithVideos(_ inside: String, prolog: String = "") -> String {
        prolog + "<releases><release id=\"7\"><title>Seven</title><videos>" + inside + "</videos>"
            + "<identifiers><identifier type=\"Barcode\" value=\"0 29667 43122 4\"/></identifiers></release></releases>"
    }

    @Test func insideASkippedElementTheXMLIsStillChecked() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("bad.xml", releaseWithVideos("<video><title>x</titel></video>"))
        let error = try #require(throws: DumpError.self) { try scratch.importDump(file, date: "2025-12-01") }
        guard case .malformedXML(_, _, let reason) = error else {
            Issue.record("expected malformedXML, got \(error)")
            return
        }
        #expect(reason.contains("titel") || reason.contains("mismatch"))
    }

    @Test func insideASkippedElementDeclaredEntitiesAreStillRefused() throws {
        let scratch = try ScratchDirectory()
        let prolog =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE releases [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>\n"
        let file = try scratch.write(
            "entity.xml", releaseWithVideos("<video><title>&lol2;</title></video>", prolog: prolog))
        let error = try #require(throws: DumpError.self) { try scratch.importDump(file, date: "2025-12-01") }
        guard case .malformedXML(_, _, let reason) = error else {
            Issue.record("expected malformedXML, got \(error)")
            return
        }
        #expect(reason.contains("lol2"))
    }

    @Test func afterASkippedElementTheReleaseIsReadOnAsBefore() throws {
        let scratch = try ScratchDirectory()
        let nested = "<video><title>x<b>y</b></title><video/><empty/></video><video/>"
        let file = try scratch.write("skips.xml", releaseWithVideos(nested))
        let status = try scratch.importDump(file, date: "2025-12-01")
        #expect(status.counts.releases == 1)
        let album = try #require(
            try DumpIndex(path: scratch.indexPath).albums(for: GTIN(parsing: "029667431224")).first)
        #expect(album.title == "Seven")
    }
}
