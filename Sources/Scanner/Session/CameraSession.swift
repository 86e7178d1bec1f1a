import Basics
import Imaging

/// What a camera scan reports as it runs: the command line draws and prints, tests record.
package protocol CameraSessionObserver: AnyObject {
    /// Before each frame is read: a chance to show what came back meanwhile (lookups).
    func betweenFrames(_ session: CameraSession)
    /// A disc was read; `session.isFinished` says whether the scan ends with it.
    func accepted(_ sighting: ScanSession.Sighting, in session: CameraSession)
    /// A frame was read and observed at `time`; `session.state` tells what to show with it.
    func show(_ frame: GrayFrame, session: CameraSession, at time: Double)
}

/// The webcam scan's frame loop: frames from the camera, codes from the reader,
/// `ScanSession`'s rule, and what happened to an observer, until a disc is read,
/// the timeout passes, a stop is asked for or the camera fails.
///
/// Not `Sendable`: it owns the camera (a V4L2 device), used from the thread that runs it.
package final class CameraSession {
    /// Why the frame loop stopped.
    package enum Ending: Equatable, Sendable {
        /// `--once` read its disc.
        case done
        /// `--timeout` passed without a (new) disc.
        case timedOut
        /// Ctrl-C or SIGTERM.
        case interrupted
        /// The camera failed mid-scan (stalled, unplugged).
        case cameraFailed(CameraError)
        /// The observer called `stop()` (a failure every later disc would meet too).
        case stopped
    }

    private var camera: (any CameraFrameSource)?
    private let reader: any CameraCodeReader
    private let clock: any TimeSource
    private var stopRequested = false
    /// The codes seen so far and what they count as.
    package private(set) var state: ScanSession

    /// A session reading `camera` with `reader`, as `state` (made with the clock's time) says.
    package init(
        camera: any CameraFrameSource, reader: any CameraCodeReader, clock: any TimeSource,
        requiredFrames: Int, continuous: Bool, timeout: Double?
    ) {
        self.camera = camera
        self.reader = reader
        self.clock = clock
        state = ScanSession(
            requiredFrames: requiredFrames, continuous: continuous, timeout: timeout, startedAt: clock.now())
    }

    /// The camera's device path and frame size, while it is open.
    package var device: (path: String, size: FrameSize)? { camera.map { ($0.device, $0.size) } }

    /// Whether the session has ended (its disc read, or the time up).
    package var isFinished: Bool { state.isFinished }

    /// Reads frames until the session ends; `interrupted` is asked before and after each frame.
    package func run(observer: any CameraSessionObserver, interrupted: () -> Bool) -> Ending {
        while let camera {
            if interrupted() { return .interrupted }
            observer.betweenFrames(self)
            if stopRequested { return .stopped }
            let awaited: CameraFrame?
            do {
                awaited = try camera.awaitCameraFrame(within: Self.idleSlice)
            } catch {
                return .cameraFailed(error)
            }
            if interrupted() { return .interrupted }
            let now = clock.now()
            guard let frame = awaited else {
                if state.idle(at: now) == .timedOut { return .timedOut }
                continue
            }
            switch state.observe(reader.read(frame.image), at: now, from: frame.source, still: frame.isStill) {
            case .accepted(let sighting):
                observer.accepted(sighting, in: self)
                if stopRequested { return .stopped }
                if state.isFinished { return .done }
            case .timedOut:
                return .timedOut
            case nil:
                break
            }
            observer.show(frame.image, session: self, at: now)
        }
        return .done
    }

    /// Seconds a source that is not paced (a phone) is waited for before Ctrl-C and the timeout are checked.
    static let idleSlice = 0.2

    /// Ends the loop after the observer's call in progress.
    package func stop() { stopRequested = true }

    /// Closes the camera (the device is released at once, before any lookups are waited for).
    package func close() { camera = nil }
}

// The CameraSession handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension CameraSession: Sendable {}
