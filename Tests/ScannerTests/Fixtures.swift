import Foundation
import TestSupport
import Testing

/// Finds Fixtures/images from this file's path and reads its manifest, expected.tsv.
enum Fixtures {
    /// The package root: the nearest folder above this file that holds Package.swift.
    static let root = PackageRoot.url

    static let images = root.appendingPathComponent("Fixtures/images")

    /// The path of a fixture, such as "photos/easy.jpg".
    static func path(_ relative: String) -> String {
        images.appendingPathComponent(relative).path
    }

    /// One line of expected.tsv.
    struct Row: Sendable, CustomTestStringConvertible {
        let file: String
        /// Printed digits, "none", or "error:<ImageError case>".
        let expect: String
        let symbology: String
        /// False for barcodes blurred past what any reader here decodes: nothing may be read, but never a wrong code.
        let required: Bool
        let note: String
        var testDescription: String { file }
        var path: String { Fixtures.path(file) }
    }

    /// Every row of the manifest (comment lines skipped); empty if it cannot be read, which a test catches.
    static let rows: [Row] = {
        guard let text = try? String(contentsOfFile: path("expected.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            return Row(
                file: fields[0], expect: fields[1], symbology: fields[2], required: fields[3] == "yes", note: fields[4])
        }
    }()

    static var barcodeRows: [Row] { rows.filter { $0.expect.first?.isNumber == true } }
    static var emptyRows: [Row] { rows.filter { $0.expect == "none" } }
    static var errorRows: [Row] { rows.filter { $0.expect.hasPrefix("error:") } }
}

/// A fresh directory under the system's temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cdscan-scanner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    func copy(_ fixture: String, as name: String) throws {
        try FileManager.default.copyItem(atPath: Fixtures.path(fixture), toPath: path(name))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
