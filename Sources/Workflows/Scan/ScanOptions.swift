import Barcode
import Lookup
import PhoneServer
import Presentation
import Scanner

/// What `cdscan scan` was asked to do, as its command line set it; the camera and photo scans read it.
///
/// The command line's option table writes these fields directly (`ScanCommand.Options` is this type).
public struct ScanOptions: LookupOptions {
    /// `--image`: the arguments are photos and folders of photos, not a camera.
    public var images = false
    /// `--no-recursive`: the folders' own photos only.
    public var recursive = true
    /// `--json`: one JSON object per barcode per line.
    public var json = false
    /// `--no-lookup` makes it false: print the barcodes only.
    public var lookup = true
    /// `--phone`: frames from a phone's browser, through a page served over HTTPS, not the webcam.
    public var phone = false
    /// `--listen`: the address and port the phone page is served on; nil: the LAN address, a free port.
    public var listen: ListenAddress?
    /// `--symbologies`: the symbologies to read; empty: the retail ones.
    public var symbologies: [String] = []
    /// `--device`: the camera; nil: the first that can capture.
    public var device: String?
    /// `--size`: the capture size asked for; nil: `FrameSize.defaultCapture`.
    public var size: FrameSize?
    /// `--timeout`: seconds without a new disc before the camera scan stops; nil: never.
    public var timeout: Double?
    /// `--continuous`: disc after disc until Ctrl-C, rather than the first disc only.
    public var continuous = false
    /// `--no-preview` makes it false: a status line instead of the camera picture.
    public var preview = true
    /// `--frames`: consecutive frames that must read the same code before it counts.
    public var frames = 3
    /// The most `--frames` may ask for: at 30 frames a second, a code held still for over three seconds.
    public static let maximumFrames = 100
    /// The longest `--timeout`: a week, more than any scanning session.
    public static let maximumTimeout: Double = 7 * 24 * 60 * 60
    /// The widest and tallest `--size`: larger than any camera's frame, small enough that a
    /// frame's pixel count cannot overflow.
    public static let maximumFrameSide = 16384
    /// `--catalog FILE.csv`: record each disc in the catalog and rewrite this CSV.
    public var catalog: String?
    /// `--db`: the catalog database; nil: the default path.
    public var database: String?
    /// `--verbose`: say which decoding pass read each photo.
    public var verbose = false
    /// `--any-prefix`: look up books, periodicals, coupons and in-store codes read off a case too.
    public var anyPrefix = false
    public var source = SourceChoice.auto
    public var pick = PressingPicker.Mode.best
    public var extras = ExtrasOptions()

    /// The defaults, as `cdscan scan` runs with no options.
    public init() {}
}

extension ScanOptions {
    /// The answer for a code read off a case whose prefix is no CD's (a book's ISBN, a
    /// periodical, a coupon): refused without a request, as a typed one is, unless
    /// `--any-prefix`; nil when `gtin` is to be looked up.
    func refusal(of gtin: GTIN) -> LookupResult? {
        let reading = BarcodeReading(gtin: gtin)
        guard !reading.canBeMusic, !anyPrefix else { return nil }
        return LookupResult(input: gtin.canonical, outcome: .invalid(.notMusic(reading.kind)))
    }
}
