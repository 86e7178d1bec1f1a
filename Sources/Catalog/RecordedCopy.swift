/// What recording a code did: which copy it is and how many the catalogue holds.
package struct RecordedCopy: Sendable, Equatable {
    /// The copy's item number.
    package var id: Int64
    /// Whether this call added the copy; false when its identity named one already there.
    package var isNew: Bool
    /// The copies of the code in the catalogue now, this one included.
    package var copies: Int
    /// Where the copy stands: a new copy of a code already looked up takes that answer.
    package var status: ItemStatus

    /// Whether the code needs a lookup (`ItemStatus.needsLookup(retry:)`).
    package func needsLookup(retry: Bool) -> Bool { status.needsLookup(retry: retry) }
}
