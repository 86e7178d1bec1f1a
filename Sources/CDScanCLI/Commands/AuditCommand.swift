import Catalog
import Cataloging
import CommandLineKit
import Workflows

/// `cdscan audit`: walk a shelf with a list, photos or a handheld scanner and be told what is
/// here, misplaced, missing or unknown.
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
            Exit 0 when every copy is here, else 1.

            EXAMPLES:
              cdscan audit --location "Living room/Shelf A" shelf-a.txt
              cdscan audit --location "Shelf A" --images ~/Pictures/shelf-a --json
              cdscan audit --location "Shelf A" -     # a handheld scanner; Ctrl-D when done
              cdscan audit --location "Shelf A" shelf-a.txt --fix
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        guard options.location != nil else {
            throw UsageError("say which place to check: --location PLACE", command: spec.name)
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
