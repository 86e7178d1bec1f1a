import Basics
import Foundation
import Glibc
import TestSupport
import Testing

@testable import Catalog

@Suite struct PrivateFilesTests {
    @Test func catalogAndItsWALFilesAreReadableByTheOwnerOnly() throws {
        try withScratchDirectory { directory in
            let path = directory + "/data/cdscan/catalog.sqlite"
            let store = try CatalogStore(path: path)
            try store.record(try gtin(number: 1), source: "camera")
            for file in [path, path + "-wal", path + "-shm"] {
                #expect(PrivateFiles.permissions(of: file) == 0o600, "\(file)")
            }
            #expect(PrivateFiles.permissions(of: directory + "/data") == 0o700)
            #expect(PrivateFiles.permissions(of: directory + "/data/cdscan") == 0o700)
        }
    }

    @Test func existingWorldReadableCatalogIsTightened() throws {
        try withScratchDirectory { directory in
            let path = directory + "/catalog.sqlite"
            do { _ = try CatalogStore(path: path) }
            #expect(chmod(path, 0o644) == 0)
            _ = try CatalogStore(path: path)
            #expect(PrivateFiles.permissions(of: path) == 0o600)
        }
    }

    @Test func existingDirectoryKeepsItsMode() throws {
        try withScratchDirectory { directory in
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
            _ = try CatalogStore(path: directory + "/catalog.sqlite")
            #expect(PrivateFiles.permissions(of: directory) == 0o755)
        }
    }

    @Test(arguments: [
        (["XDG_DATA_HOME": "/xdg/data", "HOME": "/home/ann"], "/xdg/data/cdscan/catalog.sqlite"),
        (["XDG_DATA_HOME": "/xdg/data/", "HOME": "/home/ann"], "/xdg/data/cdscan/catalog.sqlite"),
        (["XDG_DATA_HOME": "relative", "HOME": "/home/ann"], "/home/ann/.local/share/cdscan/catalog.sqlite"),
        (["XDG_DATA_HOME": "", "HOME": "/home/ann"], "/home/ann/.local/share/cdscan/catalog.sqlite"),
        (["HOME": "/home/ann"], "/home/ann/.local/share/cdscan/catalog.sqlite"),
    ])
    func defaultPathFollowsTheXDGSpec(environment: [String: String], expected: String) {
        #expect(CatalogStore.defaultPath(environment: environment) == expected)
    }

    @Test(arguments: [("/a/b/c", "/a/b"), ("c", "."), ("/c", "/"), ("a/b/", "a"), ("/", "/")])
    func directoryOfAPath(path: String, expected: String) {
        #expect(PrivateFiles.directory(of: path) == expected)
    }

    @Test func uncreatableDirectoryIsReportedWithTheReason() throws {
        try withScratchDirectory { directory in
            let file = directory + "/plain-file"
            #expect(FileManager.default.createFile(atPath: file, contents: Data()))
            let error = #expect(throws: CatalogError.self) { try CatalogStore(path: file + "/sub/catalog.sqlite") }
            #expect(error == .cannotCreateDirectory(path: file + "/sub", reason: "Not a directory"))
        }
    }
}
