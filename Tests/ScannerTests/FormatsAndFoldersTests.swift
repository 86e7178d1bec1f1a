import Foundation
import Imaging
import Scanner
import Testing

/// HEIC and WebP photos (Fixtures/images/formats, made by make.sh with heif-enc and cwebp), and
/// how folders are searched.
@Suite struct FormatsAndFoldersTests {
    @Test(arguments: [
        "formats/easy.heic", "formats/easy.webp", "formats/small-lossless.webp", "formats/renamed-webp.jpg",
    ])
    func heicAndWebPAreReadByTheirBytes(file: String) throws {
        let reading = try PhotoReader().read(path: Fixtures.path(file))
        #expect(reading.symbols.map(\.gtin?.ean13) == ["0029667431224"])
    }

    @Test func theLoaderNamesTheFormatItFound() throws {
        #expect(try ImageLoader().load(path: Fixtures.path("formats/easy.heic")).format == .heif)
        #expect(try ImageLoader().load(path: Fixtures.path("formats/renamed-webp.jpg")).format == .webp)
    }

    @Test(arguments: ["formats/truncated.heic", "formats/truncated.webp"])
    func cutShortHEICAndWebPAreErrorsNotCrashes(file: String) {
        #expect(throws: ImageError.self) { try ImageLoader().load(path: Fixtures.path(file)) }
    }

    /// A folder tree: a.png, .hidden.png, .cache/x.png, sub/b.png, sub/deeper/c.png, sub/up -> the top.
    func tree() throws -> String {
        let top = FileManager.default.temporaryDirectory.path + "/cdscan-tree-\(UUID().uuidString)"
        let source = Fixtures.path("clean/ean13-5099750442227.png")
        for folder in ["", "/.cache", "/sub", "/sub/deeper"] {
            try FileManager.default.createDirectory(atPath: top + folder, withIntermediateDirectories: true)
        }
        for file in ["/a.png", "/.hidden.png", "/.cache/x.png", "/sub/b.png", "/sub/deeper/c.png"] {
            try FileManager.default.copyItem(atPath: source, toPath: top + file)
        }
        try FileManager.default.createSymbolicLink(atPath: top + "/sub/up", withDestinationPath: top)
        return top
    }

    @Test func foldersAreSearchedRecursivelySkippingHiddenEntriesAndLoops() throws {
        let top = try tree()
        defer { try? FileManager.default.removeItem(atPath: top) }
        let entries = ImageFileList.expand([top])
        let files = entries.compactMap { try? $0.get() }
        #expect(files == [top + "/a.png", top + "/sub/b.png", top + "/sub/deeper/c.png"])
        let failures = entries.compactMap { entry -> ImageError? in
            if case .failure(let error) = entry { error } else { nil }
        }
        #expect(failures == [.symlinkLoop(path: top + "/sub/up")])
    }

    @Test func noRecursiveReadsTheFolderItselfOnly() throws {
        let top = try tree()
        defer { try? FileManager.default.removeItem(atPath: top) }
        let files = ImageFileList.expand([top], recursive: false).compactMap { try? $0.get() }
        #expect(files == [top + "/a.png"])
    }

    @Test func aBatchIsReadOnEveryCoreAndComesBackInFileOrder() throws {
        let paths = ["clean/ean13-5099750442227.png", "none/blank.png", "clean/upca-029667431224.png", "nope.png"]
            .map(Fixtures.path)
        let scans = try PhotoReader().scan(paths: paths, workers: 3)
        #expect(scans.map(\.path) == paths)
        #expect(scans.map { $0.symbols.first?.gtin?.ean13 } == ["5099750442227", nil, "0029667431224", nil])
        #expect(throws: ImageError.missing(path: paths[3])) { try scans[3].result.get() }
        #expect((try? scans[1].result.get())?.symbols == [], "a photo that reads nothing is a result, not a drop")
    }

    @Test func framesWithoutBarStructureAreRejectedCheaply() throws {
        let blank = try ImageLoader().load(path: Fixtures.path("none/blank.png")).frame
        #expect(!BarStructure.likely(in: blank))
        let render = try ImageLoader().load(path: Fixtures.path("clean/upca-029667431224.png")).frame
        #expect(BarStructure.likely(in: render))
        #expect(try PhotoReader().read(blank).passesTried == 1)
    }
}
