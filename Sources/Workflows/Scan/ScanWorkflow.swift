import Basics
import Catalog
import Cataloging
import Imaging
import Lookup
import Presentation
import Scanner

/// `cdscan scan`'s two runs once its command line is checked: the webcam and the photos.
///
/// Each checks what can be checked (token, service URLs, collection folder, catalog) before
/// the camera is opened or the first photo decoded. `--catalog` and `--db` are read against
/// the command's working directory.
package enum ScanWorkflow {
    /// Scans from the camera with `reader` (made from `--symbologies` by the command line,
    /// which reports a bad name), then hands over to `CameraScanRunner`; returns the exit status.
    package static func camera(_ options: ScanOptions, reader: any CameraCodeReader, context: CommandContext)
        throws -> ExitCode
    {
        try camera(options, reader: reader, context: context, seen: nil).status
    }

    /// The codes the webcam, or a phone with `--phone`, reads as `scan --continuous --no-lookup`
    /// does (a disc counts once `--frames` frames agree; one still in view is not counted again),
    /// until Ctrl-C or `--timeout`: each disc read goes to `seen` instead of stdout. Returns the
    /// status the scan would end with and how its frame loop ended (nil: it never ran).
    package static func readCodes(
        _ options: ScanOptions, context: CommandContext, seen: @escaping (ScanSession.Sighting) -> Void
    ) throws -> (status: ExitCode, ending: CameraSession.Ending?) {
        let reader = try context.camera.makeReader(options.symbologies)
        if options.phone { return try phone(options, reader: reader, context: context, seen: seen) }
        return try camera(options, reader: reader, context: context, seen: seen)
    }

    /// The webcam scan; `seen`: where each disc read without a lookup goes (nil: stdout).
    private static func camera(
        _ options: ScanOptions, reader: any CameraCodeReader, context: CommandContext,
        seen: ((ScanSession.Sighting) -> Void)?
    ) throws -> (status: ExitCode, ending: CameraSession.Ending?) {
        let lookups = try options.lookup ? startLookups(options, context: context) : nil
        let cataloger = try cataloger(options, context: context, copies: .cameraSession)
        let camera = try context.camera.openCamera(options.device, options.size ?? .defaultCapture)
        let session = CameraSession(
            camera: camera, reader: reader, clock: context.time, requiredFrames: options.frames,
            continuous: options.continuous, timeout: options.timeout)
        var output = ScanSessionOutput(
            console: context.console, json: options.json, cataloger: cataloger, showAll: options.pick == .all)
        output.seen = seen
        let runner = CameraScanRunner(
            options: options, context: context, session: session, lookups: lookups, output: output)
        return (runner.run(), runner.ending)
    }

    /// Reads the barcodes in the photos and folders at `paths` with `reader`, then their
    /// albums; returns the most serious status any photo ended with.
    ///
    /// Photos are read and reported one at a time, so a folder of hundreds shows progress,
    /// and a bad file never stops the others.
    ///
    /// SIGINT, SIGTERM or SIGHUP stops after the photo being read (a lookup in flight is cut
    /// short and its photo left unread), says how many photos were read, and ends with 130.
    package static func images(
        _ options: ScanOptions, paths: [String], reader: PhotoReader, context: CommandContext
    ) throws -> ExitCode {
        try StopWatch.stoppable(context) { context, signals in
            try images(options, paths: paths, reader: reader, context: context, signals: signals)
        }
    }

    private static func images(
        _ options: ScanOptions, paths: [String], reader: PhotoReader, context: CommandContext,
        signals: any InterruptCounter
    ) throws -> ExitCode {
        let session = try options.lookup ? RunAssembly(options, context: context).startSession() : nil
        let cataloger = try cataloger(options, context: context, copies: .photos(directory: context.directory))
        let output = ImageScanOutput(
            console: context.console, json: options.json, verbose: options.verbose, lookup: session != nil,
            showAll: options.pick == .all)
        var run = ImageScanRun(
            reader: reader, options: options, session: session, cataloger: cataloger,
            output: output)
        if options.asks(context) { run.picker = PressingPicker(readLine: context.readLine, console: context.console) }
        run.interrupted = { signals.count > 0 }
        // Photos are decoded on every core; their results come back in file order, one at a
        // time, and a refused token or a stop keeps the workers from starting another.
        let reader = run.reader
        let entries = ImageFileList.expand(paths, recursive: options.recursive)
        var read = 0
        reader.scan(entries: entries) { scan in
            guard signals.count == 0 else { return false }
            run.report(scan)
            if !run.stopped, signals.count == 0 { read += 1 }
            return !run.stopped
        }
        guard signals.count > 0 else { return run.status }
        context.console.message(ScanNotes.interrupted(photosRead: read, of: entries.count))
        return max(run.status, .interrupted)
    }

    /// The catalog `--catalog` names, opened now so that a bad path stops the scan before it starts.
    static func cataloger(
        _ options: ScanOptions, context: CommandContext, copies: ScanCataloger.Copies
    ) throws(CatalogError) -> ScanCataloger? {
        try options.catalog.map { name throws(CatalogError) in
            let database = context.databasePath(options.database)
            let csv: OutputFile
            do throws(OutputFileError) {
                csv = try context.catalogFile(name, protecting: options.keyFile.map { [$0] } ?? [], database: database)
            } catch {
                throw .output(error)
            }
            return try ScanCataloger(
                csv: csv, databasePath: database, copies: copies,
                pickBest: options.catalogTakesBest(context), location: options.location,
                valueCurrency: ValueRun.keptCurrency(context: context))
        }
    }

    /// The lookups on their own thread, their configuration (token, URLs, collection folder)
    /// checked now, before the camera is opened.
    static func startLookups(_ options: ScanOptions, context: CommandContext) throws -> BackgroundLookups {
        let lookup = try RunAssembly(options, context: context).startScanLookup()
        // --pick ask: the terminal asks, or with --phone the phone's card (a terminal or not).
        let asks = options.asks(context) || (options.phone && options.pick == .ask)
        return BackgroundLookups(finishesEach: !asks, lookup: lookup)
    }
}
