import Lookup
import Scanner

/// Where a camera scan's frames come from: the webcam, or scripted frames in tests.
protocol CameraFrameSource: AnyObject {
    /// The device path, for messages.
    var device: String { get }
    /// The frame size the camera delivers.
    var size: FrameSize { get }
    /// Waits for the next frame; throws `.stalled` or `.unplugged` when the camera fails.
    func nextFrame() throws(CameraError) -> GrayFrame
}

extension V4L2Camera: CameraFrameSource {}

/// Finds the retail barcodes in a frame: zbar, or a script in tests.
protocol CameraCodeReader {
    func read(_ frame: GrayFrame) -> [ScanSession.Sighting]
}

/// The hardware, services and signals a camera scan uses; `live` is the real
/// machine, tests build one from fakes and run the whole command in-process.
struct CameraScanEnvironment {
    /// Opens the camera (`nil`: the first one that captures) at the size nearest the one given.
    var openCamera: (_ device: String?, _ size: FrameSize) throws(CameraError) -> any CameraFrameSource
    /// Makes the barcode reader for the symbology names given (empty: the retail ones).
    var makeReader: (_ symbologies: [String]) throws(DecoderError) -> any CameraCodeReader
    /// Makes the lookup service; called once on the main thread to check the
    /// configuration, then again on the lookup thread, which keeps it.
    var makeLookup:
        @Sendable (Settings, ScanCommand.Options, any TimeSource) throws(LookupSession.Failure) -> any ScanLookup
    /// Starts catching Ctrl-C and SIGTERM.
    var catchInterrupts: () -> any InterruptCounter
    /// Undoes `catchInterrupts` (the live one restores the previous handlers).
    var releaseInterrupts: (any InterruptCounter) -> Void
    /// The terminal's size in cells, asked before each preview frame.
    var terminalSize: () -> (columns: Int, rows: Int)?

    /// The webcam through libv4l2, zbar, the music databases, real signals and the real terminal.
    static var live: CameraScanEnvironment {
        CameraScanEnvironment(
            openCamera: { device, size throws(CameraError) in try V4L2Camera(device: device, size: size) },
            makeReader: { names throws(DecoderError) in try ZBarCodeReader(symbologyNames: names) },
            makeLookup: { settings, options, time throws(LookupSession.Failure) in
                SessionScanLookup(
                    session: try LookupSession.make(
                        settings: settings, choice: options.source, needsDiscogs: options.extras.addToCollection,
                        time: time),
                    extras: options.extras)
            },
            catchInterrupts: { TerminalInterrupts() },
            releaseInterrupts: { ($0 as? TerminalInterrupts)?.restore() },
            terminalSize: TerminalSize.standardError)
    }
}
