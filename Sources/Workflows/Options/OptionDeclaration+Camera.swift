import CommandLineKit
import PhoneServer
import Scanner

// The options of a webcam or phone scan, declared here once: `scan` and `audit` both read a shelf
// (or a pile) through the same camera code, so they take the same words for it.

extension OptionDeclaration where Value == Bool {
    /// `--phone`: frames from a phone's browser, through a page served over HTTPS.
    package static var phone: Self {
        .flag(
            "phone", help: "Read frames from a phone's browser: serve a page over HTTPS and print its URL and QR code.",
            sets: true)
    }

    /// `--no-preview`: a status line instead of the camera picture.
    package static var noPreview: Self {
        .flag("no-preview", help: "Do not draw the camera picture in the terminal.", sets: false)
    }
}

extension OptionDeclaration where Value == ListenAddress? {
    /// `--listen ADDR:PORT`: where the phone page is served.
    package static var listen: Self {
        .value(
            "listen", "addr:port", help: "With --phone: where to serve the page (port 0: a free one).",
            shown: { $0?.description ?? "this machine's LAN address, a free port" }
        ) { text throws(UsageError) in
            try UsageError.parsing { () throws(PhoneServerError) in try ListenAddress(parsing: text) }
        }
    }
}

extension OptionDeclaration where Value == String? {
    /// `--key-file FILE`: the phone page's pairing key, kept across starts.
    package static var keyFile: Self {
        .text(
            "key-file", "file",
            help: "With --phone: keep the pairing key in this file across starts (made, mode 0600, when absent)."
        ) { $0 ?? "a new key at each start" }
    }

    /// `--device PATH`: the webcam.
    package static var camera: Self {
        .text("device", "path", help: "The camera, e.g. /dev/video2.") { $0 ?? "the first that can capture" }
    }
}

extension OptionDeclaration where Value == [Symbology] {
    /// `--symbologies LIST`.
    package static var symbologies: Self {
        .value(
            "symbologies", "list", help: "Comma-separated symbologies to read.",
            shown: { $0.map(\.name).joined(separator: ",") }
        ) { text throws(UsageError) in
            try UsageError.parsing { () throws(DecoderError) in try Symbology.list(parsing: text) }
        }
    }
}

extension OptionDeclaration where Value == FrameSize? {
    /// `--size WxH`: the capture size asked of the webcam.
    package static var captureSize: Self {
        .value(
            "size", "WxH", help: "Capture size.",
            shown: { "\($0 ?? FrameSize.defaultCapture) or the nearest the camera offers" }
        ) { text throws(UsageError) in
            let side = 1...ScanOptions.maximumFrameSide
            guard let size = FrameSize(parsing: text), side.contains(size.width), side.contains(size.height) else {
                throw UsageError(
                    "'--size' needs WIDTHxHEIGHT such as 1280x720, each from 1 to \(side.upperBound), not '\(text)'")
            }
            return size
        }
    }
}

extension OptionDeclaration where Value == Double? {
    /// `--timeout SECONDS`: without a new disc that long, the camera scan stops.
    package static var scanTimeout: Self {
        .value(
            "timeout", "seconds", help: "Stop after this long without a new disc.",
            shown: { $0.map(OptionValues.durationText) ?? "never" }
        ) { text throws(UsageError) in
            try OptionValues.duration(text, option: "timeout", maximum: ScanOptions.maximumTimeout)
        }
    }
}

extension OptionDeclaration where Value == Int {
    /// `--frames N`: consecutive frames that must read the same code before it counts.
    package static var frames: Self {
        .value("frames", "n", help: "Consecutive frames that must agree on a code.", shown: { "\($0)" }) {
            text throws(UsageError) in
            try OptionValues.count(text, option: "frames", maximum: ScanOptions.maximumFrames)
        }
    }
}
