import FakeServices
import Foundation
import TestSupport
import Testing

/// The built cdscan binary against the fake Discogs (and a fake MusicBrainz that knows nothing,
/// asked when Discogs finds nothing): stdout, stderr and exit status.
@Suite struct LookupEndToEndTests {
    static let token = "e2e-secret-token-3f9a"

    let rig: ServiceRig
    var server: FakeDiscogs { rig.discogs }
    var musicBrainz: FakeMusicBrainz { rig.musicBrainz }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    var environment: [String: String] { rig.environment() }

    func lookup(_ arguments: [String], environment: [String: String]? = nil) throws -> CDScanBinary.Run {
        let run = try CDScanBinary.run(["lookup"] + arguments, environment: environment ?? self.environment)
        #expect(!run.stdout.contains(Self.token))
        #expect(!run.stderr.contains(Self.token))
        return run
    }

    @Test func printsTheCardOfAFoundAlbum() throws {
        let run = try lookup(["0 29667 43122 4"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                The Seeds - Future (2013)
                CD x2, Album, Reissue, Remastered · Big Beat Records – CDWIK2 312 · UK & Europe
                Rock · Psychedelic Rock, Garage Rock
                https://www.discogs.com/release/4707982
                Data provided by Discogs.

                """)
        #expect(run.stderr == "")
    }

    @Test func jsonHasOneObjectPerBarcodeWithTheDocumentedKeys() throws {
        let run = try lookup(["--json", "029667431224", "5099750442227", "12345"])
        #expect(run.status == 65)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects[0]["barcode"] as? String == "0029667431224")
        #expect(objects[0]["status"] as? String == "found")
        let album = try #require(objects[0]["album"] as? [String: Any])
        #expect(album["year"] as? Int == 2013)
        #expect(album["release_id"] as? Int == 4707982)
        #expect(album["source"] as? String == "discogs")
        for key in ["artist", "title", "label", "catno", "format", "country", "genres", "styles", "url", "cover_image"]
        {
            #expect(album[key] != nil, "album.\(key) missing")
        }
        #expect(objects[1]["status"] as? String == "not_found")
        #expect(objects[1]["album"] is NSNull)
        #expect(objects[2]["status"] as? String == "invalid")
        #expect(objects[2]["barcode"] is NSNull)
        #expect((objects[2]["error"] as? String)?.contains("5 digits") == true)
    }

    @Test func someNotFoundExitsOne() throws {
        let run = try lookup(["029667431224", "5099750442227"])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "5099750442227: not found on Discogs or MusicBrainz (searched \"5099750442227\", \"5 099750 442227\")"))
        #expect(musicBrainz.requests.count == 1, "MusicBrainz is asked only when Discogs finds nothing")
    }

    @Test func anInvalidBarcodeSaysWhatIsWrongAndExits65() throws {
        let run = try lookup(["0029667431225"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "cdscan: error: \"0029667431225\" is not a valid barcode: the check digit should be 4, not 5.\n")
        #expect(server.requests.isEmpty)
    }

    @Test func withoutATokenDiscogsAloneSaysWhereToGetOneAndExits78() throws {
        try withTemporaryDirectory { directory in
            let run = try CDScanBinary.run(
                ["lookup", "--source", "discogs", "029667431224"], environment: ["DISCOGS_API_URL": server.baseURL],
                directory: directory)
            #expect(run.status == 78)
            #expect(run.stderr.contains("https://www.discogs.com/settings/developers"))
            #expect(run.stdout == "")
        }
    }

    @Test func theTokenIsReadFromDotEnvInTheCurrentDirectory() throws {
        try withTemporaryDirectory { directory in
            // The API URL from the environment: .env may not say where the token goes.
            try "DISCOGS_TOKEN=\(Self.token)\n".write(
                to: directory.appendingPathComponent(".env"), atomically: true, encoding: .utf8)
            let run = try CDScanBinary.run(
                ["lookup", "029667431224"], environment: ["DISCOGS_API_URL": server.baseURL], directory: directory)
            #expect(run.status == 0)
            #expect(run.stderr == "cdscan: using DISCOGS_TOKEN from .env in the current directory (for development)\n")
            #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        }
    }

    @Test func aRefusedTokenExits77WithoutShowingIt() throws {
        var environment = self.environment
        environment["DISCOGS_TOKEN"] = "refused-token-77aa"
        let run = try lookup(["029667431224", "077774600125"], environment: environment)
        #expect(run.status == 77)
        #expect(run.stderr.contains("Discogs refused the token"))
        #expect(!run.stderr.contains("refused-token-77aa") && !run.stdout.contains("refused-token-77aa"))
        #expect(server.requests.count == 1)  // the second barcode is not tried with a refused token
    }

    @Test func serverErrorsAfterRetriesExit69() throws {
        server.failNext(10, with: .status(503))
        let run = try lookup(["029667431224"])
        #expect(run.status == 69)
        #expect(
            run.stderr.contains("Discogs is not working right now (HTTP 503 and an HTML error page after 3 attempts)"))
    }

    @Test func rateLimitedAfterRetriesExits75() throws {
        server.failNext(100, with: .status(429))
        let run = try lookup(["029667431224"])
        #expect(run.status == 75)
        #expect(run.stderr.contains("HTTP 429"))
    }

    @Test func malformedJSONExits69AndNamesTheBarcode() throws {
        server.failNext(1, with: .malformedJSON)
        let run = try lookup(["029667431224"])
        #expect(run.status == 69)
        #expect(run.stderr.contains("029667431224"))
        #expect(run.stderr.contains("not valid JSON"))
    }

    @Test func anUnreachableServerExits69() throws {
        server.stop()
        let run = try lookup(["029667431224"])
        #expect(run.status == 69)
        #expect(run.stderr.contains("cannot reach Discogs"))
    }

    @Test func plainHTTPOffThisMachineIsRefusedAsConfiguration() throws {
        var environment = self.environment
        environment["DISCOGS_API_URL"] = "http://api.discogs.com"
        let run = try lookup(["029667431224"], environment: environment)
        #expect(run.status == 78)
        #expect(run.stderr.contains("only sent over https"))
    }

    @Test func helpVersionAndUsageErrors() throws {
        let help = try CDScanBinary.run(["lookup", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Look up typed barcodes"))
        let version = try CDScanBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("cdscan "))
        let subVersion = try CDScanBinary.run(["lookup", "--version"])
        #expect(subVersion.stdout == version.stdout)
        let unknown = try CDScanBinary.run(["lookup", "--colour"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "cdscan: error: unknown option '--colour'; did you mean '--color'?\nUsage: cdscan lookup"))
        let missing = try CDScanBinary.run(["lookup"])
        #expect(missing.status == 64)
        let nothing = try CDScanBinary.run([])
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("SUBCOMMANDS:"))
    }
}
