import Album
import Basics
import Catalog
import CommandLineKit
import Foundation
import Lookup
import Presentation

/// `cdscan value` once its command line is checked: Discogs' prices for each distinct release
/// among the copies (reused while younger than `--max-age`, each kept as it arrives), each copy
/// valued by `CopyValue.rule`, then the report.
package enum ValueRun {
    /// Values the copies `selections` picks (all when empty); throws what ends the run.
    package static func run(_ options: ValueOptions, selections: [ItemSelection], context: CommandContext) throws
        -> ExitCode
    {
        let currency = try self.currency(options, context: context)
        // Asking Discogs writes the catalogue: the one-writer lock first, as every writer takes it
        // (75 while another run holds it); --offline only reads, beside any writer.
        let store = try CatalogStore(
            path: context.databasePath(options.database), create: false, readOnly: options.offline)
        if !options.offline {
            try store.lockForWriting()
            try store.removeExpiredPrices()
        }
        let items = try store.items(anyOf: selections.isEmpty ? [.all] : selections)
        var kept = try store.keptMarket(currency: currency)
        var estimate: ValueReport.DiscogsEstimate?
        var failures = 0
        var asking: (releases: Int, answered: Int) = (0, 0)
        // Ctrl-C, SIGTERM or SIGHUP cut a request or a wait short; every answer before it is kept.
        let signals = context.stopSignals.makeCounter(false)
        if !options.offline {
            let cancellation = CancellationToken()
            var context = context
            context.time = CancellableWaits(context.time, cancellation: cancellation)
            context.lookupCancellation = cancellation
            let releases = Set(items.compactMap(\.discogsReleaseID)).sorted()
            let current = context.time.date()
            let stale = releases.filter { id in
                !isFresh(kept[id]?.suggestionsFetchedAt, maxAge: options.maxAge, now: current)
                    || !isFresh(kept[id]?.statisticsFetchedAt, maxAge: options.maxAge, now: current)
            }
            let session = try RunAssembly(source: .discogs, context: context, purpose: .releases).makeSession()
            guard let discogs = session.marketplace else { throw LookupSession.Failure.noToken }
            asking.releases = stale.count
            try StopWatch.run(signals, cancelling: cancellation) {
                let asked = try fetch(
                    stale, kept: kept, currency: currency, maxAge: options.maxAge, discogs: discogs, store: store,
                    options: options, context: context, stopped: { signals.count > 0 })
                (failures, asking.answered) = (asked.failures, asked.answered)
                if signals.count == 0, let value = try? discogs.collectionValue() {
                    estimate = .init(minimum: value.minimum, median: value.median, maximum: value.maximum)
                }
            }
            kept = try store.keptMarket(currency: currency)
        }
        let copies = items.map { item in valued(item, market: kept) }
        let report = ValueReport(
            copies: copies, currency: currency, discogsEstimate: estimate, offline: options.offline,
            stopped: signals.count > 0, now: context.time.date())
        (options.json ? report.jsonLines : report.lines).forEach(context.console.line)
        if signals.count > 0 {
            context.console.message(ValueReport.interrupted(answered: asking.answered, of: asking.releases))
            // 130; `CDScan.run` makes it 143 or 129 when SIGTERM or SIGHUP came first.
            return .interrupted
        }
        if failures > 0 {
            context.console.warning(
                "\(Plural.count(failures, "request")) to Discogs failed; run the same command again to ask for the rest"
            )
            return .temporaryFailure
        }
        return .success
    }

    /// `--currency` (`CDSCAN_CURRENCY` sets its default, refused as a setting where Discogs does not
    /// take it: `Settings.optionVariables`), else `CDSCAN_CURRENCY`, else USD; a usage error naming
    /// the codes for another.
    static func currency(_ options: ValueOptions, context: CommandContext) throws(UsageError) -> String {
        if let currency = options.currency { return currency }
        guard let text = context.loadSettings().variables["CDSCAN_CURRENCY"], !text.isEmpty else { return "USD" }
        return try ValueOptions.currency(text, from: "CDSCAN_CURRENCY")
    }

    /// The values of `items` from the prices kept (by item number), for the commands that only
    /// read: the statistics in ``keptCurrency(context:)`` where kept, else the latest kept.
    package static func keptValues(of items: [CatalogItem], store: CatalogStore, context: CommandContext) throws
        -> [Int64: KeptValue]
    {
        try store.keptValues(of: items, currency: keptCurrency(context: context))
    }

    /// The currency whose kept statistics the readers show: `CDSCAN_CURRENCY`, else (unset, or
    /// one Discogs does not take, which is `value`'s to refuse) USD.
    package static func keptCurrency(context: CommandContext) -> String {
        (try? currency(ValueOptions(), context: context)) ?? "USD"
    }

    /// Whether an answer fetched at `date` is still to be used.
    static func isFresh(_ date: Date?, maxAge: Double, now: Date) -> Bool {
        guard let date else { return false }
        let age = Timestamp.wholeSeconds(now).timeIntervalSince(date)
        return age >= 0 && age <= maxAge
    }

    /// Asks Discogs what `releases` lack (at most two requests each), keeping each answer as it
    /// comes, until `stopped`; returns how many requests failed and how many releases were
    /// answered. A refused token (401) ends the run.
    private static func fetch(
        _ releases: [Int], kept: [Int: KeptMarket], currency: String, maxAge: Double, discogs: DiscogsClient,
        store: CatalogStore, options: ValueOptions, context: CommandContext, stopped: () -> Bool
    ) throws -> (failures: Int, answered: Int) {
        let console = context.console
        let requests = releases.count * 2
        // Discogs allows 60 requests a minute: more than about three minutes of them is said first.
        if requests > 180 {
            console.message(
                "Asking Discogs about \(Plural.count(releases.count, "release")) (up to "
                    + "\(Plural.count(requests, "request"))) takes about \(BatchEstimate.duration(Double(requests)))"
                    + " at 60 a minute; every answer is kept as it comes, so a stopped run resumes where it was")
        }
        let bar = ValueProgressBar(
            console: console, time: context.time, total: releases.count, enabled: options.progress)
        defer { bar.clear() }
        var failures = 0
        var answered = 0
        for (done, id) in releases.enumerated() {
            // Stopped between two releases, no request is in flight to be cut short: stop here.
            if stopped() { return (failures, answered) }
            bar.progressed(done: done)
            let now = context.time.date()
            do {
                if !isFresh(kept[id]?.suggestionsFetchedAt, maxAge: maxAge, now: now) {
                    try store.keepSuggestions(try discogs.priceSuggestions(releaseID: id), releaseID: id)
                }
                if !isFresh(kept[id]?.statisticsFetchedAt, maxAge: maxAge, now: now) {
                    try store.keepStatistics(
                        try discogs.marketStatistics(releaseID: id, currency: currency), releaseID: id,
                        currency: currency)
                }
                answered += 1
            } catch let error as LookupError {
                switch error {
                case .interrupted: return (failures, answered)
                case .tokenRefused, .insecureURL: throw error
                default:
                    failures += 1
                    bar.clear()
                    console.warning("release \(id): \(error)")
                }
            }
        }
        bar.progressed(done: releases.count)
        return (failures, answered)
    }

    /// The copy with its value by the rule.
    private static func valued(_ item: CatalogItem, market: [Int: KeptMarket]) -> ValuedCopy {
        let releaseID = item.discogsReleaseID
        let value = CopyValue.of(item, market: market)
        let album = item.album
        let name = album.map { "\($0.artist) – \($0.title)" } ?? item.shownCode
        let format = album?.format.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
        return ValuedCopy(
            item: item.id, releaseID: releaseID, name: name,
            format: format.flatMap { $0.isEmpty ? nil : $0 } ?? "Unknown",
            year: album?.year, value: value)
    }
}
