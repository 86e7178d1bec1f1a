import Album
import Barcode
import Foundation
import Lookup
import Scanner

/// `cdscan scan` from the webcam: checks everything that can be checked
/// (symbologies, token, catalog) before it opens the camera, then hands over
/// to `ScanSessionRunner`.
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
        var makeLookup: (@Sendable () -> any ScanLookup)?
        if options.lookup {
            let settings = context.loadSettings()
            let check: any ScanLookup
            do {
                // Only to check the token, URLs and collection folder now, before the camera is opened.
                check = try environment.makeLookup(settings, options, context.time)
            } catch {
                return CDScan.report(error, console)
            }
            LookupSession.note(settings: settings, choice: options.source).map(console.message)
            do {
                try check.prepare()
            } catch {
                console.error("\(error).")
                return ExitCode(error)
            }
            makeLookup = { [time = context.time, make = environment.makeLookup] in
                do throws(LookupSession.Failure) {
                    return try make(settings, options, time)
                } catch {
                    return FailingScanLookup(failure: error)
                }
            }
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
        let runner = ScanSessionRunner(
            options: options, context: context, environment: environment, camera: camera, reader: reader,
            lookups: makeLookup.map { ScanSessionLookups(finishesEach: !options.asks(context), makeLookup: $0) },
            output: ScanSessionOutput(
                console: console, json: options.json, cataloger: cataloger, showAll: options.pick == .all))
        return runner.run()
    }

    /// `path` as given when absolute, else relative to `directory`.
    static func resolve(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }
}

/// Stands in for the lookup session when it cannot be made on the lookup thread
/// (it was made once already, so this should not happen): every lookup fails.
struct FailingScanLookup: ScanLookup {
    let failure: LookupSession.Failure

    func resolve(_ gtin: GTIN, input: String) -> LookupResult {
        let error: LookupError
        switch failure {
        case .badURL(_, let lookupError): error = lookupError
        case .noToken: error = .tokenRefused(service: "Discogs")
        case .transport(let transport): error = .network(service: "Discogs", attempts: 0, reason: transport)
        case .dumpIndex(let dump):
            error = .malformedJSON(service: Source.discogsDump.serviceName, barcode: input, detail: "\(dump)")
        }
        return LookupResult(input: input, outcome: .failed(gtin, error))
    }
}
