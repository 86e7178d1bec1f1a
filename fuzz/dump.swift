// libFuzzer target: a Discogs releases dump (plain XML, or gzip when it starts with 1f 8b) through
// the importer's own pipeline, as `cdscan dump import FILE` and `--tracklists` read it: the file
// (`DumpInput`), the inflate and parse threads (`ImportPipeline`: `InflateStage` with
// `GzipInflater`, `ParseStage` with libxml2's `SAXParser`, `ReleaseExtractor`, `ReleaseRecorder`),
// the batches handed to the index's side (`RecordedReleases`, `ReleaseAssembler`), and for each
// release what `IndexBuilder.add` derives to store: barcodes, catalogue numbers, the ranking's
// quality, the album's columns (`DumpRelease.album`, `StoredAlbum.values`) and the JSON kept with
// `--tracklists` (`apiJSON`), which must read back (`DiscogsReleaseJSON.details`) as the same album.
//
// It stops before the SQLite write: an index per input (its schema, its indexes, two fsyncs and a
// rename in `IndexBuilder.finish`) would be most of each execution's time, and spend it in
// Debian's SQLite and cdscan's `Database` wrapper (which the csv target's Catalog reaches), not in
// the parsing this target is for. The one error the write adds, a release id stored twice (the
// index's primary key refuses it: `duplicateRelease`), is raised here from the ids of the releases
// that would be stored, and ends the import as it does there: the pipeline is stopped while its
// threads may still be reading, as on Ctrl-C.
// Built into the DumpIndex module by fuzz/build.sh, with the words Presentation gives DumpError.
import Album
import Foundation
import Lookup

#if canImport(Glibc)
    internal import Glibc
#endif

/// This process's folder for the input as a file (`DumpInput` reads a path), removed at exit;
/// a crash leaves it behind, empty but for the input that crashed (libFuzzer keeps its own copy).
private let folder: String = {
    let template = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-fuzz-dump-XXXXXX").path
    var bytes = Array(template.utf8CString)
    guard let made = mkdtemp(&bytes) else { preconditionFailure("mkdtemp \(template): \(errno)") }
    folderPath = String(cString: made)
    atexit { rmdir(folderPath) }
    return folderPath
}()

/// `folder`, for the exit handler (a C function pointer captures nothing).
private nonisolated(unsafe) var folderPath = ""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = folder + "/releases.xml"
    writeFile(file, UnsafeRawBufferPointer(start: data, count: size))
    defer { unlink(file) }
    for details in [false, true] {
        do throws(DumpError) {
            try importWithoutIndex(file, details: details)
        } catch {
            // What the CLI prints, and its exit status: whatever the bytes, the dump is at fault.
            _ = error.description
            precondition(error.isBadInput, "not bad input: \(error)")
        }
    }
    return 0
}

/// `DumpImporter.run` up to the index: the same input, pipeline and batches, each release
/// turned into what `IndexBuilder.add` would store.
private func importWithoutIndex(_ file: String, details: Bool) throws(DumpError) {
    let input = try DumpInput(path: file)
    let pipeline = ImportPipeline(input: input, details: details)
    defer { pipeline.stop() }
    var counts = ImportCounts()
    var stored: Set<Int64> = []
    while true {
        switch pipeline.batches.take() {
        case .releases(let releases, _):
            counts.releasesRead += releases.count
            try releases.forEachIndexed { (release) throws(DumpError) in
                guard stored.insert(release.id).inserted else { throw .duplicateRelease(id: release.id) }
                store(release, details: details)
            }
        case .failure(let error):
            throw error
        case .end:
            _ = IndexStatus.meta(file: file, date: nil, counts: counts, tracklists: details)
            return
        }
    }
}

/// What `IndexBuilder.add` computes of a release before it binds it, and what a lookup reads back.
private func store(_ release: DumpRelease, details: Bool) {
    for value in release.barcodeValues {
        if let gtin = DiscogsReleaseJSON.gtin(inBarcode: value) {
            precondition(gtin.ean13.count == 13, "barcode \(value) -> \(gtin.ean13)")
        } else {
            _ = value.trimmingWhitespace
        }
    }
    _ = IndexBuilder.firstOccurrences(release.labels.compactMap { DumpRelease.catalogNumberKey($0.catno) })
    _ = DumpRanking.quality(release.dataQuality)
    let album = release.album
    _ = StoredAlbum.values(album)
    guard details else { return }
    let json = release.apiJSON(details: true)
    guard let read = DiscogsReleaseJSON.details(from: json, id: Int(release.id)) else {
        preconditionFailure("release \(release.id): its JSON does not read back: \(json)")
    }
    precondition(read.album == album, "release \(release.id): \(read.album) read back, \(album) stored")
}

/// Writes `bytes` to a new file at `path`.
private func writeFile(_ path: String, _ bytes: UnsafeRawBufferPointer) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    precondition(descriptor >= 0, "open \(path): \(errno)")
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
        precondition(count > 0, "write \(path): \(errno)")
        written += count
    }
}
