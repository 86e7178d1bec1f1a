/// A line for stderr that is not an error, typed where its words are chosen: a message, which
/// `--quiet` drops, or a warning, which it keeps ("warning:", in yellow where colour is on).
/// `Console.show` prints it.
package enum Notice: Sendable, Equatable {
    case message(String)
    case warning(String)

    /// Its words, without the label.
    package var text: String {
        switch self {
        case .message(let text), .warning(let text): text
        }
    }
}
