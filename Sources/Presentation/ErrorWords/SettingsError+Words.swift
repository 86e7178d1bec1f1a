import Settings

/// How `SettingsError` is said to a person (the error holds the data: Settings words nothing).
extension SettingsError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .exposedToken(let path, let mode):
            "\(path) holds DISCOGS_TOKEN but others can read it (mode \(Self.octal(mode))); run: chmod 600 \(path)"
        case .writableByOthers(let path, let mode):
            "\(path) can be changed by others (mode \(Self.octal(mode))); run: chmod 600 \(path)"
        case .notOwned(let path, let owner):
            "\(path) belongs to user \(owner), not to you: cdscan reads only your own config file"
        case .unsafeFolder(let path, let folder, let mode):
            "\(path) is in a folder others can change (\(folder), mode \(Self.octal(mode))); run: chmod go-w \(folder)"
        case .outOfRange(let variable, let value, let origin, let expected):
            "\(variable)=\(value) (in \(origin)) is out of range: expected \(expected)"
        case .unreadable(let path, let reason):
            "\(path) cannot be read: \(reason)"
        case .invalidValue(let variable, let problem):
            "\(variable): \(problem)"
        }
    }

    private static func octal(_ mode: Int) -> String { String(mode, radix: 8) }
}
