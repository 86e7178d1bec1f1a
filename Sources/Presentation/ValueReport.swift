import Album
import Basics
import Catalog
import Foundation
import Terminal

/// `cdscan value`'s report: the total per currency, how many copies are valued and how, those
/// not valued and why, the ten most valuable, and the value by format and by decade.
package struct ValueReport: Sendable {
    package var copies: [ValuedCopy]
    /// The currency asked (`--currency`).
    package var currency: String
    /// Discogs' own estimate of the collection; nil when not asked or not answered.
    package var discogsEstimate: DiscogsEstimate?
    /// `--offline`: how old the kept answers are is said.
    package var offline: Bool
    /// A signal stopped the run before it had asked about every release: a release without
    /// prices is one not asked yet, not one to ask without `--offline`.
    package var stopped: Bool
    package var now: Date

    /// Discogs' collection value as the text it sends ("€1,234.56").
    package struct DiscogsEstimate: Sendable {
        package var minimum, median, maximum: String

        package init(minimum: String, median: String, maximum: String) {
            (self.minimum, self.median, self.maximum) = (minimum, median, maximum)
        }
    }

    package init(
        copies: [ValuedCopy], currency: String, discogsEstimate: DiscogsEstimate? = nil, offline: Bool = false,
        stopped: Bool = false, now: Date
    ) {
        self.copies = copies
        self.currency = currency
        self.discogsEstimate = discogsEstimate
        self.offline = offline
        self.stopped = stopped
        self.now = now
    }

    /// The exact sum of the copies' values, by currency.
    private static func sum(_ copies: [ValuedCopy]) -> [String: Decimal] {
        MarketPrice.totals(copies.compactMap(\.value.price))
    }

    /// "12.50 USD + 3.4567 EUR"; "nothing" when no copy has a value.
    func totalText(_ copies: [ValuedCopy]) -> String {
        MarketPrice.totalText(Self.sum(copies), first: currency) ?? "nothing"
    }

    /// The report's lines, for stdout; the names and formats Discogs gave are escaped
    /// (`Displayable.escaped`), so that no control character in them reaches the terminal.
    package var lines: [String] {
        var lines: [String] = []
        let valued = copies.filter { $0.value.price != nil }
        let notValued = copies.filter { $0.value.price == nil }
        lines.append("Value of \(Plural.count(copies.count, "copy")): \(totalText(copies))")
        if Set(valued.compactMap { $0.value.price?.currency }).contains(where: { $0 != currency }) {
            lines.append(
                "  Prices Discogs gave in another currency than \(currency) are shown in their own, never converted.")
        }
        if let estimate = discogsEstimate {
            lines.append(
                "Discogs' estimate of your collection: minimum \(estimate.minimum), median \(estimate.median), "
                    + "maximum \(estimate.maximum)")
        }
        let bySuggestion = valued.filter { $0.value.basis == .suggestion }
        let byListing = valued.filter { $0.value.basis == .lowestListing }
        lines.append(
            "Valued: \(Plural.count(valued.count, "copy")) (\(bySuggestion.count) by Discogs' price suggestion "
                + "for their condition, \(byListing.count) by the lowest listing)")
        let assumed = bySuggestion.filter(\.value.gradeAssumed).count
        if assumed > 0 {
            lines.append(
                "  \(Plural.count(assumed, "copy")) without a media grade valued as \(CopyValue.assumedGrade.fullName)")
        }
        for (reason, count) in Self.counts(byListing) {
            lines.append("  lowest listing for \(Plural.count(count, "copy")): \(words(reason))")
        }
        lines.append("Not valued: \(Plural.count(notValued.count, "copy"))")
        for (reason, count) in Self.counts(notValued) {
            lines.append("  \(Plural.count(count, "copy")): \(words(reason))")
        }
        if offline, let oldest = copies.compactMap(\.value.fetchedAt).min() {
            lines.append("Offline: prices kept, the oldest fetched \(Self.age(of: oldest, now: now)) ago")
        }
        let top = valued.sorted { ($0.amount ?? 0, $1.item) > ($1.amount ?? 0, $0.item) }.prefix(10)
        if !top.isEmpty {
            lines.append("Most valuable:")
            for copy in top {
                lines.append(
                    "  #\(copy.item)  \(copy.value.price?.text ?? "")  \(Displayable.escaped(copy.name))  "
                        + "(\(Self.basisWords(copy.value)))")
            }
        }
        lines += section("By format:", groups: Dictionary(grouping: copies, by: \.format))
        lines += section(
            "By decade:",
            groups: Dictionary(grouping: copies) { copy in copy.year.map { "\($0 / 10 * 10)s" } ?? "Unknown year" })
        return lines
    }

    private func section(_ title: String, groups: [String: [ValuedCopy]]) -> [String] {
        [title]
            + groups.keys.sorted().map { key in
                "  \(Displayable.escaped(key)): \(Plural.count(groups[key]?.count ?? 0, "copy")), \(totalText(groups[key] ?? []))"
            }
    }

    /// How a copy got `value`: "suggestion for Near Mint (NM or M-)", "suggestion for Very Good
    /// Plus (VG+), not graded", "lowest listing", "no value".
    package static func basisWords(_ value: CopyValue) -> String {
        switch value.basis {
        case .suggestion:
            let grade = value.grade?.fullName ?? ""
            return value.gradeAssumed ? "suggestion for \(grade), not graded" : "suggestion for \(grade)"
        case .lowestListing: return "lowest listing"
        case .none: return "no value"
        }
    }

    /// The reasons among `copies`, in the order of `CopyValue.Reason.allCases`, with counts.
    static func counts(_ copies: [ValuedCopy]) -> [(CopyValue.Reason, Int)] {
        CopyValue.Reason.allCases.compactMap { reason in
            let count = copies.filter { $0.value.reason == reason }.count
            return count > 0 ? (reason, count) : nil
        }
    }

    /// A reason in words, for this run: a release not fetched by a run that asked Discogs was
    /// not asked (the run was stopped) or not answered (its request failed, said above); one
    /// that `--offline` found nothing kept for is asked about by the same command without it.
    func words(_ reason: CopyValue.Reason) -> String {
        guard reason == .notFetched else { return Self.words(reason) }
        if offline { return "no prices kept for the release yet (run without --offline)" }
        return stopped
            ? "not asked yet (the run was stopped): run the same command again"
            : "no prices kept for the release (its request failed): run the same command again"
    }

    /// `value` stopped by a signal: how many of the releases it had to ask about Discogs answered.
    package static func interrupted(answered: Int, of total: Int) -> String {
        "interrupted: Discogs answered for \(answered) of \(Plural.count(total, "release")) to ask about"
            + (answered < total ? "; run the same command again for the rest" : "")
    }

    /// A reason in words, as the commands that only read the prices kept show it (`items show`):
    /// none of them asks Discogs, so a release without prices is sent to `cdscan value`, the one
    /// command that fetches them.
    package static func words(_ reason: CopyValue.Reason) -> String {
        switch reason {
        case .notOnDiscogs: "not identified as one Discogs release (nothing to ask; items pick chooses one)"
        case .notFetched: "no prices kept for the release yet ('cdscan value' fetches them)"
        case .releaseGone: "the release is no longer on Discogs"
        case .noneForSale: "no price suggestion and none for sale"
        case .blockedFromSale: "no price suggestion, and Discogs blocks the release from sale"
        case .noSellerSettings: "Discogs gives price suggestions only after you fill in your seller settings"
        case .noSuggestions: "Discogs has no price suggestions for the release"
        case .conditionMissing: "Discogs has no price suggestion for the copy's condition"
        }
    }

    /// "3 days", "5 hours", "12 minutes".
    static func age(of date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        if seconds >= 86_400 { return Plural.count(seconds / 86_400, "day") }
        if seconds >= 3_600 { return Plural.count(seconds / 3_600, "hour") }
        return Plural.count(seconds / 60, "minute")
    }

    /// The `--json` lines: one object per copy, then `{"summary": {...}}`.
    package var jsonLines: [String] {
        var lines = copies.map { JSONLine.encode($0.json, fallback: "{}") }
        let totals = Self.sum(copies)
        let valued = copies.filter { $0.value.price != nil }.count
        var reasons: [String: Int] = [:]
        for copy in copies where copy.value.price == nil {
            reasons[copy.value.reason?.rawValue ?? "none", default: 0] += 1
        }
        let summary = ValueSummaryJSON(
            summary: .init(
                total: totals, currency: currency, copies: copies.count, valued: valued,
                notValued: copies.count - valued, notValuedReasons: reasons,
                discogs: discogsEstimate.map { ["minimum": $0.minimum, "median": $0.median, "maximum": $0.maximum] }))
        lines.append(JSONLine.encode(summary, fallback: "{}"))
        return lines
    }
}

/// The last `--json` line of `cdscan value`.
struct ValueSummaryJSON: Encodable {
    struct Summary: Encodable {
        /// Currency → the exact sum.
        var total: [String: Decimal]
        var currency: String
        var copies: Int
        var valued: Int
        var notValued: Int
        var notValuedReasons: [String: Int]
        var discogs: [String: String]?

        enum CodingKeys: String, CodingKey {
            case total, currency, copies, valued, discogs
            case notValued = "not_valued"
            case notValuedReasons = "not_valued_reasons"
        }
    }

    var summary: Summary
}
