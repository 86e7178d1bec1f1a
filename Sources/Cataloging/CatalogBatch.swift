import Album
import Barcode
import Basics
import Catalog

/// The steps of `cdscan catalog` that hold its rules: record every input, then (with a
/// `BatchRunner`) look up what is pending and finish the releases this run asked about.
///
/// Every input is recorded before the first lookup, so a run stopped at any point has
/// the whole list in the catalog and a re-run goes on from there.
package enum CatalogBatch {
    /// Records every input as a copy identified by `input.copy` (a copy recorded before keeps
    /// its source; a new copy of a code already looked up takes its answer), a catalogue number
    /// as an item of its own kind, lines that are neither as invalid, told to the observer.
    /// Returns how many were invalid.
    ///
    /// The inputs are recorded several to a transaction (`commit`; `time` its clock): killed
    /// midway, a run loses the open batch, which the next run records again.
    package static func record(
        _ inputs: [BarcodeInput], in store: CatalogStore, observer: any BatchObserver,
        commit: CommitRule = .standard, time: any TimeSource = SystemClock()
    ) throws(CatalogError) -> Int {
        try record(
            inputs, in: store, observer: observer, commit: commit, time: time, stop: { .none }
        ).invalid
    }

    /// What `record(_:in:observer:commit:time:stop:)` did.
    package struct Recording: Sendable, Equatable {
        /// Inputs that were neither a barcode nor a catalogue number (recorded as invalid).
        package var invalid = 0
        /// Lines of lists left unrecorded because a stop was asked for (a re-run records them).
        package var skippedListLines = 0
        /// Inputs of any kind left unrecorded because a second stop was asked for.
        package var abandoned = 0
        /// Copies (a list's lines, a photo's codes) left out because `items remove` removed them
        /// earlier and the run was not asked to add them again.
        package var removedEarlier = 0
    }

    /// Records `inputs` as `record(_:in:observer:commit:time:)` does, asking `stop` between inputs.
    ///
    /// A copy removed with `items remove` is not recorded again (the same list run again adds
    /// nothing, what was removed included) unless `addRemoved` (`catalog --add-removed`).
    ///
    /// After a first stop the lines of lists are left (the same command records them again and
    /// adds nothing), but what a re-run could not give back is still recorded: codes given as
    /// arguments or on standard input (a re-run would add them twice), photos already decoded.
    /// After a second, nothing more is recorded. The open transaction is committed either way.
    package static func record(
        _ inputs: [BarcodeInput], in store: CatalogStore, observer: any BatchObserver,
        commit: CommitRule = .standard, time: any TimeSource = SystemClock(), addRemoved: Bool = false,
        stop: () -> InterruptRequest
    ) throws(CatalogError) -> Recording {
        var recording = Recording()
        var next = 0
        var photographed = PhotographedCodes()
        while next < inputs.count {
            try commit.fill(store, time: time) { () throws(CatalogError) in
                guard next < inputs.count else { return false }
                let request = stop()
                if request == .now {
                    recording.abandoned = inputs.count - next
                    next = inputs.count
                    return false
                }
                defer { next += 1 }
                if request == .afterCurrent, inputs[next].copy.isListLine {
                    recording.skippedListLines += 1
                    return true
                }
                if !addRemoved, try store.wasRemoved(inputs[next].recordedKey, as: inputs[next].copy) {
                    recording.removedEarlier += 1
                    return true
                }
                let copy = try record(
                    inputs[next], in: store, observer: observer, photographed: &photographed)
                recording.invalid += copy == nil ? 1 : 0
                return true
            }
        }
        return recording
    }

    /// Records one input as `record(_:in:observer:)` does; the copy recorded, nil when it was invalid.
    package static func record(
        _ input: BarcodeInput, in store: CatalogStore, observer: any BatchObserver
    ) throws(CatalogError) -> RecordedCopy? {
        var photographed = PhotographedCodes()
        return try record(input, in: store, observer: observer, photographed: &photographed)
    }

    /// Records one input; `photographed` holds the codes this run's photos gave, so that a
    /// later photo of one of them is said to be a possible retake.
    private static func record(
        _ input: BarcodeInput, in store: CatalogStore, observer: any BatchObserver,
        photographed: inout PhotographedCodes
    ) throws(CatalogError) -> RecordedCopy? {
        if let number = input.catalogNumber {
            return try record(input, number, in: store, observer: observer)
        }
        switch input.parsed {
        case .success(let gtin):
            let copy = try store.record(gtin, as: input.copy, source: input.source, notes: input.notes)
            if let retake = photographed.retake(copy, of: gtin, from: input) {
                observer.batch(retake)
            } else {
                noteCopies(copy, of: input, observer)
            }
            return copy
        case .failure(let error):
            observer.batch(.invalidInput(input, error))
            try store.recordInvalid(
                input.text, as: input.copy, source: input.source, reason: .invalidBarcode(error), notes: input.notes)
            return nil
        }
    }

    /// Records a catalogue-number input; nil when it was invalid (`catno:` and no catalogue number).
    private static func record(
        _ input: BarcodeInput, _ number: CatalogNumberInput, in store: CatalogStore, observer: any BatchObserver
    ) throws(CatalogError) -> RecordedCopy? {
        let found: CatalogNumber
        switch number {
        case .given(let given):
            found = given
        case .readAs(let read):
            found = read
            observer.batch(.readAsCatalogNumber(input, read))
        case .invalid:
            observer.batch(.invalidCatalogNumber(input))
            try store.recordInvalid(
                input.text, as: input.copy, source: input.source, reason: .notACatalogNumber, notes: input.notes)
            return nil
        }
        let copy = try store.record(
            catalogNumber: found.text, line: input.text, as: input.copy,
            source: input.source, notes: input.notes)
        noteCopies(copy, of: input, observer)
        return copy
    }

    /// A repeated list line is a copy on purpose; a code typed, piped or photographed again may
    /// be a second copy or the same disc twice: say so.
    private static func noteCopies(_ copy: RecordedCopy, of input: BarcodeInput, _ observer: any BatchObserver) {
        if copy.isNew, copy.copies > 1, !input.copy.isListLine {
            observer.batch(.moreCopies(code: input.text, item: copy.id, copies: copy.copies))
        }
    }

    /// Records each photo in which no barcode could be read as a `no_barcode` item (its code
    /// the photo's path), so the copy is not forgotten; reading it again adds nothing. A photo
    /// whose only codes conflict is kept so for review, the codes in its notes. Returns their
    /// keys (``CatalogItem/key``), for the run's summary to count them with the barcodes.
    @discardableResult
    package static func recordUnread(_ failures: [PhotoFailure], in store: CatalogStore) throws(CatalogError)
        -> Set<ItemKey>
    {
        var removedEarlier = 0
        return try recordUnread(failures, in: store, removedEarlier: &removedEarlier)
    }

    /// Records as `recordUnread(_:in:)` does; a photo whose item `items remove` removed is left out (counted in `removedEarlier`) unless
    /// `addRemoved`, as `record` leaves out a list's removed lines.
    @discardableResult
    package static func recordUnread(
        _ failures: [PhotoFailure], in store: CatalogStore, addRemoved: Bool = false, removedEarlier: inout Int
    ) throws(CatalogError) -> Set<ItemKey> {
        var keys = Set<ItemKey>()
        for failure in failures {
            let (path, notes): (String, String)
            switch failure {
            case .unreadable: continue
            case .noBarcode(let photo): (path, notes) = (photo, "")
            case .conflict(let photo, let codes):
                (path, notes) = (photo, "two codes read in one place: \(codes.joined(separator: " or "))")
            }
            let file = OutputFile.followingLinks(path)
            let key = ItemKey(kind: .noBarcode, code: file)
            let copy = CopyIdentity.photo(path: file, index: 1)
            if !addRemoved, try store.wasRemoved(key, as: copy) {
                removedEarlier += 1
                continue
            }
            try store.record(key, as: copy, source: "image:\(path)", notes: notes)
            keys.insert(key)
        }
        return keys
    }

    /// The codes this run was given or looked up (`CatalogItem.key`):
    /// those its summary counts and `--details` and `--add-to-collection` apply to.
    package static func asked(_ report: BatchReport, _ inputs: [BarcodeInput]) -> Set<ItemKey> {
        report.finished.union(inputs.compactMap(\.subject?.key))
    }
}

/// The barcodes this run read from photos, and the first photo of each: a second photo of
/// a code is a second copy (a collector may own two), but as often a retake of one case.
struct PhotographedCodes {
    private var firstPhoto: [String: String] = [:]

    /// The warning for `copy` when it is a new copy read from a photo and an earlier photo of
    /// this run gave the same code (once per later photo: the pair it makes with the first);
    /// nil otherwise, and for a copy recorded before (reading the folder again says nothing).
    mutating func retake(_ copy: RecordedCopy, of gtin: GTIN, from input: BarcodeInput) -> BatchEvent? {
        guard case .photo = input.copy else { return nil }
        let photo = input.location ?? input.source
        return earlierPhoto(of: gtin, copy: copy, photo: photo).map {
            .possibleRetake(code: input.text, photo: photo, earlierPhoto: $0, item: copy.id)
        }
    }

    /// The first photo of this run that gave `gtin`, when `copy`, read from `photo`, is a new
    /// copy of it from another photo; nil otherwise (`scan --image --catalog` asks this too).
    mutating func earlierPhoto(of gtin: GTIN, copy: RecordedCopy, photo: String) -> String? {
        guard let earlier = firstPhoto[gtin.ean13] else {
            firstPhoto[gtin.ean13] = photo
            return nil
        }
        guard copy.isNew, earlier != photo else { return nil }
        return earlier
    }
}
