import Album

/// `releases/ID.html`: one release with its tracklist, identifiers, notes and copies.
enum ReleasePage {
    static func render(_ release: GalleryRelease, cover: String?) -> String {
        let album = release.album
        let image = "../" + (cover ?? Placeholder.fileName)
        let alt = (cover == nil ? "No cover for " : "Cover of ") + "\(album.title) by \(album.artist)"
        var sections = [facts(album)]
        if let link = HTML.safeLink(album.url) {
            sections.append(
                "<p><a href=\"\(HTML.attribute(link))\" rel=\"noopener noreferrer external\">"
                    + "This release on \(release.service.name)</a></p>")
        }
        if !release.tracks.isEmpty { sections.append(tracklist(release.tracks)) }
        if !release.identifiers.isEmpty { sections.append(identifiers(release.identifiers)) }
        if let notes = release.releaseNotes, !notes.isEmpty {
            sections.append("<h2>Notes</h2>\n" + PageLayout.isolated(notes, tag: "p", cssClass: "notes"))
        }
        sections.append(copies(release.copies))
        let body = """
            <article class="release">
            <div><img src="\(HTML.attribute(image))" alt="\(HTML.attribute(alt))" width="320" height="320"></div>
            <div>
            \(PageLayout.isolated(album.title, tag: "h1"))
            \(PageLayout.isolated(album.artist, tag: "p", cssClass: "artist"))
            \(sections.joined(separator: "\n"))
            <p class="attribution">Data provided by \(release.service.name).</p>
            </div>
            </article>
            """
        return PageLayout.page(title: "\(album.artist) – \(album.title)", root: "../", current: "", body: body)
    }

    private static func facts(_ album: Album) -> String {
        let rows: [(String, String?)] = [
            ("Year", album.year.map(String.init)), ("Label", album.label), ("Catalogue number", album.catalogNumber),
            ("Format", album.format), ("Country", Country.name(album.country)),
            ("Genre", album.genres.joined(separator: ", ")),
            ("Style", album.styles.joined(separator: ", ")),
        ]
        let items = rows.compactMap { name, value -> String? in
            guard let value, !value.isEmpty else { return nil }
            return "<dt>\(name)</dt><dd>\(PageLayout.isolated(value))</dd>"
        }
        return "<dl class=\"facts\">\(items.joined())</dl>"
    }

    private static func tracklist(_ tracks: [GalleryTrack]) -> String {
        let rows = tracks.map { track -> String in
            if track.isHeading { return "<tr><th colspan=\"3\" scope=\"rowgroup\">\(HTML.text(track.title))</th></tr>" }
            let artist = track.artist.map { " – " + PageLayout.isolated($0) } ?? ""
            let rowClass = track.depth > 0 ? " class=\"sub\"" : ""
            return "<tr\(rowClass)><td>\(HTML.text(track.position))</td><td>\(PageLayout.isolated(track.title))"
                + "\(artist)</td><td>\(HTML.text(track.duration ?? ""))</td></tr>"
        }
        return table("Tracklist", header: ["#", "Title", "Length"], rows: rows)
    }

    private static func identifiers(_ identifiers: [ReleaseDetails.Identifier]) -> String {
        let rows = identifiers.map {
            "<tr><td>\(HTML.text($0.type))</td><td>\(PageLayout.isolated($0.value))</td>"
                + "<td>\(PageLayout.isolated($0.description ?? ""))</td></tr>"
        }
        return table("Identifiers", header: ["Type", "Value", "Description"], rows: rows)
    }

    private static func copies(_ copies: [GalleryCopy]) -> String {
        let rows = copies.map {
            "<tr><td>\(HTML.text($0.barcode ?? "no barcode"))</td><td>\(IndexPage.day($0.addedAt))</td>"
                + "<td>\(PageLayout.isolated($0.source))</td><td>\(PageLayout.isolated($0.location ?? ""))</td>"
                + "<td>\(HTML.text($0.media ?? ""))</td><td>\(HTML.text($0.sleeve ?? ""))</td>"
                + "<td>\(HTML.text($0.rating.map { String(repeating: "★", count: $0) } ?? ""))</td>"
                + "<td>\(HTML.text($0.paid ?? ""))</td><td>\(HTML.text($0.bought ?? ""))</td>"
                + "<td>\(PageLayout.isolated($0.tags.joined(separator: ", ")))</td>"
                + "<td>\(PageLayout.isolated($0.notes))</td><td>\(HTML.text($0.collection ?? ""))</td></tr>"
        }
        let title = copies.count == 1 ? "Copy" : "Copies (\(copies.count))"
        let header = [
            "Barcode", "Added", "Source", "Location", "Media", "Sleeve", "Rating", "Paid", "Bought", "Tags", "Notes",
            "Discogs collection",
        ]
        return table(title, header: header, rows: rows)
    }

    private static func table(_ title: String, header: [String], rows: [String]) -> String {
        let head = header.map { "<th scope=\"col\">\($0)</th>" }.joined()
        return "<h2>\(title)</h2>\n<table><thead><tr>\(head)</tr></thead><tbody>\n"
            + rows.joined(separator: "\n") + "\n</tbody></table>"
    }
}
