import Basics
import Foundation
import Glibc
import TestSupport
import Testing

@testable import Catalog

/// `-o` onto an existing file keeps its owner, mode and hard links (issue 27, point 1): a
/// rename would have put a new file under one of its names, as root a file of root's.
@Suite struct OutputFileInPlaceTests {
    @Test func aFileWithAnotherHardLinkIsWrittenInPlaceAndKeepsTheLink() throws {
        try withScratchDirectory { directory in
            let path = directory + "/out.csv"
            try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
            #expect(link(path, directory + "/other.csv") == 0)
            let before = try #require(HostileFiles.snapshot(path))
            try OutputFile(path).write("new, longer than before\n")
            let after = try #require(HostileFiles.snapshot(path))
            #expect(after.inode == before.inode && after.links == 2 && after.mode == before.mode)
            #expect(HostileFiles.snapshot(directory + "/other.csv")?.bytes == Data("new, longer than before\n".utf8))
            try OutputFile(path).write("short\n")
            #expect(HostileFiles.snapshot(directory + "/other.csv")?.bytes == Data("short\n".utf8))
            #expect(HostileFiles.names(in: directory) == ["other.csv", "out.csv"], "no temporary file is left")
        }
    }

    /// Only root may give a file away, and only root may write another user's 0644 file: an
    /// ordinary user has no such file to write. Any user checks the same in-place write (a file
    /// that a rename would take from its owner or its other names) through the hard link above.
    @Test(.enabled(if: HostileFiles.isRoot, "only root may give a file to another user (chown) and write it"))
    func anotherUsersFileKeepsItsOwnerAndMode() throws {
        try withScratchDirectory { directory in
            let path = directory + "/theirs.csv"
            try HostileFiles.makeOtherUsersFile(at: path, text: "old\n")
            let before = try #require(HostileFiles.snapshot(path))
            try OutputFile(path).write("new\n")
            let after = try #require(HostileFiles.snapshot(path))
            #expect(after.owner == HostileFiles.spareUser && after.mode == 0o644 && after.inode == before.inode)
            #expect(after.bytes == Data("new\n".utf8))
        }
    }

    @Test func fixedPermissionsApplyToNewAndReplacedFiles() throws {
        try withScratchDirectory { directory in
            var output = try OutputFile(directory + "/backup.sqlite")
            output.permissions = 0o600
            try output.write("one")
            #expect(HostileFiles.snapshot(directory + "/backup.sqlite")?.mode == 0o600)
            #expect(chmod(directory + "/backup.sqlite", 0o644) == 0)
            try output.write("two")
            #expect(HostileFiles.snapshot(directory + "/backup.sqlite")?.mode == 0o600)
        }
    }
}
