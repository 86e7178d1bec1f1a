import Scanner

/// How `CameraError` is said to a person (the error holds the data: Scanner words nothing).
extension CameraError: CustomStringConvertible {
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
