import Basics
import Catalog
import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The process's standard input as `cdscan catalog` sees it; tests pass their own.
package struct StandardInput: Sendable {
    /// Whether a person is typing there (then it is read only when asked for with `-`).
    package var isTerminal: Bool
    /// Everything up to the end; throws a reason for a person.
    var readAll: @Sendable () throws -> Data

    package init(isTerminal: Bool, readAll: @escaping @Sendable () throws -> Data) {
        self.isTerminal = isTerminal
        self.readAll = readAll
    }

    /// The process's own standard input, read up to `BarcodeList.maximumBytes` (`BoundedRead.Failure` beyond).
    package static func process() -> StandardInput {
        StandardInput(isTerminal: isatty(STDIN_FILENO) == 1) {
            Data(try BoundedRead.all(STDIN_FILENO, limit: BarcodeList.maximumBytes))
        }
    }

    /// Input that is not a terminal and holds `text`.
    package static func text(_ text: String) -> StandardInput {
        StandardInput(isTerminal: false) { Data(text.utf8) }
    }
}

/// Turns `cdscan catalog`'s positional arguments into barcodes.
///
/// An argument naming an existing file, or `-` for standard input, is a list;
/// one of digits, spaces and dashes is a barcode, and `catno:NUMBER` a catalogue
/// number; anything else is a file that is not there. With no arguments, a list comes from standard input unless it
/// is a terminal (or holds no code: nothing to read).
package enum CatalogInputs {
    /// Why the inputs cannot be read.
    package enum Failure: Error, Equatable {
        /// A list file cannot be read (exit 66): `errno` is the C library's reason (0: none was given).
        case unreadable(path: String, errno: Int32)
        /// An argument names a folder; photos are read with `--images` (exit 66).
        case folder(path: String)
        /// An argument is no file, no barcode and no `catno:NUMBER` (exit 66).
        case noSuchFile(path: String)
        /// A list (or a file) over `limit` bytes, `BarcodeList.maximumBytes` (exit 65).
        case tooLarge(path: String, limit: Int)
        /// A list line over `BarcodeList.maximumLineBytes`, counting lines from 1 (exit 65).
        case overlongLine(path: String, line: Int)
        /// Nothing to read: no arguments, and standard input a terminal or holding no code (exit 64).
        case nothingToRead
        /// The file is a Discogs collection export, which `cdscan items import` reads (exit 64).
        case collectionExport(path: String)
    }

    /// The barcodes `arguments` name, in order; `hasImages`: photos (`--images`) are the input
    /// when there are no arguments, rather than standard input; `anyPrefix`: `--any-prefix`.
    /// `stop`: asked while a list file is read, whose first lines are then all it gives (standard
    /// input is always read whole: a run given it again would add its codes twice).
    package static func gather(
        _ arguments: [String], hasImages: Bool, standardInput: StandardInput, directory: String,
        anyPrefix: Bool = false, stop: () -> Bool = { false }
    ) throws(Failure) -> [BarcodeInput] {
        if arguments.isEmpty {
            if hasImages { return [] }
            guard !standardInput.isTerminal else { throw .nothingToRead }
            // An empty pipe is no list: like `lookup` alone, a usage error rather than a run on nothing.
            let inputs = try readStandardInput(standardInput, anyPrefix: anyPrefix)
            guard !inputs.isEmpty else { throw .nothingToRead }
            return inputs
        }
        var inputs: [BarcodeInput] = []
        for argument in arguments {
            if argument == "-" {
                inputs += try readStandardInput(standardInput, anyPrefix: anyPrefix)
                continue
            }
            let path = FilePaths.resolve(argument, in: directory)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                guard !isDirectory.boolValue else {
                    throw .folder(path: argument)
                }
                let text = try read(path, shownAs: argument)
                // Its rows name releases, not barcodes: read as a list, every row would be invalid.
                if DiscogsCollectionImport.startsAnExport(text) { throw .collectionExport(path: argument) }
                inputs += BarcodeListReader.parse(
                    text, name: argument, sourcePrefix: "file", path: OutputFile.followingLinks(path),
                    anyPrefix: anyPrefix, stop: stop)
            } else if argument.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == " " || $0 == "-") })
                || CatalogNumberInput.prefixed(argument) != nil
            {
                inputs.append(.argument(argument, anyPrefix: anyPrefix))
            } else {
                throw .noSuchFile(path: argument)
            }
        }
        return inputs
    }

    private static func readStandardInput(_ input: StandardInput, anyPrefix: Bool) throws(Failure) -> [BarcodeInput] {
        BarcodeListReader.parse(
            try standardInputList(input), name: "stdin", sourcePrefix: "stdin", anyPrefix: anyPrefix)
    }

    /// Standard input read whole as a list's text, refused as a list file is (over
    /// `BarcodeList.maximumBytes`, or a line over `maximumLineBytes`); `lookup -` reads it too.
    package static func standardInputList(_ input: StandardInput) throws(Failure) -> String {
        let data: Data
        do {
            data = try input.readAll()
        } catch let failure as BoundedRead.Failure {
            throw Self.failure(failure, path: "standard input")
        } catch {
            throw .unreadable(path: "standard input", errno: Self.errno(of: error))
        }
        try checkLines(data, path: "standard input")
        return String(decoding: data, as: UTF8.self)
    }

    /// The whole file as text (invalid UTF-8 becomes U+FFFD, which no barcode contains).
    private static func read(_ path: String, shownAs name: String) throws(Failure) -> String {
        let data = try readFile(path, shownAs: name)
        try checkLines(data, path: name)
        return String(decoding: data, as: UTF8.self)
    }

    /// Refuses a list with a line no barcode (with its note) could need.
    private static func checkLines(_ data: Data, path: String) throws(Failure) {
        guard let line = BarcodeList.firstOverlongLine(in: data) else { return }
        throw .overlongLine(path: path, line: line)
    }

    private static func failure(_ failure: BoundedRead.Failure, path: String) -> Failure {
        switch failure {
        case .tooLarge(let limit): .tooLarge(path: path, limit: limit)
        case .failed(let code): .unreadable(path: path, errno: code)
        }
    }

    /// The bytes of the file at `path` (`name`: as the person gave it, for the error), at most
    /// `BarcodeList.maximumBytes` (`.tooLarge` beyond); a folder or a file that cannot be opened
    /// or read is `.unreadable`, with the C library's reason.
    package static func readFile(_ path: String, shownAs name: String) throws(Failure) -> Data {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unreadable(path: name, errno: EISDIR)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: name, errno: Glibc.errno) }
        defer { close(descriptor) }
        do throws(BoundedRead.Failure) {
            return Data(try BoundedRead.all(descriptor, limit: BarcodeList.maximumBytes))
        } catch {
            throw failure(error, path: name)
        }
    }

    /// Why a read failed, as the C library's error number rather than Foundation's sentence (0: none).
    private static func errno(of error: any Error) -> Int32 {
        let code = (error as NSError).userInfo[NSUnderlyingErrorKey].map { ($0 as? NSError)?.code } ?? nil
        if let code, code > 0, code <= Int(Int32.max) { return Int32(code) }
        if let posix = error as? POSIXError { return posix.code.rawValue }
        return 0
    }
}
