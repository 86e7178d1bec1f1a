import Cataloging
import Disc
import Presentation

/// `cdscan catalog --disc`: the drive opened, the catalog opened, disc after disc catalogued
/// (`Cataloging.DiscCataloging`), then the CSV and the summary as for a list.
enum CatalogDiscRun {
    static func run(
        _ options: CatalogOptions, context: CommandContext
    ) throws -> ExitCode {
        let reader: any DiscReader
        if let scripted = context.discReader {
            reader = scripted
        } else {
            reader = try drive(options.device)
        }
        let setup = try CatalogRun.open(
            options, context: context, create: true,
            assembly: RunAssembly(options, context: context, purpose: .discs))
        let progress = BatchProgress(console: setup.console, style: .none, time: context.time)
        let cataloging = DiscCataloging(
            reader: reader, runner: CatalogRun.makeRunner(setup, observer: progress), eject: options.eject,
            next: context.canAsk ? { askForAnother(context, ejected: options.eject) } : nil,
            whileLookingUp: { lookUp in CatalogRun.withSignals(context, lookUp) })
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
