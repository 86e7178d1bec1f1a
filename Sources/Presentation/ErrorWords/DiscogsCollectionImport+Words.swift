import Catalog

/// How a Discogs collection export that cannot be imported is said to a person.
extension DiscogsCollectionImport.Failure: CustomStringConvertible {
    package var description: String {
        switch self {
        case .csv(let error): "it cannot be read as CSV: \(error)"
        case .notAnExport(let missing):
            "it is not a Discogs collection export (its header has no "
                + missing.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (missing.count > 3 ? " and \(missing.count - 3) more columns" : "") + ")"
        }
    }
}

/// How a row of an export that is not imported is said: "row 6: "88O9O1" is not a Discogs release id".
extension DiscogsCollectionImport.Problem: CustomStringConvertible {
    package var description: String { "row \(row): \"\(releaseID)\" is not a Discogs release id (a number)" }
}
