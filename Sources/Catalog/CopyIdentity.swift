/// What makes a recorded code the same physical copy as one already in the catalogue, so
/// that running the same list (or reading the same photos) again adds nothing, while a
/// second copy of a disc is a second item.
///
/// - A list file: the list's absolute path and the n-th occurrence of the code in it. A
///   repeated line is another copy; re-running the list finds every copy it added.
/// - A photo (`catalog --images`, `scan --image --catalog`): its absolute path, the code, and
///   its index among the photo's readings of it.
///   Reading the folder again adds nothing; two photos of one case are two copies (a
///   retake is removed with `cdscan items remove`).
/// - A Discogs collection export: its path and the n-th occurrence of the release id.
/// - Read by the camera (`scan --catalog`): the camera session and the code. The same code
///   read again in one session is a reread of the case in front of the camera, not another
///   copy; a later session reading it again adds a copy.
/// - Typed on the command line, piped on standard input, or typed by a handheld scanner: a
///   new copy every time (the caller says how many copies there were already).
package enum CopyIdentity: Sendable, Equatable, Hashable {
    /// The `occurrence`-th time (from 1) the code appears in the list at `path`.
    case list(path: String, occurrence: Int)
    /// The `index`-th reading (from 1) of the code in the photo at `path`.
    case photo(path: String, index: Int)
    /// The `occurrence`-th row (from 1) of the release in the collection export at `path`.
    case collectionExport(path: String, occurrence: Int)
    /// One copy per code for the camera session `session` (an id unique to the run).
    case cameraSession(String)
    /// A copy of its own every time it is recorded.
    case new
    /// The first copy of the code when there is one, else a new one: how cdscan counted
    /// before copies (one item per barcode); what `scan --image --catalog` does for a photo
    /// on standard input, which has no path to tell it by.
    case existing

    /// The text stored in `items.copy_key` for `code`; nil for `.new` and `.existing`.
    func key(kind: ItemKind, code: String) -> String? {
        switch self {
        case .list(let path, let occurrence): "list:\(kind.rawValue):\(code):\(occurrence):\(path)"
        case .photo(let path, let index): "photo:\(kind.rawValue):\(code):\(index):\(path)"
        case .collectionExport(let path, let occurrence): "import:\(code):\(occurrence):\(path)"
        case .cameraSession(let session): "camera:\(kind.rawValue):\(code):\(session)"
        case .new, .existing: nil
        }
    }

    /// Whether it is a line of a list (whose repeated lines are copies on purpose).
    package var isListLine: Bool {
        if case .list = self { return true }
        return false
    }

    /// Whether recording it again adds nothing (a list's line, a photo's code, an export's row, the
    /// first copy): a run of such inputs can be given again after a stop. A `.new` copy (an
    /// argument, a line of standard input) or a camera session's is one more copy each time.
    package var isRepeatable: Bool {
        switch self {
        case .list, .photo, .collectionExport, .existing: true
        case .new, .cameraSession: false
        }
    }

    /// The occurrence number of each code in `codes`, in order: [a, b, a] gives [1, 1, 2].
    package static func occurrences<Code: Hashable>(of codes: [Code]) -> [Int] {
        var seen: [Code: Int] = [:]
        return codes.map { code in
            let next = (seen[code] ?? 0) + 1
            seen[code] = next
            return next
        }
    }
}
