import Imaging

/// A frame and where it came from.
package struct CameraFrame {
    package var image: GrayFrame
    /// Who sent it: "" for the webcam, a phone's address; each source keeps its own streak.
    package var source: String
    /// A still (a phone's photo button): its code counts at once, as a stable read.
    package var isStill: Bool

    package init(image: GrayFrame, source: String = "", isStill: Bool = false) {
        (self.image, self.source, self.isStill) = (image, source, isStill)
    }
}

/// Where a camera scan's frames come from: the webcam, a phone's page, or scripted frames in tests.
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
    /// `awaitFrame` with the frame's source; a source of one camera needs no other than the default.
    func awaitCameraFrame(within seconds: Double) throws(CameraError) -> CameraFrame?
}

extension CameraFrameSource {
    package func awaitFrame(within seconds: Double) throws(CameraError) -> GrayFrame? { try nextFrame() }

    /// The frame `awaitFrame` gives, from the one camera ("").
    package func awaitCameraFrame(within seconds: Double) throws(CameraError) -> CameraFrame? {
        try awaitFrame(within: seconds).map { CameraFrame(image: $0) }
    }
}

extension V4L2Camera: CameraFrameSource {}

/// Finds the retail barcodes in a frame: zbar, or a script in tests.
package protocol CameraCodeReader {
    func read(_ frame: GrayFrame) -> [ScanSession.Sighting]
}
