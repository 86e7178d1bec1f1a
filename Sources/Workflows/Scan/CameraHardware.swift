import Basics
import Scanner
import Terminal

/// The hardware a camera or phone scan uses, a part of `CommandContext` (its `camera`): `live`
/// is the real machine; tests give fakes and run the whole command in-process. (Its stop
/// signals are the context's `stopSignals`, as every command's.)
package struct CameraHardware: Sendable {
    /// Opens the camera (`nil`: the first one that captures) at the size nearest the one given.
    var openCamera: @Sendable (_ device: String?, _ size: FrameSize) throws(CameraError) -> any CameraFrameSource
    /// Makes the barcode reader for the symbologies given.
    package var makeReader: @Sendable (_ symbologies: [Symbology]) throws(DecoderError) -> any CameraCodeReader
    /// The terminal's size in cells, asked before each preview frame.
    var terminalSize: @Sendable () -> (columns: Int, rows: Int)?

    package init(
        openCamera: @escaping @Sendable (String?, FrameSize) throws(CameraError) -> any CameraFrameSource,
        makeReader: @escaping @Sendable ([Symbology]) throws(DecoderError) -> any CameraCodeReader,
        terminalSize: @escaping @Sendable () -> (columns: Int, rows: Int)?
    ) {
        (self.openCamera, self.makeReader, self.terminalSize) = (openCamera, makeReader, terminalSize)
    }

    /// The webcam through libv4l2, zbar and the real terminal.
    package static var live: CameraHardware {
        CameraHardware(
            openCamera: { device, size throws(CameraError) in try V4L2Camera(device: device, size: size) },
            makeReader: { symbologies throws(DecoderError) in try ZBarCodeReader(symbologies: symbologies) },
            terminalSize: TerminalSize.standardError)
    }
}
