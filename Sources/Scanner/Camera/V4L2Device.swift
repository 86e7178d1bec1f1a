import Basics
internal import CV4L2
import Glibc

/// One open V4L2 device node, seen through libv4l2: owns the file descriptor
/// and is the single place where system calls are retried and checked.
///
/// Not `Sendable`: a device belongs to the one task that reads from it.
final class V4L2Device {
    /// The path the device was opened as, for error messages.
    let path: String
    let fd: Int32

    /// What VIDIOC_QUERYCAP said about the node.
    let capabilities: V4L2Capabilities

    /// Opens `path`, checks it is a V4L2 device, then hands it to libv4l2 (so libv4lconvert
    /// can convert formats). Non-blocking, so waiting for a frame always goes through `poll`.
    init(opening path: String) throws(CameraError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR
                ? .deviceMissing(path: path) : Self.error(code, device: path, call: "stat")
        }
        // A regular file or directory would only fail later with a puzzling ENOTTY.
        guard info.st_mode & S_IFMT == S_IFCHR else { throw .notCaptureDevice(device: path) }
        // Plain open first: v4l2_open on a node that is not V4L2 (/dev/null) fails with
        // ENOTTY and prints libv4l2's own complaint to stderr.
        let fd = SystemCall.retryingEINTR { open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { throw Self.error(errno, device: path, call: "open") }
        let capabilities: V4L2Capabilities
        do throws(CameraError) {
            capabilities = try Self.queryCapabilities(fd, path: path)
        } catch {
            close(fd)
            throw error
        }
        // libv4l2 wraps capture devices only; for any other node it returns `fd` untouched.
        guard v4l2_fd_open(fd, 0) == fd else {
            let code = errno
            close(fd)
            throw Self.error(code, device: path, call: "v4l2_fd_open")
        }
        self.path = path
        self.fd = fd
        self.capabilities = capabilities
    }

    deinit {
        _ = v4l2_close(fd)
    }

    /// Turns a failed call's errno into the camera error a person can act on.
    static func error(_ code: Int32, device: String, call: String) -> CameraError {
        switch code {
        case ENOENT: .deviceMissing(path: device)
        case EACCES, EPERM: .permissionDenied(device: device)
        case EBUSY: .busy(device: device)
        case ENODEV, ENXIO: .unplugged(device: device)
        default: .systemCall(device: device, call: call, errno: code, message: String(cString: strerror(code)))
        }
    }

    /// Runs an ioctl (EINTR retried); the errno on failure, nil on success.
    func attempt(_ body: (Int32) -> Int32) -> Int32? {
        let fd = fd
        return SystemCall.retryingEINTR { body(fd) } == -1 ? errno : nil
    }

    /// Runs an ioctl named `call` (EINTR retried) and throws its failure as a `CameraError`.
    func check(_ call: String, _ body: (Int32) -> Int32) throws(CameraError) {
        if let code = attempt(body) { throw Self.error(code, device: path, call: call) }
    }

    /// Waits up to `milliseconds` for a frame; false when none came in time.
    func waitReadable(milliseconds: Int32) throws(CameraError) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = SystemCall.retryingEINTR { poll(&descriptor, 1, milliseconds) }
        guard ready >= 0 else { throw Self.error(errno, device: path, call: "poll") }
        // POLLERR/POLLHUP count as ready: the next VIDIOC_DQBUF reports what happened.
        return ready > 0
    }
}

/// What VIDIOC_QUERYCAP says about a device.
struct V4L2Capabilities: Equatable {
    var driver: String
    var card: String
    var busInfo: String
    /// The capabilities of this node (`device_caps` when the driver reports it).
    var caps: UInt32

    var canCapture: Bool { caps & UInt32(V4L2_CAP_VIDEO_CAPTURE) != 0 }
    var canStream: Bool { caps & UInt32(V4L2_CAP_STREAMING) != 0 }
}

/// A pixel format from VIDIOC_ENUM_FMT.
struct V4L2PixelFormat: Equatable {
    var fourcc: UInt32
    var description: String
    /// Made by libv4lconvert from a native format, not sent by the device itself.
    var isEmulated: Bool

    /// "YUYV", "MJPG", "YU12".
    var name: String { fourccName(fourcc) }
}

/// The four characters of a V4L2 fourcc ("YU12" for V4L2_PIX_FMT_YUV420).
func fourccName(_ code: UInt32) -> String {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: code >> ($0 * 8)) }
    return String(decoding: bytes, as: UTF8.self).trimmingTrailingSpaces()
}

/// Reads a fixed-size, NUL-terminated C char array imported as a tuple.
func cString<T>(_ tuple: T) -> String {
    withUnsafeBytes(of: tuple) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

// The V4L2Device handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension V4L2Device: Sendable {}
