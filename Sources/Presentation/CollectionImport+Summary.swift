import Cataloging

extension CollectionImport.Recorded {
    /// "read 6 rows of export.csv: 3 new copies, 2 already in the catalogue; 1 row not imported"
    /// (every row read counted, those not imported too).
    package func summary(name: String) -> String {
        let read = rows + problems.count
        var line = "read \(Plural.count(read, "row")) of \(name): \(Plural.count(added, "new copy"))"
        if rows > added { line += ", \(rows - added) already in the catalogue" }
        if !problems.isEmpty { line += "; \(Plural.count(problems.count, "row")) not imported" }
        return line
    }
}
