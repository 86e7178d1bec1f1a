import CommandLineKit
import Foundation
import Imaging
import Scanner
import Workflows

/// `cdscan scan --image`: the usage checks of its arguments, made before the first photo is
/// decoded; `ScanWorkflow.images` does the rest.
enum ImageScan {
    /// Scans, printing any failure and mapping it to its status (for callers without the funnel).
    static func run(_ options: ScanCommand.Options, paths: [String], context: CommandContext) -> ExitCode {
        CDScan.running(context.console) { try scan(options, paths: paths, context: context) }
    }

    static func scan(_ options: ScanCommand.Options, paths: [String], context: CommandContext) throws -> ExitCode {
        let reader = try PhotoReader(symbologies: options.symbologies)
        return try ScanWorkflow.images(options, paths: paths, reader: reader, context: context)
    }
}
