import Barcode
import Lookup

/// `cdscan lookup <barcode>...`: typed barcodes to albums.
enum LookupCommand {
    struct Options: Sendable {
        var json = false
        var pick = PressingPicker.Mode.best
    }

    static let spec = CommandSpec<Options>(
        name: "lookup",
        abstract: "Look up typed barcodes on Discogs and print the albums.",
        usage: "[--json] <barcode>...",
        arguments: [("barcode", "An EAN-13, UPC-A, EAN-8 or UPC-E code; spaces and dashes are ignored.")],
        options: [
            .flag("json", help: "Print one JSON object per barcode per line.") { $0.json = true },
            .value(
                "pick", "best|ask|all",
                help: "Several releases on one barcode: take the best ranked (default), ask on a terminal, or show all."
            ) { options, text throws(UsageError) in
                guard let mode = PressingPicker.Mode(rawValue: text) else {
                    throw UsageError("'--pick' is best, ask or all, not '\(text)'", command: "lookup")
                }
                options.pick = mode
            },
        ],
        discussion: """
            EXAMPLES:
              cdscan lookup "0 29667 43122 4"
              cdscan lookup --json 5099750442227 029667431224

            Exit status: 0 all found, 1 some not found, 65 an invalid barcode, 69 Discogs
            unavailable, 75 rate-limited, 77 token refused, 78 no token configured.
            """)

    static func run(_ options: Options, barcodes: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard !barcodes.isEmpty else {
            return CDScan.usageFailure(
                UsageError("Missing expected argument '<barcode>...'", command: "lookup"), console)
        }
        let settings = context.loadSettings()
        var client: DiscogsClient?
        var printer = ResultPrinter(console: console, json: options.json, showAll: options.pick == .all)
        let picker = PressingPicker(readLine: context.readLine, console: console)
        var status = ExitCode.success
        for input in barcodes {
            let gtin: GTIN
            do {
                gtin = try GTIN(parsing: input)
            } catch {
                let result = LookupResult(input: input, outcome: .invalid(error))
                printer.print(result)
                status = max(status, result.exitCode)
                continue
            }
            // The client (and the token it needs) only once a valid barcode needs it.
            if client == nil {
                do {
                    client = try DiscogsSession.makeClient(settings: settings, time: context.time)
                } catch {
                    return max(status, CDScan.report(error, console))
                }
            }
            guard let client else { return .software }
            var result = LookupRun.resolve(gtin, input: input, with: client)
            if options.pick == .ask, context.canAsk { result.choose(with: picker) }
            printer.print(result)
            status = max(status, result.exitCode)
            if result.stopsBatch { break }  // a refused token fails every other lookup too
        }
        return status
    }
}
