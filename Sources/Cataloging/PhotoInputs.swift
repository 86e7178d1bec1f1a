import Barcode
import Basics
import Catalog
import Scanner

/// `cdscan catalog --images`: the barcodes in photos, as inputs like a list's lines.
///
/// Every photo in each folder (or each file named) is decoded before anything
/// is recorded. A photo that cannot be read, or holds no retail barcode, is
/// reported to the observer and kept in `failures` (the command line counts it in
/// the exit status, as `scan --image` does) but not recorded: there is no barcode
/// to key it by.
public enum PhotoInputs {
    /// What the photos gave.
    public struct Reading: Sendable, Equatable {
        /// One input per distinct barcode per photo, in folder order; source "image:<path>".
        public var inputs: [BarcodeInput] = []
        public var photos = 0
        /// The photos that could not be read or held no barcode, in order.
        public var failures: [PhotoFailure] = []

        public init() {}
    }

    /// Reads the photos under `paths` (resolved against `directory`).
    public static func read(_ paths: [String], directory: String, observer: any BatchObserver) throws(DecoderError)
        -> Reading
    {
        let reader = PhotoReader(decoder: try ZBarDecoder())
        let files = ImageFileList.expand(paths.map { FilePaths.resolve($0, in: directory) })
        var reading = Reading()
        for (index, entry) in files.enumerated() {
            observer.batch(.readingPhoto(number: index + 1, of: files.count))
            reading.photos += 1
            let failure: PhotoFailure?
            switch entry {
            case .success(let path): failure = add(path, with: reader, to: &reading)
            case .failure(let error): failure = .unreadable(error)
            }
            if let failure {
                reading.failures.append(failure)
                observer.batch(.photoFailed(failure))
            }
        }
        if !files.isEmpty { observer.batch(.photosRead) }
        return reading
    }

    /// Adds the distinct barcodes of the photo at `path`; why there are none, if so.
    private static func add(_ path: String, with reader: PhotoReader, to reading: inout Reading) -> PhotoFailure? {
        let gtins: [GTIN]
        do throws(ImageError) {
            var seen = Set<GTIN>()
            gtins = try reader.read(path: path).symbols.compactMap(\.gtin).filter { seen.insert($0).inserted }
        } catch {
            return .unreadable(error)
        }
        guard !gtins.isEmpty else { return .noBarcode(path: path) }
        // A photo's copy is its file and the code: reading the folder again adds nothing.
        let file = OutputFile.followingLinks(path)
        reading.inputs += gtins.map { gtin in
            BarcodeInput(
                text: gtin.canonical, parsed: .success(gtin), source: "image:\(path)", location: path,
                copy: .photo(path: file, index: 1))
        }
        return nil
    }
}
