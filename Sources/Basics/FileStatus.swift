#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// What the file system says about one file, read without following a last symbolic link
/// (`lstat`) or from an open descriptor (`fstat`): what cdscan checks before it changes a file.
///
/// A file is known by its device and inode, never by its name: two paths (a symbolic link, a
/// hard link, `./x` and `/abs/x`) are the same file when those agree.
package struct FileStatus: Sendable, Equatable {
    /// The file's type, as `st_mode` says.
    package enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, characterDevice, blockDevice, fifo, socket

        /// The kind as a message names it: "a FIFO", "a character device".
        package var described: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .fifo: "a FIFO (named pipe)"
            case .socket: "a socket"
            }
        }
    }

    package let kind: Kind
    package let device: UInt64
    package let inode: UInt64
    /// The owner's user id.
    package let owner: UInt32
    /// How many names (hard links) the file has.
    package let links: Int
    /// The size in bytes.
    package let size: Int64
    /// The permission bits (`st_mode & 0o7777`).
    package let permissions: UInt32

    /// The file at `path` itself (a symbolic link is described, not followed); nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file open on `descriptor`; nil when `fstat` fails.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            case S_IFIFO: .fifo
            default: .socket
            }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        owner = info.st_uid
        links = Int(info.st_nlink)
        size = Int64(info.st_size)
        permissions = UInt32(info.st_mode & 0o7777)
    }

    /// Whether `other` is the same file (device and inode).
    package func isSameFile(as other: FileStatus) -> Bool { device == other.device && inode == other.inode }

    /// Why cdscan will not change this file in place, or nil when it may: it must be a regular
    /// file of the effective user's (root included: root does not take over others' files),
    /// with one name unless `allowingHardLinks`, and not empty unless `allowingEmpty`.
    ///
    /// The reason reads after "it is not ... because": "it is a character device".
    package func refusal(allowingEmpty: Bool = false, allowingHardLinks: Bool = false) -> String? {
        guard kind == .regular else { return "it is \(kind.described)" }
        guard owner == geteuid() else { return "it belongs to user \(owner), not to you" }
        guard allowingHardLinks || links == 1 else {
            return "it has \(links) hard links, and cdscan keeps one name per file so that "
                + "no two runs can miss each other"
        }
        guard allowingEmpty || size > 0 else { return "it is empty" }
        return nil
    }
}
