import Scanner

extension ExitCode {
    /// The status a photo that cannot be read ends the process with: 66 (EX_NOINPUT) when
    /// there is nothing to read (missing, no permission, a folder without images), 65
    /// (EX_DATAERR) when the bytes are there but are not a usable image (empty, not an
    /// image, unsupported, cut short, damaged, too large), 69 (EX_UNAVAILABLE) when the
    /// format's decoder (libheif) is not installed.
    init(_ error: ImageError) {
        switch error {
        case .missing, .permissionDenied, .unreadable, .noImages, .symlinkLoop:
            self = .noInput
        case .empty, .unknownFormat, .unsupportedFormat, .truncated, .corrupt, .tooLarge, .fileTooLarge:
            self = .dataError
        case .decoderMissing:
            self = .unavailable
        }
    }
}
