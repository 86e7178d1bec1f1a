import Catalog
import Cataloging
import CommandLineKit
import Lookup
import Presentation
import Workflows

/// `cdscan catalog`: a whole collection's barcodes to a catalog database and a CSV.
enum CatalogCommand: Command {
    typealias Options = CatalogOptions
    typealias CSVRows = CatalogOptions.CSVRows

    static let spec = CommandSpec<Options>(
        name: "catalog",
        abstract: "Look up a whole collection's barcodes, resumably, and write a CSV.",
        positionals: .zeroOrMore,
        arguments: [
            (
                "file",
                "A file of barcodes (or catno:NUMBER), one per line ('-' or nothing: standard input); a note may "
                    + "follow a tab or comma."
            ),
            ("barcode", "Barcodes (or catno:NUMBER) given directly."),
        ],
        discussion: """
            EXAMPLES:
              cdscan catalog barcodes.txt -o collection.csv
              cdscan catalog --images ~/Pictures/cd-backs -o collection.csv
              cdscan scan --continuous --catalog collection.csv
              cut -f1 inventory.tsv | cdscan catalog -o collection.csv
              cdscan catalog - -o collection.csv      # a handheld scanner: a card per scan
              cdscan catalog barcodes.txt --retry -o collection.csv   # the not-found ones again
              cdscan catalog --review -o collection.csv               # choose among pressings
              cdscan catalog --disc --eject -o collection.csv         # disc after disc from the drive

            Every result is saved in the catalog database as soon as it arrives: a run
            stopped by Ctrl-C, a crash or kill -9 goes on where it left off when run again.
            Ctrl-C stops after the lookup in flight (twice: at once); the CSV is still written.

            A barcode that several CD releases carry (several releases, when none is a CD)
            is recorded 'ambiguous' with every candidate's id in 'alternatives'; --pick best
            takes the best ranked instead. --review shows each one's candidates and records
            the one you choose (Enter: the first; s: skip; q: stop); each choice is saved at
            once. With barcodes or --images as well, they are looked up first.

            --details fetches each found Discogs release's tracklist, credits and identifiers
            (one more request a barcode, within the same rate limit) and stores them in the
            database; it also fills them in for barcodes given again that were found before.
            Details are cached for --max-age, like lookups. --add-to-collection adds each
            found Discogs release to your Discogs collection (--folder, else Uncategorized)
            unless a copy is there already, and records which in the database; the folder is
            checked before the first lookup. Both apply to the barcodes of this run (and the
            releases chosen with --review), including those found by earlier runs.

            A list's codes and barcode arguments are read as lookup reads a typed code: a
            GTIN-14, an add-on after the code (kept in the notes), a UPC-E of 6 or 7 digits
            (with a warning); 11 digits, books, periodicals and coupons are invalid lines
            (--any-prefix looks up books, periodicals and coupons too).

            Discs without a barcode: a list line (or argument) catno:NUMBER is searched by its
            catalogue number (Discogs with a token, then MusicBrainz), and so is a line that is
            no barcode but has letters and digits ("CDWIK2 312", with a note). --disc reads the
            audio CD in the drive (--device, else the first), identifies it as 'cdscan disc'
            does and records it with its disc ID, table of contents and MCN; on a terminal it
            then waits for the next disc (Enter; q or Ctrl-D ends with the summary), with
            --eject after opening the tray. Without a terminal it reads one disc.

            At a terminal, 'cdscan catalog -' takes the codes as they are typed (a handheld
            barcode scanner types each code and Enter): each line is recorded and looked up at
            once, and its card, or why there is none (invalid, unknown, one more copy), shows
            on stderr, with the bell for a hit (--no-bell: none); a code waiting for the rate
            limit says so. Ctrl-D ends with the CSV and the summary, Ctrl-C too (130). Piped,
            '-' is a list, read to its end first.

            Each physical copy is an item: a list's repeated line is another copy, running
            the same list (or photos) again adds nothing (not even a copy removed with 'items
            remove': --add-removed adds those back), and a barcode typed or piped again is one
            more copy. A run looks up what it is given; --resume also looks up what
            earlier runs left pending. One catalog has one writer at a time.

            Exit status: 0 all found, 1 some not found or ambiguous, 64 --review without a
            terminal, no such collection folder, a Discogs collection export (items import
            reads it), or -o naming an input or the database,
            65 invalid lines, 66 a list cannot be read (or --review without a catalog), 69 the
            service unavailable, 73 the CSV or database cannot be written, 75 rate-limited or
            the catalog in use by another cdscan, 77 token refused (or not allowed to use the
            collection), 78 no token for --source discogs or --add-to-collection,
            \(ExitCode.stoppedStatuses). With --disc and no disc catalogued: 65 a data disc, 66 no disc, 69
            no CD drive, 77 no permission to read the drive.
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        if let problem = usageProblem(options, context: context) ?? discProblem(options, arguments) {
            throw problem
        }
    }

    /// Runs the command line (`CatalogRun`); tests run it with their own context through `main`.
    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        do {
            return try CatalogRun.run(options, arguments: arguments, context: context)
        } catch CatalogInputs.Failure.nothingToRead {
            // Known only once standard input turned out to hold no code.
            throw UsageError(
                "missing expected argument '<file>' or '<barcode>...' (or pipe a list to standard input)",
                command: "catalog")
        }
    }
}

extension CatalogOptions: CatalogCSVOptions {}
