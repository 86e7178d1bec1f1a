import Album
import Lookup
import Presentation
import Terminal

/// A catalogue number's answer printed (`lookup --catno`, or a typed argument that reads as one);
/// the search itself is `LookupSession.lookup(catalogNumber:label:)`.
enum CatalogNumberRun {
    /// Looks `number` up, prints the answer as `lookup` prints barcodes, and returns the status.
    static func run(
        _ number: CatalogNumber, label: String?, input: String, session: LookupSession, printer: CatalogNumberPrinter
    ) -> ExitCode {
        let answer = session.lookup(catalogNumber: number, label: label)
        if case .found(let best, let alternatives) = answer.outcome {
            let by = answer.answeredBy?.name ?? "another service"
            answer.failures.forEach {
                printer.console.message("warning: \(number.text): \($0); \(by) answered instead")
            }
            printer.found(input: input, best: best, alternatives: alternatives)
            return .success
        }
        if let first = answer.failures.first {
            printer.failed(input: input, number: number, error: first)
            return ExitCode(first)
        }
        printer.notFound(input: input, number: number, label: label, services: answer.searched.map(\.name))
        return .notFound
    }
}

/// Prints catalogue-number answers: the barcode answers' cards and JSON lines (with `"barcode": null`).
struct CatalogNumberPrinter {
    let console: Console
    let json: Bool
    let showAll: Bool

    func found(input: String, best: Album, alternatives: [Album]) {
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

    func notFound(input: String, number: CatalogNumber, label: String?, services: [String]) {
        if json {
            console.line(LookupRecord(input: input, barcode: nil, status: .notFound).jsonLine())
            return
        }
        let on = label.map { " on a label named \"\(Displayable.controlsEscaped($0))\"" } ?? ""
        console.line(
            "catalogue number \(Displayable.controlsEscaped(number.text)): not found\(on) on "
                + services.joined(separator: " or "))
    }

    func failed(input: String, number: CatalogNumber, error: LookupError) {
        console.error("catalogue number \(Displayable.controlsEscaped(number.text)): \(error).")
        if json {
            console.line(
                LookupRecord(input: input, barcode: nil, status: .error, error: error.description).jsonLine())
        }
    }
}
