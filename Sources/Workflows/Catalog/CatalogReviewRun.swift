import Basics
import Catalog
import Cataloging
import Presentation

/// `cdscan catalog --review` without barcodes: the catalog's ambiguous barcodes, one
/// question each, then the CSV rewritten when `-o` names one. Nothing is looked up; with
/// `--details`, the chosen releases' details are fetched afterwards.
enum CatalogReviewRun {
    static func run(
        _ options: CatalogOptions, context: CommandContext
    ) throws -> ExitCode {
        let console = context.console
        // create: false: a mistyped --db is an error, not a new catalog with nothing to review.
        let setup = try CatalogRun.open(options, context: context, create: false)
        let review = try CatalogReviewSession.review(
            setup.store, only: nil, readLine: context.readLine, console: context.console)
        let outcome = review.outcome
        console.message(
            outcome.chosen + outcome.skipped + outcome.left == 0 ? ItemNotes.nothingToReview : outcome.summary)
        var status = max(outcome.left > 0 ? .notFound : .success, finishChosen(review.chosen, setup))
        if setup.outputPath != nil {
            do {
                let (written, message) = CatalogRun.write(try setup.store.allItems(), setup)
                message.map(console.message)
                status = max(status, written)
            } catch {
                throw RaisedStatus(error, atLeast: status)
            }
        }
        return status
    }

    /// Fetches the details of the chosen releases and adds them to the collection, as asked;
    /// the status that adds.
    private static func finishChosen(_ chosen: Set<ItemKey>, _ setup: CatalogRun.Setup) -> ExitCode {
        var report = BatchReport()
        let progress = BatchProgress(
            console: setup.console, style: ProgressReporter.style(for: setup.console, enabled: setup.options.progress),
            time: setup.context.time)
        let runner = CatalogRun.makeRunner(setup, observer: progress)
        CatalogRun.withSignals(setup.context) {
            if !chosen.isEmpty, runner.prepareCollection(report: &report) {
                runner.finishReleases(barcodes: chosen, report: &report)
            }
        }
        let stopped = report.stop.map { ErrorReport.report($0, setup.console) } ?? .success
        return max(stopped, report.failures.map(ExitCode.init).max() ?? .success)
    }
}
