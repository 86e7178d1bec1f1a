import FakeServices
import Foundation
import TestSupport
import Testing

/// The one stop policy (`LookupError.stopsRun`) through the built binary: every command of many
/// lookups gives the same answer to the same failure. Before it, `lookup` went on after a 403
/// where `catalog` stopped; now both stop, with the same status.
@Suite struct StopPolicyEndToEndTests {
    static let token = "stop-policy-token-81c2"
    static let barcodes = ["029667431224", "5099750442227"]

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }
    var musicBrainz: FakeMusicBrainz { rig.musicBrainz }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    var environment: [String: String] {
        rig.environment(["XDG_DATA_HOME": "/nonexistent-cdscan-data"])
    }

    /// Discogs' search requests so far.
    var searches: Int { discogs.requests.count { $0.path == "/database/search" } }

    @Test func lookupStopsAtA403LikeCatalog() throws {
        discogs.scriptNext([.status(403)])
        let run = try CDScanBinary.run(
            ["lookup", "--source", "discogs"] + Self.barcodes, environment: environment)
        #expect(run.status == 69)
        #expect(searches == 1)  // the second barcode is not asked: it would meet the same block
        #expect(run.stderr.contains("403"))
    }

    @Test func catalogStopsAtTheSame403WithTheSameStatus() throws {
        discogs.scriptNext([.status(403)])
        try withScratchDirectory { directory in
            let run = try CDScanBinary.run(
                ["catalog", "--source", "discogs", "--db", directory + "/c.sqlite", "-o", "-"] + Self.barcodes,
                environment: environment)
            #expect(run.status == 69)
            #expect(searches == 1)
        }
    }

    @Test func aRefusedTokenStopsLookupAndCatalogAlikeWith77() throws {
        for arguments in [["lookup"], ["catalog", "--db", "DB", "-o", "-"]] {
            discogs.scriptNext([.status(401)])
            let before = searches
            try withScratchDirectory { directory in
                let run = try CDScanBinary.run(
                    arguments.map { $0 == "DB" ? directory + "/c.sqlite" : $0 } + ["--source", "discogs"]
                        + Self.barcodes, environment: environment)
                #expect(run.status == 77, "\(arguments[0])")
                #expect(searches - before == 1, "\(arguments[0])")
            }
        }
    }

    @Test func aRefusedTokenStopsCatalogBeforeAnyFallbackRowIsRecorded() throws {
        var wrong = environment
        wrong["DISCOGS_TOKEN"] = "not-the-token"
        try withScratchDirectory { directory in
            let database = directory + "/c.sqlite"
            let run = try CDScanBinary.run(
                ["catalog", "--db", database, "-o", "-"] + Self.barcodes, environment: wrong)
            #expect(run.status == 77)
            #expect(run.stderr.contains("Discogs refused the token (HTTP 401)"))
            #expect(run.stderr.contains("DISCOGS_TOKEN"))  // how to fix it
            #expect(musicBrainz.requests.isEmpty)  // no fallback answer to record
            #expect(searches == 1)
            // Nothing was answered, so nothing stays answered by MusicBrainz after the token is fixed.
            let export = try CDScanBinary.run(["export", "--db", database], environment: environment)
            #expect(!export.stdout.contains("musicbrainz"))
            #expect(!export.stdout.contains(",found,"))
        }
    }

    @Test func aRefusedTokenStopsLookupAfterOneRequestWithoutFallingBack() throws {
        var wrong = environment
        wrong["DISCOGS_TOKEN"] = "not-the-token"
        let run = try CDScanBinary.run(["lookup"] + Self.barcodes, environment: wrong)
        #expect(run.status == 77)
        #expect(searches == 1)
        #expect(musicBrainz.requests.isEmpty)
    }
}
