internal import CDiscID

/// Owns one libdiscid `DiscId` object: reads a drive or takes a table of contents, and answers the ids.
///
/// Not Sendable: a libdiscid object keeps its last error and results in itself.
///
/// - SeeAlso: https://musicbrainz.org/doc/libdiscid
final class DiscIDHandle {
    private let handle: UnsafeMutablePointer<CDiscID.DiscId?>

    init() {
        // discid_new only fails when malloc does, and then nothing else would work either.
        guard let handle = discid_new() else { fatalError("libdiscid: out of memory") }
        self.handle = handle
    }

    deinit {
        discid_free(handle)
    }

    /// libdiscid's text for the last failure.
    var errorMessage: String {
        discid_get_error_msg(handle).map { String(cString: $0) } ?? "unknown error"
    }

    /// Reads the TOC and MCN of the disc in `device`; nil and `errorMessage` on failure.
    ///
    /// - SeeAlso: `discid_read_sparse` in discid.h
    func read(device: String) -> Disc? {
        let features = UInt32(DISCID_FEATURE_READ.rawValue | DISCID_FEATURE_MCN.rawValue)
        guard discid_read_sparse(handle, device, features) != 0 else { return nil }
        return try? result(device: device)
    }

    /// The ids of `toc`, computed by libdiscid exactly as from a drive.
    func put(_ toc: TableOfContents) throws(DiscError) -> Disc {
        // offsets[0] is the lead-out; offsets[n] the offset of track n (discid.h, discid_put).
        var offsets = [Int32](repeating: 0, count: 100)
        offsets[0] = Int32(toc.leadOut)
        for (index, offset) in toc.offsets.enumerated() { offsets[toc.firstTrack + index] = Int32(offset) }
        let accepted = offsets.withUnsafeMutableBufferPointer { buffer in
            discid_put(handle, Int32(toc.firstTrack), Int32(toc.lastTrack), buffer.baseAddress)
        }
        guard accepted != 0 else { throw .invalidTOC(toc.description, reason: "libdiscid: \(errorMessage)") }
        return try result(device: nil)
    }

    /// The disc libdiscid now holds.
    private func result(device: String?) throws(DiscError) -> Disc {
        let first = Int(discid_get_first_track_num(handle))
        let last = Int(discid_get_last_track_num(handle))
        let offsets = (first...max(first, last)).map { Int(discid_get_track_offset(handle, Int32($0))) }
        let toc = try TableOfContents(
            firstTrack: first, lastTrack: last, leadOut: Int(discid_get_sectors(handle)), offsets: offsets)
        return Disc(
            toc: toc, id: string(discid_get_id(handle)), freedbID: string(discid_get_freedb_id(handle)),
            mcn: string(discid_get_mcn(handle)), device: device)
    }

    private func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

@available(*, unavailable) extension DiscIDHandle: Sendable {}
