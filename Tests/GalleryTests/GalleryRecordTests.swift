import Album
import Barcode
import Catalog
import Foundation
import Testing

@testable import Gallery

/// The collector's record in the gallery: each release page lists its copies' fields, the
/// index filters by place and tag, the statistics count by condition and place; all escaped.
@Suite struct GalleryRecordTests {
    /// Release 0 with two copies on a shelf, one of them graded, priced, rated and tagged.
    func release() -> GalleryRelease {
        var release = GallerySamples.releases(1)[0]
        release.copies = [
            GalleryCopy(
                barcode: nil, source: "camera", addedAt: GallerySamples.start, location: "Living room/Shelf <A & B>",
                media: "Near Mint (NM or M-)", sleeve: "Generic", paid: "12.50 EUR", bought: "2026-03-14", rating: 4,
                tags: ["jazz", "<i>gift</i>"]),
            GalleryCopy(barcode: nil, source: "camera", addedAt: GallerySamples.start, location: "Living room/Box"),
        ]
        return release
    }

    @Test func aReleasePageListsEachCopysRecordEscaped() {
        let page = ReleasePage.render(release(), cover: nil)
        for header in ["Location", "Media", "Sleeve", "Rating", "Paid", "Bought", "Tags"] {
            #expect(page.contains("<th scope=\"col\">\(header)</th>"))
        }
        #expect(page.contains("Living room/Shelf &lt;A &amp; B&gt;") && !page.contains("<A &"))
        #expect(page.contains("Near Mint (NM or M-)") && page.contains("Generic") && page.contains("★★★★<"))
        #expect(page.contains("12.50 EUR") && page.contains("2026-03-14"))
        #expect(page.contains("jazz, &lt;i&gt;gift&lt;/i&gt;") && !page.contains("<i>gift"))
    }

    @Test func theIndexFiltersByEveryPlaceThatHoldsACopyAndByTag() throws {
        let catalog = GalleryCatalog(releases: [release()], unresolved: [])
        let page = IndexPage.render(catalog, covers: [:])
        #expect(page.contains("<select id=\"location\">"))
        #expect(page.contains("<option value=\"Living room\">Living room</option>"))
        #expect(page.contains("<option value=\"Living room/Box\">"))
        #expect(page.contains("<option value=\"Living room/Shelf &lt;A &amp; B&gt;\">"))
        #expect(page.contains("<select id=\"tag\">") && page.contains("<option value=\"jazz\">jazz</option>"))
        #expect(GridScript.source.contains("\"location\", \"tag\""))
        #expect(release().copies[0].places == ["Living room", "Living room/Shelf <A & B>"])
    }

    @Test func theStatisticsCountCopiesByConditionAndPlace() {
        let stats = GalleryStatistics([release()])
        #expect(stats.conditions.map(\.label) == ["Near Mint (NM or M-)"] && stats.conditions.map(\.value) == [1])
        #expect(stats.locations.map(\.label) == ["Living room/Box", "Living room/Shelf <A & B>"])
        let page = StatsPage.render(GalleryCatalog(releases: [release()], unresolved: []))
        #expect(page.contains("Items by media condition") && page.contains("Items by location"))
        #expect(!page.contains("<A &"))
    }

    @Test func theAdapterCarriesTheRecordOfEachCopy() throws {
        var item = CatalogItem(
            barcode: "5012345678900", gtin: try GTIN(parsing: "5012345678900"), status: .found, source: "test",
            album: Album(artist: "A", title: "T", releaseID: "1", url: "https://example.org/1", source: .discogs),
            scannedAt: GallerySamples.start, condition: CopyCondition(rating: 5, media: "Mint (M)"))
        item.record = CopyRecord(
            location: try ShelfLocation(parsing: "Shelf A/3"), paid: try Price(parsing: "9 USD"),
            bought: try PurchaseDate(parsing: "2024-02-29"), tags: ["live"])
        let copy = try #require(
            GalleryCatalog(items: [item], failureTexts: [:], coverArtArchive: "http://127.0.0.1:1").releases.first?
                .copies.first)
        #expect(copy.location == "Shelf A/3" && copy.paid == "9 USD" && copy.bought == "2024-02-29")
        #expect(copy.rating == 5 && copy.media == "Mint (M)" && copy.tags == ["live"])
    }
}
