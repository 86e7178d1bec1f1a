import Catalog
import CommandLineKit
import Workflows

/// `cdscan audit`: walk a shelf with a list or a handheld scanner and be told what is here,
/// misplaced, missing or unknown.
enum AuditCommand: Command {
    struct Options: CatalogDatabaseOption, ParsableOptions {
        @Option(.location(help: "The place checked (levels separated by '/'; the places within it count as here)."))
        var location: ShelfLocation? = nil
        @Option(
            .flag(
                "json", help: "Print one JSON object per copy: status, item, code, location.", sets: true))
        var json = false
        @Option(
            .flag(
                "fix", help: "Move the misplaced copies here and record the unknown ones here, to look up.",
                sets: true))
        var fix = false
        @Option(.database) var database: String? = nil
    }

    static let spec = CommandSpec<Options>(
        name: "audit", abstract: "Check a shelf against the catalogue: here, misplaced, missing, unknown.",
        positionals: .zeroOrMore,
        arguments: [
            ("file|barcode", "Lists of the codes read on the shelf, '-' or none for standard input, or barcodes.")
        ],
        discussion: """
            Each code read is a copy: one recorded at the place (or within it) is here, one
            recorded elsewhere is misplaced (its place is shown), one the catalogue does not
            have is unknown; the copies recorded at the place and not read are missing (two
            recorded and one read leaves one missing). A line per copy on stdout, a summary
            on stderr. Nothing is written unless --fix. Exit 0 when every copy is here, else 1.

            EXAMPLES:
              cdscan audit --location "Living room/Shelf A" shelf-a.txt
              cdscan audit --location "Shelf A" --json < /dev/ttyACM0
              cdscan audit --location "Shelf A" shelf-a.txt --fix
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        guard options.location != nil else {
            throw UsageError("say which place to check: --location PLACE", command: spec.name)
        }
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        guard let place = options.location else { return .usage }
        return try AuditRun.run(
            place: place, arguments: arguments, json: options.json, fix: options.fix, database: options.database,
            context: context)
    }
}
