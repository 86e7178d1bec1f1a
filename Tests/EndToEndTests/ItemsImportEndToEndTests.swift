import Catalog
import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan items import` through the built binary, against the fake Discogs, with the export in
/// `Fixtures/discogs/collection-import.csv`: two copies of 4707982, 880801, 880999 (which the fake
/// does not hold: 404) and a row whose release id has letters in it.
@Suite struct ItemsImportEndToEndTests {
    static let token = "import-token-7c2a"
    static let export = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/discogs/collection-import.csv").path

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    func environment(_ directory: String, token: String? = Self.token) -> [String: String] {
        var environment = rig.environment(token: false, ["XDG_DATA_HOME": directory + "/data", "NO_COLOR": "1"])
        environment["DISCOGS_TOKEN"] = token
        return environment
    }

    /// Runs `cdscan ARGUMENTS --db DIRECTORY/c.sqlite`.
    func cdscan(_ arguments: [String], in directory: String, token: String? = Self.token) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            arguments + ["--db", directory + "/c.sqlite"], environment: environment(directory, token: token),
            directory: URL(fileURLWithPath: directory))
    }

    /// The release ids Discogs was asked for, in order.
    var releaseRequests: [String] {
        discogs.requests.compactMap { $0.path.hasPrefix("/releases/") ? String($0.path.dropFirst(10)) : nil }
    }

    /// `items list --json` as one dictionary per item.
    func records(in directory: String) throws -> [[String: Any]] {
        let run = try cdscan(["items", "list", "--json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func everyRowBecomesACopyKeepingWhatTheCollectorRecorded() throws {
        try withScratchDirectory { directory in
            let run = try cdscan(["items", "import", Self.export, "--no-progress"], in: directory)
            #expect(run.status == 65, "the row with a bad id: \(run.stderr)")
            #expect(run.stderr.contains("row 6: \"88O9O1\" is not a Discogs release id (a number); not imported"))
            // Issue 41, point 10: the five rows read are counted, the one not imported too.
            #expect(run.stderr.contains("read 5 rows of \(Self.export): 4 new copies; 1 row not imported"))
            #expect(run.stderr.contains("5 inputs: 3 found · 1 not found · 1 invalid"))
            #expect(releaseRequests == ["4707982", "880801", "880999"], "one request a release, not a copy")
            let items = try records(in: directory)
            #expect(items.map { $0["kind"] as? String } == ["release", "release", "release", "release"])
            #expect(
                items.map { $0["code"] as? String } == [
                    "discogs:4707982", "discogs:4707982", "discogs:880801", "discogs:880999",
                ])
            #expect(items.map { $0["status"] as? String } == ["found", "found", "found", "not_found"])
            #expect(items.map { $0["rating"] as? Int } == [4, nil, 5, 3], "0 is Discogs' 'not rated'")
            #expect(items.map { $0["folder"] as? String } == ["CDs", "Spares", "CDs", "CDs"])
            #expect(
                items.map { $0["notes"] as? String } == [
                    "shelf 2, left", "second copy", "signed, \"to Ann\"", "removed from Discogs since",
                ])
            #expect(items[0]["media_condition"] as? String == "Near Mint (NM or M-)")
            #expect(items[1]["sleeve_condition"] as? String == "Good (G)")
            #expect(
                items.map { $0["added_at"] as? String } == [
                    "2025-06-01T10:15:00Z", "2025-06-03T09:00:00Z", "2025-07-12T20:30:45Z", "2025-08-02T08:00:00Z",
                ])
            #expect(items.map { $0["copies"] as? Int } == [2, 2, 1, 1])
            #expect(items[0]["source"] as? String == "discogs-export:\(Self.export):2")
            // The fetched release, not the export's description of it.
            let album = try #require(items[2]["album"] as? [String: Any])
            #expect(album["country"] as? String == "Europe" && album["source"] as? String == "discogs")
            let stored = try CatalogStore(path: directory + "/c.sqlite", create: false).item(id: 3)
            #expect(stored?.details?.tracks.isEmpty == false, "the tracklist came with the release")
        }
    }

    /// A rating or grade `items edit` refuses (it exits 64 for them) is not stored by an import
    /// either: the row says so, the copy is imported without it, the status is 65; and a
    /// release id of 0 is no release id.
    @Test func aRatingOrGradeItemsEditRefusesIsReportedAndNotStored() throws {
        try withScratchDirectory { directory in
            let header = try String(contentsOfFile: Self.export, encoding: .utf8).prefix { $0 != "\n" }
            let rows = [
                "CDWIK2 312,The Seeds,Future,Big Beat Records,CD,9,2013,4707982,CDs,2025-06-01 10:15:00,"
                    + "Super Mint,Bogus,x,",
                "CDWIK2 312,The Seeds,Future,Big Beat Records,CD,2,2013,4707982,CDs,2025-06-01 10:15:00,"
                    + "nm,Very Good Plus (VG+),y,",
                "Z 0,Zero,Nothing,None,CD,,,0,CDs,,,,,",
            ]
            try ([String(header)] + rows).joined(separator: "\n").write(
                toFile: directory + "/grades.csv", atomically: true, encoding: .utf8)
            let run = try cdscan(["items", "import", "grades.csv", "--no-progress"], in: directory)
            #expect(run.status == 65, "\(run.stderr)")
            #expect(
                run.stderr.contains(
                    "grades.csv, row 2: rating \"9\" is not a whole number from 0 to 5, media grade \"Super Mint\" "
                        + "is not one of Discogs' grades, sleeve grade \"Bogus\" is not one of Discogs' grades; "
                        + "imported without them"), "\(run.stderr)")
            #expect(run.stderr.contains("row 4: \"0\" is not a Discogs release id (a number); not imported"))
            #expect(!run.stderr.contains("row 3"), "a short form is a grade")
            let items = try records(in: directory)
            #expect(items.map { $0["code"] as? String } == ["discogs:4707982", "discogs:4707982"])
            #expect(items.map { $0["rating"] as? Int } == [nil, 2])
            #expect(items.map { $0["media_condition"] as? String } == [nil, "Near Mint (NM or M-)"])
            #expect(items.map { $0["sleeve_condition"] as? String } == [nil, "Very Good Plus (VG+)"])
            let edit = try cdscan(["items", "edit", "1", "--media", "Super Mint"], in: directory)
            #expect(edit.status == 64, "the same rule: \(edit.stderr)")
        }
    }

    @Test func importingTheSameFileAgainAddsNoCopiesAndAsksNothing() throws {
        try withScratchDirectory { directory in
            #expect(try cdscan(["items", "import", Self.export, "--no-progress"], in: directory).status == 65)
            let before = discogs.requests.count
            // The same file by another name (a symbolic link) is the same export.
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/link.csv", withDestinationPath: Self.export)
            let again = try cdscan(["items", "import", "link.csv", "--no-progress"], in: directory)
            #expect(again.status == 65)
            #expect(
                again.stderr.contains(
                    "read 5 rows of link.csv: 0 new copies, 4 already in the catalogue; 1 row not imported"))
            #expect(discogs.requests.count == before, "found and not found releases are not asked again")
            #expect(try records(in: directory).count == 4)
            // --retry asks again for the release that was not found, and for nothing else.
            let retry = try cdscan(["items", "import", Self.export, "--retry", "--no-progress"], in: directory)
            #expect(retry.status == 65)
            #expect(releaseRequests.dropFirst(3) == ["880999"])
        }
    }

    @Test func aRefusedTokenStopsAtTheFirstAnswerAndTheRowsWaitForTheRightOne() throws {
        try withScratchDirectory { directory in
            let refused = try cdscan(["items", "import", Self.export, "--no-progress"], in: directory, token: "wrong")
            #expect(refused.status == 77)
            #expect(refused.stderr.contains("Discogs refused the token (HTTP 401)"))
            #expect(!refused.stderr.contains("wrong"), "the token never appears")
            #expect(discogs.counters.unauthorized == 1 && releaseRequests.count == 1)
            #expect(try records(in: directory).map { $0["status"] as? String } == Array(repeating: "pending", count: 4))
            let fixed = try cdscan(["items", "import", Self.export, "--no-progress"], in: directory)
            #expect(fixed.status == 65, "\(fixed.stderr)")
            let items = try records(in: directory)
            #expect(items.map { $0["status"] as? String } == ["found", "found", "found", "not_found"])
        }
    }

    @Test func aFileThatIsNotADiscogsExportImportsNothing() throws {
        try withScratchDirectory { directory in
            try "barcode,notes\n029667431224,shelf 3\n".write(
                toFile: directory + "/list.csv", atomically: true, encoding: .utf8)
            let run = try cdscan(["items", "import", "list.csv"], in: directory)
            #expect(run.status == 65)
            #expect(
                run.stderr
                    == "cdscan: error: list.csv: it is not a Discogs collection export (its header has no 'Catalog#', "
                    + "'Artist', 'Title' and 10 more columns); nothing was imported.\n")
            #expect(!FileManager.default.fileExists(atPath: directory + "/c.sqlite"))
            let missing = try cdscan(["items", "import", "none.csv"], in: directory)
            #expect(missing.status == 66)
            #expect(missing.stderr == "cdscan: error: cannot read none.csv: No such file or directory.\n")
            #expect(discogs.requests.isEmpty)
        }
    }

    @Test func withoutATokenOrADumpIndexNothingIsImported() throws {
        try withScratchDirectory { directory in
            let run = try cdscan(["items", "import", Self.export], in: directory, token: nil)
            #expect(run.status == 78)
            #expect(run.stderr.contains("needs DISCOGS_TOKEN") && run.stderr.contains("cdscan dump import"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/c.sqlite"))
            let dump = try cdscan(["items", "import", Self.export, "--source", "dump"], in: directory)
            #expect(dump.status == 66)
            #expect(dump.stderr.contains("there is no dump index"))
            let musicBrainz = try cdscan(["items", "import", Self.export, "--source", "musicbrainz"], in: directory)
            #expect(musicBrainz.status == 64)
            #expect(discogs.requests.isEmpty)
        }
    }

    @Test func catalogPointsADiscogsExportToItemsImport() throws {
        try withScratchDirectory { directory in
            let run = try cdscan(["catalog", Self.export, "-o", "out.csv"], in: directory)
            #expect(run.status == 64)
            #expect(
                run.stderr
                    == "cdscan: error: \(Self.export) is a Discogs collection export, not a list of barcodes: "
                    + "import it with 'cdscan items import \(Self.export)'.\n")
            #expect(!FileManager.default.fileExists(atPath: directory + "/c.sqlite"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/out.csv"))
            // The help's exit-status list names the export among 64's reasons, as the README's table does.
            let help = try CDScanBinary.run(["catalog", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            let list = try #require(help.range(of: "Exit status: ")).upperBound
            let usage = try #require(help.range(of: " 64 ", range: list..<help.endIndex)).upperBound
            let dataError = try #require(help.range(of: " 65 ", range: usage..<help.endIndex)).lowerBound
            #expect(help[usage..<dataError].contains("a Discogs collection export (items import reads it)"), "\(help)")
        }
    }

    @Test func theDiscogsFormatGivesBackWhatWasImported() throws {
        try withScratchDirectory { directory in
            #expect(try cdscan(["items", "import", Self.export, "--no-progress"], in: directory).status == 65)
            let export = try cdscan(["export", "--format", "discogs", "-o", "back.csv"], in: directory)
            #expect(export.status == 1, "the release not found is left out")
            #expect(export.stderr.contains("wrote 3 of 4 items for Discogs to back.csv; left out 1: 1 not found"))
            let rows = try CSVReader().rows(in: try Data(contentsOf: URL(fileURLWithPath: directory + "/back.csv")))
            #expect(rows.first == DiscogsExport.columns)
            let original = try CSVReader().rows(in: try Data(contentsOf: URL(fileURLWithPath: Self.export)))
            // release_id, Rating, CollectionFolder, Date Added, conditions and notes of the rows found.
            let kept = [7, 5, 8, 9, 10, 11, 12]
            let expected = original[1...3].map { row in kept.map { row[$0] == "0" ? "" : row[$0] } }
            #expect(rows.dropFirst().map { row in kept.map { row[$0] } } == expected)
            // And the file cdscan wrote is an export cdscan imports: the same copies come back.
            try FileManager.default.createDirectory(atPath: directory + "/other", withIntermediateDirectories: true)
            let reimport = try cdscan(["items", "import", directory + "/back.csv"], in: directory + "/other")
            #expect(reimport.status == 0, "\(reimport.stderr)")
            let again = try records(in: directory + "/other")
            #expect(again.map { $0["rating"] as? Int } == [4, nil, 5])
            #expect(again.map { $0["notes"] as? String } == ["shelf 2, left", "second copy", "signed, \"to Ann\""])
        }
    }

    /// Runs `items import` of the export into `directory` until its second release request
    /// hangs, then sends SIGINT: how the process ended and what it said on stderr.
    func importInterruptedAtTheSecondRelease(
        in directory: String
    ) throws -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
        discogs.scriptNext([.ok, .hang])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["items", "import", Self.export, "--no-progress", "--db", directory + "/c.sqlite"]
        process.environment = environment(directory).merging(["CDSCAN_HTTP_TIMEOUT": "60"]) { $1 }
        let stderr = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let deadline = Date() + 30
        while discogs.counters.releaseLookups < 2, process.isRunning, Date() < deadline { usleep(2_000) }
        #expect(discogs.counters.releaseLookups == 2, "the second release hangs")
        kill(process.processIdentifier, SIGINT)
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        let messages = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationReason, process.terminationStatus, messages)
    }

    @Test func ctrlCKeepsTheReleasesFetchedAndLeavesTheRestPending() throws {
        try withScratchDirectory { directory in
            let run = try importInterruptedAtTheSecondRelease(in: directory)
            #expect(run.reason == .exit && run.status == 130)
            let items = try records(in: directory)
            #expect(items.map { $0["status"] as? String } == ["found", "found", "pending", "pending"])
            #expect(
                items.map { $0["rating"] as? Int } == [4, nil, 5, 3], "every row was recorded before the first request")
        }
    }

    /// Ctrl-C aborts the release request in flight, as `catalog`'s (its transports have the
    /// batch's cancellation token): the job comes back with the abort, so its request is counted
    /// (2 requests; a job abandoned after the backstop, its request still in flight, would be lost: 1).
    @Test func ctrlCAbortsTheReleaseRequestInFlight() throws {
        try withScratchDirectory { directory in
            let run = try importInterruptedAtTheSecondRelease(in: directory)
            #expect(run.reason == .exit && run.status == 130)
            #expect(run.stderr.contains(", 2 requests"), "\(run.stderr)")
        }
    }
}
