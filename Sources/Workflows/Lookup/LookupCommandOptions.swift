import Lookup
import Presentation

/// What `cdscan lookup` runs with once its command line is parsed; the command line's option
/// table writes these fields. (`LookupOptions` is the part `scan` and `catalog` share.)
package struct LookupCommandOptions: LookupOptions {
    /// `--json`: one JSON object per barcode per line.
    package var json = false
    package var pick = PickMode.best
    package var source = SourceChoice.auto
    package var dumpIndex: String?
    package var extras = ExtrasOptions()
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
    package var anyPrefix = false
    /// `--catno`: a catalogue number to search, besides any barcodes.
    package var catno: String?
    /// `--label`: the label the catalogue number belongs to.
    package var label: String?
    /// `--no-bell`: no bell for a code found at the terminal (`lookup -`).
    package var bell = true

    /// The defaults `cdscan lookup --help` shows.
    package init() {}
}
