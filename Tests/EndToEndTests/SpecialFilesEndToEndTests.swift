import Barcode
import Catalog
import Foundation
import Glibc
import TestSupport
import Testing

/// FIFOs and devices where cdscan expects a photo, an output or a file of its own (issue 41,
/// points 12 and 19): skipped while walking a folder, refused with one line when named, never
/// waited on in `open()` nor read without end. Each run is the built binary in the
/// background, killed after its deadline: a run that hangs fails the test rather than the suite.
@Suite struct SpecialFilesEndToEndTests {
    static let photo = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/photos/easy.jpg").path

    /// Runs cdscan in `directory` and waits up to 30 s for it to end by itself.
    func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws
        -> CDScanBinary.Run
    {
        var environment = environment
        environment["HOME"] = directory
        environment["XDG_DATA_HOME"] = environment["XDG_DATA_HOME"] ?? directory + "/data"
        environment["XDG_CONFIG_HOME"] = directory + "/config"
        environment["NO_COLOR"] = "1"
        let running = try RunningCDScan(arguments, environment: environment, directory: URL(fileURLWithPath: directory))
        return running.stop(with: nil, within: 30)
    }

    @Test func aFIFOOrDeviceNamedLikeAPhotoInAFolderIsSkipped() throws {
        try withScratchDirectory { directory in
            #expect(mkdir(directory + "/photos", 0o700) == 0)
            try FileManager.default.copyItem(atPath: Self.photo, toPath: directory + "/photos/IMG_1.jpg")
            #expect(mkfifo(directory + "/photos/IMG_2.jpg", 0o600) == 0)
            if getuid() == 0 {  // only root may make a device node
                #expect(mknod(directory + "/photos/IMG_3.jpg", S_IFCHR | 0o600, dev_t((1 << 8) | 5)) == 0)
            }
            let scan = try run(["scan", "--image", "--no-lookup", "photos"], in: directory)
            #expect(scan.status == 0, "\(scan.stderr)")
            #expect(scan.stdout == "photos/IMG_1.jpg: 029667431224 (UPC-A)\n")
            let catalog = try run(
                [
                    "catalog", "--images", "photos", "--db", "c.sqlite", "-o", "out.csv", "--no-progress", "--source",
                    "discogs",
                ],
                in: directory, environment: ["DISCOGS_API_URL": CDScanBinary.nowhere, "DISCOGS_TOKEN": "t0ken"])
            #expect(catalog.status != 137 && catalog.status != 9, "it ended by itself: \(catalog.stderr)")
            #expect(!catalog.stderr.contains("IMG_2") && !catalog.stderr.contains("IMG_3"), "\(catalog.stderr)")
        }
    }

    @Test func aFIFOOrDeviceNamedAsAPhotoIsRefusedInOneLine() throws {
        try withScratchDirectory { directory in
            #expect(mkfifo(directory + "/IMG_2.jpg", 0o600) == 0)
            let fifo = try run(["scan", "--image", "--no-lookup", "IMG_2.jpg"], in: directory)
            #expect(fifo.status == 66, "\(fifo.stderr)")
            #expect(
                fifo.stderr.contains("IMG_2.jpg")
                    && fifo.stderr.contains("it is a FIFO (named pipe), not an image file"))
            let device = try run(["scan", "--image", "--no-lookup", "/dev/zero"], in: directory)
            #expect(device.status == 66, "\(device.stderr)")
            #expect(device.stderr.contains("it is a character device, not an image file"), "\(device.stderr)")
        }
    }

    @Test func anOutputFIFONoOneReadsIsRefused() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument")
            #expect(mkfifo(directory + "/pipe", 0o600) == 0)
            let export = try run(["export", "--db", "catalog.sqlite", "-o", "pipe"], in: directory)
            #expect(export.status == 73, "\(export.stderr)")
            #expect(export.stderr.contains("it is a FIFO (named pipe) that no process reads"), "\(export.stderr)")
        }
    }

    @Test func aGalleryPageThatIsAFIFOIsNotWaitedOn() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument")
            let first = try run(["export", "--db", "catalog.sqlite", "--format", "html", "-o", "site"], in: directory)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(unlink(directory + "/site/index.html") == 0)
            #expect(mkfifo(directory + "/site/index.html", 0o600) == 0)
            let again = try run(["export", "--db", "catalog.sqlite", "--format", "html", "-o", "site"], in: directory)
            #expect(again.status != 137 && again.status != 9, "it ended by itself: \(again.stderr)")
        }
    }

    @Test func aPhoneIdentityThatIsAFIFOIsRefused() throws {
        try withScratchDirectory { directory in
            #expect(mkdir(directory + "/data", 0o700) == 0)
            #expect(mkdir(directory + "/data/cdscan", 0o700) == 0)
            #expect(mkfifo(directory + "/data/cdscan/phone-tls.pem", 0o600) == 0)
            let phone = try run(["scan", "--phone", "--no-lookup", "--listen", "127.0.0.1:0"], in: directory)
            #expect(phone.status != 137 && phone.status != 9 && phone.status != 0, "\(phone.stderr)")
            #expect(phone.stderr.contains("phone-tls.pem"), "\(phone.stderr)")
            #expect(phone.stderr.contains("FIFO"), "\(phone.stderr)")
        }
    }

    /// A run stuck where no signal gets it out by itself (`dump import` of a FIFO no one writes
    /// waits in `open()`, which the handlers restart): the first Ctrl-C is heard, the second
    /// ends the process within a second, with 130.
    @Test func aSecondSignalEndsARunStuckInOpen() throws {
        try withScratchDirectory { directory in
            #expect(mkfifo(directory + "/releases.xml", 0o600) == 0)
            var environment = ["HOME": directory, "XDG_DATA_HOME": directory + "/data", "NO_COLOR": "1"]
            environment["XDG_CONFIG_HOME"] = directory + "/config"
            let running = try RunningCDScan(
                ["dump", "import", "releases.xml", "--date", "2024-01-01", "--index", "index.sqlite"],
                environment: environment, directory: URL(fileURLWithPath: directory))
            for _ in 0..<500 where !Self.waitsInOpen(running.processIdentifier) { usleep(20_000) }
            #expect(Self.waitsInOpen(running.processIdentifier))
            kill(running.processIdentifier, SIGINT)
            usleep(200_000)
            let run = running.stop(with: SIGINT, within: 10)
            #expect(run.status == 130, "ended by the second Ctrl-C, not killed: \(run.stderr)")
        }
    }

    /// Whether the process waits in open() for a FIFO's writer (the kernel's wait_for_partner).
    /// /proc names the wait (wchan) only to root, cdscan being undumpable; an ordinary user sees
    /// only that it sleeps and spends no CPU between two looks, which nothing else in
    /// `dump import` does before the file is open.
    static func waitsInOpen(_ pid: pid_t) -> Bool {
        if geteuid() == 0 {
            return (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) == "wait_for_partner"
        }
        guard let before = sleepingCPUTime(pid) else { return false }
        usleep(50_000)
        return sleepingCPUTime(pid) == before
    }

    /// The user and system CPU time of a sleeping process (state S in /proc/PID/stat), else nil.
    static func sleepingCPUTime(_ pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let name = stat.lastIndex(of: ")")
        else { return nil }
        // proc(5): after the name come the state (field 3) and, at fields 14 and 15, utime and stime.
        let fields = stat[stat.index(after: name)...].split(separator: " ")
        guard fields.count > 12, fields[0] == "S" else { return nil }
        return Array(fields[11...12])
    }
}
