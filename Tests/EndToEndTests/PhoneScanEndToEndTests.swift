import Foundation
import TestSupport
import Testing

/// `cdscan scan --phone` refusing to start, as a person sees it: the message and the status.
@Suite struct PhoneScanEndToEndTests {
    func scan(_ arguments: [String], data: String) throws -> CDScanBinary.Run {
        try CDScanBinary.run(["scan", "--phone", "--no-lookup"] + arguments, environment: ["XDG_DATA_HOME": data])
    }

    @Test func anAddressThatIsNotTheMachinesIsUnavailable() throws {
        try withScratchDirectory { folder in
            let run = try scan(["--listen", "203.0.113.9:0"], data: folder)
            #expect(run.status == 69)
            #expect(run.stderr.contains("cannot serve the phone page on 203.0.113.9:0"))
            #expect(run.stdout.isEmpty)
        }
    }

    @Test(arguments: ["localhost:8443", "192.168.1.20", "1.2.3.4:99999"])
    func aListenValueThatIsNoAddressAndPortIsAUsageError(_ value: String) throws {
        try withScratchDirectory { folder in
            let run = try scan(["--listen", value], data: folder)
            #expect(run.status == 64)
            #expect(run.stderr.contains("'--listen' needs ADDRESS:PORT"))
        }
    }

    @Test(arguments: [["--device", "/dev/video0"], ["--size", "640x480"], ["--image", "x.jpg"]])
    func webcamAndPhotoOptionsWithPhoneAreUsageErrors(_ options: [String]) throws {
        try withScratchDirectory { folder in
            let run = try scan(options, data: folder)
            #expect(run.status == 64)
            #expect(run.stderr.contains("with --phone") || run.stderr.contains("'--phone' reads a phone's camera"))
        }
    }

    @Test func listenWithoutPhoneIsAUsageError() throws {
        let run = try CDScanBinary.run(["scan", "--listen", "127.0.0.1:0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'--listen' is for --phone"))
    }

    @Test func aCertificateFileThatIsALinkIsRefusedAndLeftAlone() throws {
        try withScratchDirectory { folder in
            try FileManager.default.createDirectory(atPath: folder + "/cdscan", withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/target"))
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/cdscan/phone-tls.pem", withDestinationPath: folder + "/target")
            let run = try scan(["--listen", "127.0.0.1:0"], data: folder)
            #expect(run.status == 73)
            #expect(run.stderr.contains("phone-tls.pem: it is a symbolic link"))
            let kept = try String(contentsOfFile: folder + "/target", encoding: .utf8)
            #expect(kept == "mine")
        }
    }

    /// The pairing key in the listening line's URL.
    static func key(in run: CDScanBinary.Run) throws -> String {
        let first = try #require(run.stdout.split(separator: "\n").first, "stderr: \(run.stderr)")
        let line = try #require(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: String])
        return try #require(line["url"]?.components(separatedBy: "key=").last)
    }

    @Test func aKeyFileKeepsOnePairingKeyAcrossStartsAndIsMadePrivate() throws {
        try withScratchDirectory { folder in
            let file = folder + "/pairing.key"
            let arguments = ["--listen", "127.0.0.1:0", "--json", "--timeout", "0.5", "--key-file", file]
            let first = try scan(arguments, data: folder)
            let second = try scan(arguments, data: folder)
            let key = try Self.key(in: first)
            #expect(key.count == 32)
            #expect(try Self.key(in: second) == key)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == key + "\n")
            let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            let without = try scan(["--listen", "127.0.0.1:0", "--json", "--timeout", "0.5"], data: folder)
            #expect(try Self.key(in: without) != key)
        }
    }

    @Test(arguments: [
        ("link", 66, "it is a symbolic link"), ("open", 77, "others may use it (mode 644)"),
        ("garbage", 65, "it does not hold a pairing key"), ("folder", 66, "it is a folder"),
    ])
    func aKeyFileThatCannotBeTrustedIsRefusedAndLeftAlone(_ kind: String, _ status: Int32, _ reason: String) throws {
        try withScratchDirectory { folder in
            let file = folder + "/pairing.key"
            let text = kind == "garbage" ? "not a key\n" : "0123456789abcdef0123456789abcdef\n"
            let target = folder + "/target"
            try Data(text.utf8).write(to: URL(fileURLWithPath: kind == "link" ? target : file))
            switch kind {
            case "link": try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: target)
            case "open": chmod(file, 0o644)
            case "folder":
                try FileManager.default.removeItem(atPath: file)
                try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
            default: chmod(file, 0o600)
            }
            let run = try scan(["--listen", "127.0.0.1:0", "--json", "--key-file", file], data: folder)
            #expect(run.status == status)
            #expect(run.stderr.hasPrefix("cdscan: error: cannot use the pairing key file \(file): \(reason)"))
            #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
            #expect(run.stdout.isEmpty)
            if kind != "folder" {
                #expect(try String(contentsOfFile: kind == "link" ? target : file, encoding: .utf8) == text)
            }
        }
    }

    @Test func keyFileWithoutPhoneIsAUsageError() throws {
        let run = try CDScanBinary.run(["scan", "--key-file", "k"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'--key-file' is for --phone"))
    }

    @Test func noCoversWithoutPhoneIsAUsageError() throws {
        let run = try CDScanBinary.run(["scan", "--image", "--no-covers", "x.jpg"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'--no-covers' is for --phone"))
    }

    /// The phone's libraries are opened with dlopen by `scan --phone` alone: the binary does not
    /// need them, so no other command loads GnuTLS and the dozen libraries it brings.
    @Test func theBinaryDoesNotLoadThePhoneLibrariesAtStart() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [try CDScanBinary.path()]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(libraries.contains("libc.so"), "\(libraries)")
        for library in ["libgnutls", "libmicrohttpd", "libqrencode", "libcurl"] {
            #expect(!libraries.contains(library), "\(library) is linked: \(libraries)")
        }
    }
}
