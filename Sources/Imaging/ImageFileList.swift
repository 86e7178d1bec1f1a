import Glibc

/// Turns the paths a person named into the image files to read.
package enum ImageFileList {
    /// Name endings taken as images when listing a directory (a file named outright is always tried).
    static let imageExtensions: Set<String> = [
        "jpg", "jpeg", "jpe", "jfif", "png", "pgm", "ppm", "pnm", "webp", "heic", "heif", "hif",
    ]

    /// The path that names standard input: `scan --image -` reads the photo's bytes from there.
    package static let standardInput = "-"

    /// How a path is named in a message: "standard input" for `-`, else the path as given.
    package static func displayName(_ path: String) -> String {
        path == standardInput ? "standard input" : path
    }

    /// Each path as given when it is not a directory (`-`, standard input, included); for a directory, its image files in name
    /// order, and (when `recursive`) those of its subdirectories, each folder's files before its
    /// subfolders. Hidden files and folders (".name") are skipped, and so are FIFOs, devices
    /// and sockets, whatever their names; a folder that links back to
    /// one it is inside is reported once and not entered again. A directory that cannot be
    /// listed, or has no images anywhere, is one failure in place of its files.
    package static func expand(_ paths: [String], recursive: Bool = true) -> [Result<String, ImageError>] {
        var files: [Result<String, ImageError>] = []
        for path in paths {
            var info = stat()
            if path == standardInput {
                files.append(.success(path))
                continue
            }
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                files.append(.success(path))  // loading it reports what is wrong, if anything
                continue
            }
            var found: [Result<String, ImageError>] = []
            walk(path, identity: Identity(info), inside: [], recursive: recursive, into: &found)
            // Nothing at all to read: one failure for the folder (its own, or "no images").
            if found.isEmpty { found = [.failure(.noImages(path: path))] }
            files += found
        }
        return files
    }

    /// A directory's place on its file system, to know one reached again through a link.
    private struct Identity: Hashable {
        var device: UInt
        var inode: UInt
        init(_ info: stat) {
            device = UInt(info.st_dev)
            inode = UInt(info.st_ino)
        }
    }

    private static func walk(
        _ directory: String, identity: Identity, inside: Set<Identity>, recursive: Bool,
        into found: inout [Result<String, ImageError>]
    ) {
        let listing: (files: [String], folders: [(String, Identity)])
        do throws(ImageError) {
            listing = try entries(in: directory)
        } catch {
            found.append(.failure(error))
            return
        }
        found += listing.files.map { .success($0) }
        guard recursive else { return }
        let path = inside.union([identity])
        for (folder, folderIdentity) in listing.folders {
            if path.contains(folderIdentity) {
                found.append(.failure(.symlinkLoop(path: folder)))
                continue
            }
            walk(folder, identity: folderIdentity, inside: path, recursive: true, into: &found)
        }
    }

    /// The image files and the subfolders (following links) directly inside `directory`, by name.
    private static func entries(in directory: String) throws(ImageError) -> (
        files: [String], folders: [(String, Identity)]
    ) {
        guard let stream = opendir(directory) else { throw ImageFile.error(errno, path: directory) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [String] = []
        var folders: [(String, Identity)] = []
        for name in names.sorted() {
            let path = prefix + name
            var info = stat()
            let found = stat(path, &info) == 0
            if found, (info.st_mode & S_IFMT) == S_IFDIR {
                folders.append((path, Identity(info)))
            } else if found, (info.st_mode & S_IFMT) != S_IFREG {
                // A FIFO, device or socket named like a photo is no photo: opening it may wait or read forever.
                continue
            } else if let dot = name.lastIndex(of: "."),
                imageExtensions.contains(name[name.index(after: dot)...].lowercased())
            {
                files.append(path)  // a broken link is kept: loading it says what is wrong
            }
        }
        return (files, folders)
    }
}
