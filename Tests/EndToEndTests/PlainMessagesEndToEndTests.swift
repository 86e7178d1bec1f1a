import Foundation
import TestSupport
import Testing

/// Messages as a new user reads them (issue 29, point 10): advice that fits an installed
/// tool, one prefix and one case for every line on stderr, usage lines that say what is required.
@Suite struct PlainMessagesEndToEndTests {
    func run(_ arguments: [String], in directory: String, _ environment: [String: String] = [:]) throws
        -> CDScanBinary.Run
    {
        try CDScanBinary.run(
            arguments, environment: environment.merging(["XDG_DATA_HOME": directory]) { given, _ in given },
            directory: URL(fileURLWithPath: directory))
    }

    @Test func theMissingTokenAdviceNamesTheConfigFileNotADotEnvHere() throws {
        try withScratchDirectory { directory in
            let run = try self.run(["lookup", "--source", "discogs", "029667431224"], in: directory)
            #expect(run.status == 78)
            #expect(
                run.stderr.contains(
                    "DISCOGS_TOKEN=... in the config file $XDG_CONFIG_HOME/cdscan/config (default ~/.config/cdscan/config;"
                ))
            #expect(!run.stderr.contains(".env"))
        }
    }

    @Test func invalidListLinesCarryThePrefixAsEveryOtherError() throws {
        try withScratchDirectory { directory in
            try "0029667431225\tbought 2019\n".write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let run = try self.run(["catalog", "list.txt", "-o", "out.csv", "--no-progress"], in: directory)
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("cdscan: error: list.txt:1: \"0029667431225\" is not a valid barcode: "))
        }
    }

    /// Every line of stderr from invalid lines on standard input (`lookup -`, `catalog -`) carries the prefix.
    @Test func invalidLinesOnStandardInputCarryThePrefixToo() throws {
        try withScratchDirectory { directory in
            let input = "0029667431225\tbought 2019\n12345\n"
            for command in [["lookup", "-"], ["catalog", "-", "--no-progress", "-o", "out.csv"]] {
                let run = try CDScanBinary.run(
                    command, environment: ["XDG_DATA_HOME": directory, "NO_COLOR": "1"],
                    directory: URL(fileURLWithPath: directory), stdin: input)
                #expect(run.status == 65, "\(command): \(run.stderr)")
                let lines = run.stderr.split(separator: "\n")
                #expect(lines.count >= 2, "\(command): \(run.stderr)")
                #expect(lines.allSatisfy { $0.hasPrefix("cdscan: ") }, "\(command): \(run.stderr)")
                #expect(
                    lines.filter { $0.hasPrefix("cdscan: error: ") && $0.contains("is not a valid barcode") }.count == 2
                )
            }
        }
    }

    @Test func messagesStartInLowerCase() throws {
        try withScratchDirectory { directory in
            // Without a camera (as on the test machines): "cdscan: error: no camera found: ...".
            let devices = try self.run(["devices"], in: directory)
            #expect(devices.status == 0 || devices.stderr.hasPrefix("cdscan: error: no camera found: "))
            try "029667431224\n".write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let rig = try ServiceRig(token: "messages-token")
            let catalog = try self.run(
                ["catalog", "list.txt", "--no-progress", "-o", "out.csv"], in: directory, rig.environment())
            #expect(catalog.status == 0, "\(catalog.stderr)")
            let gallery = try self.run(["export", "--format", "html", "-o", "gallery", "--no-covers"], in: directory)
            #expect(gallery.status == 0, "\(gallery.stderr)")
            #expect(gallery.stderr.hasPrefix("cdscan: wrote 1 release and 0 unresolved items to "))
        }
    }

    @Test func usageLinesShowRequiredArgumentsAsRequired() throws {
        let cases = [
            (["items", "edit"], "<item> ..."), (["backup"], "<file>"), (["restore"], "<file>"),
            (["items", "import"], "<file>"), (["items", "pick"], "<item> <n>"), (["dump", "import"], "<file>"),
        ]
        for (command, arguments) in cases {
            let help = try CDScanBinary.run(command + ["--help"])
            #expect(help.status == 0)
            let usage = help.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE:") } ?? ""
            #expect(usage.hasSuffix(" " + arguments), "\(command): \(usage)")
            #expect(!usage.contains("[<"), "\(command): \(usage)")
        }
    }

    @Test func theExampleSettingsAndTheManPageDocumentTheSameVariables() throws {
        let man = try CDScanBinary.run(["--generate-manpage"])
        let example = try String(
            contentsOf: CDScanBinary.packageRoot.appendingPathComponent(".env.example"), encoding: .utf8)
        for name in ["CDSCAN_COVER_RATE", "COVERART_URL", "CDSCAN_FORMAT", "CDSCAN_SOURCE"] {
            #expect(man.stdout.contains(name))
            #expect(example.contains(name + "="), "\(name)")
        }
        #expect(example.contains("discogs-dump"))
    }
}
