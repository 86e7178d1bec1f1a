import TestSupport
import Testing

@testable import CDScanCLI
@testable import Scanner
@testable import Workflows

@Suite struct DevicesCommandTests {
    static let webcam = CameraDevice(
        path: "/dev/video0", card: "HD Pro Webcam C920", driver: "uvcvideo", busInfo: "usb-0000:00:14.0-1",
        canCapture: true,
        formats: [
            .init(
                fourcc: "YUYV", description: "YUYV 4:2:2", isEmulated: false,
                sizes: .discrete([FrameSize(width: 640, height: 480), FrameSize(width: 1280, height: 720)])),
            .init(
                fourcc: "MJPG", description: "Motion-JPEG", isEmulated: false,
                sizes: .discrete([FrameSize(width: 1920, height: 1080)])),
            .init(fourcc: "YU12", description: "Planar YUV 4:2:0", isEmulated: true, sizes: nil),
        ], problem: nil)
    static let metadata = CameraDevice(
        path: "/dev/video1", card: "HD Pro Webcam C920", driver: "uvcvideo", busInfo: "usb-0000:00:14.0-1",
        canCapture: false, formats: [], problem: nil)
    static let locked = CameraDevice(
        path: "/dev/video2", card: "", driver: "", busInfo: "", canCapture: false, formats: [],
        problem: .permissionDenied(device: "/dev/video2"))

    @Test func jsonIsOneArrayWithEveryKey() {
        let captured = CapturedConsole()
        let status = DevicesRun.report(
            [Self.webcam, Self.metadata], directory: "/dev", json: true, console: captured.console)
        #expect(status == .success)
        #expect(
            captured.out == """
                [{"bus":"usb-0000:00:14.0-1","can_capture":true,"card":"HD Pro Webcam C920","driver":"uvcvideo",\
                "formats":["YUYV","MJPG"],"path":"/dev/video0","problem":null,\
                "sizes":["1920x1080","1280x720","640x480"]},\
                {"bus":"usb-0000:00:14.0-1","can_capture":false,"card":"HD Pro Webcam C920","driver":"uvcvideo",\
                "formats":[],"path":"/dev/video1","problem":null,"sizes":[]}]

                """)
        #expect(captured.err.isEmpty)
    }

    @Test func plainListingIsTheDeviceBlocks() {
        let captured = CapturedConsole()
        #expect(
            DevicesRun.report([Self.webcam], directory: "/dev", json: false, console: captured.console) == .success)
        #expect(
            captured.out.hasPrefix(
                "/dev/video0: HD Pro Webcam C920 (uvcvideo, usb-0000:00:14.0-1)\n    captures: yes\n"))
    }

    @Test func noDeviceAtAllIsUnavailable() {
        let captured = CapturedConsole()
        #expect(DevicesRun.report([], directory: "/dev", json: false, console: captured.console) == .unavailable)
        #expect(captured.out.isEmpty)
        #expect(captured.err.hasPrefix("cdscan: error: no camera found: there is no video device in /dev"))
    }

    @Test func jsonWithoutAnyDeviceIsAnEmptyArray() {
        let captured = CapturedConsole()
        #expect(DevicesRun.report([], directory: "/dev", json: true, console: captured.console) == .success)
        #expect(captured.out == "[]\n")
        #expect(captured.err.hasPrefix("cdscan: warning: no camera found: there is no video device in /dev"))
    }

    @Test func devicesThatCannotCaptureAreNoCamera() {
        let captured = CapturedConsole()
        #expect(
            DevicesRun.report([Self.metadata], directory: "/dev", json: false, console: captured.console)
                == .unavailable)
        #expect(captured.out.hasPrefix("/dev/video1: "))
        #expect(
            captured.err.hasPrefix(
                "cdscan: error: no camera found: none of the video devices can capture (/dev/video1)."))
    }

    @Test func aDeviceThisUserMayNotOpenGivesThePermissionAdvice() {
        let captured = CapturedConsole()
        #expect(
            DevicesRun.report(
                [Self.metadata, Self.locked], directory: "/dev", json: false, console: captured.console)
                == .permission)
        #expect(captured.err.contains("sudo usermod -aG video $USER"))
    }

    @Test func jsonSaysWhyNoneCanCaptureAsAWarningAndSucceeds() {
        let captured = CapturedConsole()
        #expect(
            DevicesRun.report(
                [Self.metadata, Self.locked], directory: "/dev", json: true, console: captured.console)
                == .success)
        #expect(captured.out.contains("\"problem\":\"Cannot open /dev/video2: permission denied."))
        #expect(captured.err.hasPrefix("cdscan: warning: "))
        #expect(captured.err.contains("sudo usermod -aG video $USER"))
    }
}
