import Glibc
import Testing

@testable import Scanner

@Suite struct CameraErrorTests {
    @Test func errnoBecomesTheErrorAPersonCanActOn() {
        func error(_ code: Int32) -> CameraError { V4L2Device.error(code, device: "/dev/video0", call: "open") }
        #expect(error(EACCES) == .permissionDenied(device: "/dev/video0"))
        #expect(error(EPERM) == .permissionDenied(device: "/dev/video0"))
        #expect(error(EBUSY) == .busy(device: "/dev/video0"))
        #expect(error(ENODEV) == .unplugged(device: "/dev/video0"))
        #expect(error(ENOENT) == .deviceMissing(path: "/dev/video0"))
        #expect(
            error(EIO) == .systemCall(device: "/dev/video0", call: "open", errno: EIO, message: "Input/output error"))
    }
}
