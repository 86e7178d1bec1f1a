import CommandLineKit
import Workflows

/// `cdscan value`: what the copies are worth on Discogs' marketplace, each by its own condition.
enum ValueCommand: Command {
    typealias Options = ValueOptions

    static let spec = CommandSpec<Options>(
        name: "value", abstract: "What the collection is worth: Discogs' prices for each copy's condition.",
        positionals: .zeroOrMore, arguments: [("item", "Item numbers or ranges (3-10); none: every copy.")],
        discussion: """
            For each distinct Discogs release among the copies, Discogs is asked for its
            price suggestions (a price per condition, in your selling currency) and its
            marketplace statistics in --currency (the lowest listing, copies for sale): at
            most two requests per release however many copies share it, within the shared
            rate budget (60 a minute). Both are kept in the catalogue with the date and
            reused until --max-age; each is kept as it arrives, so a run stopped any way
            (Ctrl-C, kill) keeps every answer and the same command asks only for the rest.

            A copy's value is the suggestion for its media grade; a copy without one is
            valued as Very Good Plus (VG+), and the report says so. Without a suggestion
            (no seller settings on Discogs, none for the release or for that grade) the
            lowest listing is the value, said; neither: no value, counted apart with the
            reason. A price in another currency than asked is shown in its own, never
            converted. With a token, Discogs' own estimate of your collection is shown
            beside it. Asking Discogs writes the catalogue: value takes the one-writer lock
            (--offline only reads). Prices older than a year are deleted. items list, items
            show, export and the gallery show the prices kept, by the same rule. Needs
            DISCOGS_TOKEN unless --offline. Exit status: 0 done, 64 usage (a currency Discogs
            does not take), 66 no catalogue, 75 some requests failed (run again for the rest)
            or another cdscan writes the catalogue, 77 token refused, 78 no DISCOGS_TOKEN,
            \(ExitCode.stoppedStatuses).

            EXAMPLES:
              cdscan value
              cdscan value --currency EUR --max-age 30d
              cdscan value --offline --json 1-200
            """)

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.numbersAndRanges(arguments, command: spec.name)
        return try ValueRun.run(options, selections: selections, context: context)
    }
}
