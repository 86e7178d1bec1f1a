import Album
import Lookup
import Terminal

/// Catalogue-number answers (`lookup --catno`, or typed text that reads as one): the barcode
/// answers' cards, and JSON lines with `"barcode": null`.
extension ResultPrinter {
    package func catalogNumberFound(input: String, best: Album, alternatives: [Album]) {
        if json {
            let record = LookupRecord(
                input: input, barcode: nil, status: .found, album: best, alternatives: alternatives)
            console.line(record.jsonLine())
        } else {
            printCards(best, alternatives: alternatives, details: nil)
        }
    }

    package func catalogNumberNotFound(input: String, number: CatalogNumber, label: String?, services: [String]) {
        if json {
            console.line(LookupRecord(input: input, barcode: nil, status: .notFound).jsonLine())
            return
        }
        let on = label.map { " on a label named \"\(Displayable.escaped($0))\"" } ?? ""
        let asked = services.isEmpty ? "" : " on " + Plural.alternatives(services)
        console.line("catalogue number \(Displayable.escaped(number.text)): not found\(on)\(asked)")
    }

    package func catalogNumberFailed(input: String, number: CatalogNumber, error: LookupError) {
        console.error("catalogue number \(Displayable.escaped(number.text)): \(error).")
        if json {
            console.line(
                LookupRecord(input: input, barcode: nil, status: .error, error: error.description).jsonLine())
        }
    }
}
