import Foundation
import TestSupport
import Testing

/// The zsh and fish completions as the binary prints them, read by the real shells, which
/// scripts/install-deps.sh installs for the tests (a missing shell fails here, never skips).
@Suite struct ShellCompletionTests {
    struct Shell {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the shell at `path` with `arguments`; fails the test (with how to fix it) when it is missing.
    func shell(_ path: String, _ arguments: [String], in directory: URL? = nil) throws -> Shell {
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "\(path) is missing: scripts/install-deps.sh installs it for these tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory?.path ?? NSTemporaryDirectory()]
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.isSet { usleep(1000) }
        return Shell(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
            stderr: String(decoding: errData.value, as: UTF8.self))
    }

    /// The completion script for `name`, written where the shell looks for it, in a fresh folder.
    func script(_ name: String, as file: String, in directory: URL) throws -> String {
        let generated = try CDScanBinary.run(["--generate-completion-script", name])
        #expect(generated.status == 0)
        #expect(generated.stderr.isEmpty)
        let path = directory.appendingPathComponent(file).path
        try generated.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func zshParsesTheScriptAndCompinitRegistersItForCdscan() throws {
        try withTemporaryDirectory { directory in
            // As installed: a file named _cdscan in a folder of $fpath.
            let path = try script("zsh", as: "_cdscan", in: directory)
            let syntax = try shell("/usr/bin/zsh", ["-n", path])
            #expect(syntax.status == 0)
            #expect(syntax.stderr.isEmpty)
            let registered = try shell(
                "/usr/bin/zsh",
                [
                    "-fc",
                    "fpath=(\(directory.path) $fpath); autoload -U compinit; compinit -u -d \(directory.path)/zcompdump; "
                        + "print -r -- ${_comps[cdscan]}",
                ], in: directory)
            #expect(registered.status == 0)
            #expect(registered.stderr.isEmpty)
            #expect(registered.stdout == "_cdscan\n")
        }
    }

    /// What fish offers for the command line `line` (the cursor at its end), one candidate a line.
    func fishCompletions(_ line: String, script path: String, in directory: URL) throws -> [String] {
        let run = try shell(
            "/usr/bin/fish", ["--no-config", "-c", "source \(path); complete -C '\(line)'"], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        return run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }

    @Test func fishParsesTheScriptAndCompletesCommandsOptionsAndValues() throws {
        try withTemporaryDirectory { directory in
            let path = try script("fish", as: "cdscan.fish", in: directory)
            let syntax = try shell("/usr/bin/fish", ["--no-config", "-n", path])
            #expect(syntax.status == 0)
            #expect(syntax.stderr.isEmpty)
            #expect(try fishCompletions("cdscan lo", script: path, in: directory) == ["lookup"])
            #expect(try fishCompletions("cdscan lookup --so", script: path, in: directory) == ["--source"])
            #expect(
                try fishCompletions("cdscan lookup --source ", script: path, in: directory).sorted()
                    == ["auto", "discogs", "dump", "musicbrainz"])
            #expect(try fishCompletions("cdscan catalog --format d", script: path, in: directory) == ["discogs"])
            #expect(try fishCompletions("cdscan export --so", script: path, in: directory).isEmpty)
        }
    }

    /// Issue 29: below `items` and `dump` fish offered nothing.
    @Test func fishCompletesTheActionsOfAGroupTheirOptionsAndValues() throws {
        try withTemporaryDirectory { directory in
            let path = try script("fish", as: "cdscan.fish", in: directory)
            #expect(
                try fishCompletions("cdscan items ", script: path, in: directory).sorted()
                    == ["edit", "import", "list", "pick", "refresh", "remove", "show"])
            #expect(
                try fishCompletions("cdscan dump ", script: path, in: directory).sorted()
                    == ["import", "remove", "status"])
            #expect(try fishCompletions("cdscan items list --st", script: path, in: directory) == ["--status"])
            #expect(
                try fishCompletions("cdscan items list --status amb", script: path, in: directory) == ["ambiguous"])
            #expect(try fishCompletions("cdscan dump import --da", script: path, in: directory) == ["--date"])
        }
    }

    /// Issue 29, zsh: driving zsh's completion needs a pty (zpty), so this one is a check without
    /// one: the script is sourced with `_arguments` and `_describe` replaced by stand-ins that
    /// print what they were given, and `_cdscan_items` (what `cdscan items <TAB>` calls) is run.
    @Test func zshHasAFunctionForEachGroupWithItsActionsAndOptions() throws {
        try withTemporaryDirectory { directory in
            let path = try script("zsh", as: "_cdscan", in: directory)
            let stubs =
                "_arguments() { if [[ $* == *'->command'* ]]; then state=$STATE; return 1; fi; print -rl -- \"$@\"; }; "
                + "_describe() { print -rl -- ${(P)${@[-1]}}; }; "
            let actions = try shell(
                "/usr/bin/zsh",
                ["-fc", stubs + "source \(path) >/dev/null; STATE=command; words=(items); _cdscan_items"],
                in: directory)
            #expect(actions.stderr.isEmpty)
            #expect(
                actions.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } } == [
                    "list", "show", "edit", "pick", "remove", "refresh", "import",
                ])
            let options = try shell(
                "/usr/bin/zsh",
                ["-fc", stubs + "source \(path) >/dev/null; STATE=arguments; words=(list --status); _cdscan_items"],
                in: directory)
            #expect(options.stdout.contains("--status[") && options.stdout.contains("(pending found not_found"))
        }
    }
}
