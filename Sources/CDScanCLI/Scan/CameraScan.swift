import Basics
import Catalog
import Cataloging
import CommandLineKit
import Foundation
import Lookup
import Scanner
import Workflows

/// `cdscan scan` from the webcam: checks everything that can be checked
/// (symbologies, token, catalog) before it opens the camera, then hands over
/// to `CameraScanRunner`.
enum CameraScan {
    /// Scans, printing any failure and mapping it to its status (for callers without the funnel).
    static func run(
        _ options: ScanCommand.Options, context: CommandContext, environment: CameraScanEnvironment = .live
    ) -> ExitCode {
        CDScan.running(context.console) { try scan(options, context: context, environment: environment) }
    }

    static func scan(
        _ options: ScanCommand.Options, context: CommandContext, environment: CameraScanEnvironment
    ) throws -> ExitCode {
        let reader: any CameraCodeReader
        do throws(DecoderError) {
            reader = try environment.makeReader(options.symbologies)
        } catch {
            throw UsageError("\(error)", command: "scan")
        }
        let lookups = try options.lookup ? startLookups(options, context: context, environment: environment) : nil
        let cataloger = try options.catalog.map { csv throws(CatalogError) in
            try ScanCataloger(
                csvPath: FilePaths.resolve(csv, in: context.directory),
                databasePath: context.databasePath(options.database))
        }
        let camera = try environment.openCamera(options.device, options.size ?? .defaultCapture)
        let session = CameraSession(
            camera: camera, reader: reader, clock: context.time, requiredFrames: options.frames,
            continuous: options.continuous, timeout: options.timeout)
        let output = ScanSessionOutput(
            console: context.console, json: options.json, cataloger: cataloger, showAll: options.pick == .all)
        return CameraScanRunner(
            options: options, context: context, environment: environment, session: session, lookups: lookups,
            output: output
        ).run()
    }

    /// The lookups on their own thread, their configuration (token, URLs, collection folder)
    /// checked now, before the camera is opened.
    private static func startLookups(
        _ options: ScanCommand.Options, context: CommandContext, environment: CameraScanEnvironment
    ) throws -> BackgroundLookups {
        let settings = context.loadSettings()
        let lookup = try environment.makeLookup(settings, options, context.time)
        LookupSession.note(settings.lookup, choice: options.source, hasDump: settings.hasDumpIndex).map(
            context.console.message)
        try lookup.prepare()
        return BackgroundLookups(finishesEach: !options.asks(context), lookup: lookup)
    }
}
