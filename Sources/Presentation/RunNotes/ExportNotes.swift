import Basics
import Catalog
import Gallery
import Lookup
import Terminal

/// What `export` and `catalog -o` say on stderr of the file or gallery they wrote.
package enum ExportNotes {
    /// `count` rows written to `output`; for Discogs' format (`discogs`: the items it was made
    /// from), what was left out of it too.
    package static func wrote(rows count: Int, to output: String, discogs items: [CatalogItem]? = nil) -> String {
        items.map { DiscogsExport.summary($0, to: output) } ?? "wrote \(Plural.count(count, "row")) to \(output)"
    }

    /// The CSV could not be written; the catalogue, written first, is not lost.
    package static func notWritten(_ error: OutputFileError, output: String) -> String {
        "\(error). The catalog itself is saved: 'cdscan export -o \(output)' writes it again."
    }

    /// A cover host given up (unreachable, or answering 429), so its other covers are not asked for.
    package static func coverHostUnreachable(_ host: GivenUpHost) -> String {
        "\(words(host)); its other covers are not asked for in this export"
    }

    /// One cover that could not be downloaded.
    package static func coverNotDownloaded(_ failure: CoverFailure) -> String {
        "cover not downloaded: \(Displayable.escaped(words(failure)))"
    }

    /// "Artist – Title: why".
    package static func words(_ failure: CoverFailure) -> String {
        let why =
            switch failure.cause {
            case .lookup(let error): error.description
            case .unreachable(let reason): reason.description
            }
        return "\(failure.artist) – \(failure.title): \(why)"
    }

    /// "host: why" for a host that cannot be reached; the refusal's own words for one answering 429.
    package static func words(_ host: GivenUpHost) -> String {
        switch host {
        case .unreachable(let name, let reason): "\(name): \(reason)"
        case .limited(let error): error.description
        }
    }

    /// The gallery's closing line: releases, unresolved items and covers.
    package static func galleryWritten(_ summary: GalleryExporter.Summary, folder: String) -> String {
        let failed = summary.coverFailures.count + summary.coversSkipped
        let failures =
            failed == 0 ? "" : ", \(failed) failed (\(summary.coversSkipped) of them not asked: host given up)"
        return "wrote \(Plural.count(summary.releases, "release")) and "
            + "\(Plural.count(summary.unresolved, "unresolved item")) to \(folder) "
            + "(covers: \(summary.coversDownloaded) downloaded, \(summary.coversCached) kept, "
            + "\(summary.coversMissing) without an image\(failures))"
    }

    /// A stop came before `left` covers were fetched.
    package static func coversLeft(_ left: Int) -> String {
        "interrupted: \(Plural.count(left, "cover")) not fetched; "
            + "the same command again fetches them and keeps the others"
    }
}
