import Basics
import Foundation
import Glibc

/// The folder a gallery goes into: checked before anything is written, and written only through here.
struct SiteFolder {
    let path: String
    private let files = FileManager.default

    init(path: String) { self.path = path }

    /// The manifest of an earlier export; nil for a new or empty folder. Refuses anything else,
    /// and a folder reached through another user's symbolic link in a sticky, world-writable
    /// folder (`FilePaths.untrustedLink(in:)`).
    func open() throws(GalleryError) -> SiteManifest? {
        if let link = FilePaths.untrustedLink(in: path) {
            throw .cannotWrite(path: path, reason: FilePaths.untrustedLinkReason(link))
        }
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            try makeFolder(path)
            return nil
        }
        guard isDirectory.boolValue else { throw .notAFolder(path: path) }
        let manifestPath = self.path(SiteManifest.fileName)
        guard files.fileExists(atPath: manifestPath) else {
            let entries = (try? files.contentsOfDirectory(atPath: path)) ?? []
            if entries.isEmpty { return nil }
            throw .folderNotOurs(path: path)
        }
        guard let data = Self.regularFileContents(manifestPath),
            let manifest = try? JSONDecoder().decode(SiteManifest.self, from: data),
            manifest.generator == SiteManifest.generator
        else { throw .damagedManifest(path: manifestPath) }
        return manifest
    }

    /// The bytes of the regular file at `path` (at most 64 MiB), nil for anything else: opened
    /// `O_NONBLOCK`, so a FIFO named like the manifest is refused by its type, not waited on.
    private static func regularFileContents(_ path: String) -> Data? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard FileStatus(descriptor: descriptor)?.kind == .regular,
            let bytes = try? BoundedRead.all(descriptor, limit: 64 << 20)
        else { return nil }
        return Data(bytes)
    }

    /// `releases/` and `covers/`, which must be real folders (a symbolic link could lead the deletes elsewhere).
    func makeSubfolders() throws(GalleryError) {
        for name in ["releases", "covers"] {
            let subfolder = path(name)
            if let type = try? files.attributesOfItem(atPath: subfolder)[.type] as? FileAttributeType {
                guard type == .typeDirectory else { throw .notAFolder(path: subfolder) }
            } else {
                try makeFolder(subfolder)
            }
        }
    }

    /// Writes `bytes` at `relative` (replacing it whole: a reader sees the old page or the new).
    ///
    /// A temporary file renamed over the page, written with plain POSIX calls:
    /// Foundation's `Data.write` flushes every file to disk (fsync), and 10,000
    /// pages took over a minute that way. A page lost in a crash is written
    /// again by the next export; the manifest, written last, names only pages
    /// that were renamed into place.
    ///
    /// A file that already holds exactly `bytes` is left alone: on a re-export most
    /// pages are unchanged, and on ext4 a rename over an existing file forces the
    /// new one to disk first (the `auto_da_alloc` safeguard) and frees the old one's
    /// blocks; 10,000 such renames were most of a re-export's time. Reading the
    /// page to compare costs a fraction of that.
    func write(_ bytes: Data, to relative: String) throws(GalleryError) {
        let target = path(relative)
        if holds(bytes, at: target) { return }
        let name = (relative as NSString).lastPathComponent
        // A name of its own (`O_EXCL`): never a file that happened to be there, never truncated.
        let unique = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let temporary = path((relative as NSString).deletingLastPathComponent + "/.\(name).\(unique).cdscan-tmp")
        let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: target, reason: String(cString: strerror(errno))) }
        let failed = SystemCall.writeAll(bytes, to: descriptor)
        let closed = close(descriptor) == 0
        let reason = String(cString: strerror(failed ?? errno))
        guard closed, failed == nil else {
            unlink(temporary)
            throw .cannotWrite(path: target, reason: reason)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: target, reason: reason)
        }
    }

    /// Whether `target` is a regular file (not a link) whose content is exactly `bytes`; opened
    /// `O_NONBLOCK`, so a FIFO there is told by its type rather than waited on.
    private func holds(_ bytes: Data, at target: String) -> Bool {
        let descriptor = Glibc.open(target, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count
        else { return false }
        // One byte more than expected: a file that grew since fstat is not a match.
        var existing = [UInt8](repeating: 0, count: bytes.count + 1)
        let read = existing.withUnsafeMutableBytes {
            SystemCall.read(descriptor, into: $0.baseAddress, count: $0.count)
        }
        guard read.error == nil, read.bytes == bytes.count else { return false }
        return bytes.withUnsafeBytes { new in
            existing.withUnsafeBytes { old in
                guard let new = new.baseAddress, let old = old.baseAddress else { return bytes.isEmpty }
                return memcmp(new, old, bytes.count) == 0
            }
        }
    }

    /// Deletes what an earlier export wrote and this one did not; only names cdscan writes.
    func remove(_ relatives: some Sequence<String>) {
        for relative in relatives where SiteManifest.isOurs(relative) {
            try? files.removeItem(atPath: path(relative))
        }
    }

    func exists(_ relative: String) -> Bool { files.fileExists(atPath: path(relative)) }

    func path(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    private func makeFolder(_ folder: String) throws(GalleryError) {
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return nsError.localizedDescription
    }
}
