import Foundation
import Lookup
import Scanner

/// `cdscan scan` from the webcam: checks everything that can be checked
/// (symbologies, token, catalog) before it opens the camera, then hands over
/// to `CameraScanRunner`.
enum CameraScan {
    static func run(_ options: ScanCommand.Options, context: CommandContext) -> ExitCode {
        run(options, context: context, environment: .live)
    }

    static func run(
        _ options: ScanCommand.Options, context: CommandContext, environment: CameraScanEnvironment
    ) -> ExitCode {
        let console = context.console
        let reader: any CameraCodeReader
        do {
            reader = try environment.makeReader(options.symbologies)
        } catch {
            return CDScan.usageFailure(UsageError("\(error)", command: "scan"), console)
        }
        let lookups: BackgroundLookups?
        do throws(ExitCode) {
            lookups = try options.lookup ? startLookups(options, context: context, environment: environment) : nil
        } catch {
            return error
        }
        var cataloger: ScanCataloger?
        if let csv = options.catalog {
            do {
                cataloger = try ScanCataloger(
                    csvPath: resolve(csv, in: context.directory),
                    databasePath: options.database.map { resolve($0, in: context.directory) },
                    environment: context.environment)
            } catch {
                console.error("\(error).")
                return .cannotCreate
            }
        }
        let camera: any CameraFrameSource
        do {
            camera = try environment.openCamera(options.device, options.size ?? .defaultCapture)
        } catch {
            console.error(message(for: error))
            return ExitCode(error)
        }
        let session = CameraSession(
            camera: camera, reader: reader, clock: context.time, requiredFrames: options.frames,
            continuous: options.continuous, timeout: options.timeout)
        let output = ScanSessionOutput(
            console: console, json: options.json, cataloger: cataloger, showAll: options.pick == .all)
        return CameraScanRunner(
            options: options, context: context, environment: environment, session: session, lookups: lookups,
            output: output
        ).run()
    }

    /// The lookups on their own thread, their configuration (token, URLs, collection folder)
    /// checked now, before the camera is opened; throws the status to end with, the reason printed.
    private static func startLookups(
        _ options: ScanCommand.Options, context: CommandContext, environment: CameraScanEnvironment
    ) throws(ExitCode) -> BackgroundLookups {
        let console = context.console
        let settings = context.loadSettings()
        let lookup: any BarcodeLookup
        do {
            lookup = try environment.makeLookup(settings, options, context.time)
        } catch {
            throw CDScan.report(error, console)
        }
        LookupSession.note(settings.lookup, choice: options.source).map(console.message)
        do {
            try lookup.prepare()
        } catch {
            console.error("\(error).")
            throw ExitCode(error)
        }
        return BackgroundLookups(finishesEach: !options.asks(context), lookup: lookup)
    }

    /// `path` as given when absolute, else relative to `directory`.
    static func resolve(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }
}
