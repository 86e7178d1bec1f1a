internal import CV4L2
import Glibc

/// The frame buffers shared with the driver by memory mapping (VIDIOC_REQBUFS,
/// VIDIOC_QUERYBUF, `v4l2_mmap`); unmaps them in `deinit`.
///
/// Holds its device so the file descriptor is closed only after the buffers are unmapped,
/// which libv4l2 needs to find its own conversion buffers.
///
/// - SeeAlso: https://www.kernel.org/doc/html/latest/userspace-api/media/v4l/mmap.html
final class MappedBuffers {
    let device: V4L2Device
    private(set) var regions: [UnsafeMutableRawBufferPointer] = []

    /// Asks for `count` buffers (the driver may grant fewer) and maps each one.
    init(device: V4L2Device, count: Int) throws(CameraError) {
        self.device = device
        var request = v4l2_requestbuffers()
        request.count = UInt32(count)
        request.type = V4L2Device.captureType
        request.memory = V4L2_MEMORY_MMAP.rawValue
        if let code = device.attempt({ CV4L2_ioctl_requestbuffers($0, CV4L2_VIDIOC_REQBUFS(), &request) }) {
            throw code == EINVAL
                ? .cannotStream(device: device.path)
                : V4L2Device.error(code, device: device.path, call: "VIDIOC_REQBUFS")
        }
        guard request.count > 0 else { throw .cannotStream(device: device.path) }
        // From here on `deinit` runs if mapping fails, unmapping what was mapped.
        for index in 0..<request.count {
            var buffer = Self.buffer(index: index)
            try device.check("VIDIOC_QUERYBUF") { CV4L2_ioctl_buffer($0, CV4L2_VIDIOC_QUERYBUF(), &buffer) }
            let length = Int(buffer.length)
            let start = v4l2_mmap(
                nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, device.fd, Int64(buffer.m.offset))
            guard let start, start != MAP_FAILED else {
                throw V4L2Device.error(errno, device: device.path, call: "mmap")
            }
            regions.append(UnsafeMutableRawBufferPointer(start: start, count: length))
        }
    }

    deinit {
        for region in regions {
            _ = v4l2_munmap(region.baseAddress, region.count)
        }
    }

    /// A zeroed `v4l2_buffer` describing mapped capture buffer `index`.
    static func buffer(index: UInt32) -> v4l2_buffer {
        var buffer = v4l2_buffer()
        buffer.index = index
        buffer.type = V4L2Device.captureType
        buffer.memory = V4L2_MEMORY_MMAP.rawValue
        return buffer
    }

    /// Hands buffer `index` back to the driver to be filled (VIDIOC_QBUF).
    func enqueue(_ index: UInt32) throws(CameraError) {
        var buffer = Self.buffer(index: index)
        try device.check("VIDIOC_QBUF") { CV4L2_ioctl_buffer($0, CV4L2_VIDIOC_QBUF(), &buffer) }
    }

    /// Takes a filled buffer from the driver (VIDIOC_DQBUF); nil when none is ready yet.
    func dequeue() throws(CameraError) -> v4l2_buffer? {
        var buffer = Self.buffer(index: 0)
        guard let code = device.attempt({ CV4L2_ioctl_buffer($0, CV4L2_VIDIOC_DQBUF(), &buffer) }) else {
            return buffer
        }
        if code == EAGAIN { return nil }
        throw V4L2Device.error(code, device: device.path, call: "VIDIOC_DQBUF")
    }
}

// The MappedBuffers handle belongs to one thread at a time: the compiler, not a comment, says so.
@available(*, unavailable)
extension MappedBuffers: Sendable {}
