import Album
import Barcode
import Cataloging
import Lookup
import Presentation
import Terminal

/// Looks up `lookup`'s inputs one at a time with one session, made when the first needs it,
/// and prints each answer as it comes.
final class Lookups {
    let options: LookupCommandOptions
    let context: CommandContext
    private let assembly: RunAssembly
    private var started: LookupSession?
    private var printer: ResultPrinter

    init(_ options: LookupCommandOptions, context: CommandContext) {
        self.options = options
        self.context = context
        assembly = RunAssembly(options, context: context)
        printer = ResultPrinter(console: context.console, json: options.json, showAll: options.pick == .all)
    }

    /// The session; the clients (and the token they may need) only once an input needs them.
    func session() throws -> LookupSession {
        let session = try started ?? assembly.startSession()
        started = session
        return session
    }

    /// One input looked up and printed: its exit status, whether the run must stop, and what was found.
    func lookUp(_ input: String) throws -> (status: ExitCode, stopsRun: Bool, answer: TypedLookupSummary.Answer) {
        let parsed = Result { () throws(BarcodeError) in
            try TypedCode(reading: input).musicReading(anyPrefix: options.anyPrefix).gtin
        }
        if let catalogNumber = CatalogNumberInput(input, parsed: parsed) {
            let number: CatalogNumber
            switch catalogNumber {
            case .invalid:
                context.console.error(
                    "\(ResultPrinter.display(input)) is not a catalogue number (\(CatalogNumber.rule))")
                return (.dataError, false, .invalid)
            case .given(let given):
                number = given
            case .readAs(let readAs):
                context.console.message(
                    "\(ResultPrinter.display(input)) is not a barcode: searching it as a catalogue number")
                number = readAs
            }
            let status = try self.catalogNumber(number, input: input)
            return (status, false, status == .success ? .found : status == .notFound ? .notFound : .failed)
        }
        let result = try result(for: input)
        printer.print(result)
        return (result.exitCode, result.stopsRun, TypedLookupSummary.Answer(result.outcome))
    }

    /// Looks up a catalogue number and prints the answer.
    func catalogNumber(_ number: CatalogNumber, input: String) throws -> ExitCode {
        CatalogNumberRun.run(
            number, label: options.label, input: input, session: try session(), printer: printer)
    }

    /// One typed barcode's result: invalid, or looked up with the session.
    private func result(for input: String) throws -> LookupResult {
        switch Result(catching: { () throws(BarcodeError) in
            try TypedCode(reading: input).musicReading(anyPrefix: options.anyPrefix)
        }) {
        case .failure(let error):
            return LookupResult(input: input, outcome: .invalid(error))
        case .success(let reading):
            Self.report(reading.notes, of: input, context.console)
            return lookUp(reading, input: input, with: try session())
        }
    }

    /// Says how the input was read when that matters: a warning for a reading that may be wrong.
    private static func report(_ notes: [BarcodeNote], of input: String, _ console: Console) {
        let shown = ResultPrinter.display(input)
        for note in notes {
            note.isWarning ? console.warning("\(shown): \(note)") : console.message("\(shown): \(note)")
        }
    }

    /// One valid barcode's result, the release chosen (`--pick ask`) and finished (`--details`, ...).
    private func lookUp(_ reading: BarcodeReading, input: String, with session: LookupSession) -> LookupResult {
        var result = session.resolve(reading.gtin, input: input)
        result.addOn = reading.addOn
        if options.asks(context) {
            result.choose(with: PressingPicker(readLine: context.readLine, console: context.console))
        }
        return session.finish(result)
    }
}
