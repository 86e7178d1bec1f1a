import Lookup
import Presentation

/// What `cdscan lookup` runs with once its command line is parsed; the command line's option
/// table writes these fields. (`LookupOptions` is the part `scan` and `catalog` share.)
public struct LookupCommandOptions: LookupOptions {
    /// `--json`: one JSON object per barcode per line.
    public var json = false
    public var pick = PressingPicker.Mode.best
    public var source = SourceChoice.auto
    public var dumpIndex: String?
    public var extras = ExtrasOptions()
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes too.
    public var anyPrefix = false
    /// `--catno`: a catalogue number to search, besides any barcodes.
    public var catno: String?
    /// `--label`: the label the catalogue number belongs to.
    public var label: String?
    /// `--no-bell`: no bell for a code found at the terminal (`lookup -`).
    public var bell = true

    /// The defaults `cdscan lookup --help` shows.
    public init() {}
}
