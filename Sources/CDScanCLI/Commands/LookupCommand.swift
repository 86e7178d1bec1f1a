import Barcode
import Lookup

/// `cdscan lookup <barcode>...`: typed barcodes to albums.
enum LookupCommand {
    struct Options: LookupOptions {
        var json = false
        var pick: PressingPicker.Mode?
        var source = SourceChoice.auto
        var extras = ExtrasOptions()
    }

    static let spec = CommandSpec<Options>(
        name: "lookup",
        abstract: "Look up typed barcodes on Discogs and MusicBrainz and print the albums.",
        usage:
            "[--json] [--source auto|discogs|musicbrainz] [--pick best|ask|all] [--details] "
            + "[--add-to-collection [--folder <name|id>]] <barcode>...",
        arguments: [("barcode", "An EAN-13, UPC-A, EAN-8 or UPC-E code; spaces and dashes are ignored.")],
        options: [
            .flag("json", help: "Print one JSON object per barcode per line.") { $0.json = true },
            .source(command: "lookup"),
            .pick(
                command: "lookup",
                help: "Several releases on one barcode: take the best ranked (default), ask on a terminal, or show all."
            ),
            .details(help: "Also fetch the release's tracklist, credits and identifiers (Discogs releases)."),
            .addToCollection, .folder,
        ],
        discussion: """
            EXAMPLES:
              cdscan lookup "0 29667 43122 4"
              cdscan lookup --json 5099750442227 029667431224
              cdscan lookup --source musicbrainz 077774644129
              cdscan lookup --details --pick ask 077774600125
              cdscan lookup --add-to-collection --folder CDs 029667431224

            Every answer names the service it came from (the card's last line, "source" in JSON).
            --details prints the tracklist under the card ("details" in JSON: tracks, credits,
            identifiers, notes); it costs one more request per barcode, and MusicBrainz
            answers have none. --add-to-collection adds the chosen release to the collection
            of the token's user (folder --folder, else Uncategorized) unless a copy is there
            already, and says which ("collection" in JSON); it checks the folder before the
            first lookup.

            Exit status: 0 all found, 1 some not found, 64 no such collection folder, 65 an
            invalid barcode, 69 the service unavailable, 75 rate-limited, 77 token refused (or
            not allowed to use the collection), 78 no token for --source discogs or
            --add-to-collection.
            """)

    static func run(_ options: Options, barcodes: [String], context: CommandContext) throws -> ExitCode {
        guard !barcodes.isEmpty else { throw UsageError("Missing expected argument '<barcode>...'", command: "lookup") }
        if let problem = options.problem(command: "lookup") { throw problem }
        let settings = context.loadSettings()
        var session: LookupSession?
        var printer = ResultPrinter(console: context.console, json: options.json, showAll: options.pick == .all)
        var status = ExitCode.success
        for input in barcodes {
            let result: LookupResult
            switch Result(catching: { () throws(BarcodeError) in try GTIN(parsing: input) }) {
            case .failure(let error):
                result = LookupResult(input: input, outcome: .invalid(error))
            case .success(let gtin):
                // The clients (and the token they may need) only once a valid barcode needs them.
                let started = try session ?? context.startLookups(options, settings: settings)
                session = started
                result = lookUp(gtin, input: input, with: started, options: options, context: context)
            }
            printer.print(result)
            status = max(status, result.exitCode)
            if result.stopsRun { break }  // a refused token fails every other lookup too
        }
        return status
    }

    /// One valid barcode's result, the release chosen (`--pick ask`) and finished (`--details`, ...).
    private static func lookUp(
        _ gtin: GTIN, input: String, with session: LookupSession, options: Options, context: CommandContext
    ) -> LookupResult {
        var result = session.resolve(gtin, input: input)
        if options.asks(context) {
            result.choose(with: PressingPicker(readLine: context.readLine, console: context.console))
        }
        return session.finish(result)
    }
}
