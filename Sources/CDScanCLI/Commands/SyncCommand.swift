import CommandLineKit
import Workflows

/// `cdscan sync`: the catalogue and the Discogs collection kept the same, both ways.
enum SyncCommand: Command {
    typealias Options = SyncOptions

    static let spec = CommandSpec<Options>(
        name: "sync", abstract: "Keep the catalogue and your Discogs collection the same, both ways.",
        positionals: .none,
        discussion: """
            One copy is one collection instance. The first sync pairs the copies of a release
            with its instances (n with n), adds the copies left over to the folder named by
            the copy's folder (made when Discogs has none; default Uncategorized), and makes
            an item (status found) of every instance left over. Then folder, rating, media
            and sleeve condition and notes go both ways: a field changed on one side since
            the last sync is written to the other; changed on both sides differently, it is
            a conflict, listed and left (exit 1) unless --prefer settles it. A value a
            Discogs dropdown does not offer is reported for that copy. Copies that are not
            Discogs releases are counted as not synced. A copy removed on one side is
            reported, and removed on the other only with --delete. --dry-run sends no POST
            or DELETE and writes nothing here. Each change is kept as soon as Discogs
            confirms it: after Ctrl-C or a crash, the same command finishes the sync and
            adds no instance twice. DISCOGS_TOKEN needed. Exit status: 0 in step, 1
            conflicts or refused values, 64 usage, 66 no catalogue, 69 Discogs unavailable,
            75 the catalog in use or Discogs too busy, 77 token refused or the collection
            not the token's, 78 no DISCOGS_TOKEN, \(ExitCode.stoppedStatuses).

            EXAMPLES:
              cdscan sync --dry-run
              cdscan sync --prefer remote --delete
              cdscan sync --json > changes.jsonl
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        try SyncRun.run(options, context: context)
    }
}
