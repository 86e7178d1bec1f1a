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
