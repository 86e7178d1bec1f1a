import Scanner

extension CameraDevice: CustomStringConvertible {
    /// A few plain lines for `cdscan devices`:
    ///
    ///     /dev/video0: HD Pro Webcam C920 (uvcvideo, usb-0000:00:14.0-1)
    ///         captures: yes
    ///         sizes: 1920x1080 1280x720 640x480
    ///         formats: MJPG, YUYV; converted by libv4l2: RGB3, BGR3, YU12, YV12
    package var description: String {
        var lines: [String]
        if let problem {
            lines = ["\(path): cannot be queried", "    problem: \(problem)"]
            return lines.joined(separator: "\n")
        }
        let origin = [driver, busInfo].filter { !$0.isEmpty }.joined(separator: ", ")
        lines = ["\(path): \(card.isEmpty ? "(no name)" : card)" + (origin.isEmpty ? "" : " (\(origin))")]
        lines.append("    captures: \(canCapture ? "yes" : "no")")
        guard canCapture else { return lines.joined(separator: "\n") }
        let sizes = frameSizes.map(\.description).joined(separator: "; ")
        lines.append("    sizes: \(sizes.isEmpty ? "not listed by the driver" : sizes)")
        let native = formats.filter { !$0.isEmulated }.map(\.fourcc).joined(separator: ", ")
        let converted = formats.filter(\.isEmulated).map(\.fourcc).joined(separator: ", ")
        lines.append(
            "    formats: \(native.isEmpty ? "none" : native)"
                + (converted.isEmpty ? "" : "; converted by libv4l2: \(converted)"))
        return lines.joined(separator: "\n")
    }

    /// All `devices`, one block each, or a sentence saying there are none.
    package static func listing(_ devices: [CameraDevice], directory: String = "/dev") -> String {
        devices.isEmpty
            ? "No video devices in \(directory)." : devices.map(\.description).joined(separator: "\n")
    }
}
