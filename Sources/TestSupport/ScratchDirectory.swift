import Foundation

/// A fresh directory under the system's temporary one; the caller removes it.
package func makeTemporaryDirectory(prefix: String = "cdscan-tests") throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Runs `body` with a fresh temporary directory, removed afterwards.
package func withScratchDirectory<Result>(_ body: (String) throws -> Result) throws -> Result {
    let path = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Runs `body` with a fresh temporary directory as a URL, removed afterwards.
package func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    try withScratchDirectory { try body(URL(fileURLWithPath: $0)) }
}
