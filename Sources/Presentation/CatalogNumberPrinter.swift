import Album
import Lookup
import Terminal

/// Prints catalogue-number answers: the barcode answers' cards and JSON lines (with `"barcode": null`).
public struct CatalogNumberPrinter {
    public let console: Console
    public let json: Bool
    public let showAll: Bool

    public init(console: Console, json: Bool, showAll: Bool) {
        self.console = console
        self.json = json
        self.showAll = showAll
    }

    public func found(input: String, best: Album, alternatives: [Album]) {
        if json {
            let record = LookupRecord(
                input: input, barcode: nil, status: .found, album: best, alternatives: alternatives)
            console.line(record.jsonLine())
        } else if showAll {
            console.line(
                ([best] + alternatives).map { AlbumCard.render($0, alternatives: [], color: console.stdoutColor) }
                    .joined(separator: "\n\n"))
        } else {
            console.line(AlbumCard.render(best, alternatives: alternatives, color: console.stdoutColor))
        }
    }

    public func notFound(input: String, number: CatalogNumber, label: String?, services: [String]) {
        if json {
            console.line(LookupRecord(input: input, barcode: nil, status: .notFound).jsonLine())
            return
        }
        let on = label.map { " on a label named \"\(Displayable.controlsEscaped($0))\"" } ?? ""
        console.line(
            "catalogue number \(Displayable.controlsEscaped(number.text)): not found\(on) on "
                + services.joined(separator: " or "))
    }

    public func failed(input: String, number: CatalogNumber, error: LookupError) {
        console.error("catalogue number \(Displayable.controlsEscaped(number.text)): \(error).")
        if json {
            console.line(
                LookupRecord(input: input, barcode: nil, status: .error, error: error.description).jsonLine())
        }
    }
}
