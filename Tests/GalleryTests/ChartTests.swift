import Foundation
import Testing

@testable import Gallery

@Suite struct ChartTests {
    @Test func aBarChartHasOneBarPerEntryScaledToTheLargest() {
        let svg = Chart(title: "Genres", orientation: .bars, entries: [("Rock", 10), ("Jazz", 5), ("Folk", 0)]).svg()
        let span = Chart.width - Chart.labelWidth - Chart.valueWidth
        #expect(svg.components(separatedBy: "<rect class=\"bar\"").count == 4)
        #expect(svg.contains("width=\"\(span)\" height=\"16\""))
        #expect(svg.contains("width=\"\(span / 2)\" height=\"16\""))
        #expect(svg.contains("width=\"0\" height=\"16\""))
        #expect(svg.hasPrefix("<svg class=\"chart\" role=\"img\""))
        #expect(svg.contains("<title>Genres</title>"))
    }

    @Test func chartLabelsAreEscapedAndShortened() {
        let svg = Chart(
            title: "<t>", orientation: .bars, entries: [("<script>&" + String(repeating: "x", count: 40), 1)]
        ).svg()
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;&amp;xxxxxxxxxxxxxx…"))
        #expect(svg.contains("<title>&lt;t&gt;</title>"))
    }

    @Test func emptyChartsSaySo() {
        #expect(Chart(title: "x", orientation: .bars, entries: []).svg().contains("No data"))
        #expect(Chart(title: "x", orientation: .columns, entries: []).svg().contains("No data"))
    }

    @Test func additionsCountEveryMonthFromFirstToLastIncludingEmptyOnes() {
        let january = GallerySamples.start
        let march = january.addingTimeInterval(65 * GallerySamples.day)
        let months = GalleryStatistics.months([january, march, march])
        #expect(months.map(\.label) == ["2025-01", "2025-02", "2025-03"])
        #expect(months.map(\.value) == [1, 0, 2])
    }

    @Test func aColumnChartHasOneColumnPerPeriod() {
        let svg = Chart(
            title: "Added", orientation: .columns, entries: [("2025-01", 4), ("2025-02", 0), ("2025-03", 2)]
        ).svg()
        #expect(svg.components(separatedBy: "<rect class=\"bar\"").count == 4)
        #expect(svg.contains("height=\"\(Chart.plotBottom - Chart.plotTop)\""))
    }

    @Test func statisticsCountCopiesAndKeepTheTopEntries() {
        let stats = GalleryStatistics(GallerySamples.releases(40))
        // 40 releases; every 7th has two copies: 46 items.
        #expect(stats.formats.reduce(0) { $0 + $1.value } == 46)
        #expect(stats.decades.map(\.label) == ["1960s", "1970s", "1980s", "1990s", "2000s", "2010s"])
        #expect(stats.labels.count == 5)
    }
}
