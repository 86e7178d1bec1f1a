import Scanner
import Testing

@testable import CDScanCLI
@testable import Workflows

@Suite struct CameraErrorExitTests {
    @Test(arguments: [
        (CameraError.noCamera(directory: "/dev"), ExitCode.unavailable),
        (.noCaptureCamera(checked: ["/dev/video0"]), .unavailable),
        (.deviceMissing(path: "/dev/video4"), .unavailable),
        (.notCaptureDevice(device: "/dev/video1"), .unavailable),
        (.cannotStream(device: "/dev/video0"), .unavailable),
        (.noUsableFormat(device: "/dev/video0", offered: ["H264"]), .unavailable),
        (.stalled(device: "/dev/video0", timeout: .seconds(5)), .unavailable),
        (.unplugged(device: "/dev/video0"), .unavailable),
        (
            .systemCall(device: "/dev/video0", call: "VIDIOC_S_FMT", errno: 5, message: "Input/output error"),
            .unavailable
        ),
        (.permissionDenied(device: "/dev/video0"), .permission),
        (.busy(device: "/dev/video0"), .temporaryFailure),
    ])
    func everyCameraErrorHasItsStatus(_ error: CameraError, _ status: ExitCode) {
        #expect(ExitCode(error) == status)
    }

    @Test func busyAndPermissionMessagesSayWhatToDo() {
        #expect(
            CameraError.busy(device: "/dev/video0").description
                == "/dev/video0 is in use by another program (a video call, a browser tab, zbarcam): close it and try again."
        )
        #expect(CameraError.permissionDenied(device: "/dev/video0").description.contains("`video` group"))
        #expect(CameraError.noCamera(directory: "/dev").description.hasPrefix("no camera found: "))
    }
}
