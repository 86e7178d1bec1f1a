internal import CV4L2
import Glibc
import Imaging

/// A webcam streaming grey frames: opened through libv4l2, which converts the
/// camera's MJPEG or YUYV to YUV 4:2:0, whose luma plane is the grey frame.
///
/// Owns the device: buffers are unmapped and the device closed in `deinit`.
/// Not `Sendable`: use a camera from one task.
///
/// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/media/v4l/capture.c.html
package final class V4L2Camera {
    /// The device path, e.g. "/dev/video0".
    package let device: String
    /// The frame size the driver agreed to, which may differ from the one asked for.
    package let size: FrameSize
    /// How long `nextFrame()` waits before it reports the camera as stalled.
    let frameTimeout: Duration
    /// Whether continuous autofocus was turned on (false when the camera has no such control).
    let autofocus: Bool

    private let handle: V4L2Device
    private let buffers: MappedBuffers
    private let bytesPerLine: Int

    /// Opens `device` (or the first camera in `deviceDirectory` that captures) at the offered
    /// size nearest `size`, turns on autofocus when available, and starts streaming.
    package init(
        device: String? = nil, size requested: FrameSize = .defaultCapture,
        frameTimeout: Duration = .seconds(5), deviceDirectory: String = "/dev"
    ) throws(CameraError) {
        // Not `??`: its autoclosure would widen the thrown type to `any Error`.
        let path: String
        if let device { path = device } else { path = try V4L2Camera.defaultDevice(in: deviceDirectory) }
        let handle = try V4L2Device(opening: path)
        let caps = handle.capabilities
        guard caps.canCapture else { throw .notCaptureDevice(device: path) }
        guard caps.canStream else { throw .cannotStream(device: path) }
        let native = handle.pixelFormats().filter { !$0.isEmulated }
        let wanted = FrameSizeRange.nearest(to: requested, in: native.compactMap { handle.frameSizes(of: $0.fourcc) })
        let format = try Self.setLumaFormat(handle, size: wanted ?? requested, offered: native.map { $0.name })
        self.device = path
        self.size = FrameSize(width: Int(format.width), height: Int(format.height))
        self.bytesPerLine = max(Int(format.bytesperline), Int(format.width))
        self.frameTimeout = frameTimeout
        self.autofocus = handle.enableAutofocus()
        self.handle = handle
        self.buffers = try MappedBuffers(device: handle, count: 4)
        for index in buffers.regions.indices {
            try buffers.enqueue(UInt32(index))
        }
        var type = Int32(V4L2Device.captureType)
        try handle.check("VIDIOC_STREAMON") { CV4L2_ioctl_int($0, CV4L2_VIDIOC_STREAMON(), &type) }
    }

    deinit {
        var type = Int32(V4L2Device.captureType)
        _ = handle.attempt { CV4L2_ioctl_int($0, CV4L2_VIDIOC_STREAMOFF(), &type) }
    }

    /// Waits for the next frame and returns its luma plane as a grey image.
    ///
    /// Throws `.stalled` when no frame arrives within `frameTimeout`, and
    /// `.unplugged` when the camera goes away.
    package func nextFrame() throws(CameraError) -> GrayFrame {
        let clock = ContinuousClock()
        let deadline = clock.now + frameTimeout
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero, try handle.waitReadable(milliseconds: Self.milliseconds(remaining)),
                let buffer = try buffers.dequeue()
            else {
                if clock.now < deadline { continue }
                throw .stalled(device: device, timeout: frameTimeout)
            }
            let frame = luma(of: buffer)
            try buffers.enqueue(buffer.index)
            // A frame the driver flagged as damaged, or one too short, is skipped.
            if let frame { return frame }
        }
    }

    /// Copies the first plane (`width` bytes of each `bytesPerLine` row) out of a filled buffer.
    private func luma(of buffer: v4l2_buffer) -> GrayFrame? {
        let index = Int(buffer.index)
        guard buffer.flags & UInt32(V4L2_BUF_FLAG_ERROR) == 0, buffers.regions.indices.contains(index)
        else { return nil }
        let region = buffers.regions[index]
        let used = buffer.bytesused == 0 ? region.count : min(Int(buffer.bytesused), region.count)
        let (width, height) = (size.width, size.height)
        guard used >= bytesPerLine * (height - 1) + width else { return nil }
        guard let source = region.baseAddress else { return nil }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            guard let target = out.baseAddress else { return }
            for row in 0..<height {
                memcpy(target + row * width, source + row * bytesPerLine, width)
            }
            count = width * height
        }
        return GrayFrame(width: width, height: height, pixels: pixels)
    }

    private static func setLumaFormat(
        _ handle: V4L2Device, size: FrameSize, offered: [String]
    ) throws(CameraError) -> v4l2_pix_format {
        var format = v4l2_format()
        format.type = V4L2Device.captureType
        format.fmt.pix.width = UInt32(clamping: size.width)
        format.fmt.pix.height = UInt32(clamping: size.height)
        format.fmt.pix.pixelformat = CV4L2_PIX_FMT_YUV420()
        format.fmt.pix.field = V4L2_FIELD_NONE.rawValue
        if let code = handle.attempt({ CV4L2_ioctl_format($0, CV4L2_VIDIOC_S_FMT(), &format) }) {
            guard code == EINVAL else { throw V4L2Device.error(code, device: handle.path, call: "VIDIOC_S_FMT") }
            throw .noUsableFormat(device: handle.path, offered: offered)
        }
        let pix = format.fmt.pix
        guard pix.pixelformat == CV4L2_PIX_FMT_YUV420(), pix.width > 0, pix.height > 0 else {
            throw .noUsableFormat(device: handle.path, offered: offered)
        }
        return pix
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: max(total, 1))
    }
}

// The V4L2Camera handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension V4L2Camera: Sendable {}
