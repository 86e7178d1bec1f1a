/// Why the camera could not be opened or stopped delivering frames.
///
/// Its message (`Presentation/ErrorWords`) is advice to the person at the keyboard: what
/// went wrong with which device, and what to do about it.
package enum CameraError: Error, Equatable, Sendable {
    /// No `/dev/video*` node exists at all (in `directory`, normally `/dev`).
    case noCamera(directory: String)
    /// Video nodes exist, but none of them can capture (e.g. only metadata or output nodes).
    case noCaptureCamera(checked: [String])
    /// The device path that was asked for does not exist.
    case deviceMissing(path: String)
    /// Another program is streaming from the camera (EBUSY).
    case busy(device: String)
    /// The device node exists but this user may not open it (EACCES, EPERM).
    case permissionDenied(device: String)
    /// The path is not a V4L2 device that captures video (e.g. `/dev/null`, an output-only node).
    case notCaptureDevice(device: String)
    /// The device captures, but not by memory-mapped streaming, which cdscan needs.
    case cannotStream(device: String)
    /// libv4l2 cannot deliver YUV 4:2:0 (YU12) frames from this device; `offered` lists its own formats.
    case noUsableFormat(device: String, offered: [String])
    /// No frame arrived within `timeout`.
    case stalled(device: String, timeout: Duration)
    /// The device went away (ENODEV, ENXIO): unplugged, or its driver was reset.
    case unplugged(device: String)
    /// Any other failing call, with the system's own message (`strerror(errno)`).
    case systemCall(device: String, call: String, errno: Int32, message: String)
}
