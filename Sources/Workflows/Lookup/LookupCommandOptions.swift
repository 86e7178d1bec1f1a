import Album
import CommandLineKit
import Lookup
import Presentation

/// What `cdscan lookup` runs with once its command line is parsed: each field declares its option.
/// (`LookupOptions` is the part `scan` and `catalog` share.)
package struct LookupCommandOptions: ReleaseExtrasOptions, ParsableOptions {
    /// `--json`: one JSON object per barcode per line.
    @Option(.flag("json", short: "j", help: "Print one JSON object per barcode per line.", sets: true))
    package var json = false
    /// `--source`, `--index`.
    @OptionGroup package var sources = SourceOptions()
    /// `--pick`, `--details`, `--add-to-collection`, `--folder`.
    @OptionGroup package var choice = ReleaseChoiceOptions()
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
    @Option(.anyPrefix) package var anyPrefix = false
    /// `--catno`: a catalogue number to search, besides any barcodes.
    @Option(
        .value(
            "catno", "number",
            help: "Search a catalogue number (\"CDWIK2 312\"); case, spaces, dashes and dots do not matter."
        ) { text throws(UsageError) in
            guard let number = CatalogNumber(text) else {
                throw UsageError("'--catno' takes a catalogue number (\(CatalogNumber.rule)), not '\(text)'")
            }
            return number
        })
    package var catno: CatalogNumber? = nil
    /// `--label`: the label the catalogue number belongs to.
    @Option(.text("label", "name", help: "With --catno: only releases on this label."))
    package var label: String? = nil
    /// `--no-bell`: no bell for a code found at the terminal (`lookup -`).
    @Option(.noBell) package var bell = true

    /// The defaults `cdscan lookup --help` shows.
    package init() {}
}
