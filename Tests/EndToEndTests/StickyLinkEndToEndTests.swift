import Barcode
import Catalog
import Foundation
import Glibc
import TestSupport
import Testing

/// Another user's symbolic link in a sticky, world-writable folder (`/tmp`) is never followed
/// to write (issue 41, point 14): `-o`, `backup FILE`, `--db` and `--index` refuse it as the
/// kernel's protected_symlinks refuses to open it, and the file it leads to stays as it was.
/// Root makes the other user's link (`lchown`), so the suite runs as root.
@Suite(.enabled(if: getuid() == 0, "making another user's link needs root"))
struct StickyLinkEndToEndTests {
    static let stranger: uid_t = 4242

    /// `directory/sticky` (mode 1777), and in it `name`, a link of the stranger's to `target`.
    func strangersLink(_ name: String, to target: String, in directory: String, owner: uid_t = stranger) throws
        -> String
    {
        let sticky = directory + "/sticky"
        if !FileManager.default.fileExists(atPath: sticky) {
            #expect(mkdir(sticky, 0o700) == 0)
            #expect(chmod(sticky, 0o1777) == 0)
        }
        let link = sticky + "/" + name
        #expect(symlink(target, link) == 0)
        #expect(lchown(link, owner, owner) == 0)
        return link
    }

    func cdscan(_ arguments: [String], in directory: String) throws -> CDScanBinary.Run {
        try CDScanBinary.run(arguments, directory: URL(fileURLWithPath: directory))
    }

    @Test func outputsBackupsCataloguesAndIndexesAreNotWrittenThroughIt() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument")
            try "mine\n".write(toFile: directory + "/mine.csv", atomically: false, encoding: .utf8)
            _ = try strangersLink("collection.csv", to: directory + "/mine.csv", in: directory)
            let export = try cdscan(["export", "--db", "catalog.sqlite", "-o", "sticky/collection.csv"], in: directory)
            #expect(export.status == 73, "\(export.stderr)")
            #expect(export.stderr.contains("protected_symlinks"), "\(export.stderr)")
            let backup = try cdscan(["backup", "--db", "catalog.sqlite", "sticky/collection.csv"], in: directory)
            #expect(backup.status == 73, "\(backup.stderr)")
            #expect(try String(contentsOfFile: directory + "/mine.csv", encoding: .utf8) == "mine\n")

            let before = try Data(contentsOf: URL(fileURLWithPath: directory + "/catalog.sqlite"))
            _ = try strangersLink("c.sqlite", to: directory + "/catalog.sqlite", in: directory)
            let catalog = try cdscan(["catalog", "--db", "sticky/c.sqlite", "0029667431224"], in: directory)
            #expect(catalog.status == 73, "\(catalog.stderr)")
            #expect(catalog.stderr.contains("protected_symlinks"), "\(catalog.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/catalog.sqlite")) == before)

            #expect(mkdir(directory + "/mine", 0o700) == 0)
            _ = try strangersLink("site", to: directory + "/mine", in: directory)
            let gallery = try cdscan(
                ["export", "--db", "catalog.sqlite", "--format", "html", "--no-covers", "-o", "sticky/site"],
                in: directory)
            #expect(gallery.status == 73, "\(gallery.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/mine").isEmpty)

            try "index\n".write(toFile: directory + "/index.sqlite", atomically: false, encoding: .utf8)
            _ = try strangersLink("index.sqlite", to: directory + "/index.sqlite", in: directory)
            let remove = try cdscan(["dump", "remove", "--index", "sticky/index.sqlite"], in: directory)
            #expect(remove.status == 73, "\(remove.stderr)")
            #expect(FileManager.default.fileExists(atPath: directory + "/index.sqlite"))
        }
    }

    /// The user's own link there, or a stranger's in a folder that is not sticky, is followed as before.
    @Test func ownLinksAndOrdinaryFoldersAreFollowed() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument")
            _ = try strangersLink("own.csv", to: directory + "/own.csv", in: directory, owner: geteuid())
            #expect(
                try cdscan(["export", "--db", "catalog.sqlite", "-o", "sticky/own.csv"], in: directory).status == 0)
            #expect(try String(contentsOfFile: directory + "/own.csv", encoding: .utf8).hasPrefix("barcode,status"))
            #expect(symlink(directory + "/plain.csv", directory + "/link.csv") == 0)
            #expect(lchown(directory + "/link.csv", Self.stranger, Self.stranger) == 0)
            #expect(try cdscan(["export", "--db", "catalog.sqlite", "-o", "link.csv"], in: directory).status == 0)
            #expect(FileManager.default.fileExists(atPath: directory + "/plain.csv"))
        }
    }
}
