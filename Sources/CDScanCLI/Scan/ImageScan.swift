import Foundation
import Lookup
import Scanner

/// `cdscan scan --image`: the barcodes in photos and folders of photos, then their albums.
///
/// Everything a run needs (decoder, lookup session, catalog) is checked before the
/// first photo is decoded. Photos are then read and reported one at a time, so a
/// folder of hundreds shows progress, and a bad file never stops the others.
enum ImageScan {
    static func run(_ options: ScanCommand.Options, paths: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard !paths.isEmpty else {
            return CDScan.usageFailure(
                UsageError("Missing expected argument '<file-or-folder>...'", command: "scan"), console)
        }
        let decoder: ZBarDecoder
        do {
            decoder = try makeDecoder(symbologies: options.symbologies)
        } catch {
            if case .zbarFailed = error {
                console.error("\(error).")
                return .software
            }
            return CDScan.usageFailure(UsageError("\(error)", command: "scan"), console)
        }
        var session: LookupSession?
        if options.lookup {
            do {
                session = try context.startLookups(options, settings: context.loadSettings())
            } catch {
                return error.report(console)
            }
        }
        var cataloger: ScanCataloger?
        if let csvPath = options.catalog {
            do {
                cataloger = try ScanCataloger(
                    csvPath: csvPath, databasePath: options.database, environment: context.environment)
            } catch {
                console.error("\(error).")
                return ImageScanRun.exitCode(for: error)
            }
        }
        let output = ImageScanOutput(
            console: console, json: options.json, verbose: options.verbose, lookup: session != nil,
            showAll: options.pick == .all)
        var run = ImageScanRun(
            reader: PhotoReader(decoder: decoder), session: session, cataloger: cataloger, output: output)
        if options.asks(context) { run.picker = PressingPicker(readLine: context.readLine, console: console) }
        run.extras = options.extras
        for entry in ImageFileList.expand(paths) {
            switch entry {
            case .success(let path): run.scan(path)
            case .failure(let error): run.fail(error)
            }
            if run.stopped { break }
        }
        return run.status
    }

    /// The retail decoder, or one for the symbologies named with `--symbologies`.
    static func makeDecoder(symbologies names: [String]) throws(DecoderError) -> ZBarDecoder {
        let names = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return names.isEmpty ? try ZBarDecoder() : try ZBarDecoder(symbologyNames: names)
    }
}
