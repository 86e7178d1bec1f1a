import Foundation
import TestSupport
import Testing

/// The man page and the shell completions as the binary prints them, tried with the tools
/// that read them: groff, and bash driving the completion function with COMP_WORDS.
@Suite struct GeneratedDocsEndToEndTests {
    /// Runs `script` in bash after sourcing the generated completion; returns its stdout.
    func bash(_ script: String, in directory: URL? = nil) throws -> String {
        let completion = try CDScanBinary.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", completion.stdout + "\n" + script]
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(errors.isEmpty)
        return String(decoding: data, as: UTF8.self)
    }

    /// What `_cdscan` offers for the command line `words`, the last being the word under the cursor.
    func complete(_ words: [String], in directory: URL? = nil) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let output = try bash(
            "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _cdscan; printf '%s\\n' \"${COMPREPLY[@]}\"",
            in: directory)
        return output.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndTheirValues() throws {
        #expect(try complete(["cdscan", "lo"]) == ["lookup"])
        #expect(try complete(["cdscan", "ex"]) == ["export"])
        #expect(try complete(["cdscan", "lookup", "--so"]) == ["--source"])
        #expect(try complete(["cdscan", "lookup", "--source", ""]) == ["auto", "dump", "discogs", "musicbrainz"])
        #expect(try complete(["cdscan", "catalog", "--format", "d"]) == ["discogs"])
        #expect(try complete(["cdscan", "scan", "--con"]) == ["--continuous"])
        #expect(try complete(["cdscan", "help", "ca"]) == ["catalog"])
        #expect(try complete(["cdscan", "--ver"]) == ["--version"])
        // Options of one command are not offered for another.
        #expect(try complete(["cdscan", "export", "--so"]).isEmpty)
    }

    /// Issue 29: `cdscan items <TAB>` offered nothing, and `items list --<TAB>` only the global options.
    @Test func bashCompletesTheActionsOfAGroupTheirOptionsAndValues() throws {
        #expect(
            try complete(["cdscan", "items", ""]) == ["list", "show", "edit", "pick", "remove", "refresh", "import"])
        #expect(try complete(["cdscan", "dump", ""]) == ["import", "status", "remove"])
        #expect(try complete(["cdscan", "items", "list", "--st"]) == ["--status"])
        #expect(try complete(["cdscan", "items", "list", "--status", "amb"]) == ["ambiguous"])
        #expect(try complete(["cdscan", "items", "edit", "--no"]) == ["--notes"])
        #expect(try complete(["cdscan", "dump", "import", "--da"]) == ["--date"])
        #expect(try complete(["cdscan", "--color", "never", "dump", "st"]) == ["status"])
    }

    /// Issue 29: the man page's `items` and `dump` sections listed no action and none of their options.
    @Test func theManPageHasEveryActionAndItsOptions() throws {
        let page = try CDScanBinary.run(["--generate-manpage"]).stdout
        for action in ["items list", "items edit", "dump import", "dump status"] {
            #expect(page.contains(".SS \"cdscan \(action)\""), "\(action)")
        }
        for option in ["status", "notes", "index", "date"] {
            #expect(page.contains("\\fB\\-\\-\(option)\\fR"), "--\(option)")
        }
        #expect(page.contains("pending|found|not_found"))
    }

    @Test func bashCompletesFileNamesWhereAFileIsExpected() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-complete-\(UUID())")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("scans"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("collection.csv"))
        #expect(try complete(["cdscan", "catalog", "-o", "col"], in: directory) == ["collection.csv"])
        #expect(try complete(["cdscan", "catalog", "--images", "s"], in: directory) == ["scans"])
        #expect(try complete(["cdscan", "scan", "--image", "sc"], in: directory) == ["scans"])
    }

    @Test func theManPageRendersWithoutAWarning() throws {
        let page = try CDScanBinary.run(["--generate-manpage"])
        #expect(page.status == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-\(UUID()).1")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(page.stdout.utf8).write(to: file)
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-man", "-ww", "-z", file.path]
        let err = Pipe()
        groff.standardError = err
        groff.standardOutput = err
        try groff.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        groff.waitUntilExit()
        #expect(groff.terminationStatus == 0)
        #expect(output == "")
        for option in ["json", "source", "any-prefix", "images", "max-age", "device", "quiet", "color"] {
            #expect(page.stdout.contains("\\-\\-" + option.replacingOccurrences(of: "-", with: "\\-")), "--\(option)")
        }
        #expect(page.stdout.contains(".SH EXIT STATUS") && page.stdout.contains(".B DISCOGS_TOKEN"))
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let run = try CDScanBinary.run(["--generate-completion-script", "tcsh"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
    }
}
