/// How far an import has got, for a progress bar.
package struct ImportProgress: Sendable, Equatable {
    /// Bytes of the file read so far (compressed bytes for a `.gz`).
    package var bytesRead: Int64
    /// The file's size; nil when reading a pipe or stdin.
    package var totalBytes: Int64?
    /// `<release>` elements read so far.
    package var releasesRead: Int
    /// Seconds since the import began.
    package var elapsed: Double

    package init(bytesRead: Int64, totalBytes: Int64?, releasesRead: Int, elapsed: Double) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.releasesRead = releasesRead
        self.elapsed = elapsed
    }

    /// Releases read per second so far.
    package var releasesPerSecond: Double { elapsed > 0 ? Double(releasesRead) / elapsed : 0 }

    /// The share of the file read, 0...1; nil without a size.
    package var fraction: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(bytesRead) / Double(totalBytes))
    }

    /// Seconds left at the pace so far, from the (compressed) bytes still to read; nil without a size.
    package var secondsLeft: Double? {
        guard let totalBytes, bytesRead > 0, elapsed > 0 else { return nil }
        return Double(max(0, totalBytes - bytesRead)) * elapsed / Double(bytesRead)
    }
}

/// Receives an import's progress; the CLI draws it, tests record it.
package protocol ImportObserver: AnyObject {
    /// Called after each chunk of the file (about every megabyte) and once at the end.
    func importProgressed(_ progress: ImportProgress)
}
