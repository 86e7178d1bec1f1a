import Basics
import Imaging
import PhoneServer
import Presentation
import Scanner

/// Each phone's own streak: the camera's reader on every frame, then a `ScanSession` per phone
/// (by its address) that counts `--frames` frames in a row from that phone alone, so two phones
/// showing different discs never break each other's count, and a disc held in view of one phone
/// is counted once for it.
///
/// A frame gives the scan's own session a sighting only when a phone's streak is complete; that
/// session then needs one frame (`PhoneScan` makes it so) and keeps the timeout, `--once` and the
/// lookups. Between two discs handed over there is always a frame with none, so that the
/// session's own rule for a disc still in view never swallows a disc another phone read just
/// after (two phones reading one disc at once count it once each, whatever the frames' order).
/// Each phone's status line goes to its page.
/// Not `Sendable`: the scan's thread owns it.
final class PhoneStreaks: CameraCodeReader {
    private let reader: any CameraCodeReader
    /// The address of the phone whose frame is being read (`PhoneFrameSource.lastClient`).
    private let phone: () -> String
    private let board: PhoneBoard
    private let clock: any TimeSource
    private let requiredFrames: Int
    private var phones: [String: ScanSession] = [:]
    /// Discs read by a phone, waiting to be handed to the scan's session, with the phone's number.
    private var waiting: [(sighting: ScanSession.Sighting, phone: Int)] = []
    /// Told which phone read each disc handed over.
    private let readers: DiscReaders
    /// Whether the last frame handed a disc over (the next one then hands none).
    private var handedOver = false
    /// The most phones followed at once (past it, every streak starts again).
    static let phoneLimit = 64

    init(
        reader: any CameraCodeReader, board: PhoneBoard, readers: DiscReaders, clock: any TimeSource,
        requiredFrames: Int, phone: @escaping () -> String
    ) {
        (self.reader, self.phone, self.board, self.readers) = (reader, phone, board, readers)
        (self.clock, self.requiredFrames) = (clock, requiredFrames)
    }

    func read(_ frame: GrayFrame) -> [ScanSession.Sighting] {
        let sightings = reader.read(frame)
        let phone = phone()
        let number = board.number(of: phone)
        let now = clock.now()
        if phones.count >= Self.phoneLimit, phones[phone] == nil { phones.removeAll() }
        // Continuous for each phone: whether the scan goes on after a disc is the scan's session's call.
        var session =
            phones[phone] ?? ScanSession(requiredFrames: requiredFrames, continuous: true, timeout: nil, startedAt: now)
        let event = session.observe(sightings, at: now)
        phones[phone] = session
        board.setStatus(ScanNotes.status(session.progress, stopHint: false), for: phone)
        if case .accepted(let sighting) = event { waiting.append((sighting, number)) }
        guard !handedOver, !waiting.isEmpty else {
            handedOver = false
            return []
        }
        handedOver = true
        let next = waiting.removeFirst()
        readers.handedOver(next.sighting.gtin.canonical, by: next.phone)
        return [next.sighting]
    }
}

@available(*, unavailable)
extension PhoneStreaks: Sendable {}
