import Album
import Disc
import Lookup
import Presentation
import Workflows

extension DiscAnswer {
    var exitCode: ExitCode {
        if identification.best != nil { return .success }
        return identification.failures.map(ExitCode.init).reduce(ExitCode.notFound, max)
    }
}

/// `cdscan disc` once the disc is read: a session from the settings, the disc identified, the answer printed.
enum DiscRun {
    static func identify(_ disc: Disc, options: DiscCommand.Options, context: CommandContext) throws -> ExitCode {
        let session = try LookupSession.start(
            context.loadSettings().lookup, choice: options.source, extras: ExtrasOptions(), time: context.time,
            note: context.console.message)
        if !session.looksUpDiscIDs {
            context.console.message("Discogs has no disc IDs: only the disc's MCN, if any, is looked up")
        }
        let answer = DiscAnswer(
            disc: disc,
            identification: session.identify(discID: disc.id, toc: disc.toc.description, mcn: disc.barcode))
        DiscPrinter(console: context.console, json: options.json).print(answer)
        return answer.exitCode
    }
}
