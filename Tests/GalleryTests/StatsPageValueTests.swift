import Album
import Foundation
import Testing

@testable import Gallery

/// The statistics page's value section: the total per currency (never converted), the ten most
/// valuable copies, the value by decade, escaped as everything else in the gallery.
@Suite struct StatsPageValueTests {
    func valued(_ release: GalleryRelease, _ amounts: [String?], currency: String = "USD") -> GalleryRelease {
        var release = release
        release.copies = amounts.map { amount in
            var copy = release.copies[0]
            copy.value = amount.map { MarketPrice(amount: $0, currency: currency) }
            return copy
        }
        return release
    }

    @Test func theTotalIsPerCurrencyTheTopTenRankedAndTheDecadesSummed() {
        var releases = GallerySamples.releases(12).enumerated().map { index, release in
            valued(release, [String(index + 1) + ".5"])
        }
        releases[0] = valued(releases[0], ["3", nil], currency: "EUR")
        let summary = GalleryValueSummary(releases)
        #expect(summary.copies == 13 && summary.valued == 12)
        #expect(summary.totals == ["USD": Decimal(string: "82.5"), "EUR": 3])
        #expect(summary.top.count == 10)
        #expect(summary.top.prefix(2).map(\.value.amount) == ["12.5", "11.5"])
        #expect(summary.decades.reduce(0) { $0 + $1.copies } == 13)
        let page = StatsPage.render(GalleryCatalog(releases: releases))
        #expect(page.contains("<h2>Value</h2>") && page.contains("Total: 3 EUR + 82.5 USD (12 of 13 items"), "\(page)")
        #expect(page.contains("<a href=\"releases/musicbrainz-1011.html\">"))
        #expect(page.contains("<td>1960s</td>"))
    }

    @Test func aHostileNameIsEscapedAndNoValueIsSaid() {
        let page = StatsPage.render(GalleryCatalog(releases: [valued(GallerySamples.hostile, ["7.25"])]))
        #expect(!page.contains("</script><script>alert(1)"))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(1)"))
        #expect(page.contains("7.25 USD"))
        let none = StatsPage.render(GalleryCatalog(releases: GallerySamples.releases(2)))
        #expect(none.contains("No copy has a value yet"))
    }
}
