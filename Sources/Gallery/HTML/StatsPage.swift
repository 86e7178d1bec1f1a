import Album

/// `stats.html`: the collection's value (by the prices `cdscan value` kept), and the collection by
/// decade, genre, style, label, country, format, media condition and location, and over time.
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
            \(value(GalleryValueSummary(catalog.releases)))
            <div class="charts">
            \(figures.joined(separator: "\n"))
            </div>
            """
        return PageLayout.page(title: "Statistics", root: "", current: "stats.html", body: body)
    }

    /// The value section: the total per currency, the ten most valuable copies, the value by decade.
    static func value(_ summary: GalleryValueSummary) -> String {
        guard let total = MarketPrice.totalText(summary.totals) else {
            return "<h2>Value</h2>\n<p>No copy has a value yet: <code>cdscan value</code> fetches Discogs' prices.</p>"
        }
        let top = summary.top.map { copy in
            let name = "\(copy.release.album.artist) – \(copy.release.album.title)"
            let link = HTML.attribute("releases/\(copy.release.id).html")
            return "<tr><td><a href=\"\(link)\">\(PageLayout.isolated(name))</a></td>"
                + "<td>\(HTML.text(copy.value.text))</td></tr>"
        }
        let decades = summary.decades.map { decade in
            "<tr><td>\(HTML.text(decade.label))</td><td>\(decade.valued) of \(decade.copies)</td>"
                + "<td>\(HTML.text(MarketPrice.totalText(decade.totals) ?? ""))</td></tr>"
        }
        return """
            <h2>Value</h2>
            <p>Total: \(HTML.text(total)) (\(summary.valued) of \(summary.copies) items valued by the prices \
            <code>cdscan value</code> kept; currencies are never converted).</p>
            <h3>The \(summary.top.count) most valuable</h3>
            <table class="value"><thead><tr><th scope="col">Release</th><th scope="col">Value</th></tr></thead><tbody>
            \(top.joined(separator: "\n"))
            </tbody></table>
            <h3>Value by decade</h3>
            <table class="value"><thead><tr><th scope="col">Decade</th><th scope="col">Valued</th>\
            <th scope="col">Value</th></tr></thead><tbody>
            \(decades.joined(separator: "\n"))
            </tbody></table>
            """
    }
}
