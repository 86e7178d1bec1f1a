import Album
import Lookup
import Presentation
import Terminal

/// A catalogue number's answer printed (`lookup --catno`, or a typed argument that reads as one);
/// the search itself is `LookupSession.lookup(catalogNumber:label:)`.
enum CatalogNumberRun {
    /// Looks `number` up, prints the answer as `lookup` prints barcodes, and returns the status.
    static func run(
        _ number: CatalogNumber, label: String?, input: String, session: LookupSession, printer: ResultPrinter
    ) -> ExitCode {
        let answer = session.lookup(catalogNumber: number, label: label)
        if case .found(let best, let alternatives) = answer.outcome {
            answer.failures.forEach {
                printer.console.warning(
                    LookupNotes.answeredInstead(number.text, failure: $0, by: answer.answeredBy?.name))
            }
            printer.catalogNumberFound(input: input, best: best, alternatives: alternatives)
            return .success
        }
        if let first = answer.failures.first {
            printer.catalogNumberFailed(input: input, number: number, error: first)
            return ExitCode(first)
        }
        printer.catalogNumberNotFound(input: input, number: number, label: label, services: answer.searched.map(\.name))
        return .notFound
    }
}
