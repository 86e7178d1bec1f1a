import Album
import Catalog
import Foundation
import Testing

@testable import Presentation

/// The words and JSON of `cdscan value`'s report.
@Suite struct ValueReportTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func copy(
        _ item: Int64, _ amount: String?, _ currency: String = "USD", basis: CopyValue.Basis = .suggestion,
        assumed: Bool = false, reason: CopyValue.Reason? = nil, format: String = "CD", year: Int? = 1994
    ) -> ValuedCopy {
        let value = CopyValue(
            price: amount.map { MarketPrice(amount: $0, currency: currency) }, basis: amount == nil ? .none : basis,
            grade: .veryGoodPlus, gradeAssumed: assumed, reason: reason,
            fetchedAt: now.addingTimeInterval(-3 * 86_400))
        return ValuedCopy(
            item: item, releaseID: 100 + Int(item), name: "Artist – Album \(item)", format: format, year: year,
            value: value)
    }

    var copies: [ValuedCopy] {
        [
            copy(1, "10.4823"), copy(2, "0.1", assumed: true), copy(3, "5", "EUR", year: 2003),
            copy(4, "2.5", basis: .lowestListing, reason: .noSellerSettings, format: "Vinyl", year: nil),
            copy(5, nil, reason: .noneForSale), copy(6, nil, reason: .releaseGone),
        ]
    }

    /// Names and formats come from Discogs: a control character in them must not reach the terminal
    /// (a title with "ESC ]0;...BEL" would retitle the window, "ESC [2J" clear the screen).
    @Test func namesAndFormatsFromDiscogsAreEscaped() {
        var hostile = copy(1, "10")
        hostile.name = "The Seeds \u{1B}]0;PWNED\u{7}\u{1B}[2J– Future"
        hostile.format = "CD\u{1B}[31m"
        let lines = ValueReport(copies: [hostile], currency: "USD", now: now).lines
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(!lines.joined().contains("\u{7}"))
        #expect(lines.contains { $0.contains(#"The Seeds \u{1B}]0;PWNED\u{7}\u{1B}[2J– Future"#) })
        #expect(lines.contains { $0.contains(#"CD\u{1B}[31m: 1 copy"#) })
    }

    @Test func theTotalIsExactPerCurrencyNeverConverted() {
        let lines = ValueReport(copies: copies, currency: "USD", now: now).lines
        #expect(lines[0] == "Value of 6 copies: 13.0823 USD + 5 EUR")
        #expect(lines[1].contains("another currency than USD are shown in their own, never converted"))
        let euros = ValueReport(copies: copies, currency: "EUR", now: now).lines
        #expect(euros[0] == "Value of 6 copies: 5 EUR + 13.0823 USD")
    }

    @Test func theReportSaysHowEachCopyWasValuedAndWhyNot() {
        let report = ValueReport(
            copies: copies, currency: "USD",
            discogsEstimate: .init(minimum: "€1.00", median: "€1,234.56", maximum: "£2.50"), offline: true, now: now)
        let lines = report.lines
        #expect(lines.contains("Discogs' estimate of your collection: minimum €1.00, median €1,234.56, maximum £2.50"))
        #expect(
            lines.contains(
                "Valued: 4 copies (3 by Discogs' price suggestion for their condition, 1 by the lowest listing)"))
        #expect(lines.contains("  1 copy without a media grade valued as Very Good Plus (VG+)"))
        #expect(lines.contains { $0.contains("lowest listing for 1 copy") && $0.contains("seller settings") })
        #expect(lines.contains("Not valued: 2 copies"))
        #expect(lines.contains("  1 copy: no price suggestion and none for sale"))
        #expect(lines.contains("  1 copy: the release is no longer on Discogs"))
        #expect(lines.contains("Offline: prices kept, the oldest fetched 3 days ago"))
        let top = lines.firstIndex(of: "Most valuable:") ?? 0
        #expect(lines[top + 1].hasPrefix("  #1  10.4823 USD"))
        #expect(lines.contains("  1990s: 4 copies, 10.5823 USD"))
        #expect(lines.contains("  Unknown year: 1 copy, 2.5 USD"))
        #expect(lines.contains("  Vinyl: 1 copy, 2.5 USD"))
    }

    /// Only `--offline` is told to ask Discogs; a run that asked says why a release has no prices.
    @Test func aReleaseWithoutPricesIsExplainedByHowTheRunEnded() {
        let unasked = [copy(1, nil, reason: .notFetched)]
        func reason(offline: Bool, stopped: Bool) -> String? {
            ValueReport(copies: unasked, currency: "USD", offline: offline, stopped: stopped, now: now).lines
                .first { $0.hasPrefix("  1 copy: ") }
        }
        #expect(
            reason(offline: true, stopped: false)
                == "  1 copy: no prices kept for the release yet (run without --offline)")
        #expect(
            reason(offline: false, stopped: true)
                == "  1 copy: not asked yet (the run was stopped): run the same command again")
        #expect(
            reason(offline: false, stopped: false)
                == "  1 copy: no prices kept for the release (its request failed): run the same command again")
    }

    @Test func theJSONHasEachCopyThenTheSummaryWithExactNumbers() throws {
        let lines = ValueReport(copies: copies, currency: "USD", now: now).jsonLines
        #expect(lines.count == 7)
        #expect(lines[0].contains("\"value\":10.4823") && lines[0].contains("\"basis\":\"suggestion\""))
        #expect(lines[1].contains("\"grade_assumed\":true"))
        #expect(lines[3].contains("\"basis\":\"lowest_listing\"") && lines[3].contains("\"grade\":null"))
        #expect(lines[4].contains("\"value\":null") && lines[4].contains("\"reason\":\"none_for_sale\""))
        #expect(lines[6].contains("\"total\":{\"EUR\":5,\"USD\":13.0823}"))
        #expect(lines[6].contains("\"not_valued\":2"))
    }

    @Test func theProgressBarCountsReleasesAndEstimatesTheRest() {
        #expect(ValueProgressBar.line(done: 0, total: 80, elapsed: 0) == "[>                   ] 0/80 releases")
        #expect(
            ValueProgressBar.line(done: 40, total: 80, elapsed: 60) == "[==========>         ] 40/80 releases · ETA 1m")
    }
}
