#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// How cdscan reads a path the user typed.
package enum FilePaths {
    /// `path` as given when absolute, else relative to `directory` (the working directory of
    /// the command): the one rule for every path option and argument.
    package static func resolve(_ path: String, in directory: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        guard !directory.isEmpty else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}

extension FilePaths {
    /// The directory part of `path`: "/a/b" for "/a/b/c", "." for "c", "/" for "/c".
    package static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }
}

extension FilePaths {
    /// The first symbolic link along `path` (its folders' and its own, followed as the kernel
    /// would) that the kernel's `protected_symlinks` rule refuses to follow, or nil when there
    /// is none: a link in a sticky, world-writable folder (`/tmp`) owned neither by that folder's
    /// owner nor by the user. Such a link is another user's, put where it would redirect what
    /// cdscan writes (`-o /tmp/collection.csv` to one of your files); cdscan resolves links by
    /// hand before it writes (a temporary file renamed over the target), where the kernel's
    /// check would never run, so it is decided here, whatever the sysctl says.
    package static func untrustedLink(in path: String) -> String? {
        var absolute = path
        if !path.hasPrefix("/"), let current = getcwd(nil, 0) {
            absolute = String(cString: current) + "/" + path
            free(current)
        }
        var pending = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var resolved = ""
        var links = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            if part == "." { continue }
            if part == ".." {
                resolved = resolved.isEmpty ? "" : directory(of: resolved)
                if resolved == "/" { resolved = "" }
                continue
            }
            let candidate = resolved + "/" + part
            var link = stat()
            guard lstat(candidate, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else {
                resolved = candidate
                continue
            }
            var folder = stat()
            let folderPath = resolved.isEmpty ? "/" : resolved
            if stat(folderPath, &folder) == 0, folder.st_mode & S_ISVTX != 0, folder.st_mode & S_IWOTH != 0,
                link.st_uid != folder.st_uid, link.st_uid != geteuid()
            {
                return candidate
            }
            links += 1
            guard links <= 40, let target = readLink(candidate) else { return nil }  // ELOOP: open fails anyway
            if target.hasPrefix("/") { resolved = "" }
            pending = target.split(separator: "/", omittingEmptySubsequences: true).map(String.init) + pending
        }
        return nil
    }

    /// Why a link `untrustedLink(in:)` found is refused, for a message.
    package static func untrustedLinkReason(_ link: String) -> String {
        "\(link) is another user's symbolic link in a sticky, world-writable folder, "
            + "which the kernel's protected_symlinks refuses to follow"
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
