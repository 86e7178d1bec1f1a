import Catalog
import Cataloging
import Presentation

extension ScanCataloger {
    /// Writes `scan --catalog`'s CSV anew with every item, so that it is whole after each code;
    /// here and not in Cataloging, which words nothing: the failures are Presentation's words.
    func rewriteCSV() throws(CatalogError) {
        let (items, values) = try itemsForCSV()
        do {
            try CatalogCSV.export(
                items, format: .cdscan, values: values, failureTexts: StoredFailure.texts(of: items), to: csv)
        } catch {
            throw .output(error)
        }
    }
}
