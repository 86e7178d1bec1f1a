import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Whether an output file can be written, checked before an hour-long batch rather than after.
public enum OutputCheck {
    /// Why `path` cannot be written, or nil when it looks writable.
    public static func problem(writing path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "it is a folder" }
            return access(path, W_OK) == 0 ? nil : String(cString: strerror(errno))
        }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "the folder \(directory) does not exist"
        }
        return access(directory, W_OK) == 0 ? nil : "the folder \(directory): \(String(cString: strerror(errno)))"
    }
}
