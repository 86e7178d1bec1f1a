import Album
import CommandLineKit
import Presentation
import Workflows

/// `cdscan lookup <barcode>...`: typed barcodes to albums.
enum LookupCommand: Command {
    typealias Options = LookupCommandOptions

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
            --details prints the tracklist, credits and identifiers under the card ("details"
            in JSON: tracks, credits, identifiers, notes); it costs one more request per
            barcode, to the service that answered. --add-to-collection adds the chosen
            release to the collection of the token's user (folder --folder, else
            Uncategorized) unless a copy is there already, and says which ("collection" in
            JSON); it checks the folder before the first lookup. --catno searches the dump
            index, Discogs (which needs the token) and MusicBrainz and keeps only releases
            with that very number; --details and --add-to-collection apply to barcodes only.

            'cdscan lookup -' reads the barcodes from standard input: piped, a list read to its
            end first; at a terminal (a handheld barcode scanner types each code and Enter),
            each line is looked up and its card printed as it is typed, with the bell for a hit
            (--no-bell: none), and Ctrl-D ends with a count of the answers.

            Exit status: 0 all found, 1 some not found (or, with --add-to-collection, not
            added: an answer from MusicBrainz), 64 no such collection folder, 65 an
            invalid barcode, 69 the service unavailable, 75 rate-limited, 77 token refused (or
            not allowed to use the collection), 78 no token for --source discogs or
            --add-to-collection, \(ExitCode.stoppedStatuses).
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        guard !arguments.isEmpty || options.catno != nil else {
            throw UsageError("missing expected argument '<barcode>...'", command: "lookup")
        }
        if options.label != nil, options.catno == nil {
            throw UsageError("'--label' narrows a --catno search; add --catno", command: "lookup")
        }
        if let problem = options.problem(command: "lookup") { throw problem }
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        try LookupRun.run(options, barcodes: arguments, context: context)
    }
}
