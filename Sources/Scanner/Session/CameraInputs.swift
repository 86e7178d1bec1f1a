import Imaging

/// Where a camera scan's frames come from: the webcam, or scripted frames in tests.
package protocol CameraFrameSource: AnyObject {
    /// The device path, for messages.
    var device: String { get }
    /// The frame size the camera delivers.
    var size: FrameSize { get }
    /// Waits for the next frame; throws `.stalled` or `.unplugged` when the camera fails.
    func nextFrame() throws(CameraError) -> GrayFrame
    /// Waits up to `seconds` for the next frame; nil when none came (a source that is not
    /// paced, like a phone's page, so that Ctrl-C and the timeout are still seen). A camera
    /// delivers at its own pace: the default waits for `nextFrame()`.
    func awaitFrame(within seconds: Double) throws(CameraError) -> GrayFrame?
}

extension CameraFrameSource {
    package func awaitFrame(within seconds: Double) throws(CameraError) -> GrayFrame? { try nextFrame() }
}

extension V4L2Camera: CameraFrameSource {}

/// Finds the retail barcodes in a frame: zbar, or a script in tests.
package protocol CameraCodeReader {
    func read(_ frame: GrayFrame) -> [ScanSession.Sighting]
}
