import Basics
import Scanner
import Terminal

/// The hardware and signals a camera scan uses; `live` is the real machine, tests build one
/// from fakes and run the whole command in-process (its lookups: `CommandContext.lookupServices`).
package struct CameraScanEnvironment {
    /// Opens the camera (`nil`: the first one that captures) at the size nearest the one given.
    package var openCamera: (_ device: String?, _ size: FrameSize) throws(CameraError) -> any CameraFrameSource
    /// Makes the barcode reader for the symbologies given.
    package var makeReader: (_ symbologies: [Symbology]) throws(DecoderError) -> any CameraCodeReader
    /// Starts catching Ctrl-C and SIGTERM.
    package var catchInterrupts: () -> any InterruptCounter
    /// Undoes `catchInterrupts` (the live one restores the previous handlers).
    package var releaseInterrupts: (any InterruptCounter) -> Void
    /// The terminal's size in cells, asked before each preview frame.
    package var terminalSize: () -> (columns: Int, rows: Int)?

    /// The webcam through libv4l2, zbar, the music databases, real signals and the real terminal.
    package static var live: CameraScanEnvironment {
        CameraScanEnvironment(
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
