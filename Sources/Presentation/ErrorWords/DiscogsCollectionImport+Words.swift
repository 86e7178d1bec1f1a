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

/// How the values a row was imported without are said: "row 2: media grade "Super Mint" is not
/// one of Discogs' grades, rating "9" is not a whole number from 0 to 5".
extension DiscogsCollectionImport.Refusal: CustomStringConvertible {
    package var description: String {
        let values = values.map { refused in
            let value = "\"\(refused.value)\""
            return switch refused {
            case .grade(_, let part): "\(part.rawValue) grade \(value) is not one of Discogs' grades"
            case .rating: "rating \(value) is not a whole number from 0 to 5"
            default: "\(value): \(refused)"
            }
        }
        return "row \(row): " + values.joined(separator: ", ")
    }
}
