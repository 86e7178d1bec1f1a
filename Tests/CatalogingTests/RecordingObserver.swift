import Cataloging

/// Keeps every event a batch reports, in order.
final class RecordingObserver: BatchObserver {
    private(set) var events: [BatchEvent] = []

    func batch(_ event: BatchEvent) { events.append(event) }
}
