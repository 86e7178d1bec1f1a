import Foundation
import TestSupport
import Testing

/// The VM tests run on any machine (issue 41, point 1): `scripts/camera-test.sh` and
/// `scripts/disc-test.sh` find the v4l2lab beside the checkout (`../shared`), never at a fixed
/// path, and a checkout without it skips them with one line and status 0 instead of failing the
/// suite. Each script is run from a copy of the checkout's `scripts` folder in a scratch folder
/// that has no `shared` beside it, as on a user's machine.
@Suite struct LabScriptsTests {
    /// Runs `bash script` with PATH only (no V4L2LAB_RUN) and returns its status and stderr.
    func runScript(_ script: String, environment: [String: String] = [:]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script]
        var env = environment
        env["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A checkout of `script` and the lab finder it sources at `directory/checkout`, with nothing beside it.
    func checkoutWithoutLab(in directory: String, script: String) throws -> String {
        let scripts = directory + "/checkout/scripts"
        try FileManager.default.createDirectory(atPath: scripts, withIntermediateDirectories: true)
        for file in [script, "vm-lab.sh"] {
            let original = PackageRoot.url.appendingPathComponent("scripts/" + file).path
            try FileManager.default.copyItem(atPath: original, toPath: scripts + "/" + file)
        }
        return scripts + "/" + script
    }

    @Test(arguments: [("camera-test.sh", "camera-test"), ("disc-test.sh", "disc-test")])
    func withoutTheLabBesideTheCheckoutTheScriptSkipsWithOneLine(script: String, name: String) throws {
        try withScratchDirectory { directory in
            let copy = try checkoutWithoutLab(in: directory, script: script)
            let run = try runScript(copy)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines == ["\(name): SKIPPED: no VM lab beside the checkout (../shared/v4l2lab/run-in-vm.sh)"])
        }
    }

    @Test(arguments: [("camera-test.sh", "camera-test"), ("disc-test.sh", "disc-test")])
    func aLabNamedByV4L2LABRUNThatIsMissingFails(script: String, name: String) throws {
        try withScratchDirectory { directory in
            let copy = try checkoutWithoutLab(in: directory, script: script)
            let run = try runScript(copy, environment: ["V4L2LAB_RUN": directory + "/nowhere/run-in-vm.sh"])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("\(name): FAIL: V4L2LAB_RUN names \(directory)/nowhere/run-in-vm.sh"))
        }
    }
}
