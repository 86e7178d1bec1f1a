import Basics
import Scanner
import Terminal

/// The hardware and signals a camera or phone scan uses, a part of `CommandContext` (its
/// `camera`): `live` is the real machine; tests give fakes and run the whole command in-process.
package struct CameraHardware: Sendable {
    /// Opens the camera (`nil`: the first one that captures) at the size nearest the one given.
    package var openCamera:
        @Sendable (_ device: String?, _ size: FrameSize) throws(CameraError) -> any CameraFrameSource
    /// Makes the barcode reader for the symbologies given.
    package var makeReader: @Sendable (_ symbologies: [Symbology]) throws(DecoderError) -> any CameraCodeReader
    /// Starts catching Ctrl-C and SIGTERM.
    package var catchInterrupts: @Sendable () -> any InterruptCounter
    /// Undoes `catchInterrupts` (the live one restores the previous handlers).
    package var releaseInterrupts: @Sendable (any InterruptCounter) -> Void
    /// The terminal's size in cells, asked before each preview frame.
    package var terminalSize: @Sendable () -> (columns: Int, rows: Int)?

    package init(
        openCamera: @escaping @Sendable (String?, FrameSize) throws(CameraError) -> any CameraFrameSource,
        makeReader: @escaping @Sendable ([Symbology]) throws(DecoderError) -> any CameraCodeReader,
        catchInterrupts: @escaping @Sendable () -> any InterruptCounter,
        releaseInterrupts: @escaping @Sendable (any InterruptCounter) -> Void,
        terminalSize: @escaping @Sendable () -> (columns: Int, rows: Int)?
    ) {
        (self.openCamera, self.makeReader, self.catchInterrupts, self.releaseInterrupts, self.terminalSize) =
            (openCamera, makeReader, catchInterrupts, releaseInterrupts, terminalSize)
    }

    /// The webcam through libv4l2, zbar, real signals and the real terminal.
    package static var live: CameraHardware {
        CameraHardware(
            openCamera: { device, size throws(CameraError) in try V4L2Camera(device: device, size: size) },
            makeReader: { symbologies throws(DecoderError) in try ZBarCodeReader(symbologies: symbologies) },
            catchInterrupts: {
                let counter = SignalCounter(ignoringBrokenPipe: true)
                counter.start()
                return counter
            },
            releaseInterrupts: { ($0 as? SignalCounter)?.stop() },
            terminalSize: TerminalSize.standardError)
    }
}
