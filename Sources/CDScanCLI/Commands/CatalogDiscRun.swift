import Cataloging
import CommandLineKit
import Disc
import Presentation
import Workflows

/// `cdscan catalog --disc`: the drive opened, the catalog opened, disc after disc catalogued
/// (`Cataloging.DiscCataloging`), then the CSV and the summary as for a list.
enum CatalogDiscRun {
    /// What is wrong with `--disc`, `--device` and `--eject` among the other options, if anything.
    static func problem(_ options: CatalogCommand.Options, _ arguments: [String]) -> UsageError? {
        func usage(_ text: String) -> UsageError { UsageError(text, command: "catalog") }
        guard options.disc else {
            if options.device != nil { return usage("'--device' names the drive --disc reads; add --disc") }
            if options.eject { return usage("'--eject' ejects the discs --disc reads; add --disc") }
            return nil
        }
        if !arguments.isEmpty || !options.images.isEmpty {
            return usage("'--disc' reads the discs in the drive; give no list, barcodes or --images with it")
        }
        if options.resume { return usage("'--resume' looks up what earlier runs left pending; run it without --disc") }
        if options.extras.any {
            return usage("'--details' and '--add-to-collection' apply to barcodes so far, not to --disc")
        }
        if options.source == .dump {
            return usage("'--source dump' has no disc IDs; use auto, discogs or musicbrainz with --disc")
        }
        return nil
    }

    static func run(
        _ options: CatalogCommand.Options, context: CommandContext, environment: CatalogRun.Environment
    ) throws -> ExitCode {
        let reader = try environment.discReader ?? drive(options.device)
        let setup = try CatalogRun.open(options, context: context, environment: environment, create: true)
        let progress = BatchProgress(console: setup.console, style: .none, time: context.time)
        let cataloging = DiscCataloging(
            reader: reader, store: setup.store, runner: CatalogRun.makeRunner(setup, observer: progress),
            observer: progress, eject: options.eject,
            next: context.canAsk ? { askForAnother(context, ejected: options.eject) } : nil,
            whileLookingUp: { lookUp in CatalogRun.withSignals(environment, lookUp) })
        let report = cataloging.run()
        // Told already; without a disc catalogued, why none could be read is the status.
        if report.discs.isEmpty, report.batch.stop == nil, let problem = report.problems.last {
            return ExitCode(problem)
        }
        _ = try CatalogRun.review(report.batch, asked: report.discs, setup)
        return try CatalogRun.finish(report.batch, asked: report.discs, invalid: 0, setup)
    }

    /// The drive `--device` names, else the first CD drive (none: exit 69).
    private static func drive(_ device: String?) throws(DiscError) -> DiscDrive {
        if let device { return DiscDrive(path: device) }
        return try DiscDrive.first()
    }

    /// Asks on stderr for the next disc; whether the person wants one.
    private static func askForAnother(_ context: CommandContext, ejected: Bool) -> Bool {
        context.console.errRaw("\n" + DiscCatalogText.nextDiscPrompt(ejected: ejected))
        return DiscCatalogText.wantsAnother(context.readLine())
    }
}
