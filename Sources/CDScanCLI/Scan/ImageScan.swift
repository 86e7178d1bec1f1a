import Basics
import Catalog
import Cataloging
import CommandLineKit
import Foundation
import Lookup
import Presentation
import Scanner
import Workflows

/// `cdscan scan --image`: the barcodes in photos and folders of photos, then their albums.
///
/// Everything a run needs (decoder, lookup session, catalog) is checked before the
/// first photo is decoded. Photos are then read and reported one at a time, so a
/// folder of hundreds shows progress, and a bad file never stops the others.
/// `--catalog` and `--db` are read against the command's working directory, as the
/// camera and `catalog` read them.
enum ImageScan {
    /// Scans, printing any failure and mapping it to its status (for callers without the funnel).
    static func run(_ options: ScanCommand.Options, paths: [String], context: CommandContext) -> ExitCode {
        CDScan.running(context.console) { try scan(options, paths: paths, context: context) }
    }

    static func scan(_ options: ScanCommand.Options, paths: [String], context: CommandContext) throws -> ExitCode {
        guard !paths.isEmpty else {
            throw UsageError("missing expected argument '<file-or-folder>...'", command: "scan")
        }
        guard paths.filter({ $0 == ImageFileList.standardInput }).count <= 1 else {
            throw UsageError("'-' (standard input) holds one photo: give it once", command: "scan")
        }
        let decoder = try makeDecoder(symbologies: options.symbologies)
        let session = try options.lookup ? context.startLookups(options, settings: context.loadSettings()) : nil
        let cataloger = try options.catalog.map { csv throws(CatalogError) in
            try ScanCataloger(
                csvPath: FilePaths.resolve(csv, in: context.directory),
                databasePath: context.databasePath(options.database), copies: .firstOfEachCode)
        }
        let output = ImageScanOutput(
            console: context.console, json: options.json, verbose: options.verbose, lookup: session != nil,
            showAll: options.pick == .all)
        var run = ImageScanRun(
            reader: PhotoReader(decoder: decoder), session: session, cataloger: cataloger, output: output)
        if options.asks(context) { run.picker = PressingPicker(readLine: context.readLine, console: context.console) }
        // Photos are decoded on every core; their results come back in file order, one at a
        // time, and a refused token stops the workers from starting another.
        let reader = run.reader
        reader.scan(paths: paths, recursive: options.recursive) { scan in
            run.report(scan)
            return !run.stopped
        }
        return run.status
    }

    /// The retail decoder, or one for the symbologies named with `--symbologies`; a name zbar
    /// does not know is a usage error.
    static func makeDecoder(symbologies names: [String]) throws -> ZBarDecoder {
        let names = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        do throws(DecoderError) {
            return names.isEmpty ? try ZBarDecoder() : try ZBarDecoder(symbologyNames: names)
        } catch {
            if error.isUsage { throw UsageError("\(error)", command: "scan") }
            throw error
        }
    }
}
