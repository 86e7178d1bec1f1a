import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The files an attack leaves where cdscan is told to write (issue 27): device nodes, FIFOs,
/// another user's file, made in a test's own folder (never in the real /dev), and a way to
/// see that cdscan left each exactly as it was.
///
/// Only root may make a device node or give a file away. An ordinary user who runs the tests
/// gets, at the same name, a symbolic link to one that is already there (/dev/null, root's
/// /etc/passwd): cdscan follows a link to its file before it checks it, so the same rule refuses it.
package enum HostileFiles {
    /// A user id no account has, for files that must belong to someone else.
    package static let spareUser: uid_t = 4242

    /// Whether the tests run as root (as CI does), and so may make device nodes and others' files.
    package static var isRoot: Bool { geteuid() == 0 }

    /// The owner of the file `makeOtherUsersFile` makes: `spareUser` as root, else root's.
    package static var otherUser: uid_t { isRoot ? spareUser : 0 }

    /// A file of root's that every Linux system has, which no ordinary user may change.
    package static let rootsFile = "/etc/passwd"

    /// Why a file could not be made.
    package struct CannotMake: Error, CustomStringConvertible {
        package let description: String
    }

    /// A character device node at `path` with /dev/null's numbers (1, 3), mode 0666; as an
    /// ordinary user, a symbolic link to /dev/null.
    package static func makeNullDevice(at path: String) throws {
        guard isRoot else { return try makeLink(at: path, to: "/dev/null") }
        guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, chmod(path, 0o666) == 0 else {
            throw CannotMake(description: "mknod \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// A FIFO (named pipe) at `path`, mode 0644.
    package static func makeFIFO(at path: String) throws {
        guard mkfifo(path, 0o644) == 0 else {
            throw CannotMake(description: "mkfifo \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `text` at `path` (mode 0644) and gives the file to `spareUser`; as an ordinary
    /// user, a symbolic link to `rootsFile` instead (whose text is not `text`).
    package static func makeOtherUsersFile(at path: String, text: String) throws {
        guard isRoot else { return try makeLink(at: path, to: rootsFile) }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), chmod(path, 0o644) == 0,
            chown(path, spareUser, spareUser) == 0
        else { throw CannotMake(description: "chown \(path): \(String(cString: strerror(errno)))") }
    }

    private static func makeLink(at path: String, to target: String) throws {
        guard symlink(target, path) == 0 else {
            throw CannotMake(description: "symlink \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// What a file is, whose it is, its mode, links, size and bytes (nil for a device or a FIFO,
    /// which are not read): equal before and after when cdscan left it alone.
    package struct Snapshot: Equatable, CustomStringConvertible {
        package let type: UInt32
        package let mode: UInt32
        package let owner: UInt32
        package let links: Int
        package let inode: UInt64
        package let bytes: Data?

        package var description: String {
            "type \(String(type, radix: 8)) mode \(String(mode, radix: 8)) owner \(owner) links \(links) "
                + "inode \(inode) \(bytes.map { "\($0.count) bytes" } ?? "not read")"
        }
    }

    /// The file at `path` as it is now (a symbolic link itself, not its target); nil when there is none.
    package static func snapshot(_ path: String) -> Snapshot? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let regular = info.st_mode & S_IFMT == S_IFREG
        return Snapshot(
            type: UInt32(info.st_mode & S_IFMT), mode: UInt32(info.st_mode & 0o7777), owner: info.st_uid,
            links: Int(info.st_nlink), inode: UInt64(info.st_ino),
            bytes: regular ? FileManager.default.contents(atPath: path) : nil)
    }

    /// The names in `directory`, sorted (hidden ones included): nothing made beside a refused path.
    package static func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}
