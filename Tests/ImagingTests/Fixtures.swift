import Foundation
import TestSupport

/// Finds the images under Fixtures/images from the package root.
enum Fixtures {
    static let images = PackageRoot.url.appendingPathComponent("Fixtures/images")

    /// The path of a fixture, such as "photos/easy.jpg".
    static func path(_ relative: String) -> String {
        images.appendingPathComponent(relative).path
    }
}
