import Glibc
import Presentation
import Testing

@testable import Scanner

@Suite struct CameraErrorTests {
    @Test(arguments: [
        (CameraError.noCamera(directory: "/dev"), "no camera found: there is no video device in /dev"),
        (
            .noCaptureCamera(checked: ["/dev/video0", "/dev/video1"]),
            "none of the video devices can capture (/dev/video0, /dev/video1)"
        ),
        (.deviceMissing(path: "/dev/video7"), "/dev/video7 does not exist: run `cdscan devices`"),
        (.busy(device: "/dev/video0"), "/dev/video0 is in use by another program"),
        (
            .permissionDenied(device: "/dev/video0"),
            "Cannot open /dev/video0: permission denied. Add yourself to the `video` group: "
                + "sudo usermod -aG video $USER, then log in again."
        ),
        (.notCaptureDevice(device: "/dev/null"), "/dev/null is not a camera that captures video"),
        (.cannotStream(device: "/dev/video0"), "does not support streaming"),
        (.noUsableFormat(device: "/dev/video0", offered: ["MJPG", "H264"]), "it offers MJPG, H264."),
        (.stalled(device: "/dev/video0", timeout: .seconds(5)), "/dev/video0 sent no frame for 5 s"),
        (.stalled(device: "/dev/video0", timeout: .milliseconds(2500)), "no frame for 2.5 s"),
        (.unplugged(device: "/dev/video0"), "/dev/video0 went away: the camera was unplugged"),
        (
            .systemCall(device: "/dev/video0", call: "VIDIOC_S_FMT", errno: 22, message: "Invalid argument"),
            "VIDIOC_S_FMT on /dev/video0 failed: Invalid argument."
        ),
    ])
    func messagesNameTheDeviceAndGiveAdvice(error: CameraError, expected: String) {
        #expect(error.description.contains(expected))
    }

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
