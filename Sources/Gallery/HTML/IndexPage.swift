import Foundation

/// `index.html`: the grid of releases, built in the browser from data inlined in the page.
enum IndexPage {
    /// One card's data, with short keys: 10,000 of them are inlined in the page.
    struct Card: Encodable {
        var i: String  // id: the page and cover name
        var a: String  // artist
        var t: String  // title
        var y: Int?  // year
        var f: String  // format line
        var m: [String]  // media
        var g: [String]  // genres
        var s: String  // service
        var c: Int  // copies
        var d: String  // date added, yyyy-mm-dd
        var l: String  // labels
        var n: String?  // catalogue number
        var v: String  // cover or placeholder, relative to the page
        var p: [String]  // the copies' places and the places that hold them
        var x: [String]  // the copies' tags
    }

    static func render(_ catalog: GalleryCatalog, covers: [String: String]) -> String {
        let cards = catalog.releases.map { card($0, cover: covers[$0.id]) }
        let encoder = JSONEncoder()
        // Sorted: JSONEncoder's own key order differs from run to run, and an unchanged
        // page must come out the same to be left in place (`SiteFolder.write`).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(cards)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        let body = """
            <h1>Collection</h1>
            \(controls(catalog))
            <p id="count" role="status" aria-live="polite">\(catalog.releases.count) releases</p>
            <noscript><p>The grid needs JavaScript; every release also has its own page in the releases folder.</p></noscript>
            <ul id="grid" class="grid" aria-label="Releases"></ul>
            <p><button type="button" id="more" hidden>Show more</button></p>
            \(unresolvedSection(catalog.unresolved))
            <script type="application/json" id="gallery-data">\(HTML.scriptJSON(json))</script>
            <script>\(GridScript.source)</script>
            """
        return PageLayout.page(title: "Collection", root: "", current: "index.html", body: body)
    }

    private static func card(_ release: GalleryRelease, cover: String?) -> Card {
        let album = release.album
        return Card(
            i: release.id, a: album.artist, t: album.title, y: album.year, f: album.format, m: album.media,
            g: album.genres, s: release.service.name, c: release.copies.count, d: release.addedAt.map(day) ?? "",
            l: album.label, n: album.catalogNumber, v: cover ?? Placeholder.fileName,
            p: Set(release.copies.flatMap(\.places)).sorted(), x: Set(release.copies.flatMap(\.tags)).sorted())
    }

    private static func controls(_ catalog: GalleryCatalog) -> String {
        let releases = catalog.releases
        let genres = Set(releases.flatMap(\.album.genres)).sorted()
        let decades = Set(releases.compactMap(\.decade)).sorted()
        let formats = Set(releases.flatMap(\.album.media)).sorted()
        let services = Set(releases.map(\.service.name)).sorted()
        let places = Set(releases.flatMap { $0.copies.flatMap(\.places) }).sorted()
        let tags = Set(releases.flatMap { $0.copies.flatMap(\.tags) }).sorted()
        return """
            <div class="controls">
            <label>Search<input type="search" id="search" placeholder="Artist, title, label, year" autocomplete="off"></label>
            <label>Sort by<select id="sort"><option value="artist">Artist</option><option value="title">Title</option>\
            <option value="year">Year</option><option value="added">Date added</option></select></label>
            \(select("genre", "Genre", genres))
            \(select("decade", "Decade", decades))
            \(select("format", "Format", formats))
            \(select("service", "Service", services))
            \(select("location", "Location", places))
            \(select("tag", "Tag", tags))
            </div>
            """
    }

    private static func select(_ id: String, _ label: String, _ values: [String]) -> String {
        let options = values.map { "<option value=\"\(HTML.attribute($0))\">\(HTML.text($0))</option>" }.joined()
        return "<label>\(label)<select id=\"\(id)\"><option value=\"\">All</option>\(options)</select></label>"
    }

    private static func unresolvedSection(_ items: [GalleryItem]) -> String {
        guard !items.isEmpty else { return "" }
        let rows = items.map { item in
            "<tr><td>\(PageLayout.isolated(item.barcode))</td><td>\(HTML.text(item.state))</td>"
                + "<td>\(PageLayout.isolated(item.reason ?? ""))</td><td>\(PageLayout.isolated(item.source))</td>"
                + "<td>\(day(item.addedAt))</td><td>\(PageLayout.isolated(item.notes))</td></tr>"
        }.joined(separator: "\n")
        return """
            <section id="unresolved" aria-labelledby="unresolved-title">
            <h2 id="unresolved-title">Not found or not read (\(items.count))</h2>
            <table><thead><tr><th>Barcode or input</th><th>State</th><th>Why</th><th>Source</th><th>Added</th>\
            <th>Notes</th></tr></thead>
            <tbody>
            \(rows)
            </tbody></table>
            </section>
            """
    }

    /// "2025-11-29" in UTC.
    static func day(_ date: Date) -> String {
        String(date.formatted(Date.ISO8601FormatStyle()).prefix(10))
    }
}
