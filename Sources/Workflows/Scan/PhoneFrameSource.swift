import Imaging
import PhoneServer
import Presentation
import Scanner

/// The phone page's frames as a camera: JPEGs from `FrameInbox`, decoded to grey by the photo
/// loader, for `CameraSession` to read with the webcam's reader and rule.
///
/// Each frame carries the address of the phone that sent it, so that each phone keeps its own
/// streak in the session; a still from the photo button is marked so, and counts at once (each
/// copy is read and confirmed by the engines as a camera frame is). Not `Sendable`: the scan's
/// thread owns it.
final class PhoneFrameSource: CameraFrameSource {
    let device = ScanNotes.phonePage
    /// The longest side the page sends (its frames are downscaled to 1280 pixels).
    let size = FrameSize.defaultCapture
    private let inbox: FrameInbox
    private let loader = ImageLoader()
    /// Frames that came but could not be decoded (not a JPEG the loader reads).
    private(set) var undecodable = 0

    init(inbox: FrameInbox) { self.inbox = inbox }

    func nextFrame() throws(CameraError) -> GrayFrame {
        while true {
            if let frame = try awaitFrame(within: 1) { return frame }
        }
    }

    func awaitFrame(within seconds: Double) throws(CameraError) -> GrayFrame? {
        try awaitCameraFrame(within: seconds)?.image
    }

    func awaitCameraFrame(within seconds: Double) throws(CameraError) -> CameraFrame? {
        guard let received = inbox.take(within: seconds) else { return nil }
        do {
            let image = try loader.decode(received.jpeg, path: ScanNotes.phoneFrame(from: received.client))
            return CameraFrame(image: image.frame, source: received.client, isStill: received.isStill)
        } catch {
            undecodable += 1
            return nil
        }
    }
}

@available(*, unavailable)
extension PhoneFrameSource: Sendable {}
