import FakeServices
import Foundation
import TestSupport
import Testing

/// A run stopped for its configuration (no DISCOGS_TOKEN, 78) or a refused token (77), through the
/// built binary: the summary never sends a person to run the same command unchanged, which would
/// stop the same way; it says to set the token first, and still counts what the run recorded.
@Suite struct ConfigurationStopEndToEndTests {
    static let token = "configuration-stop-token-5d0e"
    static let barcode = "029667431224"
    static let sameAgain = "run the same command again to go on"

    let rig: ServiceRig

    init() throws {
        rig = try ServiceRig(token: Self.token, musicBrainzCatalog: MusicBrainzCatalog())
    }

    /// The rig's services, in a home of `directory`'s own; with the rig's token, none, or `token`.
    func environment(_ directory: String, token: String? = ConfigurationStopEndToEndTests.token) -> [String: String] {
        var environment = rig.environment(
            token: false,
            ["XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "HOME": directory, "NO_COLOR": "1"])
        environment["DISCOGS_TOKEN"] = token
        return environment
    }

    @Test func catalogWithoutATokenSaysToSetItBeforeGoingOn() throws {
        try withScratchDirectory { directory in
            let list = directory + "/codes.txt"
            try "\(Self.barcode)\n".write(toFile: list, atomically: true, encoding: .utf8)
            for (index, (input, goOn)) in [
                (Self.barcode, "then 'cdscan catalog --resume' goes on"), (list, "then run the same command again"),
            ].enumerated() {
                let run = try CDScanBinary.run(
                    ["catalog", "--db", directory + "/\(index).sqlite", "--source", "discogs", "-o", "-", input],
                    environment: environment(directory, token: nil))
                #expect(run.status == 78)
                #expect(run.stderr.contains("DISCOGS_TOKEN is not set"))
                #expect(run.stderr.contains("still to look up; set DISCOGS_TOKEN as the error above says, " + goOn))
                #expect(!run.stderr.contains("look up; " + Self.sameAgain))
                // What the run recorded is still counted: its code waits as pending.
                #expect(run.stderr.contains("0 found · 1 pending"))
            }
        }
    }

    @Test func refreshWithoutATokenSaysNothingWasDoneAndToSetIt() throws {
        try withScratchDirectory { directory in
            let db = directory + "/c.sqlite"
            let catalog = try CDScanBinary.run(
                [
                    "catalog", "--db", db, "--source", "discogs", "-o", directory + "/out.csv", Self.barcode,
                    Self.barcode,
                ],
                environment: environment(directory))
            #expect(catalog.status == 0)
            let run = try CDScanBinary.run(
                ["items", "refresh", "1", "--db", db, "--source", "discogs"],
                environment: environment(directory, token: nil))
            #expect(run.status == 78)
            #expect(
                run.stderr.contains(
                    "nothing was looked up again: set DISCOGS_TOKEN as the error above says, then run the same command again"
                ))
            // No counts of the copies it did not touch, and no advice that would fail the same way.
            #expect(!run.stderr.contains("found"))
            #expect(!run.stderr.contains(Self.sameAgain))
        }
    }

    @Test func aRefusedTokenSaysToSetAnotherBeforeGoingOn() throws {
        try withScratchDirectory { directory in
            let db = directory + "/c.sqlite"
            let catalog = try CDScanBinary.run(
                ["catalog", "--db", db, "--source", "discogs", "-o", directory + "/out.csv", Self.barcode],
                environment: environment(directory, token: "not-the-token"))
            #expect(catalog.status == 77)
            #expect(catalog.stderr.contains("still to look up; set DISCOGS_TOKEN to a token Discogs accepts"))
            #expect(!catalog.stderr.contains(Self.sameAgain))
            #expect(catalog.stderr.contains("0 found · 1 pending"))
            let refresh = try CDScanBinary.run(
                ["items", "refresh", "1", "--db", db, "--source", "discogs"],
                environment: environment(directory, token: "not-the-token"))
            #expect(refresh.status == 77)
            #expect(
                refresh.stderr.contains(
                    "nothing was looked up again: set DISCOGS_TOKEN to a token Discogs accepts (see the error above), "
                        + "then run the same command again"))
        }
    }
}
