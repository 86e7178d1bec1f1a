import Barcode
import Basics
import Catalog
import Cataloging
import DumpIndex
import Foundation
import Lookup
import Presentation
import Scanner
import Terminal

/// `cdscan catalog` wired to the process once its command line is checked: read the inputs, open
/// the catalog, run the batch (`Cataloging`), let a person review, then write the CSV, print the
/// summary and choose the exit status.
package enum CatalogRun {
    /// What one run works with once the command line is checked.
    struct Setup {
        var options: CatalogOptions
        var context: CommandContext
        var store: CatalogStore
        /// The run's lookups: index, session, note, cancellation.
        var assembly: RunAssembly
        /// `-o`, checked; nil: the CSV goes to stdout.
        var output: OutputFile?
        var outputPath: String? { output.map(\.name) }
        var console: Console { context.console }
    }

    /// Runs `catalog` on a checked command line: the discs in the drive (`--disc`), the codes typed at
    /// the terminal (`-`), the catalog's review (`--review` alone), else the list, barcodes and photos.
    ///
    /// Throws what ends the run, for `ErrorReport`; `CatalogInputs.Failure.nothingToRead` when there
    /// is nothing to read (standard input a terminal), which the command line reports as a usage error.
    package static func run(
        _ options: CatalogOptions, arguments: [String], context: CommandContext
    ) throws -> ExitCode {
        if options.disc { return try CatalogDiscRun.run(options, context: context) }
        if TypedCatalogRun.applies(options, arguments, context.standardInput) {
            return try TypedCatalogRun.run(options, context: context)
        }
        if options.review, arguments.isEmpty, options.images.isEmpty {
            return try CatalogReviewRun.run(options, context: context)
        }
        // Everything that can fail at once fails before an hour of photos or lookups, and an
        // output that is one of the inputs before any is read.
        let read =
            arguments.filter { $0 != "-" }.map { FilePaths.resolve($0, in: context.directory) }
            + readInputs(options, context: context)
        _ = try context.outputFile(options.output, protecting: read, database: context.databasePath(options.database))
        // An index that --source dump or --index requires and cannot be read: before any code is recorded.
        _ = try RunAssembly(options, context: context).openDumpIndex()
        // From here a signal (Ctrl-C, SIGTERM, SIGHUP) stops at the next safe point: whatever
        // phase it comes in, what was read is recorded, the CSV written and the summary printed.
        return try withSignals(context) { () throws -> ExitCode in
            var inputs = try gather(options, arguments: arguments, context: context)
            let setup = try open(options, context: context, create: true, inputs: read)
            let (photoStatus, unread, removedEarlier) = try readPhotos(setup, into: &inputs)
            return max(try lookUp(inputs, unreadPhotos: unread, removedEarlier: removedEarlier, setup), photoStatus)
        }
    }

    /// The files a run reads besides its lists, which `-o` may not be: the `--images` photos and
    /// the dump index a `--source` that asks it will read.
    private static func readInputs(_ options: CatalogOptions, context: CommandContext) -> [String] {
        let photos = PhotoInputs.files(options.images, directory: context.directory, recursive: options.recursive)
        return photos + [RunAssembly(options, context: context).dumpIndexFile].compactMap { $0 }
    }

    /// The codes of the list files, barcode arguments or standard input, their reading notes printed.
    private static func gather(
        _ options: CatalogOptions, arguments: [String], context: CommandContext
    ) throws -> [BarcodeInput] {
        // --resume alone looks up what earlier runs left pending, and reads no list.
        if options.resume, arguments.isEmpty, options.images.isEmpty { return [] }
        let inputs = try CatalogInputs.gather(
            arguments, hasImages: !options.images.isEmpty, standardInput: context.standardInput,
            directory: context.directory, anyPrefix: options.anyPrefix,
            stop: { request(context) != .none })
        inputs.flatMap(\.readingMessages).forEach(context.console.show)
        return inputs
    }

    /// Checks that `-o` can be written (and is none of `inputs` nor the catalog), takes the
    /// catalog's one-writer lock and opens it (`create: false`: it must exist). `assembly`: the
    /// run's lookups; nil: those `options` ask for barcodes.
    static func open(
        _ options: CatalogOptions, context: CommandContext, create: Bool, inputs: [String] = [],
        assembly: RunAssembly? = nil
    ) throws -> Setup {
        let databasePath = context.databasePath(options.database)
        let output = try context.outputFile(options.output, protecting: inputs, database: databasePath)
        if !create, !FileManager.default.fileExists(atPath: databasePath) {
            throw CatalogError.missing(path: databasePath)
        }
        // The store first: it checks (or creates) the file, which the lock then locks.
        let store = try CatalogStore(path: databasePath, create: create)
        store.locationOfRecordedCopies = options.location
        try store.lockForWriting()  // held while the store is open
        return Setup(
            options: options, context: context, store: store,
            assembly: assembly ?? RunAssembly(options, context: context), output: output)
    }

    /// Adds the barcodes of the `--images` photos to `inputs`; the status their failures add, and
    /// the keys of the photos recorded without a barcode (items of this run too).
    private static func readPhotos(_ setup: Setup, into inputs: inout [BarcodeInput]) throws -> (
        ExitCode, Set<ItemKey>?, removedEarlier: Int
    ) {
        let options = setup.options
        guard !options.images.isEmpty else { return (.success, nil, 0) }
        let observer = BatchProgress(console: setup.console, style: .none, time: setup.context.time)
        let reading = try PhotoInputs.read(
            options.images, directory: setup.context.directory, recursive: options.recursive,
            anyPrefix: options.anyPrefix, observer: observer, stop: { request(setup.context) != .none })
        reading.loops.forEach { setup.console.warning("\($0).") }
        setup.console.message(reading.summary)
        inputs += reading.inputs
        var removedEarlier = 0
        let unread = try CatalogBatch.recordUnread(
            reading.failures, in: setup.store, addRemoved: options.addRemoved, removedEarlier: &removedEarlier)
        return (reading.failures.map(\.exitCode).max() ?? .success, unread, removedEarlier)
    }

    /// Records the inputs, looks up what is pending, reviews, finishes the releases, and ends.
    /// `unreadPhotos`: the photos without a barcode when `--images` was given (nil otherwise).
    /// `removedEarlier`: the photos without a barcode left out because `items remove` removed them.
    private static func lookUp(
        _ inputs: [BarcodeInput], unreadPhotos: Set<ItemKey>? = nil, removedEarlier: Int = 0, _ setup: Setup
    ) throws -> ExitCode {
        let (console, store, options) = (setup.console, setup.store, setup.options)
        // The lookups' waits (rate limit, retries) shown on the progress line as they count down.
        let wait = CurrentWait()
        let progress = BatchProgress(
            console: console, style: ProgressReporter.style(for: console, enabled: options.progress),
            time: setup.context.time, budget: budget(setup), wait: wait)
        let recording = try CatalogBatch.record(
            inputs, in: store, observer: progress, time: setup.context.time,
            addRemoved: options.addRemoved, stop: { request(setup.context) })
        let removed = recording.removedEarlier + removedEarlier
        if removed > 0 { console.message(ItemNotes.removedEarlier(removed)) }
        let runner = makeRunner(
            setup, observer: progress, only: options.resume ? nil : CatalogBatch.asked(BatchReport(), inputs),
            waits: wait)
        var report = runner.run()
        // A signal after the last lookup (or before the first, with nothing pending) still ends the run as one.
        if report.stop == nil, request(setup.context) != .none { report.stop = .interrupted }
        let asked = CatalogBatch.asked(report, inputs)
        let chosen =
            asks(report, setup) ? try withoutSignals(setup.context) { try review(report, asked: asked, setup) } : []
        runner.finishReleases(barcodes: CatalogBatch.asked(report, inputs).union(chosen), report: &report)
        let goOn = CatalogSummary.goOn(
            repeatsCopies: inputs.contains { !$0.copy.isRepeatable },
            // A stop while a list was read or recorded may have left some of its lines.
            skippedListLines: recording.skippedListLines > 0
                || (request(setup.context) != .none && inputs.contains { $0.copy.isListLine }))
        // A photo's items are one per barcode on it, and one for a photo without any: the summary
        // counts items then, the photos without a barcode among them, as the CSV has their rows.
        return try finish(
            report, asked: CatalogBatch.asked(report, inputs).union(unreadPhotos ?? []), invalid: recording.invalid,
            goOn: goOn, countsItems: unreadPhotos != nil, setup)
    }

    /// Lets a person choose the releases of this run's ambiguous codes (`--pick ask`, `asked`) or
    /// the whole catalog's (`--review`), on a terminal; the codes given a release.
    ///
    /// Runs with the signal handlers restored, so that Ctrl-C at a question ends cdscan (every
    /// choice is saved).
    static func review(_ report: BatchReport, asked: Set<ItemKey>, _ setup: Setup) throws -> Set<ItemKey> {
        let options = setup.options
        guard asks(report, setup) else { return [] }
        let review = try CatalogReviewSession.review(
            setup.store, only: options.review ? nil : asked, readLine: setup.context.readLine, console: setup.console)
        setup.console.message(review.outcome.summary)
        return review.chosen
    }

    /// Whether `review` will ask a person anything: the batch ran to its end, and a review was asked for.
    static func asks(_ report: BatchReport, _ setup: Setup) -> Bool {
        report.stop == nil && (setup.options.review || setup.options.asks(setup.context))
    }

    /// The rate limit the ETA must respect: the services' (none with a dump index, whose
    /// answers need no request).
    static func budget(_ setup: Setup) -> BatchEstimate.Budget? { setup.assembly.requestBudget }

    /// The runner for the setup's store, its sessions made by the setup's assembly when needed (or
    /// `session`, made already); `refresh`: these codes looked up again without the cache (`items
    /// refresh`); `waits`: told of the session's waits a person would notice, for the progress line.
    static func makeRunner(
        _ setup: Setup, observer: any BatchObserver, only: Set<ItemKey>? = nil, refresh: [BatchSubject] = [],
        waits: CurrentWait? = nil, session: LookupSession? = nil
    ) -> BatchRunner {
        let (assembly, options) = (setup.assembly, setup.options)
        let made = session
        let makeSession: BatchRunner.SessionFactory = {
            try made ?? assembly.makeSession(time: waits.map { NoticedWaits(assembly.context.time, showingIn: $0) })
        }
        var runnerOptions = BatchRunner.Options(
            retry: options.retry, maxAge: options.maxAge, sources: assembly.plan.accepts,
            pickBest: options.pick == .best, extras: options.extras)
        runnerOptions.only = only
        runnerOptions.refresh = refresh
        let context = setup.context
        return BatchRunner(
            store: setup.store,
            options: runnerOptions,
            observer: observer,
            interrupt: { request(context) },
            cancellation: assembly.cancellation, time: setup.context.time, makeSession: makeSession)
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP counted rather than fatal (the context's `stopSignals.batch`).
    static func withSignals<Result, Failure: Error>(
        _ context: CommandContext, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try context.stopSignals.batch.counting(body)
    }

    /// Runs `body` (a question to a person) with the signals fatal again, so that Ctrl-C at a
    /// question ends cdscan at once (every answer is saved as it is given); counting resumes after.
    static func withoutSignals<Result>(_ context: CommandContext, _ body: () throws -> Result) throws -> Result {
        let signals = context.stopSignals.batch
        signals.stop()
        defer { signals.start() }
        return try body()
    }

    /// How firmly a stop was asked for since the batch's signals were last started.
    static func request(_ context: CommandContext) -> InterruptRequest {
        context.stopSignals.batch.request
    }
}
