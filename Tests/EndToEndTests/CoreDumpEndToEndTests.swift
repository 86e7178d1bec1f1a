import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// No core file of a process holding the token (issue 27, point 4): cdscan, started under
/// `ulimit -c unlimited` as an ordinary user (so that /proc shows whether the process is
/// dumpable: as root, uid 4242 through setpriv; else the user running the tests), is killed
/// with SIGABRT while a fake Discogs holds its request.
@Suite(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct CoreDumpEndToEndTests {
    static let token = "core-dump-token-9c8d7e6f"
    static let user: uid_t = geteuid() == 0 ? 4242 : geteuid()

    @Test func aCrashMidRequestLeavesNoCoreAndTheProcessWasNeverDumpable() throws {
        let core = try String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8)
        // A core would land in the working folder, where the test looks for it.
        try #require(core.hasPrefix("core"), "core_pattern is '\(core)': cores would not land in the folder")
        let discogs = FakeDiscogs(configuration: .init(token: Self.token), catalog: try DiscogsCatalog.bundled())
        try discogs.start()
        defer { discogs.stop() }
        discogs.scriptNext([.hang])
        let directory = try makeTemporaryDirectory(prefix: "cdscan-core")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var asUser = ""
        if geteuid() == 0 {
            try #require(chown(directory, Self.user, Self.user) == 0)
            asUser = "setpriv --reuid \(Self.user) --regid \(Self.user) --clear-groups "
        }

        let pid = try Self.spawn(
            [
                "/bin/bash", "-c",
                "cd \"$0\" && ulimit -c unlimited && exec \(asUser)\"$@\"", directory, try CDScanBinary.path(),
                "lookup", "--source", "discogs", "029667431224",
            ],
            environment: [
                "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "HOME": directory,
                "XDG_DATA_HOME": directory, "XDG_CONFIG_HOME": directory, "CDSCAN_HTTP_TIMEOUT": "120",
                "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
                // Swift's backtracer catches a SIGABRT sent from outside, prints, and lets the process
                // run on; without it the signal's default action (terminate, dump core) applies.
                "SWIFT_BACKTRACE": "enable=no",
            ])
        var status: Int32 = 0
        let deadline = Date() + 60
        while discogs.requests.isEmpty, Date() < deadline, waitpid(pid, &status, WNOHANG) == 0 { usleep(5_000) }
        try #require(!discogs.requests.isEmpty, "cdscan never asked the fake")

        var info = stat()
        try #require(stat("/proc/\(pid)/status", &info) == 0)
        // proc(5): a process that is not dumpable has its /proc files owned by root.
        #expect(info.st_uid == 0, "cdscan (uid \(Self.user)) is dumpable: /proc/\(pid) belongs to it")
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let coreLimit = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        #expect(coreLimit?.split(separator: " ").dropFirst(4).first == "0", "\(coreLimit ?? "")")

        kill(pid, SIGABRT)
        #expect(waitpid(pid, &status, 0) == pid)
        #expect(status & 0x7F == SIGABRT, "ended by signal \(status & 0x7F)")
        #expect(status & 0x80 == 0, "the kernel says it dumped core")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(left.filter { $0.hasPrefix("core") }.isEmpty, "\(left)")
        for name in left {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))) ?? Data()
            #expect(bytes.range(of: Data(Self.token.utf8)) == nil, "\(name) holds the token")
        }
    }

    /// Starts `arguments` with no signal blocked or ignored (the test runner's threads block
    /// SIGABRT, and a child inherits that mask through `Process`); returns its pid.
    static func spawn(_ arguments: [String], environment: [String: String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], nil, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }
}
