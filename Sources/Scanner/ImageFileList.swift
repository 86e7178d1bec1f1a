import Glibc

/// Turns the paths a person named into the image files to read.
public enum ImageFileList {
    /// Name endings taken as images when listing a directory (a file named outright is always tried).
    public static let imageExtensions: Set<String> = ["jpg", "jpeg", "jpe", "jfif", "png", "pgm", "ppm", "pnm"]

    /// Each path as given when it is not a directory; for a directory, its image files in name
    /// order (not descending into subdirectories, skipping hidden files). A directory that cannot
    /// be listed, or has no images, is one failure in place of its files.
    public static func expand(_ paths: [String]) -> [Result<String, ImageError>] {
        var files: [Result<String, ImageError>] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                files.append(.success(path))  // loading it reports what is wrong, if anything
                continue
            }
            do throws(ImageError) {
                let images = try imageFiles(in: path)
                if images.isEmpty { throw .noImages(path: path) }
                files += images.map { .success($0) }
            } catch {
                files.append(.failure(error))
            }
        }
        return files
    }

    /// The image files directly inside `directory`, sorted by name.
    public static func imageFiles(in directory: String) throws(ImageError) -> [String] {
        guard let stream = opendir(directory) else { throw ImageFile.error(errno, path: directory) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix("."), let dot = name.lastIndex(of: "."),
                imageExtensions.contains(name[name.index(after: dot)...].lowercased())
            else { continue }
            names.append(name)
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return names.sorted().compactMap { name in
            var info = stat()
            let path = prefix + name
            // Keep regular files (following links); a subdirectory named "x.jpg" is skipped.
            guard stat(path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
            return path
        }
    }
}
