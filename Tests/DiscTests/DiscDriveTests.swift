import Foundation
import Testing

@testable import Disc

/// The drive paths that can be tried without a CD drive; the empty drive, the data disc and a drive
/// without permission run in the v4l2lab VM (scripts/disc-test.sh).
@Suite struct DiscDriveTests {
    func directory(with names: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("disc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in names { _ = FileManager.default.createFile(atPath: "\(path)/\(name)", contents: nil) }
        return path
    }

    @Test func theFirstDriveIsTheLowestNumberedSr() throws {
        let dev = try directory(with: ["sr10", "sr2", "sr1", "sda", "srx", "sr", "cdrom"])
        defer { try? FileManager.default.removeItem(atPath: dev) }
        #expect(try DiscDrive.first(in: dev).path == "\(dev)/sr1")
    }

    @Test func noSrDeviceIsNoDrive() throws {
        let dev = try directory(with: ["sda", "cdrom", "video0"])
        defer { try? FileManager.default.removeItem(atPath: dev) }
        #expect(throws: DiscError.noDrive(device: nil, detail: nil)) { try DiscDrive.first(in: dev) }
    }

    @Test func aMissingDeviceIsNoDriveAndKeepsLibdiscidsText() throws {
        let path = "/nonexistent-cdscan-test/sr0"
        do {
            _ = try DiscDrive(path: path).read()
            Issue.record("read a disc from \(path)")
        } catch {
            guard case .noDrive(path?, let detail?) = error else {
                Issue.record("not noDrive: \(error)")
                return
            }
            #expect(detail.contains(path))  // libdiscid: "cannot open device `...'"
        }
    }

    @Test(arguments: ["/dev/null", "file"])
    func somethingThatIsNotADriveIsSaidToBeNone(_ name: String) throws {
        let dev = try directory(with: ["file"])
        defer { try? FileManager.default.removeItem(atPath: dev) }
        let path = name == "file" ? "\(dev)/file" : name
        #expect(throws: DiscError.notADrive(device: path)) { try DiscDrive(path: path).read() }
    }

    @Test func ejectingSomethingThatIsNotADriveFails() throws {
        #expect(throws: DiscError.ejectFailed(device: "/dev/null", reason: DiscDrive.text(ENOTTY))) {
            try DiscDrive(path: "/dev/null").eject()
        }
    }

    @Test func openErrnosMeanWhatTheySay() {
        let path = "/dev/sr0"
        #expect(DriveDiagnosis.error(openErrno: ENOENT, path: path, detail: "t") == .noDrive(device: path, detail: "t"))
        #expect(
            DriveDiagnosis.error(openErrno: ENOMEDIUM, path: path, detail: nil)
                == .noDisc(device: path, trayOpen: false, detail: nil))
        guard case .permission(path, _, "t") = DriveDiagnosis.error(openErrno: EACCES, path: path, detail: "t") else {
            Issue.record("EACCES is not a permission error")
            return
        }
        #expect(
            DriveDiagnosis.error(openErrno: EIO, path: path, detail: nil)
                == .unreadable(device: path, detail: DiscDrive.text(EIO)))
    }
}
