import Foundation
import TestSupport
import Testing

/// Runs that are complete say so with their exit status (issue 29, point 8): a folder linking
/// back is a warning, and `devices --json` answers with its array.
@Suite struct QuietSuccessEndToEndTests {
    static let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/photos/easy.jpg")

    /// A folder holding one photo of 029667431224 and, in a subfolder, a link back to itself.
    func makeLoopedFolder(in directory: String) throws {
        let photos = directory + "/photos"
        try FileManager.default.createDirectory(atPath: photos + "/sub", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.photo.path, toPath: photos + "/easy.jpg")
        try FileManager.default.createSymbolicLink(atPath: photos + "/sub/up", withDestinationPath: "..")
    }

    @Test func aSymlinkLoopInAPhotoFolderIsAWarningForAnOtherwiseCompleteScan() throws {
        try withScratchDirectory { directory in
            try makeLoopedFolder(in: directory)
            let run = try CDScanBinary.run(
                ["scan", "--image", "--no-lookup", "photos"], directory: URL(fileURLWithPath: directory))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "photos/easy.jpg: 029667431224 (UPC-A)\n")
            #expect(
                run.stderr
                    == "cdscan: warning: photos/sub/up links back to a folder it is in: skipped, so the search ends.\n")
        }
    }

    @Test func aSymlinkLoopUnderCatalogImagesIsAWarningToo() throws {
        let rig = try ServiceRig(token: "loop-token")
        try withScratchDirectory { directory in
            try makeLoopedFolder(in: directory)
            let run = try CDScanBinary.run(
                ["catalog", "--db", "catalog.sqlite", "--images", "photos", "-o", "out.csv", "--no-progress"],
                environment: rig.environment(), directory: URL(fileURLWithPath: directory))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("cdscan: warning: "))
            #expect(run.stderr.contains("links back to a folder it is in"))
            let csv = try String(contentsOfFile: directory + "/out.csv", encoding: .utf8)
            #expect(csv.split(separator: "\r\n").count == 2)
        }
    }

    @Test func devicesJSONPrintsTheArrayAndExitsZero() throws {
        let run = try CDScanBinary.run(["devices", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let devices = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        if !devices.contains(where: { $0["can_capture"] as? Bool == true }) {
            #expect(run.stderr.hasPrefix("cdscan: warning: "))
        }
    }
}
