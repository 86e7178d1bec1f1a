import CommandLineKit
import Scanner
import Workflows

/// `cdscan scan` from the webcam or a phone: the reader made for `--symbologies` (parsed when the
/// command line was), then `ScanWorkflow.camera` or `.phone`.
enum CameraScan {
    /// Scans, printing any failure and mapping it to its status (for callers without the funnel).
    static func run(_ options: ScanCommand.Options, context: CommandContext) -> ExitCode {
        CDScan.running(context.console) { try scan(options, context: context) }
    }

    static func scan(_ options: ScanCommand.Options, context: CommandContext) throws -> ExitCode {
        let reader = try context.camera.makeReader(options.symbologies)
        if options.phone { return try ScanWorkflow.phone(options, reader: reader, context: context) }
        return try ScanWorkflow.camera(options, reader: reader, context: context)
    }
}
