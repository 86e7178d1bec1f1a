import Album
import Disc
import Lookup
import Presentation
import Terminal

extension DiscIdentification {
    /// 0 when a release was found, else the worst of the services' failures, at least 1.
    var exitCode: ExitCode {
        if best != nil { return .success }
        return failures.map(ExitCode.init).reduce(ExitCode.notFound, max)
    }
}

/// `cdscan disc` once its command line is checked: the disc read (or `--toc`), a session from the
/// settings, the disc identified, the answer printed, and the disc ejected when asked.
package enum DiscRun {
    /// Reads the disc in `device` (nil: the first drive) with `read`, or takes `--toc`, and identifies it.
    ///
    /// `read` stands for the drive, so that tests can have one fail as hardware does.
    package static func run(
        _ options: DiscOptions, device: String?, context: CommandContext, read: (DiscDrive) throws(DiscError) -> Disc
    ) throws -> ExitCode {
        // A stop (Ctrl-C, SIGTERM, SIGHUP) lets the drive finish its read, cuts the lookup in
        // flight short (no answer is printed for it), says so, and ends with 130 (143, 129), as
        // every command does.
        try StopWatch.stoppable(context) { context, signals in
            let console = context.console
            var drive: DiscDrive?
            let disc: Disc
            do throws(DiscError) {
                if let toc = options.toc {
                    disc = try DiscID.disc(for: TableOfContents(parsing: toc))
                } else {
                    let chosen: DiscDrive
                    if let device {
                        chosen = DiscDrive(path: device)
                    } else {
                        chosen = try DiscDrive.first()
                    }
                    drive = chosen
                    disc = try read(chosen)
                }
            } catch {
                // A data disc or one that could not be read still leaves the drive when --eject asks.
                if options.eject, let device = error.discInDrive { eject(DiscDrive(path: device), console: console) }
                throw error
            }
            console.message(DiscPrinter.summary(disc))
            defer { if options.eject, let drive { eject(drive, console: console) } }
            let status =
                signals.count > 0
                ? .interrupted
                : try identify(disc, options: options, context: context, printing: { signals.count == 0 })
            guard signals.count > 0 else { return status }
            console.message(LookupNotes.discInterrupted)
            return .interrupted
        }
    }

    /// A session from the settings (as `catalog --disc` makes it), the disc identified, the answer printed.
    /// `printing` is asked before the answer is printed: false once the run was stopped, when the
    /// answer is one cut short.
    static func identify(
        _ disc: Disc, options: DiscOptions, context: CommandContext, printing: () -> Bool = { true }
    ) throws -> ExitCode {
        let session = try RunAssembly(source: options.source, context: context, purpose: .discs).startSession()
        if !session.looksUpDiscIDs {
            context.console.message(LookupNotes.discogsHasNoDiscIDs)
        }
        let identification = session.identify(discID: disc.id, toc: disc.toc.description, mcn: disc.barcode)
        guard printing() else { return identification.exitCode }
        DiscPrinter(console: context.console, json: options.json).print(identification, of: disc)
        return identification.exitCode
    }

    /// Ejects the disc; a drive that will not is said, and the run's status stays.
    private static func eject(_ drive: DiscDrive, console: Console) {
        do {
            try drive.eject()
        } catch {
            console.error("\(error).")
        }
    }
}
