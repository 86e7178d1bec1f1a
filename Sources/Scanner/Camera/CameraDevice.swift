import Foundation

/// A video device node as `cdscan devices` shows it: who made it, whether it
/// can capture, and which formats and frame sizes it offers through libv4l2.
package struct CameraDevice: Equatable, Sendable {
    /// One pixel format the device offers, with its frame sizes.
    package struct Format: Equatable, Sendable {
        /// The fourcc, e.g. "YUYV", "MJPG", "YU12".
        package var fourcc: String
        /// The driver's (or libv4l2's) name for it, e.g. "YUYV 4:2:2".
        package var description: String
        /// True when libv4l2 converts to it from a native format.
        package var isEmulated: Bool
        /// The sizes offered; nil when the driver does not say.
        package var sizes: FrameSizeRange?

        /// A format as VIDIOC_ENUM_FMT and VIDIOC_ENUM_FRAMESIZES describe it.
        package init(fourcc: String, description: String, isEmulated: Bool, sizes: FrameSizeRange?) {
            (self.fourcc, self.description, self.isEmulated, self.sizes) = (fourcc, description, isEmulated, sizes)
        }
    }

    /// The node's path, e.g. "/dev/video0".
    package var path: String
    /// The device's name, e.g. "HD Pro Webcam C920".
    package var card: String
    /// The kernel driver, e.g. "uvcvideo".
    package var driver: String
    /// Where it is attached, e.g. "usb-0000:00:14.0-1".
    package var busInfo: String
    /// Whether this node captures video by streaming, i.e. `V4L2Camera` can use it.
    package var canCapture: Bool
    /// The capture formats, native ones first.
    package var formats: [Format]
    /// Why the node could not be queried (permission, busy...); nil when it could.
    package var problem: CameraError?

    /// The sizes offered by the device's native formats: every discrete size
    /// once, largest first, then any stepwise or continuous ranges.
    package var frameSizes: [FrameSizeRange] {
        var discrete: [FrameSize] = []
        var ranges: [FrameSizeRange] = []
        for case let sizes? in formats.filter({ !$0.isEmulated }).map(\.sizes) {
            if case .discrete(let list) = sizes {
                discrete += list.filter { !discrete.contains($0) }
            } else if !ranges.contains(sizes) {
                ranges.append(sizes)
            }
        }
        discrete.sort { ($0.width * $0.height, $0.width) > ($1.width * $1.height, $1.width) }
        return (discrete.isEmpty ? [] : [.discrete(discrete)]) + ranges
    }

    /// A device described by hand (for tests and for callers that query differently).
    package init(
        path: String, card: String, driver: String, busInfo: String, canCapture: Bool, formats: [Format],
        problem: CameraError?
    ) {
        (self.path, self.card, self.driver, self.busInfo) = (path, card, driver, busInfo)
        (self.canCapture, self.formats, self.problem) = (canCapture, formats, problem)
    }

    /// Queries the device at `path`; a node that cannot be opened is returned with its `problem`.
    package init(queryingPath path: String) {
        self.path = path
        (card, driver, busInfo, canCapture, formats, problem) = ("", "", "", false, [], nil)
        do throws(CameraError) {
            let device = try V4L2Device(opening: path)
            let caps = device.capabilities
            (card, driver, busInfo) = (caps.card, caps.driver, caps.busInfo)
            canCapture = caps.canCapture && caps.canStream
            guard caps.canCapture else { return }
            let all = device.pixelFormats()
            formats = (all.filter { !$0.isEmulated } + all.filter(\.isEmulated))
                .map {
                    Format(
                        fourcc: $0.name, description: $0.description, isEmulated: $0.isEmulated,
                        sizes: device.frameSizes(of: $0.fourcc))
                }
        } catch {
            problem = error
        }
    }

    /// Every `videoN` node in `directory`, queried, in numeric order (video2 before video10).
    package static func all(in directory: String = "/dev") -> [CameraDevice] {
        videoNodes(in: directory).map(CameraDevice.init(queryingPath:))
    }

    /// The paths of the `videoN` nodes in `directory`, in numeric order.
    static func videoNodes(in directory: String = "/dev") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let numbered = names.compactMap { name -> (Int, String)? in
            let digits = name.dropFirst(5)
            guard name.hasPrefix("video"), !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            guard let number = Int(digits) else { return nil }
            return (number, name)
        }
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return numbered.sorted { $0.0 < $1.0 }.map { "\(base)/\($0.1)" }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension V4L2Camera {
    /// The first `videoN` node in `directory` (numeric order) that captures video.
    ///
    /// Throws `.noCamera` when there is no node at all; when none captures, the
    /// first permission or busy problem met (the likelier fix), else `.noCaptureCamera`.
    static func defaultDevice(in directory: String = "/dev") throws(CameraError) -> String {
        let nodes = CameraDevice.videoNodes(in: directory)
        guard !nodes.isEmpty else { throw .noCamera(directory: directory) }
        var problems: [CameraError] = []
        for path in nodes {
            do throws(CameraError) {
                if try V4L2Device(opening: path).capabilities.canCapture { return path }
            } catch {
                problems.append(error)
            }
        }
        for problem in problems {
            switch problem {
            case .permissionDenied, .busy: throw problem
            default: continue
            }
        }
        throw .noCaptureCamera(checked: nodes)
    }
}

extension CameraDevice {
    /// Why none of `devices` (those found in `directory`) can be used to scan; nil when one can
    /// capture. A permission or busy problem can be fixed, so it comes before "nothing here
    /// captures".
    package static func noCameraProblem(among devices: [CameraDevice], directory: String) -> CameraError? {
        guard !devices.contains(where: \.canCapture) else { return nil }
        guard !devices.isEmpty else { return .noCamera(directory: directory) }
        for case let problem? in devices.map(\.problem) {
            switch problem {
            case .permissionDenied, .busy: return problem
            default: continue
            }
        }
        return .noCaptureCamera(checked: devices.map(\.path))
    }
}
