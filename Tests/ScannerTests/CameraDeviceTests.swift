import Foundation
import Testing

@testable import Scanner

/// The camera paths that need no camera: missing nodes, nodes that are not V4L2, no nodes at all.
@Suite struct CameraDeviceTests {
    /// A fresh empty directory standing in for /dev.
    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("camera-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func openError(_ device: String?, directory: String = "/dev") -> CameraError? {
        do throws(CameraError) {
            _ = try V4L2Camera(device: device, deviceDirectory: directory)
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingDeviceIsReportedAsMissing() {
        #expect(openError("/nonexistent/video0") == .deviceMissing(path: "/nonexistent/video0"))
    }

    @Test func devNullIsNotACaptureDevice() {
        #expect(openError("/dev/null") == .notCaptureDevice(device: "/dev/null"))
    }

    @Test func aRegularFileIsNotACaptureDevice() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/video0"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("not a camera".utf8)))
        #expect(openError(file) == .notCaptureDevice(device: file))
    }

    @Test func noVideoNodesMeansNoCamera() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(openError(nil, directory: directory) == .noCamera(directory: directory))
        #expect(CameraDevice.all(in: directory).isEmpty)
    }

    @Test func videoNodesThatCannotCaptureMeanNoCaptureCamera() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/video0", withDestinationPath: "/dev/null")
        #expect(openError(nil, directory: directory) == .noCaptureCamera(checked: [directory + "/video0"]))
    }

    @Test func videoNodesAreListedInNumericOrder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["video10", "video2", "video1", "videoX", "video", "video+3", "vbi0", "media0"] {
            #expect(FileManager.default.createFile(atPath: "\(directory)/\(name)", contents: nil))
        }
        #expect(CameraDevice.videoNodes(in: directory) == ["video1", "video2", "video10"].map { "\(directory)/\($0)" })
    }

    @Test func aNodeThatIsNotV4L2IsListedWithItsProblem() {
        let device = CameraDevice(queryingPath: "/dev/null")
        #expect(device.problem == .notCaptureDevice(device: "/dev/null"))
        #expect(!device.canCapture)
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
        #expect(device.frameSizes == [.discrete([.defaultCapture, vga])])
    }
}
