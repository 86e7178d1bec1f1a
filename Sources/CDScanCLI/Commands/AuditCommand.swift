import Catalog
import Cataloging
import CommandLineKit
import Workflows

/// `cdscan audit`: walk a shelf with a list, photos, a handheld scanner, the webcam or a phone
/// and be told what is here, misplaced, missing or unknown.
enum AuditCommand: Command {
    typealias Options = AuditOptions

    static let spec = CommandSpec<Options>(
        name: "audit", abstract: "Check a shelf against the catalogue: here, misplaced, missing, unknown.",
        positionals: .zeroOrMore,
        arguments: [("file|barcode", "Lists of codes read on the shelf ('-' or none: standard input), barcodes.")],
        discussion: """
            Each code read is a copy: one recorded at the place (or within it) is here, one
            recorded elsewhere is misplaced (its place is shown), one the catalogue does not
            have is unknown; the copies recorded at the place and not read are missing (two
            recorded and one read leaves one missing). A line per copy on stdout, a summary
            on stderr. Nothing is written unless --fix, which moves the misplaced copies to the
            place and records the unknown ones there, looked up as 'items refresh' does.
            Exit 0 when every copy is here, else 1; with --fix, what the lookups of the copies
            it records end with when that is worse, as for items refresh.

            --camera (the webcam) and --phone (a phone's browser, through the page 'scan
            --phone' serves: --listen, --key-file) read the shelf as 'scan --continuous'
            does: a code counts once --frames frames agree on it (a photo from the phone's
            button counts at once), each disc shown is one copy (a disc kept in view counts
            once: show each copy, then take it away), and Ctrl-C (or --timeout without a new
            disc) ends the walk and makes the report. A walk stopped before any code is read
            ends without a report, \(ExitCode.stoppedStatuses); a camera that fails, with
            its status (69, 75, 77).
            With --phone --json the first line is {"status":"listening","url":...}, as
            with 'scan --phone'.

            EXAMPLES:
              cdscan audit --location "Living room/Shelf A" shelf-a.txt
              cdscan audit --location "Shelf A" --images ~/Pictures/shelf-a --json
              cdscan audit --location "Shelf A" -     # a handheld scanner; Ctrl-D when done
              cdscan audit --location "Shelf A" --camera     # the webcam; Ctrl-C when done
              cdscan audit --location "Shelf A" --phone      # a phone; Ctrl-C when done
              cdscan audit --location "Shelf A" shelf-a.txt --fix
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        if let problem = options.phoneProblem(command: spec.name) { throw problem }
        if options.camera, options.phone {
            throw UsageError("'--camera' and '--phone' are two cameras: give one", command: spec.name)
        }
        if options.readsCamera, !arguments.isEmpty || !options.images.isEmpty {
            throw UsageError(
                "'--camera' and '--phone' read the shelf themselves: leave out lists, barcodes and --images",
                command: spec.name)
        }
        if !options.camera, options.device != nil || options.size != nil {
            throw UsageError(
                options.phone
                    ? "'--device' and '--size' are the webcam's: leave them out with --phone"
                    : "'--device' and '--size' are the webcam's: add --camera", command: spec.name)
        }
        let reading = options.$frames.isGiven || options.timeout != nil || !options.preview
        if !options.readsCamera, reading || options.$symbologies.isGiven {
            throw UsageError(
                "'--frames', '--timeout', '--no-preview' and '--symbologies' are for --camera or --phone",
                command: spec.name)
        }
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        guard let place = options.location else { return .usage }
        do {
            return try AuditRun.run(options, place: place, arguments: arguments, context: context)
        } catch CatalogInputs.Failure.nothingToRead {
            throw UsageError(
                "say what was read on the shelf: a list, '-' (a handheld scanner, then Ctrl-D), barcodes or --images",
                command: spec.name)
        }
    }
}
