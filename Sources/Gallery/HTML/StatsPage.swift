/// `stats.html`: the collection by decade, genre, style, label, country, format, media condition and
/// location, and over time.
enum StatsPage {
    static func render(_ catalog: GalleryCatalog) -> String {
        let stats = GalleryStatistics(catalog.releases)
        let charts: [(String, String)] = [
            ("Items by decade", Chart(title: "Items by decade", orientation: .bars, entries: stats.decades).svg()),
            ("Items by genre", Chart(title: "Items by genre", orientation: .bars, entries: stats.genres).svg()),
            (
                "Items by style (top 15)",
                Chart(title: "Items by style", orientation: .bars, entries: stats.styles).svg()
            ),
            (
                "Items by label (top 15)",
                Chart(title: "Items by label", orientation: .bars, entries: stats.labels).svg()
            ),
            (
                "Items by country (top 15)",
                Chart(title: "Items by country", orientation: .bars, entries: stats.countries).svg()
            ),
            ("Items by format", Chart(title: "Items by format", orientation: .bars, entries: stats.formats).svg()),
            (
                "Items by media condition",
                Chart(title: "Items by media condition", orientation: .bars, entries: stats.conditions).svg()
            ),
            (
                "Items by location (top 15)",
                Chart(title: "Items by location", orientation: .bars, entries: stats.locations).svg()
            ),
            (
                "Additions per month",
                Chart(title: "Additions per month", orientation: .columns, entries: stats.additions).svg()
            ),
        ]
        let figures = charts.map { "<figure><figcaption>\($0.0)</figcaption>\n\($0.1)\n</figure>" }
        let copies = catalog.releases.reduce(0) { $0 + $1.copies.count }
        let body = """
            <h1>Statistics</h1>
            <p>\(catalog.releases.count) releases, \(copies) items, \(catalog.unresolved.count) not found or not read.</p>
            <div class="charts">
            \(figures.joined(separator: "\n"))
            </div>
            """
        return PageLayout.page(title: "Statistics", root: "", current: "stats.html", body: body)
    }
}
