/// Reads the barcode in photos: loads each file and tries `passes` in order until one reads a barcode.
///
/// zbar misses barcodes in large sharp photos that it reads at half size,
/// and barcodes in dim, soft or glaring photos that it reads after contrast
/// or threshold; the passes cover those cases, cheapest first.
public struct PhotoReader {
    /// The decoder every pass uses.
    public let decoder: ZBarDecoder
    /// How files become frames.
    public var loader: ImageLoader
    /// The passes, in the order tried.
    public var passes: [ScanPass]

    /// A reader over `decoder` (retail symbologies unless told otherwise).
    public init(decoder: ZBarDecoder, loader: ImageLoader = ImageLoader(), passes: [ScanPass] = ScanPass.standard) {
        self.decoder = decoder
        self.loader = loader
        self.passes = passes
    }

    /// Tries each pass on `frame` and stops at the first that reads a symbol.
    public func read(_ frame: GrayFrame) -> PhotoReading {
        var tried = 0
        for pass in passes {
            guard let prepared = pass.prepare(frame) else { continue }
            tried += 1
            let symbols = decoder.decode(prepared.frame)
            if !symbols.isEmpty {
                return PhotoReading(
                    symbols: symbols.map { $0.mapped(prepared.pointInOriginal) }, pass: pass, passesTried: tried,
                    width: frame.width, height: frame.height, damage: nil)
            }
        }
        return PhotoReading(
            symbols: [], pass: nil, passesTried: tried, width: frame.width, height: frame.height, damage: nil)
    }

    /// Loads and reads one file. A damaged file that still yields a barcode is a success (with
    /// `damage` set); one that yields none fails with the damage as its error.
    public func read(path: String) throws(ImageError) -> PhotoReading {
        let loaded = try loader.load(path: path)
        var reading = read(loaded.frame)
        if let damage = loaded.damage {
            guard !reading.symbols.isEmpty else { throw damage }
            reading.damage = damage
        }
        return reading
    }

    /// Reads every file named, and the image files in every directory named, one result each:
    /// a bad file never stops the others.
    public func scan(paths: [String]) -> [PhotoScan] {
        ImageFileList.expand(paths).map { entry in
            switch entry {
            case .success(let path):
                do throws(ImageError) {
                    return PhotoScan(path: path, result: .success(try read(path: path)))
                } catch {
                    return PhotoScan(path: path, result: .failure(error))
                }
            case .failure(let error):
                return PhotoScan(path: error.path, result: .failure(error))
            }
        }
    }
}
