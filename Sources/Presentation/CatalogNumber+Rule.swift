import Album

extension CatalogNumber {
    /// What a catalogue number may hold (``CatalogNumber/init(_:)``), for messages.
    package static let rule = "letters, digits, spaces and - . / _ ( ) # + &, at most \(maximumLength) characters"
}
