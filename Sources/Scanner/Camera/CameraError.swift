/// Why the camera could not be opened or stopped delivering frames.
///
/// Each message is advice to the person at the keyboard: what went wrong with
/// which device, and what to do about it.
package enum CameraError: Error, Equatable, Sendable, CustomStringConvertible {
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

    package var description: String {
        switch self {
        case .noCamera(let directory):
            "no camera found: there is no video device in \(directory) (\(directory)/video0, ...). "
                + "Plug in a webcam, or check `dmesg` to see whether its driver loaded."
        case .noCaptureCamera(let checked):
            "no camera found: none of the video devices can capture (\(checked.joined(separator: ", "))). "
                + "Plug in a webcam, or check `dmesg` to see whether its driver loaded."
        case .deviceMissing(let path):
            "\(path) does not exist: run `cdscan devices` to list the cameras on this machine."
        case .busy(let device):
            "\(device) is in use by another program (a video call, a browser tab, zbarcam): "
                + "close it and try again."
        case .permissionDenied(let device):
            "Cannot open \(device): permission denied. Add yourself to the `video` group: "
                + "sudo usermod -aG video $USER, then log in again."
        case .notCaptureDevice(let device):
            "\(device) is not a camera that captures video: run `cdscan devices` to find one."
        case .cannotStream(let device):
            "\(device) captures video but does not support streaming, which cdscan needs: "
                + "try another camera from `cdscan devices`."
        case .noUsableFormat(let device, let offered):
            "\(device) cannot deliver frames cdscan can read (YUV 4:2:0 through libv4l2); it offers "
                + (offered.isEmpty ? "no formats" : offered.joined(separator: ", "))
                + ". Try another camera from `cdscan devices`."
        case .stalled(let device, let timeout):
            "\(device) sent no frame for \(Self.seconds(timeout)): the camera stalled. "
                + "Unplug it and plug it back in, or close other programs using it."
        case .unplugged(let device):
            "\(device) went away: the camera was unplugged or its driver reset. "
                + "Plug it back in and start again."
        case .systemCall(let device, let call, _, let message):
            "\(call) on \(device) failed: \(message)."
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = attoseconds / 100_000_000_000_000_000
        return tenths == 0 ? "\(seconds) s" : "\(seconds).\(tenths) s"
    }
}
