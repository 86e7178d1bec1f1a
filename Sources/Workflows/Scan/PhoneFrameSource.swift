import Imaging
import PhoneServer
import Presentation
import Scanner

/// The phone page's frames as a camera: JPEGs from `FrameInbox`, decoded to grey by the photo
/// loader, for `CameraSession` to read with the webcam's reader and rule.
///
/// A still from the photo button is handed over `requiredFrames` times: held still that long,
/// as a camera would see it, so the one rule that counts a disc applies to it too (each copy
/// is read and confirmed by the engines as a camera frame is). Not `Sendable`: the scan's thread
/// owns it.
final class PhoneFrameSource: CameraFrameSource {
    let device = ScanNotes.phonePage
    /// The longest side the page sends (its frames are downscaled to 1280 pixels).
    let size = FrameSize.defaultCapture
    private let inbox: FrameInbox
    private let requiredFrames: Int
    private let loader = ImageLoader()
    private var still: (frame: GrayFrame, left: Int)?
    /// The address of the phone that sent the frame returned last.
    private(set) var lastClient = ""
    /// Frames that came but could not be decoded (not a JPEG the loader reads).
    private(set) var undecodable = 0

    init(inbox: FrameInbox, requiredFrames: Int) {
        (self.inbox, self.requiredFrames) = (inbox, requiredFrames)
    }

    func nextFrame() throws(CameraError) -> GrayFrame {
        while true {
            if let frame = try awaitFrame(within: 1) { return frame }
        }
    }

    func awaitFrame(within seconds: Double) throws(CameraError) -> GrayFrame? {
        if let (frame, left) = still, left > 0 {
            still = left > 1 ? (frame, left - 1) : nil
            return frame
        }
        guard let received = inbox.take(within: seconds) else { return nil }
        lastClient = received.client
        let image: LoadedImage
        do {
            image = try loader.decode(received.jpeg, path: ScanNotes.phoneFrame(from: received.client))
        } catch {
            undecodable += 1
            return nil
        }
        if received.isStill, requiredFrames > 1 { still = (image.frame, requiredFrames - 1) }
        return image.frame
    }
}

@available(*, unavailable)
extension PhoneFrameSource: Sendable {}
