import Basics
import Catalog
import Foundation
import PhoneServer
import Presentation
import Scanner
import Terminal

extension ScanWorkflow {
    /// Scans frames a phone's browser sends to the page served over HTTPS: the same session,
    /// reader, rule, lookups, catalogue and output as the webcam; returns the exit status.
    ///
    /// The lookups and the catalog are checked first, then the certificate, then the server
    /// starts; its URL (with a new pairing key), the certificate's fingerprint and a QR code of
    /// the URL go to stderr, and with `--json` a first line `{"status":"listening","url":...}`
    /// to stdout. The server stops when the scan ends.
    package static func phone(_ options: ScanOptions, reader: any CameraCodeReader, context: CommandContext)
        throws -> ExitCode
    {
        try phone(options, reader: reader, context: context, seen: nil).status
    }

    /// The phone scan; `seen`: where each disc read without a lookup goes (nil: stdout).
    static func phone(
        _ options: ScanOptions, reader: any CameraCodeReader, context: CommandContext,
        seen: ((ScanSession.Sighting) -> Void)?
    ) throws -> (status: ExitCode, ending: CameraSession.Ending?) {
        try PhoneLibraries.load()
        var options = options
        options.preview = false  // the QR code and the URL stay on the screen
        let lookups = try options.lookup ? startLookups(options, context: context) : nil
        let cataloger = try cataloger(options, context: context, copies: .cameraSession)
        let identity = try phoneIdentity(context: context)
        let key = try options.keyFile.map { try PairingKeyFile(path: $0).loadOrCreate().key } ?? PairingKey.random()
        let inbox = FrameInbox()
        let board = PhoneBoard()
        let site = PhoneSite(key: key, inbox: inbox, board: board, clock: context.time)
        let server = try HTTPSServer(
            address: options.listen ?? ListenAddress.lan(port: 0), identity: identity.identity, handler: site)
        let url = "https://\(server.address)/?key=\(key.text)"
        announce(url: url, identity: identity, options: options, context: context)
        // Each frame carries its phone: the session counts --frames for each phone on its own.
        let session = CameraSession(
            camera: PhoneFrameSource(inbox: inbox), reader: reader, clock: context.time,
            requiredFrames: options.frames, continuous: options.continuous, timeout: options.timeout)
        var output = ScanSessionOutput(
            console: context.console, json: options.json, cataloger: cataloger, showAll: options.pick == .all)
        output.seen = seen
        let events = PhoneBoardEvents(board: board, covers: try covers(options, board, context))
        output.recorded = { code, recorded in events.recorded(code, recorded) }
        let runner = CameraScanRunner(
            options: options, context: context, session: session, lookups: lookups, output: output)
        runner.events = events
        if options.pick == .ask { runner.releaseChoices = PhoneReleaseChoices(board: board) }
        runner.announcement = ScanNotes.phonePage
        let status = runner.run()
        if board.serial > 0, status != .interrupted { linger(context: context) }
        return withExtendedLifetime(server) { (status, runner.ending) }
    }

    /// Serves the page a little longer once the scan has ended, so that it shows the last disc
    /// read (it asks for the cards every 1.5 s); Ctrl-C cuts it short.
    private static func linger(context: CommandContext) {
        let interrupts = context.stopSignals.makeCounter(true)
        interrupts.start()
        defer { interrupts.stop() }
        let end = context.time.now() + lingerSeconds
        while interrupts.count == 0, context.time.now() < end { context.time.sleep(seconds: 0.1) }
    }

    /// The found releases' covers for the phone's cards, unless `--no-covers` or `--no-lookup`.
    private static func covers(_ options: ScanOptions, _ board: PhoneBoard, _ context: CommandContext) throws
        -> PhoneCovers?
    {
        guard options.lookup, options.covers else { return nil }
        let assembly = RunAssembly(options, context: context)
        return PhoneCovers(
            client: try assembly.coverClient(), board: board,
            coverArtArchive: assembly.settings.coverArtArchive)
    }

    /// How long the page is still served after the scan ends with a disc read.
    static let lingerSeconds = 2.0

    /// The certificate and key kept in cdscan's data folder (made on first use).
    private static func phoneIdentity(context: CommandContext) throws -> (
        identity: TLSIdentity, created: Bool, path: String
    ) {
        let folder = FilePaths.directory(of: CatalogStore.defaultPath(environment: context.environment))
        try PrivateFiles.createDirectory(folder)
        let store = IdentityStore(directory: folder)
        let now = Int(context.time.date().timeIntervalSince1970)
        let (identity, created) = try store.loadOrCreate(now: now)
        return (identity, created, store.path)
    }

    /// The URL, the fingerprint and the QR code on stderr; the `--json` listening line on stdout.
    private static func announce(
        url: String, identity: (identity: TLSIdentity, created: Bool, path: String), options: ScanOptions,
        context: CommandContext
    ) {
        let console = context.console
        if options.json {
            let line = ["status": "listening", "url": url]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(line) { console.line(String(decoding: data, as: UTF8.self)) }
        }
        var text = ""
        if let code = QRCode(url) { text += code.lines(colour: console.stderrColor).joined(separator: "\n") + "\n" }
        text += ScanNotes.pairing(
            url: url, fingerprint: identity.identity.fingerprint, certificate: identity.path, created: identity.created)
        console.errRaw(text)
    }
}
