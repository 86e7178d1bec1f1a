import Foundation

extension JSONValue {
    /// A fixture file read as JSON; the fakes' catalogues load their manifests and answers through it.
    static func readFixture(_ url: URL) throws(FakeServerError) -> JSONValue {
        do {
            return try JSONValue.parse(try Data(contentsOf: url))
        } catch {
            throw .fixtures(path: url.path, reason: "\(error)")
        }
    }
}
