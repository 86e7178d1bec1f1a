import Foundation

/// Where the package is on disk, found from this file's path, and its shared test data.
package enum PackageRoot {
    /// The nearest folder above this file that holds Package.swift.
    package static let url: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The top-level Fixtures folder.
    package static let fixtures = url.appendingPathComponent("Fixtures")

    /// The path of a fixture, such as "images/clean/ean13-5099750442227.pgm".
    package static func fixture(_ relative: String) -> String {
        fixtures.appendingPathComponent(relative).path
    }
}
