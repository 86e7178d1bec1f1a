import Basics
import Catalog

/// `cdscan catalog --review` without barcodes: the catalog's ambiguous barcodes, one
/// question each, then the CSV rewritten when `-o` names one. Nothing is looked up; with
/// `--details`, the chosen releases' details are fetched afterwards.
enum CatalogReviewRun {
    static func run(
        _ options: CatalogCommand.Options, context: CommandContext, environment: CatalogBatch.Environment
    ) -> ExitCode {
        let console = context.console
        let outputPath = options.output.map { FilePaths.resolve($0, in: context.directory) }
        if let outputPath, let problem = OutputCheck.problem(writing: outputPath) {
            console.error("cannot write \(options.output ?? outputPath): \(problem).")
            return .cannotCreate
        }
        let store: CatalogStore
        let outcome: CatalogReview.Outcome
        var chosen = Set<String>()
        do {
            // create: false: a mistyped --db is an error, not a new catalog with nothing to review.
            store = try CatalogStore(
                path: options.database.map { FilePaths.resolve($0, in: context.directory) }
                    ?? CatalogStore.defaultPath(environment: context.environment), create: false)
            let review = CatalogReview(
                store: store, picker: PressingPicker(readLine: context.readLine, console: console), console: console)
            outcome = try review.run { chosen.insert($0.barcode) }
        } catch {
            console.error("\(error).")
            return ExitCode(error)
        }
        if outcome.chosen + outcome.skipped + outcome.left == 0 {
            console.message("no ambiguous barcodes to review")
        } else {
            console.message(outcome.summary)
        }
        var status: ExitCode = outcome.left > 0 ? .notFound : .success
        var report = BatchReport()
        let runner = CatalogBatch.makeRunner(store: store, options: options, context: context, environment: environment)
        CatalogBatch.withSignals(environment) {
            if !chosen.isEmpty, runner.prepareCollection(report: &report) {
                runner.finishReleases(barcodes: chosen, report: &report)
            }
        }
        if let stop = report.stop {
            if case .lookup(let error) = stop { console.error("\(error).") }
            if case .catalog(let error) = stop { console.error("\(error).") }
            status = max(status, stop.exitCode)
        }
        status = max(status, report.worstError)
        if outputPath != nil {
            do {
                let (written, message) = CatalogBatch.write(
                    try store.allItems(), format: options.format, to: outputPath, shownAs: options.output, console)
                message.map(console.message)
                status = max(status, written)
            } catch {
                console.error("\(error).")
                return max(status, ExitCode(error))
            }
        }
        return status
    }
}
