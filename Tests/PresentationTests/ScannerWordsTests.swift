import Foundation
import Imaging
import Presentation
import Testing

@testable import Scanner

/// The words Presentation gives Scanner's errors and cameras, tested here so that Scanner's own
/// tests build without Presentation.
@Suite struct ScannerWordsTests {
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

    @Test func noDevicesAreListedAsSuch() {
        #expect(CameraDevice.listing([], directory: "/x/dev") == "No video devices in /x/dev.")
    }

    @Test func aNodeThatIsNotV4L2IsListedWithItsProblem() {
        let device = CameraDevice(queryingPath: "/dev/null")
        #expect(device.description.hasPrefix("/dev/null: cannot be queried\n    problem: /dev/null is not a camera"))
    }

    @Test func aCapturingDeviceListsItsSizesAndFormats() {
        let vga = FrameSize(width: 640, height: 480)
        let device = CameraDevice(
            path: "/dev/video0", card: "HD Webcam", driver: "uvcvideo", busInfo: "usb-1", canCapture: true,
            formats: [
                .init(
                    fourcc: "MJPG", description: "Motion-JPEG", isEmulated: false,
                    sizes: .discrete([vga, .defaultCapture])),
                .init(fourcc: "YUYV", description: "YUYV 4:2:2", isEmulated: false, sizes: .discrete([vga])),
                .init(fourcc: "YU12", description: "Planar YUV 4:2:0", isEmulated: true, sizes: .discrete([vga])),
            ],
            problem: nil)
        #expect(
            device.description == """
                /dev/video0: HD Webcam (uvcvideo, usb-1)
                    captures: yes
                    sizes: 1280x720 640x480
                    formats: MJPG, YUYV; converted by libv4l2: YU12
                """)
    }

    @Test func imageErrorsNameTheFileOrStandardInput() {
        #expect(ImageError.empty(path: "-").description.hasPrefix("standard input is empty (0 bytes): pipe a photo in"))
        #expect(ImageError.missing(path: "-x.jpg").description.hasPrefix("-x.jpg does not exist"))
        #expect(ImageError.unknownFormat(path: "/x/a.jpg", start: "\"GARBAGE\"").description.contains("/x/a.jpg"))
    }

    @Test func unknownSymbologyNameIsAClearError() {
        let message = DecoderError.unknownSymbology("ean14", known: ["ean13", "upca"]).description
        #expect(message == "unknown barcode symbology 'ean14': use one of ean13, upca")
    }
}
