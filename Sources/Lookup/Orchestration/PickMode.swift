/// How `--pick` chooses among the releases a barcode several carry.
package enum PickMode: String, Sendable, CaseIterable {
    /// The best ranked release, without asking.
    case best
    /// A person picks from a numbered list (a terminal, the phone's card); `best` where no one can be asked.
    case ask
    /// Every release, best first.
    case all
}
