import FakeServices
import Foundation
import SQLite
import TestSupport
import Testing

/// `cdscan value` through the built binary against the fake Discogs' marketplace.
@Suite struct ValueEndToEndTests {
    let items: ItemsEndToEndTests
    var discogs: FakeDiscogs { items.discogs }

    init() throws {
        items = try ItemsEndToEndTests()
    }

    /// The catalogue of `ItemsEndToEndTests` with item 2 picked, so two copies are Discogs releases.
    func catalogue(in directory: String) throws -> String {
        let database = try items.catalogue(in: directory)
        #expect(try items.cdscan(["items", "pick", "2", "2"], database).status == 0)
        return database
    }

    /// `items.environment` with `extra` on top; without the token unless `token`.
    func environment(token: Bool = true, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = items.environment.merging(extra) { _, given in given }
        if !token { environment["DISCOGS_TOKEN"] = nil }
        return environment
    }

    /// The marketplace requests the fake received.
    var marketRequests: [RecordedRequest] {
        discogs.requests.filter { $0.path.hasPrefix("/marketplace/") }
    }

    /// `cdscan value --json` as one dictionary per line, the summary last.
    func values(_ database: String, _ extra: [String] = [], environment: [String: String]? = nil) throws
        -> [[String: Any]]
    {
        let run = try items.cdscan(["value", "--json"] + extra, database, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func eachCopyIsValuedByItsConditionTheUngradedAsVeryGoodPlus() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            #expect(try items.cdscan(["items", "edit", "1", "--media", "nm"], database).status == 0)
            let first = 4_707_982  // The Seeds, item 1
            discogs.updateMarket {
                $0.suggestions[first] = ["Near Mint (NM or M-)": "20.125", "Very Good Plus (VG+)": "12.5"]
            }
            let lines = try values(database)
            #expect(lines.count == 4)  // three copies and the summary
            #expect(lines[0]["basis"] as? String == "suggestion" && lines[0]["grade_assumed"] as? Bool == false)
            #expect((lines[0]["value"] as? NSNumber)?.decimalValue == Decimal(string: "20.125"))
            #expect(lines[0]["release_id"] as? Int == first && lines[0]["currency"] as? String == "USD")
            #expect(lines[1]["basis"] as? String == "suggestion" && lines[1]["grade_assumed"] as? Bool == true)
            #expect(lines[2]["basis"] as? String == "none" && lines[2]["reason"] as? String == "not_on_discogs")
            let summary = try #require(lines[3]["summary"] as? [String: Any])
            #expect(summary["valued"] as? Int == 2 && summary["not_valued"] as? Int == 1)
            #expect(summary["total"] as? [String: Any] != nil)
            // Two requests per distinct release.
            #expect(marketRequests.count == 4)
            let text = try items.cdscan(["value"], database)
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stdout.contains("20.125 USD"))
            #expect(text.stdout.contains("without a media grade valued as Very Good Plus (VG+)"))
            #expect(text.stdout.contains("Discogs' estimate of your collection: minimum $12.34"))
            #expect(text.stdout.contains("By decade:") && text.stdout.contains("By format:"))
        }
    }

    @Test func withoutSellerSettingsTheLowestListingIsTheValueAndSaid() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            discogs.updateMarket { $0.hasSellerSettings = false }
            let lines = try values(database)
            #expect(lines[0]["basis"] as? String == "lowest_listing")
            #expect(lines[0]["reason"] as? String == "no_seller_settings")
            let text = try items.cdscan(["value", "--offline"], database)
            #expect(text.stdout.contains("seller settings"), "\(text.stdout)")
        }
    }

    @Test func keptPricesAreReusedUntilMaxAgeAndOfflineAsksNothing() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let offlineFirst = try items.cdscan(
                ["value", "--offline"], database, environment: environment(token: false))
            #expect(offlineFirst.status == 0, "\(offlineFirst.stderr)")
            #expect(offlineFirst.stdout.contains("no prices kept"))
            #expect(marketRequests.isEmpty)
            _ = try values(database)
            #expect(marketRequests.count == 4)
            _ = try values(database, ["--max-age", "7d"])
            #expect(marketRequests.count == 4)  // reused
            let offline = try items.cdscan(["value", "--offline"], database, environment: environment(token: false))
            #expect(offline.stdout.contains("Offline: prices kept, the oldest fetched"), "\(offline.stdout)")
            #expect(marketRequests.count == 4)
            // Ten days later (the kept dates moved back), the default 7 days have passed.
            let file = try Database(path: database, create: false)
            try file.execute("UPDATE price_suggestions SET fetched_at = '2000-01-01T00:00:00Z'")
            try file.execute("UPDATE market_stats SET fetched_at = '2000-01-01T00:00:00Z'")
            _ = try values(database, ["--max-age", "30d"])
            #expect(marketRequests.count == 8)  // asked again
        }
    }

    /// On the command line a usage error (64); as a default (`CDSCAN_CURRENCY`), a configuration
    /// error (78), as every default its option refuses.
    @Test func aCurrencyDiscogsDoesNotTakeExits64Or78NamingThem() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let option = try items.cdscan(["value", "--currency", "XYZ"], database)
            #expect(option.status == 64 && option.stderr.contains("USD, GBP, EUR"), "\(option.stderr)")
            let variable = try items.cdscan(
                ["value"], database, environment: environment(["CDSCAN_CURRENCY": "DEM"]))
            #expect(
                variable.stderr.hasPrefix("cdscan: error: CDSCAN_CURRENCY: '--currency' is one of USD, GBP, EUR"),
                "\(variable.stderr)")
            #expect(variable.status == 78)
            #expect(marketRequests.isEmpty)
            let euros = try values(database, ["--currency", "eur"])
            #expect(
                marketRequests.allSatisfy { !$0.path.hasPrefix("/marketplace/stats") || $0.query("curr_abbr") == "EUR" }
            )
            #expect(euros.last.flatMap { $0["summary"] as? [String: Any] }?["currency"] as? String == "EUR")
        }
    }

    @Test func aRefusedTokenExits77AndNoTokenAsksForOne() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            let refused = try items.cdscan(
                ["value"], database, environment: environment(["DISCOGS_TOKEN": "wrong"]))
            #expect(refused.status == 77, "\(refused.stderr)")
            let none = try items.cdscan(["value"], database, environment: environment(token: false))
            #expect(none.status == 78 && none.stderr.contains("DISCOGS_TOKEN"), "\(none.stderr)")
            // The advice names this command among those that need the token, not only lookup's options.
            #expect(none.stderr.contains("value without --offline"), "\(none.stderr)")
        }
    }

    @Test func aRunKilledHalfwayKeepsItsAnswersAndTheNextAsksOnlyTheRest() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            discogs.resetCounters()
            // Release one's two answers come; the third request never does.
            discogs.scriptNext([.ok, .ok, .hang])
            let running = try RunningCDScan(
                ["value", "--db", database], environment: items.environment, directory: URL(fileURLWithPath: directory))
            let deadline = Date().addingTimeInterval(20)
            while marketRequests.count < 3, Date() < deadline { usleep(20_000) }
            #expect(marketRequests.count == 3)
            let killed = running.stop(with: SIGKILL)
            #expect(killed.status != 0)
            discogs.clearScripts()
            let asked = marketRequests.map(\.path)
            _ = try values(database)
            let again = marketRequests.map(\.path).dropFirst(asked.count)
            #expect(again.count == 2, "\(again)")
            #expect(!again.contains(asked[0]) && !again.contains(asked[1]))
        }
    }

    @Test func aReleaseDiscogsNoLongerHasIsReportedForItsCopies() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            discogs.scriptNext([.status(404), .status(404)])
            let lines = try values(database)
            // The releases are asked in id order: the first asked is the one Discogs lost.
            let bases = lines.prefix(2).map { "\($0["basis"] ?? "") \($0["reason"] ?? "")" }.sorted()
            #expect(bases == ["none release_gone", "suggestion <null>"], "\(bases)")
            let text = try items.cdscan(["value", "--offline"], database)
            #expect(text.stdout.contains("1 copy: the release is no longer on Discogs"), "\(text.stdout)")
        }
    }

    @Test func ctrlCStopsARunWaitingOnDiscogsAndKeepsWhatCame() throws {
        try withScratchDirectory { directory in
            let database = try catalogue(in: directory)
            discogs.resetCounters()
            discogs.scriptNext([.ok, .ok, .hang])
            let running = try RunningCDScan(
                ["value", "--db", database], environment: items.environment,
                directory: URL(fileURLWithPath: directory))
            let deadline = Date().addingTimeInterval(20)
            while marketRequests.count < 3, Date() < deadline { usleep(20_000) }
            let stopped = running.stop(with: SIGINT, within: 10)
            #expect(stopped.status == 130, "\(stopped.stderr)")
            discogs.clearScripts()
            let asked = marketRequests.count
            _ = try values(database)
            #expect(marketRequests.count - asked == 2)
        }
    }
}
