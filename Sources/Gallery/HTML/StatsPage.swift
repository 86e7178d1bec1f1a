/// `stats.html`: the collection by decade, genre, style, label, country and format, and over time.
enum StatsPage {
    static func render(_ catalog: GalleryCatalog) -> String {
        let stats = GalleryStatistics(catalog.releases)
        let charts: [(String, String)] = [
            ("Items by decade", BarChart(title: "Items by decade", bars: stats.decades).svg()),
            ("Items by genre", BarChart(title: "Items by genre", bars: stats.genres).svg()),
            ("Items by style (top 15)", BarChart(title: "Items by style", bars: stats.styles).svg()),
            ("Items by label (top 15)", BarChart(title: "Items by label", bars: stats.labels).svg()),
            ("Items by country (top 15)", BarChart(title: "Items by country", bars: stats.countries).svg()),
            ("Items by format", BarChart(title: "Items by format", bars: stats.formats).svg()),
            ("Additions per month", ColumnChart(title: "Additions per month", columns: stats.additions).svg()),
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
