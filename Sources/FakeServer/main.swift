// cdscan-fake-server: a fake Discogs API (or, with --musicbrainz, a fake MusicBrainz web
// service) on 127.0.0.1 for benchmarks and end-to-end runs from shell scripts.
import FakeServices
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    exit(status)
}

// `--musicbrainz` is read here, not by FakeServerOptions: only --port and --fixtures apply to it.
let arguments = Array(CommandLine.arguments.dropFirst())
let musicBrainzMode = arguments.contains("--musicbrainz")
let options: FakeServerOptions
do {
    options = try FakeServerOptions.parse(arguments.filter { $0 != "--musicbrainz" })
} catch {
    fail(
        "\(error)\nUsage: cdscan-fake-server [--port N] [--token T] [--window S] [--limit N] [--synthetic N]",
        status: 64)
}
if options.help {
    print(FakeServerOptions.usage)
    print("\n  --musicbrainz          Serve a fake MusicBrainz (/ws/2/release, 1 request/s per User-Agent)")
    print("                        instead, from --fixtures DIR (default: Fixtures/musicbrainz).")
    exit(0)
}

// Block the stop signals in every thread; the main thread collects them with sigwait.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
signal(SIGPIPE, SIG_IGN)

/// The running fake.
let fake: any FakeService
do {
    if musicBrainzMode {
        let directory = options.fixtures.map { URL(fileURLWithPath: $0) } ?? MusicBrainzCatalog.fixturesDirectory
        fake = FakeMusicBrainz(catalog: try MusicBrainzCatalog(directory: directory))
    } else {
        let directory = options.fixtures.map { URL(fileURLWithPath: $0) } ?? DiscogsCatalog.fixturesDirectory
        var catalog = try DiscogsCatalog(directory: directory)
        let barcodes = catalog.addSyntheticReleases(count: options.synthetic)
        if let path = options.barcodesOut {
            try Data(barcodes.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        }
        let configuration = FakeDiscogs.Configuration(
            token: options.token, rateLimit: options.limit, window: options.window)
        fake = FakeDiscogs(configuration: configuration, catalog: catalog)
    }
    try fake.start(port: options.port)
} catch {
    fail("\(error)", status: 69)
}

print("listening on \(fake.baseURL)")
fflush(nil)  // every stream: the benchmark script waits for this line

var received: Int32 = 0
sigwait(&stopSignals, &received)
fake.stop()
FileHandle.standardError.write(Data("cdscan-fake-server: \(fake.counters)\n".utf8))
exit(0)
