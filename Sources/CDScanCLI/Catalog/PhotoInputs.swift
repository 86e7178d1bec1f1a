import Barcode
import Basics
import Scanner

/// `cdscan catalog --images`: the barcodes in photos, as inputs like a list's lines.
///
/// Every photo in each folder (or each file named) is decoded before anything
/// is recorded. A photo that cannot be read, or holds no retail barcode, is
/// reported on stderr and counted in the exit status (as `scan --image` does)
/// but not recorded: there is no barcode to key it by.
enum PhotoInputs {
    struct Reading {
        /// One input per distinct barcode per photo, in folder order; source "image:<path>".
        var inputs: [BarcodeInput] = []
        var photos = 0
        /// Photos that could not be read or held no barcode.
        var failed = 0
        /// The most severe status of those failures (success when none).
        var status = ExitCode.success

        /// "read 41 barcodes from 40 photos; 2 could not be read or had none".
        var summary: String {
            let barcodes = inputs.count == 1 ? "1 barcode" : "\(inputs.count) barcodes"
            let from = photos == 1 ? "1 photo" : "\(photos) photos"
            return "read \(barcodes) from \(from)" + (failed > 0 ? "; \(failed) could not be read or had none" : "")
        }
    }

    /// Reads the photos under `paths` (resolved against `directory`).
    static func read(_ paths: [String], directory: String, console: Console) throws(DecoderError) -> Reading {
        let reader = PhotoReader(decoder: try ZBarDecoder())
        let files = ImageFileList.expand(paths.map { FilePaths.resolve($0, in: directory) })
        var reading = Reading()
        for (index, entry) in files.enumerated() {
            if console.stderrColor { console.errRaw("\rreading photos \(index + 1)/\(files.count)\u{1B}[K") }
            reading.photos += 1
            switch entry {
            case .success(let path):
                add(path, with: reader, to: &reading, console: console)
            case .failure(let error):
                report("\(error)", status: ExitCode(error), to: &reading, console: console)
            }
        }
        if console.stderrColor, !files.isEmpty { console.errRaw("\r\u{1B}[K") }
        return reading
    }

    private static func add(_ path: String, with reader: PhotoReader, to reading: inout Reading, console: Console) {
        let gtins: [GTIN]
        do throws(ImageError) {
            var seen = Set<GTIN>()
            gtins = try reader.read(path: path).symbols.compactMap(\.gtin).filter { seen.insert($0).inserted }
        } catch {
            report("\(error)", status: ExitCode(error), to: &reading, console: console)
            return
        }
        guard !gtins.isEmpty else {
            report("\(Displayable.escaped(path)): no barcode found", status: .notFound, to: &reading, console: console)
            return
        }
        reading.inputs += gtins.map { gtin in
            BarcodeInput(
                text: gtin.canonical, parsed: .success(gtin), source: "image:\(path)", location: path)
        }
    }

    private static func report(_ message: String, status: ExitCode, to reading: inout Reading, console: Console) {
        if console.stderrColor { console.errRaw("\r\u{1B}[K") }
        console.message(message)
        reading.failed += 1
        reading.status = max(reading.status, status)
    }
}
