import DumpIndex

/// How `DumpError` is said to a person (the error holds the data: DumpIndex words nothing).
extension DumpError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .truncatedGzip(let offset):
            "the gzip file ends early, at byte \(offset), before its end marker: "
                + "the download was probably cut short; download it again"
        case .corruptGzip(let offset, let reason):
            "the gzip file is corrupt near byte \(offset) (\(reason)); download it again"
        case .malformedXML(let line, let offset, let reason):
            "the dump is not well-formed XML at line \(line) (uncompressed byte \(offset)): \(reason)"
        case .notAReleasesDump(let root):
            "this is not a Discogs releases dump: its root element is <\(root)>, not <releases> "
                + "(the file to import is discogs_YYYYMMDD_releases.xml.gz)"
        case .truncatedXML(let offset):
            "the dump ends at uncompressed byte \(offset) before </releases>: the file is incomplete"
        case .duplicateRelease(let id): "release \(id) appears twice in the dump: the file is damaged"
        case .badReleaseID(let text, let offset):
            "a <release> near uncompressed byte \(offset) has id \"\(text)\", not a release number"
        case .badDate(let text): "'\(text)' is not a date: give the dump's date as YYYY-MM-DD"
        case .noIndex(let path): "there is no dump index at \(path): import one with 'cdscan dump import FILE'"
        case .newerIndex(let path, let found, let supported):
            "the dump index \(path) was written by a newer cdscan (format \(found); this one reads up to "
                + "\(supported)): update cdscan or import the dump again"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotCreate(let path, let failure): "cannot write \(path): \(failure)"
        case .notAnIndex(let path, let reason):
            "\(path) is not a dump index (\(reason)): cdscan replaces or removes only an index; "
                + "name another file with --index"
        case .database(let path, let error): "the dump index \(path) failed: \(error)"
        case .interrupted: "interrupted: the import was abandoned and the index in use left as it was"
        case .importRunning(let path, let pid):
            "another cdscan\(pid.map { " (process \($0))" } ?? "") is importing a dump into \(path): "
                + "wait for it to finish (or stop it), then try again"
        }
    }
}
