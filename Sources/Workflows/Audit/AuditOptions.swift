import Catalog
import CommandLineKit
import Lookup
import PhoneServer
import Presentation
import Scanner

/// What `cdscan audit` was asked to do, as its command line set it: each field declares its option.
package struct AuditOptions: ParsableOptions {
    /// `--location`: the place checked.
    @Option(
        .location(help: "The place checked (levels separated by '/'; the places within it count as here).")
            .required("say which place to check: --location PLACE"))
    package var location: ShelfLocation? = nil
    /// `--images`: the folders (or photos) whose barcodes were read on the shelf.
    @Option(
        .adding("images", "folder", help: "Read the codes from the photos in this folder (repeatable).") {
            folders, text in folders.append(text)
        })
    package var images: [String] = []
    /// `--no-recursive`: the `--images` folders' own photos only.
    @Option(.noRecursive(of: "--images")) package var recursive = true
    /// `--camera`: the codes the webcam reads, disc after disc until Ctrl-C (or `--timeout`).
    @Option(
        .flag(
            "camera", help: "Read the codes with the webcam (--device, else the first), disc after disc until Ctrl-C.",
            sets: true))
    package var camera = false
    /// `--phone`: the codes a phone's browser reads, through the page `scan --phone` serves.
    @Option(.phone) package var phone = false
    /// `--listen`, `--key-file`: the phone page's address and pairing key (as `scan --phone`'s).
    @Option(.listen) package var listen: ListenAddress? = nil
    @Option(.keyFile) package var keyFile: String? = nil
    /// `--device`, `--size`: the webcam and its capture size (as `scan`'s).
    @Option(.camera) package var device: String? = nil
    @Option(.captureSize) package var size: FrameSize? = nil
    /// `--frames`, `--timeout`, `--no-preview`, `--symbologies`: how the webcam or phone reads (as `scan`'s).
    @Option(.frames) package var frames = 3
    @Option(.scanTimeout) package var timeout: Double? = nil
    @Option(.noPreview) package var preview = true
    @Option(.symbologies) package var symbologies = Symbology.retail
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
    @OptionGroup package var sources = SourceOptions()
    /// `--no-progress` clears it: no progress bar or lines on stderr (the lookups of `--fix`).
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil

    /// The defaults, before the configuration and the command line.
    package init() {}

    /// Whether a camera (the webcam or a phone) reads the shelf, rather than lists or photos.
    package var readsCamera: Bool { camera || phone }

    /// The `scan` options that read the shelf with the webcam or a phone: disc after disc, each
    /// code handed over as read, nothing looked up or recorded while the shelf is walked.
    package var capture: ScanOptions {
        var options = ScanOptions()
        (options.phone, options.listen, options.keyFile) = (phone, listen, keyFile)
        (options.device, options.size, options.symbologies) = (device, size, symbologies)
        (options.frames, options.timeout, options.preview) = (frames, timeout, preview)
        (options.continuous, options.lookup, options.covers, options.json) = (true, false, false, json)
        options.database = database
        return options
    }

    /// The `items refresh` options that look up the unknown copies `--fix` records.
    var refresh: ItemsRefreshOptions {
        var options = ItemsRefreshOptions()
        (options.sources, options.progress) = (sources, progress)
        options.database = database
        return options
    }
}
