import Catalog

/// `cdscan catalog -` at a terminal: each line typed (by a person, or by a handheld barcode
/// scanner, which types the code and Enter) is recorded as a new copy, looked up at once
/// through the batch runner, and handed to the observer with its answer (`.typedRecorded`)
/// before the next line is read.
///
/// One runner serves every line, so its session's rate limiters hold across them: a code
/// typed while the budget is spent waits for its turn. A copy of a code already looked up
/// takes that answer without a request, and the observer hears that it is one more copy.
package struct TypedCataloging: CodeAtATimeCataloging {
    /// What a run of typed lines did.
    package struct Report {
        /// The lookups of every line, added up (`stop` says why the lines stopped early).
        package var batch = BatchReport()
        /// The codes recorded (`CatalogItem.key`), each once.
        package var asked: Set<ItemKey> = []
        /// Lines that held no barcode or catalogue number (recorded as invalid).
        package var invalid = 0

        package init() {}
    }

    /// What asking for the next line gave.
    package enum Line: Equatable, Sendable {
        case text(String)
        /// Ctrl-D: the summary follows.
        case end
        /// Ctrl-C or SIGTERM while waiting for a line.
        case interrupted
    }

    /// Looks each code up as soon as it is recorded; its store and observer are the lines' too.
    let runner: BatchRunner
    /// `--any-prefix`: look up books, periodicals and coupons too.
    let anyPrefix: Bool
    /// The next line (the command line shows the prompt first).
    let next: () -> Line
    /// The whole lines typed ahead, read without waiting (after a stop: recorded, not looked up).
    let typedAhead: () -> [String]

    /// The command line counts Ctrl-C around the whole run (a line may be waited for too), so
    /// each line's lookup runs as it is (`CodeAtATimeCataloging.whileLookingUp`).
    package init(
        runner: BatchRunner, anyPrefix: Bool, next: @escaping () -> Line, typedAhead: @escaping () -> [String] = { [] }
    ) {
        self.runner = runner
        self.anyPrefix = anyPrefix
        self.next = next
        self.typedAhead = typedAhead
    }

    /// Reads, records and looks up lines until the end of input, an interrupt, or a failure that
    /// stops a batch (a refused token, the catalogue unwritable). The lines typed ahead when it
    /// stops are recorded as pending, so no code that was scanned is dropped.
    package func run() -> Report {
        var report = Report()
        var number = 0
        while report.batch.stop == nil {
            switch next() {
            case .end:
                return report
            case .interrupted:
                report.batch.stop = .interrupted
            case .text(let text):
                number += 1
                guard let input = BarcodeListReader.typed(text, line: number, anyPrefix: anyPrefix) else { continue }
                do throws(CatalogError) {
                    try catalog(input, into: &report)
                } catch {
                    report.batch.stop = .catalog(error)
                }
            }
        }
        keepTypedAhead(&report, after: number)
        return report
    }

    /// Records the lines typed ahead of a stop (not when the catalogue itself failed), each
    /// left pending for `cdscan catalog --resume`, and shows each.
    private func keepTypedAhead(_ report: inout Report, after lines: Int) {
        guard let stop = report.batch.stop else { return }
        if case .catalog = stop { return }
        var number = lines
        for text in typedAhead() {
            number += 1
            guard let input = BarcodeListReader.typed(text, line: number, anyPrefix: anyPrefix) else { continue }
            do throws(CatalogError) {
                guard let (copy, _) = try record(input, into: &report) else { continue }
                if copy.needsLookup(retry: runner.options.retry) { report.batch.remaining += 1 }
                if let item = try store.item(id: copy.id) { observer.batch(.typedRecorded(input, item)) }
            } catch {
                report.batch.stop = .catalog(error)
                return
            }
        }
    }

    /// One typed code: recorded, looked up unless an earlier copy's answer stands, its releases
    /// finished (`--details`, `--add-to-collection`), and shown.
    private func catalog(_ input: BarcodeInput, into report: inout Report) throws(CatalogError) {
        guard let (copy, key) = try record(input, into: &report) else { return }
        if copy.needsLookup(retry: runner.options.retry) || runner.options.extras.any {
            report.batch.absorb(lookUp(key, finishing: true))
        }
        guard report.batch.stop == nil, let item = try store.item(id: copy.id) else { return }
        observer.batch(.typedRecorded(input, item))
    }

    /// One typed code shown as read and recorded as a copy, counted as asked; nil (counted as
    /// invalid) when the line held no code.
    private func record(
        _ input: BarcodeInput, into report: inout Report
    ) throws(CatalogError) -> (copy: RecordedCopy, key: ItemKey)? {
        observer.batch(.typedRead(input))
        guard let copy = try CatalogBatch.record(input, in: store, observer: observer),
            let key = input.subject?.key
        else {
            report.invalid += 1
            return nil
        }
        report.asked.insert(key)
        return (copy, key)
    }
}
