import Synchronization

/// The engine sets (`FrameEngines`) of one `PhotoReader`, made once and kept: zbar's scanners are
/// C handles that two threads must not share, and making them for every photo or frame is
/// wasted work. One set per core, each behind its own lock, read with where it lies. The first
/// set is made with the reader, so that an engine zbar refuses is an error there, never a photo
/// read as holding no barcode. zbar reads each frame alone (`ZBarDecoder.readsEachImageAlone`):
/// a photo's reads never depend on the photo read before it on the same set.
final class EngineShelf: Sendable {
    private final class Slot: Sendable {
        let engines = Mutex<FrameEngines?>(nil)
    }

    private let symbologies: [Symbology]
    /// The set made with the shelf.
    private let first: Mutex<FrameEngines>
    /// The others, made when first needed.
    private let others: [Slot]

    /// A shelf of `count` sets for `symbologies`, holding the first; throws what zbar refuses.
    init(symbologies: [Symbology], count: Int) throws(DecoderError) {
        self.symbologies = symbologies
        first = Mutex(try FrameEngines(symbologies: symbologies))
        others = (1..<max(1, count)).map { _ in Slot() }
    }

    /// What `body` reads with a set of engines no other thread holds meanwhile: a free one,
    /// else the first once it is free.
    func lend<Result: Sendable>(_ body: @Sendable (FrameEngines) -> Result) -> Result {
        if let result = first.withLockIfAvailable({ body($0) }) { return result }
        for slot in others {
            let result = slot.engines.withLockIfAvailable { engines -> Result? in
                // zbar accepted these symbologies for the first set; one that still cannot be
                // made (out of memory) leaves the slot empty, and the read waits for the first.
                if engines == nil { engines = try? FrameEngines(symbologies: symbologies) }
                return engines.map(body)
            }
            if let result, let result { return result }
        }
        return first.withLock { body($0) }
    }
}
