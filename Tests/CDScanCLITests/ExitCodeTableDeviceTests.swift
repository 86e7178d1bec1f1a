import CommandLineKit
import Disc
import Foundation
import Scanner
import Terminal
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// The causes in the README's "Exit codes" table that need a camera or a CD drive, each
/// produced by the command itself run in-process with a scripted camera or a drive that fails
/// as the hardware does (the rest: `ExitCodeTableTests`, the built binary). Named by row.
@Suite struct ExitCodeTableDeviceTests {
    typealias F = CameraFixtures

    /// `cdscan disc ARGUMENTS` in-process, the drive answering with `failure`.
    func disc(_ failure: DiscError, _ arguments: [String] = ["/dev/sr7"]) throws -> (ExitCode, String) {
        let captured = CapturedConsole()
        let context = CommandContext(
            console: captured.console, environment: ["MUSICBRAINZ_API_URL": CDScanBinary.nowhere],
            directory: F.emptyDirectory(), time: ManualClock())
        guard
            case .run(let options, let positionals) = try OptionParser.parse(
                arguments, spec: DiscCommand.spec, defaults: .init())
        else { throw UsageErrorForTests("help asked for") }
        let status = CDScan.running(captured.console) {
            try DiscCommand.run(options, arguments: positionals, context: context) { drive throws(DiscError) in
                #expect(drive.path == "/dev/sr7")
                throw failure
            }
        }
        return (status, captured.err)
    }

    /// `cdscan scan ARGUMENTS` from a camera that fails to open with `error`.
    func cameraThatFailsToOpen(_ error: CameraError) -> ExitCode {
        let script = CameraScript([])
        return F.scan(["--no-lookup"], script: script, camera: F.camera(script, openError: error))
    }

    @Test("1: no disc was read before --timeout")
    func exit1() {
        let script = CameraScript(Array(repeating: .frame([]), count: 40))
        #expect(F.scan(["--no-lookup", "--timeout", "2"], script: script) == .notFound)
    }

    @Test("65: a data disc in the drive")
    func exit65() throws {
        let (status, err) = try disc(.dataDisc(device: "/dev/sr7", detail: nil))
        #expect(status == .dataError)
        #expect(err.hasPrefix("cdscan: error: the disc in /dev/sr7 is a data disc"))
    }

    @Test("66: no disc in the drive (or its tray open)", arguments: [false, true])
    func exit66(trayOpen: Bool) throws {
        let (status, err) = try disc(.noDisc(device: "/dev/sr7", trayOpen: trayOpen, detail: nil))
        #expect(status == .noInput)
        #expect(err.hasPrefix("cdscan: error: "))
    }

    @Test("69: no camera, a camera that stalled or was unplugged")
    func exit69() {
        #expect(cameraThatFailsToOpen(.noCamera(directory: "/dev")) == .unavailable)
        #expect(cameraThatFailsToOpen(.noCaptureCamera(checked: ["/dev/video0"])) == .unavailable)
        let stalls = CameraScript([.frame([])])
        #expect(F.scan(["--no-lookup"], script: stalls) == .unavailable)
        let unplugged = CameraScript([.frame([]), .fail(.unplugged(device: "/dev/video7"))])
        #expect(F.scan(["--no-lookup"], script: unplugged) == .unavailable)
    }

    @Test("70: internal error: an error no table knows ends with 70 and says what it was")
    func exit70() {
        struct Unforeseen: Error, CustomStringConvertible {
            var description: String { "a state cdscan never leaves" }
        }
        let captured = CapturedConsole()
        #expect(CDScan.running(captured.console) { throw Unforeseen() } == .software)
        #expect(
            captured.err
                == "cdscan: error: internal error (please report it): Unforeseen: a state cdscan never leaves.\n")
    }

    @Test("74: the table of contents of an audio disc could not be read")
    func exit74() throws {
        let (status, err) = try disc(.unreadable(device: "/dev/sr7", detail: "Input/output error"))
        #expect(status == .ioError)
        #expect(err.hasPrefix("cdscan: error: cannot read the table of contents"))
    }

    @Test("75: the camera busy, the CD drive not ready yet")
    func exit75() throws {
        #expect(cameraThatFailsToOpen(.busy(device: "/dev/video7")) == .temporaryFailure)
        #expect(try disc(.notReady(device: "/dev/sr7")).0 == .temporaryFailure)
    }

    @Test("77: no access to the camera or the CD drive")
    func exit77() throws {
        #expect(cameraThatFailsToOpen(.permissionDenied(device: "/dev/video7")) == .permission)
        let (status, err) = try disc(.permission(device: "/dev/sr7", group: "cdrom", detail: nil))
        #expect(status == .permission)
        #expect(err.contains("cdrom"))
    }

    @Test("130: Ctrl-C at the camera before any disc was read")
    func exit130() {
        let script = CameraScript([.frame([]), .interrupt])
        #expect(F.scan(["--no-lookup"], script: script) == .interrupted)
    }
}

/// The README's table, the man page's EXIT STATUS and the statuses cdscan has are one list.
@Suite struct ExitCodeTableAgreementTests {
    /// The codes of the README's "Exit codes" table, in order (66 has two rows).
    static func readmeCodes() throws -> [Int32] {
        let readme = try String(
            contentsOf: CDScanBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Exit codes\n").dropFirst().first)
        return section.split(separator: "\n").prefix { !$0.hasPrefix("## ") }
            .compactMap { line in
                line.hasPrefix("| ") ? Int32(line.dropFirst(2).prefix { $0 != " " }) : nil
            }
    }

    @Test func theReadmeTableListsEveryStatusCdscanHasAndNoOther() throws {
        let codes = try Self.readmeCodes()
        #expect(Set(codes) == Set(ExitCode.allCases.map(\.rawValue)))
        #expect(codes == codes.sorted(), "in order")
    }

    @Test func theManPageDocumentsEveryStatus() {
        #expect(ExitCode.documented.map(\.0) == ExitCode.allCases)
    }
}
