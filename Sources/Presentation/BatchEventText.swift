import Album
import Barcode
import Basics
import Cataloging
import Lookup
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

extension BatchEvent {
    /// The line a note-like event prints on stderr; nil for the events that draw progress.
    package var note: Notice? {
        switch self {
        case .stopping: .message(Self.stoppingNote(signal: SignalCounter.firstSignal))
        case .lookupFailed(let subject, let error): .message("\(Displayable.escaped(subject.description)): \(error)")
        case .fellBack(let subject, let fallback):
            .warning("\(Displayable.escaped(subject.description)): \(fallback.message)")
        case .releaseTaskFailed(let gtin, let task, let error): .message("\(gtin.canonical): \(task.subject): \(error)")
        case .collection(let gtin, let result):
            CollectionOutcome(result).message.map { .message("\(gtin.canonical): \($0)") }
        case .moreCopies(let code, let item, let copies):
            .message(
                "\(Displayable.escaped(code)): already in the catalog: you have \(copies) copies now "
                    + "(item \(item) is the new one; a code typed, piped, photographed or read again is one more copy)")
        case .possibleRetake(let code, let photo, let earlier, let item):
            .warning(
                "\(Displayable.escaped(photo)): \(Displayable.escaped(code)) is also on "
                    + "\(Displayable.escaped(earlier)): recorded as a second copy (item \(item)); if it is a retake "
                    + "of the same case, remove the copy with 'cdscan items remove \(item)' (and the photo, or "
                    + "reading the folder again adds it back)")
        case .readAsCatalogNumber(let input, _):
            .message(
                "\(input.locationPrefix)\"\(Displayable.escaped(input.text))\" is not a barcode: "
                    + "searching it as a catalogue number")
        case .discRead(let disc): .message(DiscPrinter.summary(disc))
        case .discIdentified(_, let identification): DiscCatalogText.identified(identification).map(Notice.message)
        case .discRecorded(let disc, let item): .message(DiscCatalogText.recorded(disc, item))
        case .notOnDiscogs(let count):
            .message(
                (count == 1 ? "1 release is" : "\(count) releases are")
                    + " from MusicBrainz: --details and --add-to-collection apply to Discogs releases")
        case .started, .progressed, .waiting, .paced, .finished, .invalidInput, .invalidCatalogNumber, .readingPhoto,
            .photoFailed, .photosRead, .discUnreadable, .typedRead, .typedRecorded:
            nil
        }
    }
}

extension BatchEvent {
    /// The line saying the batch stops, worded for the signal that stopped it (the first one,
    /// which also chooses the exit status): a second of any of them stops at once.
    static func stoppingNote(signal: Int32?) -> String {
        let (cause, again) =
            switch signal {
            case SIGTERM: ("stopped by SIGTERM", "a second SIGTERM")
            case SIGHUP: ("the terminal closed (SIGHUP)", "a second SIGHUP")
            default: ("interrupted", "Ctrl-C again")
            }
        return "\(cause): saving what is done (\(again) stops without waiting for the lookup in flight)"
    }
}

extension ReleaseTask {
    /// "details of release 4707982", "adding release 4707982 to the collection".
    package var subject: String {
        switch self {
        case .details(let releaseID): "details of release \(releaseID)"
        case .addToCollection(let releaseID): "adding release \(releaseID) to the collection"
        }
    }
}

extension BarcodeInput {
    /// The message for an invalid input: `barcodes.txt:12: "12345" is not a valid barcode: ...`,
    /// or, for a valid code that is not music's, what it is and how to look it up anyway.
    func invalidMessage(_ error: BarcodeError) -> String {
        if case .notMusic(let kind) = error {
            return "\(locationPrefix)\"\(Displayable.escaped(text))\" is \(kind), not a CD's barcode; "
                + "--any-prefix looks it up anyway"
        }
        return "\(locationPrefix)\"\(Displayable.escaped(text))\" is not a valid barcode: \(error)"
    }

    /// How the code was read, for stderr as `lookup` says it: a warning `barcodes.txt:3: 0425261: a
    /// UPC-E without its check digit ...`, a message `barcodes.txt:4: 0 29667 43122 4 12: the 2-digit add-on ...`.
    package var readingMessages: [Notice] {
        let prefix = locationPrefix + Displayable.escaped(text) + ": "
        return readingNotes.map { note in
            note.isWarning ? .warning(prefix + note.description) : .message(prefix + note.description)
        }
    }
}

extension BarcodeInput {
    /// "barcodes.txt:12: " before a message about this line; nothing for a code not read from a list.
    fileprivate var locationPrefix: String { location.map { "\($0): " } ?? "" }

    /// The message for a `catno:` line that holds no catalogue number.
    var invalidCatalogNumberMessage: String {
        return "\(locationPrefix)\"\(Displayable.escaped(text))\" is not a catalogue number (\(CatalogNumber.rule))"
    }
}

extension PhotoFailure {
    /// Why the photo gave nothing to record, for stderr.
    package var message: String {
        switch self {
        case .unreadable(let error): "\(error)"
        case .noBarcode(let path): "\(Displayable.escaped(path)): no barcode found"
        case .conflict(let path, let codes):
            "\(Displayable.escaped(path)): \(PhotoConflictText.sentence(codes))"
        }
    }
}

extension PhotoInputs.Reading {
    /// "read 41 barcodes from 40 photos; 2 could not be read or had none".
    package var summary: String {
        let barcodes = inputs.count == 1 ? "1 barcode" : "\(inputs.count) barcodes"
        let from = photos == 1 ? "1 photo" : "\(photos) photos"
        return "read \(barcodes) from \(from)"
            + (failures.isEmpty ? "" : "; \(failures.count) could not be read or had none")
    }
}

extension ScanCataloger {
    /// The line for stderr about a scanned `code` recorded `ambiguous`: its card shows the best
    /// ranked release, which is not the one chosen; as `catalog`'s summary, how to choose.
    package static func ambiguousNote(code: String) -> Notice {
        .message(
            "\(code): several releases carry this barcode: recorded as ambiguous; "
                + "choose with 'cdscan catalog --review'")
    }
}

extension ScanCataloger.Recorded {
    /// The line for stderr about a camera read of `code` that was a reread or another copy; nil otherwise.
    package func note(code: String) -> Notice? {
        switch self {
        case .copy:
            nil
        case .reread(let item):
            .message(
                "\(code): already recorded in this session (item \(item)); a case read again is not another copy "
                    + "(a later session, or 'cdscan catalog \(code)', adds one)")
        case .anotherCopy(let item, let copies):
            BatchEvent.moreCopies(code: code, item: item, copies: copies).note
        case .possibleRetake(let item, let photo, let earlier):
            BatchEvent.possibleRetake(code: code, photo: photo, earlierPhoto: earlier, item: item).note
        case .removedEarlier:
            .message(
                "\(code): this photo's copy was removed earlier ('cdscan items remove'), not added again "
                    + "('cdscan catalog --images --add-removed' adds it back)")
        }
    }
}
