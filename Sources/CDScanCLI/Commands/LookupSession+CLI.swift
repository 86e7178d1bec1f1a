import Album
import DumpIndex
import Lookup

extension CommandContext {
    /// The lookup session `options` ask for, made from the settings with the dump index
    /// when there is one, the note about a missing token printed, and the collection
    /// folder checked (`LookupSession.start`). Throws `DumpError` for `--source dump`
    /// without a readable index, else `LookupSession.StartFailure`.
    func startLookups(_ options: some LookupOptions, settings: Settings) throws -> LookupSession {
        let dump = try DumpIndex.open(for: options.source, environment: settings.variables)
        return try LookupSession.start(
            settings.lookup, choice: options.source, extras: options.extras, dump: dump, time: time,
            note: console.message)
    }
}

extension Settings {
    /// Whether there is a dump index where `auto` looks for one.
    var hasDumpIndex: Bool { DumpIndex.exists(at: DumpIndex.defaultPath(environment: variables)) }
}

extension LookupResult {
    /// The status this input ends the process with, its extras' failures included.
    var exitCode: ExitCode {
        let lookup: ExitCode =
            switch outcome {
            case .found: .success
            case .notFound: .notFound
            case .invalid: .dataError
            case .failed(_, let error): ExitCode(error)
            }
        return extras.failures.map(ExitCode.init).reduce(lookup, max)
    }

    /// Lets a person pick the release when several carry the barcode; the
    /// chosen one becomes the answer, the others stay alternatives in rank order.
    mutating func choose(with picker: PressingPicker) {
        guard case .found(let gtin, _, _) = outcome, !candidates.isEmpty else { return }
        choose(picker.choose(among: candidates, barcode: gtin.canonical))
    }

    /// The result as `--json` prints it.
    var record: LookupRecord {
        switch outcome {
        case .invalid(let error):
            LookupRecord(input: input, barcode: nil, status: .invalid, error: error.description, file: file)
        case .found(let gtin, let best, let alternatives):
            LookupRecord(
                input: input, barcode: gtin.ean13, status: .found, album: best, alternatives: alternatives, file: file,
                details: extras.details, collection: extras.collection, addOn: addOn)
        case .notFound(let gtin):
            LookupRecord(input: input, barcode: gtin.ean13, status: .notFound, file: file, addOn: addOn)
        case .failed(let gtin, let error):
            LookupRecord(
                input: input, barcode: gtin.ean13, status: .error, error: error.description, file: file, addOn: addOn)
        }
    }
}
