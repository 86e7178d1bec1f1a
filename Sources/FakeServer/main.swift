// cdscan-fake-server: a fake Discogs API on 127.0.0.1 for benchmarks run from shell scripts.
import FakeServices
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    exit(status)
}

let options: FakeServerOptions
do {
    options = try FakeServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(
        "\(error)\nUsage: cdscan-fake-server [--port N] [--token T] [--window S] [--limit N] [--synthetic N]",
        status: 64)
}
if options.help {
    print(FakeServerOptions.usage)
    exit(0)
}

// Block the stop signals in every thread; the main thread collects them with sigwait.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
signal(SIGPIPE, SIG_IGN)

let discogs: FakeDiscogs
do {
    let directory = options.fixtures.map { URL(fileURLWithPath: $0) } ?? DiscogsCatalog.fixturesDirectory
    var catalog = try DiscogsCatalog(directory: directory)
    let barcodes = catalog.addSyntheticReleases(count: options.synthetic)
    if let path = options.barcodesOut {
        try Data(barcodes.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    }
    let configuration = FakeDiscogs.Configuration(
        token: options.token, rateLimit: options.limit, window: options.window)
    discogs = FakeDiscogs(configuration: configuration, catalog: catalog)
    try discogs.start(port: options.port)
} catch {
    fail("\(error)", status: 69)
}

print("listening on \(discogs.baseURL)")
fflush(nil)  // every stream: the benchmark script waits for this line

var received: Int32 = 0
sigwait(&stopSignals, &received)
discogs.stop()
FileHandle.standardError.write(Data("cdscan-fake-server: \(discogs.counters)\n".utf8))
exit(0)
