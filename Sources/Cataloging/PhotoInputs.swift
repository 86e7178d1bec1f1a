import Barcode
import Basics
import Catalog
import Imaging
import Scanner

/// `cdscan catalog --images`: the barcodes in photos, as inputs like a list's lines.
///
/// Every photo in each folder (or each file named) is decoded, on every core, before
/// anything is recorded. A photo that cannot be read, holds no retail barcode, or whose
/// only codes conflict is reported to the observer and kept in `failures` (the command
/// line counts it in the exit status, as `scan --image` does; `CatalogBatch.recordUnread`
/// keeps those that were read as items to look at).
package enum PhotoInputs {
    /// What the photos gave.
    package struct Reading: Sendable, Equatable {
        /// One input per distinct barcode per photo, in folder order; source "image:<path>".
        package var inputs: [BarcodeInput] = []
        package var photos = 0
        /// The photos that could not be read or held no barcode, in order.
        package var failures: [PhotoFailure] = []
        /// The folders not entered because they link back to one they are in: warnings, since
        /// every photo was read all the same.
        package var loops: [ImageError] = []
        /// Whether `stop` ended the reading before the last photo (those read are kept).
        package var stopped = false

        package init() {}
    }

    /// The photo files `read` would read under `paths` (resolved against `directory`), for
    /// an output to be checked against before any is read.
    package static func files(_ paths: [String], directory: String, recursive: Bool = true) -> [String] {
        ImageFileList.expand(paths.map { FilePaths.resolve($0, in: directory) }, recursive: recursive).compactMap {
            try? $0.get()
        }
    }

    /// Reads the photos under `paths` (resolved against `directory`; folders searched
    /// recursively unless `recursive` is false), decoding them on every core and taking their
    /// results in file order; `stop` is asked after each photo, which is kept either way.
    /// A code whose prefix is no CD's is kept as an invalid input that says so, as a list's line
    /// is (`GTIN.requireMusicPrefix`), unless `anyPrefix`.
    package static func read(
        _ paths: [String], directory: String, recursive: Bool = true, anyPrefix: Bool = false,
        observer: any BatchObserver, stop: () -> Bool = { false }
    ) throws(DecoderError) -> Reading {
        let reader = try PhotoReader()
        var reading = Reading()
        var files: [Result<String, ImageError>] = []
        for entry in ImageFileList.expand(paths.map { FilePaths.resolve($0, in: directory) }, recursive: recursive) {
            if case .failure(let error) = entry, case .symlinkLoop = error {
                reading.loops.append(error)
            } else {
                files.append(entry)
            }
        }
        reader.scan(entries: files) { scan in
            reading.photos += 1
            observer.batch(.readingPhoto(number: reading.photos, of: files.count))
            if let failure = add(scan, to: &reading, anyPrefix: anyPrefix) {
                reading.failures.append(failure)
                observer.batch(.photoFailed(failure))
            }
            reading.stopped = reading.photos < files.count && stop()
            return !reading.stopped
        }
        if !files.isEmpty { observer.batch(.photosRead) }
        return reading
    }

    /// Adds the distinct barcodes of one photo's scan; why there are none, if so.
    private static func add(_ scan: PhotoScan, to reading: inout Reading, anyPrefix: Bool) -> PhotoFailure? {
        let photo: PhotoReading
        switch scan.result {
        case .success(let read): photo = read
        case .failure(let error): return .unreadable(error)
        }
        var seen = Set<GTIN>()
        let gtins = photo.symbols.compactMap(\.gtin).filter { seen.insert($0).inserted }
        guard !gtins.isEmpty else { return PhotoFailure(unread: photo, path: scan.path) }
        let copy = copy(ofPhotoAt: scan.path, in: "/")  // `read` made every path absolute
        reading.inputs += gtins.map { gtin in
            BarcodeInput(
                text: gtin.canonical,
                parsed: Result { () throws(BarcodeError) in
                    try gtin.requireMusicPrefix(anyPrefix: anyPrefix)
                    return gtin
                }, source: "image:\(scan.path)", location: scan.path, copy: copy)
        }
        return nil
    }

    /// The copy a code read from the photo at `path` (relative to `directory`) is, for
    /// `catalog --images` and `scan --image --catalog` alike: the photo's file, symbolic links
    /// followed, and the code, so reading the folder again (with either command) adds nothing,
    /// while two photos of one code are two copies.
    package static func copy(ofPhotoAt path: String, in directory: String) -> CopyIdentity {
        .photo(path: OutputFile.followingLinks(FilePaths.resolve(path, in: directory)), index: 1)
    }
}
