import Album
import Barcode
import Catalog
import CommandLineKit
import Foundation
import Lookup
import Presentation
import Settings
import Terminal
import Workflows

/// `cdscan lookup <barcode>...`: typed barcodes to albums.
enum LookupCommand {
    struct Options: LookupOptions {
        var json = false
        var pick = PressingPicker.Mode.best
        var source = SourceChoice.auto
        var extras = ExtrasOptions()
        /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
        var anyPrefix = false
        /// `--catno`: a catalogue number to search, besides any barcodes.
        var catno: String?
        /// `--label`: the label the catalogue number belongs to.
        var label: String?
        /// `--no-bell`: no bell for a code found at the terminal (`lookup -`).
        var bell = true
    }

    static let spec = CommandSpec<Options>(
        name: "lookup",
        abstract: "Look up typed barcodes on Discogs and MusicBrainz and print the albums.",
        positionals: .zeroOrMore,
        arguments: [
            (
                "barcode",
                "An EAN-13, UPC-A, EAN-8, UPC-E or GTIN-14 code, perhaps with its 2- or 5-digit add-on after a "
                    + "space; spaces and dashes are ignored. '-' alone: read them from standard input."
            )
        ],
        options: [
            .flag("json", short: "j", help: "Print one JSON object per barcode per line.") { $0.json = true },
            .source(command: "lookup"),
            .pick(
                command: "lookup",
                help:
                    "Several releases on one barcode: take the best ranked (best), ask on a terminal (ask), or show all (all)."
            ),
            .details(
                help: "Also fetch the release's tracklist, credits and identifiers, from the service that answered."),
            .addToCollection, .folder,
            .flag(
                "any-prefix",
                help: "Look up codes whose prefix is not a CD's too (ISBN, ISSN, coupons, in-store numbers)."
            ) { $0.anyPrefix = true },
            .value(
                "catno", "number",
                help: "Search a catalogue number (\"CDWIK2 312\"); case, spaces, dashes and dots do not matter."
            ) { options, text in options.catno = text },
            .value("label", "name", help: "With --catno: only releases on this label.") { options, text in
                options.label = text
            },
            .flag("no-bell", help: "No bell when a code typed or scanned at the terminal ('-') is found.") {
                $0.bell = false
            },
        ],
        discussion: """
            EXAMPLES:
              cdscan lookup "0 29667 43122 4"
              cdscan lookup --json 5099750442227 029667431224
              cdscan lookup --source musicbrainz 077774644129
              cdscan lookup --details --pick ask 077774600125
              cdscan lookup --add-to-collection --folder CDs 029667431224
              cdscan lookup --catno "CDWIK2 312" --label "Big Beat"
              cdscan lookup -                      # a handheld scanner: a card per scan

            Every answer names the service it came from (the card's last line, "source" in JSON).
            --details prints the tracklist under the card ("details" in JSON: tracks, credits,
            identifiers, notes); it costs one more request per barcode, to the service that
            answered. --add-to-collection adds the chosen release to the collection
            of the token's user (folder --folder, else Uncategorized) unless a copy is there
            already, and says which ("collection" in JSON); it checks the folder before the
            first lookup. --catno searches Discogs (which needs the token) and MusicBrainz
            and keeps only releases with that very number; --details and
            --add-to-collection apply to barcodes only.

            'cdscan lookup -' reads the barcodes from standard input: piped, a list read to its
            end first; at a terminal (a handheld barcode scanner types each code and Enter),
            each line is looked up and its card printed as it is typed, with the bell for a hit
            (--no-bell: none), and Ctrl-D ends with a count of the answers.

            Exit status: 0 all found, 1 some not found (or, with --add-to-collection, not
            added: an answer from MusicBrainz), 64 no such collection folder, 65 an
            invalid barcode, 69 the service unavailable, 75 rate-limited, 77 token refused (or
            not allowed to use the collection), 78 no token for --source discogs or
            --add-to-collection.
            """)

    static func run(_ options: Options, barcodes: [String], context: CommandContext) throws -> ExitCode {
        guard !barcodes.isEmpty || options.catno != nil else {
            throw UsageError("missing expected argument '<barcode>...'", command: "lookup")
        }
        if let problem = options.problem(command: "lookup") ?? options.catalogNumberProblem { throw problem }
        // `-` at a terminal: each code looked up as it is typed (a handheld scanner); piped: a list.
        if barcodes == ["-"], context.stdinIsTerminal { return try TypedLookupRun.run(options, context: context) }
        let inputs = barcodes == ["-"] ? try standardInputCodes() : barcodes
        let lookups = Lookups(options, context: context)
        var status = ExitCode.success
        for input in inputs {
            let answer = try lookups.lookUp(input)
            status = max(status, answer.status)
            if answer.stopsRun { break }  // a refused token fails every other lookup too
        }
        if let text = options.catno, let number = CatalogNumber(text) {
            status = max(status, try catalogNumber(number, input: text, options, with: lookups.session(), context))
        }
        return status
    }

    /// The codes piped to `lookup -`, read to the end first and read as `catalog` reads a list
    /// (blank and `#` lines, a header, notes after a tab or comma left out).
    private static func standardInputCodes() throws -> [String] {
        let data: Data
        do {
            data = try FileHandle.standardInput.readToEnd() ?? Data()
        } catch {
            throw CommandFailure(message: "cannot read standard input: \(error).", status: .noInput)
        }
        let codes = BarcodeList.entries(in: String(decoding: data, as: UTF8.self)).map(\.code)
        guard !codes.isEmpty else {
            throw CommandFailure(message: "standard input held no barcode to look up.", status: .noInput)
        }
        return codes
    }

    /// Looks up `lookup`'s inputs one at a time with one session, made when the first needs it,
    /// and prints each answer as it comes.
    final class Lookups {
        let options: Options
        let context: CommandContext
        private let settings: Settings
        private var started: LookupSession?
        private var printer: ResultPrinter

        init(_ options: Options, context: CommandContext) {
            self.options = options
            self.context = context
            settings = context.loadSettings()
            printer = ResultPrinter(console: context.console, json: options.json, showAll: options.pick == .all)
        }

        /// The session; the clients (and the token they may need) only once an input needs them.
        func session() throws -> LookupSession {
            let session = try started ?? context.startLookups(options, settings: settings)
            started = session
            return session
        }

        /// One input looked up and printed: its exit status, whether the run must stop, and what was found.
        func lookUp(_ input: String) throws -> (status: ExitCode, stopsRun: Bool, answer: TypedLookupSummary.Answer) {
            if let number = catalogNumber(typed: input, anyPrefix: options.anyPrefix) {
                context.console.message(
                    "\(ResultPrinter.display(input)) is not a barcode: searching it as a catalogue number")
                let status = try catalogNumber(number, input: input, options, with: session(), context)
                return (status, false, status == .success ? .found : status == .notFound ? .notFound : .failed)
            }
            let result = try result(for: input, options: options, context: context, session: session)
            printer.print(result)
            return (result.exitCode, result.stopsRun, TypedLookupSummary.Answer(result.outcome))
        }
    }

    /// The catalogue number `input` is when it is not a barcode at all ("CDWIK2 312"); nil otherwise.
    private static func catalogNumber(typed input: String, anyPrefix: Bool) -> CatalogNumber? {
        do throws(BarcodeError) {
            _ = try TypedCode(reading: input).musicReading(anyPrefix: anyPrefix)
            return nil
        } catch {
            return CatalogNumber(typed: input)
        }
    }

    /// One typed barcode's result: invalid, or looked up with the session `session` starts.
    private static func result(
        for input: String, options: Options, context: CommandContext, session: () throws -> LookupSession
    ) throws -> LookupResult {
        switch Result(catching: { () throws(BarcodeError) in
            try TypedCode(reading: input).musicReading(anyPrefix: options.anyPrefix)
        }) {
        case .failure(let error):
            return LookupResult(input: input, outcome: .invalid(error))
        case .success(let reading):
            report(reading.notes, of: input, context.console)
            return lookUp(reading, input: input, with: try session(), options: options, context: context)
        }
    }

    /// Says how the input was read when that matters: a warning for a reading that may be wrong.
    private static func report(_ notes: [BarcodeNote], of input: String, _ console: Console) {
        let shown = ResultPrinter.display(input)
        for note in notes {
            console.message(note.isWarning ? "warning: \(shown): \(note)" : "\(shown): \(note)")
        }
    }

    /// One valid barcode's result, the release chosen (`--pick ask`) and finished (`--details`, ...).
    private static func lookUp(
        _ reading: BarcodeReading, input: String, with session: LookupSession, options: Options,
        context: CommandContext
    ) -> LookupResult {
        var result = session.resolve(reading.gtin, input: input)
        result.addOn = reading.addOn
        if options.asks(context) {
            result.choose(with: PressingPicker(readLine: context.readLine, console: context.console))
        }
        return session.finish(result)
    }

    /// Looks up a catalogue number and prints the answer.
    private static func catalogNumber(
        _ number: CatalogNumber, input: String, _ options: Options, with session: LookupSession,
        _ context: CommandContext
    ) -> ExitCode {
        let printer = CatalogNumberPrinter(console: context.console, json: options.json, showAll: options.pick == .all)
        return CatalogNumberRun.run(number, label: options.label, input: input, session: session, printer: printer)
    }
}

extension LookupCommand.Options {
    /// What is wrong with --catno and --label, if anything.
    var catalogNumberProblem: UsageError? {
        if label != nil, catno == nil {
            return UsageError("'--label' narrows a --catno search; add --catno", command: "lookup")
        }
        if let catno, CatalogNumber(catno) == nil {
            return UsageError(
                "'--catno' takes a catalogue number of letters, digits, spaces, dashes and dots, not '\(catno)'",
                command: "lookup")
        }
        return nil
    }
}
