import Basics
internal import CV4L2
import Glibc

/// The V4L2 queries both `CameraDevice.all(in:)` and `V4L2Camera` need.
extension V4L2Device {
    static let captureType = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue

    /// VIDIOC_QUERYCAP on a plain `fd`; a node that does not answer it is not a V4L2 device.
    ///
    /// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/media/v4l/vidioc-querycap.html
    static func queryCapabilities(_ fd: Int32, path: String) throws(CameraError) -> V4L2Capabilities {
        var cap = v4l2_capability()
        if SystemCall.retryingEINTR({ CV4L2_ioctl_capability(fd, CV4L2_VIDIOC_QUERYCAP(), &cap) }) == -1 {
            let code = errno
            throw code == ENOTTY || code == EINVAL
                ? .notCaptureDevice(device: path) : error(code, device: path, call: "VIDIOC_QUERYCAP")
        }
        let hasDeviceCaps = cap.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0
        return V4L2Capabilities(
            driver: cString(cap.driver), card: cString(cap.card), busInfo: cString(cap.bus_info),
            caps: hasDeviceCaps ? cap.device_caps : cap.capabilities)
    }

    /// Every capture pixel format, native and libv4l2-emulated (VIDIOC_ENUM_FMT).
    func pixelFormats() -> [V4L2PixelFormat] {
        var formats: [V4L2PixelFormat] = []
        // The list ends with EINVAL; a sane driver has far fewer than 256 formats.
        for index in 0..<256 {
            var desc = v4l2_fmtdesc()
            desc.index = UInt32(index)
            desc.type = Self.captureType
            guard attempt({ CV4L2_ioctl_fmtdesc($0, CV4L2_VIDIOC_ENUM_FMT(), &desc) }) == nil else { break }
            formats.append(
                V4L2PixelFormat(
                    fourcc: desc.pixelformat, description: cString(desc.description),
                    isEmulated: desc.flags & UInt32(V4L2_FMT_FLAG_EMULATED) != 0))
        }
        return formats
    }

    /// The sizes offered for `fourcc` (VIDIOC_ENUM_FRAMESIZES); nil when the driver does not say.
    ///
    /// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/media/v4l/vidioc-enum-framesizes.html
    func frameSizes(of fourcc: UInt32) -> FrameSizeRange? {
        var sizes: [FrameSize] = []
        for index in 0..<256 {
            var entry = v4l2_frmsizeenum()
            entry.index = UInt32(index)
            entry.pixel_format = fourcc
            guard attempt({ CV4L2_ioctl_frmsizeenum($0, CV4L2_VIDIOC_ENUM_FRAMESIZES(), &entry) }) == nil
            else { break }
            switch entry.type {
            case V4L2_FRMSIZE_TYPE_DISCRETE.rawValue:
                sizes.append(FrameSize(width: Int(entry.discrete.width), height: Int(entry.discrete.height)))
            case V4L2_FRMSIZE_TYPE_STEPWISE.rawValue, V4L2_FRMSIZE_TYPE_CONTINUOUS.rawValue:
                let s = entry.stepwise
                let min = FrameSize(width: Int(s.min_width), height: Int(s.min_height))
                let max = FrameSize(width: Int(s.max_width), height: Int(s.max_height))
                let step = FrameSize(width: Int(s.step_width), height: Int(s.step_height))
                return entry.type == V4L2_FRMSIZE_TYPE_CONTINUOUS.rawValue || step == FrameSize(width: 1, height: 1)
                    ? .continuous(min: min, max: max) : .stepwise(min: min, max: max, step: step)
            default:
                return sizes.isEmpty ? nil : .discrete(sizes)
            }
        }
        return sizes.isEmpty ? nil : .discrete(sizes)
    }

    /// Turns on continuous autofocus when the camera has that control; false when it has not.
    ///
    /// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/media/v4l/ext-ctrls-camera.html
    func enableAutofocus() -> Bool {
        var query = v4l2_queryctrl()
        query.id = CV4L2_CID_FOCUS_AUTO()
        guard attempt({ CV4L2_ioctl_queryctrl($0, CV4L2_VIDIOC_QUERYCTRL(), &query) }) == nil,
            query.flags & UInt32(V4L2_CTRL_FLAG_DISABLED) == 0
        else { return false }
        var control = v4l2_control(id: CV4L2_CID_FOCUS_AUTO(), value: 1)
        return attempt({ CV4L2_ioctl_control($0, CV4L2_VIDIOC_S_CTRL(), &control) }) == nil
    }
}
