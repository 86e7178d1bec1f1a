import Basics
import Glibc

/// Reads whole files into memory, turning `errno` into `ImageError`s that name the file.
enum ImageFile {
    /// The file's bytes, read with one buffer of exactly the file's size; `-`
    /// (`ImageFileList.standardInput`) reads standard input to its end instead.
    ///
    /// Only a regular file is a photo: the path is opened `O_NONBLOCK` (opening a FIFO no one
    /// writes would wait forever, and a device may do something when opened) and refused
    /// unless `fstat` says it is a regular file (`/dev/zero` named `IMG_1.jpg` read 256 MiB).
    static func read(_ path: String, limits: ImageLimits) throws(ImageError) -> [UInt8] {
        if path == ImageFileList.standardInput { return try readStandardInput(limits: limits) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw error(errno, path: path) }
        defer { close(fd) }
        guard let status = FileStatus(descriptor: fd) else { throw error(errno, path: path) }
        guard status.kind == .regular else {
            let what = status.kind == .directory ? "a directory" : status.kind.described
            throw .unreadable(path: path, reason: "it is \(what), not an image file")
        }
        return try read(fd, path: path, limits: limits)
    }

    /// Standard input's bytes (a redirected file or a pipe); refused when it is a terminal,
    /// where a photo cannot be typed and the read would only wait.
    private static func readStandardInput(limits: ImageLimits) throws(ImageError) -> [UInt8] {
        let path = ImageFileList.standardInput
        guard isatty(STDIN_FILENO) == 0 else {
            throw .unreadable(
                path: path, reason: "it is a terminal; pipe a photo in (cdscan scan --image - < back.jpg)")
        }
        return try read(STDIN_FILENO, path: path, limits: limits)
    }

    private static func read(_ fd: Int32, path: String, limits: ImageLimits) throws(ImageError) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(errno, path: path) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else {
            throw .unreadable(path: path, reason: "it is a directory, not an image file")
        }
        let size = Int(info.st_size)
        guard size <= limits.maxFileBytes else { throw .fileTooLarge(path: path, bytes: size) }
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            (count, failure) = SystemCall.read(fd, into: buffer.baseAddress, count: size)
        }
        if let failure { throw error(failure, path: path) }
        // A file that grew since fstat (or a pipe, which reports size 0): read the rest.
        if bytes.count == size { try readRest(fd, into: &bytes, path: path, limits: limits) }
        guard !bytes.isEmpty else { throw .empty(path: path) }
        return bytes
    }

    private static func readRest(
        _ fd: Int32, into bytes: inout [UInt8], path: String, limits: ImageLimits
    ) throws(ImageError) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { buffer in
                SystemCall.retryingEINTR { Glibc.read(fd, buffer.baseAddress, buffer.count) }
            }
            if got < 0 { throw error(errno, path: path) }
            if got == 0 { return }
            bytes.append(contentsOf: chunk[0..<got])
            if bytes.count > limits.maxFileBytes { throw .fileTooLarge(path: path, bytes: bytes.count) }
        }
    }

    /// The `ImageError` for a failed system call.
    static func error(_ code: Int32, path: String) -> ImageError {
        switch code {
        case ENOENT, ENOTDIR: return .missing(path: path)
        case EACCES, EPERM: return .permissionDenied(path: path)
        case EISDIR: return .unreadable(path: path, reason: "it is a directory, not an image file")
        default: return .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
