import Album
import Barcode
import DumpIndex
import Foundation
import Testing

@Suite struct DumpImportTests {
    @Test func gzippedDumpImportsEveryReleaseWithABarcode() throws {
        let scratch = try ScratchDirectory()
        let status = try scratch.importDump(DumpFixtures.gzipped)
        #expect(status.dumpDate == "2025-11-01")
        #expect(status.counts.releasesRead == 12)
        #expect(status.counts.releases == 11)
        #expect(status.counts.withoutBarcode == 1)
        // The raw-only release's "5 0 1 2 3" and 880801's "none" are no GTINs.
        #expect(status.counts.rawBarcodes == 2)
        #expect(status.counts.barcodes == 10)
        #expect(status.bytes > 0)
        #expect(!status.tracklists)
    }

    @Test func plainXMLGivesTheSameIndexAsGzip() throws {
        let scratch = try ScratchDirectory()
        let status = try scratch.importDump(DumpFixtures.plain, date: "2025-11-01")
        #expect(status.counts.releases == 11)
        #expect(status.counts.barcodes == 10)
    }

    @Test func spacedBarcodeFindsTheReleaseWithTheSameFieldsAsTheAPI() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let index = try DumpIndex(path: scratch.indexPath)
        let albums = try index.albums(for: try GTIN(parsing: "029667431224"))
        let seeds = try #require(albums.first)
        #expect(albums.count == 1)
        #expect(seeds.artist == "The Seeds")
        #expect(seeds.title == "Future")
        #expect(seeds.year == 2013)
        #expect(seeds.labels == ["Big Beat Records"])
        #expect(seeds.catalogNumber == "CDWIK2 312")
        #expect(seeds.format == "CD x2, Album, Reissue, Remastered")
        #expect(seeds.media == ["CD"])
        #expect(seeds.country == "UK & Europe")
        #expect(seeds.genres == ["Rock"])
        #expect(seeds.styles == ["Psychedelic Rock", "Garage Rock"])
        #expect(seeds.releaseID == "4707982")
        #expect(seeds.url == "https://www.discogs.com/release/4707982")
        #expect(seeds.owners == nil)
        #expect(seeds.source == .discogsDump)
        #expect(seeds.sourceDate == "2025-11-01")
    }

    @Test func nameVariationsJoinAndDisambiguationAreHandledAsInAPIAnswers() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let index = try DumpIndex(path: scratch.indexPath)
        let album = try #require(try index.albums(for: try GTIN(parsing: "2000999000027")).first)
        #expect(album.artist == "Simon & Garfunkel")
        #expect(album.format == "CD x2, Album + DVD, PAL")
        #expect(album.media == ["CD", "DVD"])
        #expect(album.genres == ["Folk, World, & Country"])
        #expect(album.year == 2004)
    }

    @Test func aValueThatIsNoGTINIsNeverMatched() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let index = try DumpIndex(path: scratch.indexPath)
        // "5 0 1 2 3" reduced to digits is 50123, which no GTIN form reaches; nothing else carries it.
        #expect(try index.albums(for: try GTIN(parsing: "0720642442524")).map(\.releaseID) == ["880201"])
        #expect(try index.albums(for: try GTIN(parsing: "4006408687016")).isEmpty)
    }

    @Test func withoutTracklistsDetailsAreNotAnswered() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        #expect(try DumpIndex(path: scratch.indexPath).details(releaseID: "880801") == nil)
    }

    @Test func tracklistsGiveDetailsWithHeadingsSubTracksCreditsAndNotes() throws {
        let scratch = try ScratchDirectory()
        let status = try scratch.importDump(DumpFixtures.gzipped, tracklists: true)
        #expect(status.tracklists)
        let details = try #require(try DumpIndex(path: scratch.indexPath).details(releaseID: "880801"))
        #expect(details.album.source == .discogsDump)
        #expect(details.artistCredit == "Simon & Garfunkel")
        #expect(details.tracks.map(\.title) == ["Disc 1", "Mrs. Robinson", "Suite", "Bridge", "Disc 2", "The Boxer"])
        #expect(details.tracks[0].isHeading)
        #expect(details.tracks[2].subtracks.map(\.position) == ["1-2a", "1-2b"])
        #expect(details.tracks[3].artist == "Simon Feat. Fixture Choir")
        #expect(details.tracks[5].duration == nil)
        #expect(details.credits == [.init(name: "Roy Halee", role: "Producer", tracks: "1-1 to 1-3")])
        // &#246; decoded, CDATA kept as text.
        #expect(details.notes == "Recorded at the Fixture Hall, Köln. Mixed <live> & mastered")
        #expect(details.identifiers.contains(.init(type: "Barcode", value: "2 000999 000027")))
    }

    @Test func dateComesFromTheOptionWhenGiven() throws {
        let scratch = try ScratchDirectory()
        #expect(try scratch.importDump(DumpFixtures.gzipped, date: "2025-10-01").dumpDate == "2025-10-01")
        #expect(throws: DumpError.badDate("2025-13-01")) {
            try scratch.importDump(DumpFixtures.gzipped, date: "2025-13-01")
        }
    }

    @Test func aSecondImportReplacesTheFirst() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        let status = try scratch.importDump(DumpFixtures.plain, date: "2025-12-01")
        #expect(status.dumpDate == "2025-12-01")
        #expect(try DumpIndex(path: scratch.indexPath).status.dumpDate == "2025-12-01")
        #expect(!FileManager.default.fileExists(atPath: scratch.indexPath + ".importing"))
    }

    @Test func removeDeletesTheIndex() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        #expect(try DumpIndex.remove(at: scratch.indexPath))
        #expect(!DumpIndex.exists(at: scratch.indexPath))
        #expect(try !DumpIndex.remove(at: scratch.indexPath))
        #expect(throws: DumpError.noIndex(path: scratch.indexPath)) { try DumpIndex(path: scratch.indexPath) }
    }

    @Test func progressReachesTheWholeFile() throws {
        final class Recorder: ImportObserver {
            var last: ImportProgress?
            func importProgressed(_ progress: ImportProgress) { last = progress }
        }
        let scratch = try ScratchDirectory()
        let recorder = Recorder()
        var now = 0.0
        _ = try DumpImporter.run(
            ImportRequest(file: DumpFixtures.gzipped, indexPath: scratch.indexPath), observer: recorder,
            clock: {
                now += 1
                return now
            })
        let last = try #require(recorder.last)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: DumpFixtures.gzipped)[.size] as? Int)
        #expect(last.bytesRead == Int64(size))
        #expect(last.totalBytes == Int64(size))
        #expect(last.fraction == 1)
        #expect(last.releasesRead == 12)
        #expect(last.secondsLeft == 0)
    }
}
