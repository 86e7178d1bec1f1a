import Basics
import Catalog
import Foundation
import Lookup
import Scanner

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// `cdscan catalog` from start to end: read the inputs, record them all, look
/// up what is pending, write the CSV, summarise, and choose the exit status.
enum CatalogBatch {
    /// How the command meets the process; tests run it in-process with their own.
    struct Environment {
        var standardInput: StandardInput
        /// Whether to take over SIGINT and SIGTERM for the batch (false in tests).
        var handlesSignals: Bool
        /// Where interrupts come from when not from signals.
        var interrupt: () -> InterruptRequest = { .none }
        /// Makes the lookup session; nil: from the settings (token, URLs, rate window) and `--source`.
        var makeClient: BatchRunner.ClientFactory?
    }

    static func run(
        _ options: CatalogCommand.Options, arguments: [String], context: CommandContext, environment: Environment
    ) -> ExitCode {
        let console = context.console
        if let problem = options.problem(command: "catalog") { return CDScan.usageFailure(problem, console) }
        if options.review, !context.canAsk {
            return CDScan.usageFailure(
                UsageError(
                    "'--review' asks you to choose: run it in a terminal (standard input and standard error)",
                    command: "catalog"), console)
        }
        if options.review, arguments.isEmpty, options.images.isEmpty {
            return CatalogReviewRun.run(options, context: context, environment: environment)
        }
        var inputs: [BarcodeInput]
        do throws(CatalogInputs.Failure) {
            inputs = try CatalogInputs.gather(
                arguments, hasImages: !options.images.isEmpty, standardInput: environment.standardInput,
                directory: context.directory)
        } catch {
            switch error {
            case .nothingToRead:
                return CDScan.usageFailure(
                    UsageError(
                        "Missing expected argument '<file>' or '<barcode>...' (or pipe a list to standard input)",
                        command: "catalog"), console)
            case .unreadable(let path, let reason):
                console.error("cannot read \(Displayable.escaped(path)): \(reason).")
                return .noInput
            }
        }
        // Everything that can fail at once fails before an hour of photos or lookups.
        let outputPath = options.output.map { FilePaths.resolve($0, in: context.directory) }
        if let outputPath, let problem = OutputCheck.problem(writing: outputPath) {
            console.error("cannot write \(options.output ?? outputPath): \(problem).")
            return .cannotCreate
        }
        let store: CatalogStore
        do {
            store = try CatalogStore(
                path: options.database.map { FilePaths.resolve($0, in: context.directory) }
                    ?? CatalogStore.defaultPath(environment: context.environment))
        } catch {
            console.error("\(error).")
            return ExitCode(error)
        }
        var photoStatus = ExitCode.success
        if !options.images.isEmpty {
            do throws(DecoderError) {
                let reading = try PhotoInputs.read(options.images, directory: context.directory, console: console)
                console.message(reading.summary)
                inputs += reading.inputs
                photoStatus = reading.status
            } catch {
                console.error("\(error).")
                return .software
            }
        }
        let status = lookUp(inputs, in: store, options: options, outputPath: outputPath, context: context, environment)
        return max(status, photoStatus)
    }

    private static func lookUp(
        _ inputs: [BarcodeInput], in store: CatalogStore, options: CatalogCommand.Options, outputPath: String?,
        context: CommandContext, _ environment: Environment
    ) -> ExitCode {
        let console = context.console
        let invalid: Int
        do {
            invalid = try record(inputs, in: store, console: console)
        } catch {
            console.error("\(error).")
            return ExitCode(error)
        }
        let runner = makeRunner(store: store, options: options, context: context, environment: environment)
        var report = withSignals(environment) { runner.run() }
        var chosen = Set<String>()
        // After the handlers are restored, so that Ctrl-C at a question ends cdscan (every choice is saved).
        if report.stop == nil, options.review || options.asks(context) {
            let review = CatalogReview(
                store: store, picker: PressingPicker(readLine: context.readLine, console: console), console: console)
            do {
                let outcome = try review.run(only: options.review ? nil : asked(report, inputs)) {
                    chosen.insert($0.barcode)
                }
                console.message(outcome.summary)
            } catch {
                console.error("\(error).")
                return ExitCode(error)
            }
        }
        withSignals(environment) {
            runner.finishReleases(barcodes: asked(report, inputs).union(chosen), report: &report)
        }
        return finish(
            report, inputs: inputs, invalid: invalid, store: store, options: options, outputPath: outputPath,
            console: console)
    }

    /// The runner for `store`, with a session made from the settings (or the environment's) when needed.
    static func makeRunner(
        store: CatalogStore, options: CatalogCommand.Options, context: CommandContext, environment: Environment
    ) -> BatchRunner {
        let console = context.console
        let settings = context.loadSettings()
        var makeClient: BatchRunner.ClientFactory = { () throws(LookupSession.Failure) in
            let session = try LookupSession.make(
                settings.lookup, choice: options.source, extras: options.extras, time: context.time)
            LookupSession.note(settings.lookup, choice: options.source).map(console.message)
            return session
        }
        if let injected = environment.makeClient { makeClient = injected }
        return BatchRunner(
            store: store,
            options: .init(
                retry: options.retry, maxAge: options.maxAge,
                progress: ProgressReporter.style(for: console, enabled: options.progress),
                sources: options.source.accepts, pickBest: options.pick == .best, extras: options.extras),
            console: console, time: context.time,
            interrupt: environment.handlesSignals ? { signals.request } : environment.interrupt,
            makeClient: makeClient)
    }

    /// Runs `body` with SIGINT and SIGTERM counted rather than fatal, when the environment says so.
    static func withSignals<Result>(_ environment: Environment, _ body: () -> Result) -> Result {
        environment.handlesSignals ? signals.counting(body) : body()
    }

    /// The process's SIGINT and SIGTERM while a batch runs (counted from zero at each `withSignals`).
    private static let signals = SignalCounter()

    /// The barcodes (EAN-13) this run was given or looked up.
    private static func asked(_ report: BatchReport, _ inputs: [BarcodeInput]) -> Set<String> {
        var asked = report.finished
        for input in inputs { if case .success(let gtin) = input.parsed { asked.insert(gtin.ean13) } }
        return asked
    }

    /// Records every input (barcodes as pending, invalid lines as invalid); returns how many were invalid.
    private static func record(_ inputs: [BarcodeInput], in store: CatalogStore, console: Console) throws(CatalogError)
        -> Int
    {
        var invalid = 0
        for input in inputs {
            switch input.parsed {
            case .success(let gtin):
                try store.record(gtin, source: input.source, notes: input.notes)
            case .failure(let error):
                invalid += 1
                console.errRaw(input.invalidMessage(error) + "\n")
                try store.recordInvalid(input.text, source: input.source, reason: error.description)
            }
        }
        return invalid
    }

    private static func finish(
        _ report: BatchReport, inputs: [BarcodeInput], invalid: Int, store: CatalogStore,
        options: CatalogCommand.Options, outputPath: String?, console: Console
    ) -> ExitCode {
        var status = ExitCode.success
        if let stop = report.stop {
            switch stop {
            case .lookup(let error): console.error("\(error).")
            case .catalog(let error): console.error("\(error).")
            case .interrupted, .noClient: break
            }
            status = stop.exitCode
        }
        let items: [CatalogItem]
        do {
            items = try store.allItems()
        } catch {
            console.error("\(error).")
            return max(status, ExitCode(error))
        }
        let (written, wroteMessage) = write(
            items, format: options.format, to: outputPath, shownAs: options.output, console)
        status = max(status, written)
        let asked = asked(report, inputs)
        let summary = CatalogSummary(
            items: items.filter { $0.gtin != nil && asked.contains($0.barcode) }, invalidLines: invalid,
            tally: report.tally, remaining: report.remaining)
        summary.lines(interrupted: report.stop == .interrupted).forEach(console.message)
        wroteMessage.map(console.message)
        status = max(status, summary.status)
        if invalid > 0 { status = max(status, .dataError) }
        return max(status, report.worstError)
    }

    /// Writes the CSV (atomically to a file, or to stdout); returns the status and,
    /// for a file, the line saying so.
    static func write(
        _ items: [CatalogItem], format: String, to path: String?, shownAs name: String?, _ console: Console
    ) -> (ExitCode, String?) {
        let format = CatalogCSV.Format(rawValue: format) ?? .cdscan
        guard let path else {
            console.out(CatalogCSV.document(for: items, format: format))
            return (.success, nil)
        }
        do {
            try CatalogCSV.export(items, format: format, to: path)
        } catch {
            console.error("\(error). The catalog itself is saved: 'cdscan export -o \(name ?? path)' writes it again.")
            return (ExitCode(error), nil)
        }
        // The discogs format holds the found releases only.
        let rows = format == .cdscan ? items.count : items.count { $0.status == .found && $0.album != nil }
        return (.success, "wrote \(rows == 1 ? "1 row" : "\(rows) rows") to \(name ?? path)")
    }
}
