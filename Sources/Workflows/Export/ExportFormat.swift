import Catalog

/// What `cdscan export` writes: the catalogue as a file in one of `CatalogCSV`'s formats, or
/// the HTML gallery (a folder).
package enum ExportFormat: Equatable, Sendable {
    case file(CatalogCSV.Format)
    case gallery

    /// The format `--format` names: "cdscan", "discogs", "spreadsheet", "jsonl" or "html"; nil
    /// for any other name.
    package init?(name: String) {
        if name == "html" {
            self = .gallery
        } else if let format = CatalogCSV.Format(rawValue: name) {
            self = .file(format)
        } else {
            return nil
        }
    }

    /// The name `--format` takes for it.
    package var name: String {
        switch self {
        case .file(let format): format.rawValue
        case .gallery: "html"
        }
    }
}
