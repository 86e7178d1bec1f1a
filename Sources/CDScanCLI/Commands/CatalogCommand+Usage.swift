import CommandLineKit
import Workflows

extension CatalogCommand {
    /// Why the options cannot run at all, if they cannot.
    static func usageProblem(_ options: Options, context: CommandContext) -> UsageError? {
        if let problem = options.problem(command: "catalog") { return problem }
        guard options.review, !context.canAsk else { return nil }
        return UsageError(
            "'--review' asks you to choose: run it in a terminal (standard input and standard error)",
            command: "catalog")
    }

    /// What is wrong with `--disc`, `--device` and `--eject` among the other options, if anything.
    static func discProblem(_ options: Options, _ arguments: [String]) -> UsageError? {
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
        if options.sources.source == .dump {
            return usage("'--source dump' has no disc IDs; use auto, discogs or musicbrainz with --disc")
        }
        return nil
    }
}
