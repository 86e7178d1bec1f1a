import Catalog
import CommandLineKit
import Workflows

/// `cdscan items edit`: the record of one or more copies (notes, grades, place, price, date,
/// rating, tags) and the number of copies of one item's code, in one transaction.
enum ItemsEditCommand: Command {
    struct Options: CatalogDatabaseOption, ParsableOptions {
        @Option(
            .copyField("media", "grade", help: "Grade the media: M, NM, VG+, VG, G+, G, F, P or the full name.") {
                text throws(CopyFieldError) in try Grade(parsing: text, for: .media)
            })
        var media: CopyEdit.Change<Grade>? = nil
        @Option(
            .copyField("sleeve", "grade", help: "Grade the sleeve: as --media, or Generic, Not Graded, No Cover.") {
                text throws(CopyFieldError) in try Grade(parsing: text, for: .sleeve)
            })
        var sleeve: CopyEdit.Change<Grade>? = nil
        @Option(
            .copyField("location", "place", help: "Where the copy is kept, levels separated by '/'.") {
                text throws(CopyFieldError) in try ShelfLocation(parsing: text)
            })
        var location: CopyEdit.Change<ShelfLocation>? = nil
        @Option(
            .copyField("paid", "amount currency", help: "What it cost, e.g. \"12.50 EUR\" (ISO 4217 code).") {
                text throws(CopyFieldError) in try Price(parsing: text)
            })
        var paid: CopyEdit.Change<Price>? = nil
        @Option(
            .copyField("bought", "date", help: "The day it was bought, YYYY-MM-DD.") {
                text throws(CopyFieldError) in try PurchaseDate(parsing: text)
            })
        var bought: CopyEdit.Change<PurchaseDate>? = nil
        @Option(
            .value("rating", "n", help: "Rate it 1 to 5 stars (0 clears the rating).") { text throws(UsageError) in
                do throws(CopyFieldError) {
                    return try Rating.parse(text).map { .set($0) } ?? .clear
                } catch {
                    throw UsageError.refused(error, option: "rating")
                }
            })
        var rating: CopyEdit.Change<Int>? = nil
        @Option(.tag("tag", help: "Add this tag (repeatable).")) var tags: [String] = []
        @Option(.tag("untag", help: "Remove this tag, whatever its case (repeatable).")) var untags: [String] = []
        @Option(.text("notes", "text", help: "Replace the notes ('' clears them).")) var notes: String? = nil
        @Option(
            .value("copies", "n", help: "Hold this many copies (at least 1) of the item's code (one item only).") {
                text throws(UsageError) in
                try OptionValues.count(text, option: "copies", maximum: CatalogStore.maximumCopies)
            })
        var copies: Int? = nil
        @Option(.database) var database: String? = nil

        /// The changes the options ask for.
        var edit: CopyEdit {
            var edit = CopyEdit()
            (edit.media, edit.sleeve, edit.location, edit.paid) = (media, sleeve, location, paid)
            (edit.bought, edit.rating, edit.notes) = (bought, rating, notes)
            (edit.addedTags, edit.removedTags) = (tags, untags)
            return edit
        }
    }

    static let spec = CommandSpec<Options>(
        name: "items edit", abstract: "Change the record of copies, or how many copies of an item the catalogue holds.",
        positionals: .oneOrMore, arguments: [("item", "Item numbers and ranges (12-40).")],
        discussion: """
            Every item named gets every value given, all in one transaction: an item number
            that names no item, or any value refused, changes nothing. '' clears a field.
            More copies (--copies, one item only) are added as new items with the item's
            release and no notes (source "edit"); fewer remove the most recently added copies,
            never the item itself.

            EXAMPLES:
              cdscan items edit 12-40 57 --location "Living room/Shelf A"
              cdscan items edit 12 --media NM --sleeve VG+ --paid "12.50 EUR" --bought 2026-03-14
              cdscan items edit 12 13 --rating 4 --tag jazz --untag "to sell"
            """)

    static func validate(_ options: Options, arguments: [String], context: CommandContext) throws(UsageError) {
        _ = try ItemsCommand.numbersAndRanges(arguments, command: spec.name)
        guard !options.edit.isEmpty || options.copies != nil else {
            throw UsageError(
                "say what to change: --media, --sleeve, --location, --paid, --bought, --rating, --tag, --untag, "
                    + "--notes or --copies", command: spec.name)
        }
        if options.copies != nil, arguments.count != 1 || arguments[0].contains("-") {
            throw UsageError("--copies changes one item: name one item number", command: spec.name)
        }
    }

    static func run(_ options: Options, arguments: [String], context: CommandContext) throws -> ExitCode {
        let selections = try ItemsCommand.numbersAndRanges(arguments, command: spec.name)
        return try ItemsEditRun.run(
            selections, edit: options.edit, copies: options.copies,
            store: ItemsCommand.store(options, context: context), console: context.console)
    }
}
