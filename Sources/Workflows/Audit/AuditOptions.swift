import Catalog
import CommandLineKit
import Lookup
import Presentation

/// What `cdscan audit` was asked to do, as its command line set it: each field declares its option.
package struct AuditOptions: ParsableOptions {
    /// `--location`: the place checked.
    @Option(.location(help: "The place checked (levels separated by '/'; the places within it count as here)."))
    package var location: ShelfLocation? = nil
    /// `--images`: the folders (or photos) whose barcodes were read on the shelf.
    @Option(
        .adding("images", "folder", help: "Read the codes from the photos in this folder (repeatable).") {
            folders, text in folders.append(text)
        })
    package var images: [String] = []
    /// `--no-recursive`: the `--images` folders' own photos only.
    @Option(.noRecursive(of: "--images")) package var recursive = true
    /// `--json`: one object per copy on stdout.
    @Option(.flag("json", help: "Print one JSON object per copy: status, item, code, location.", sets: true))
    package var json = false
    /// `--fix`: make the catalogue agree with the shelf.
    @Option(
        .flag(
            "fix", help: "Move the misplaced copies here; record the unknown ones here and look them up.",
            sets: true))
    package var fix = false
    /// `--source`, `--index`: where `--fix` looks the unknown copies up.
    @Option(.source) package var source = SourceChoice.auto
    @Option(.dumpIndex) package var dumpIndex: String? = nil
    /// `--no-progress` clears it: no progress bar or lines on stderr (the lookups of `--fix`).
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil

    /// The defaults, before the configuration and the command line.
    package init() {}

    /// The `items refresh` options that look up the unknown copies `--fix` records.
    var refresh: ItemsRefreshOptions {
        var options = ItemsRefreshOptions()
        (options.source, options.dumpIndex, options.progress) = (source, dumpIndex, progress)
        options.database = database
        return options
    }
}
