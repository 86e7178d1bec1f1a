import Terminal

/// How cdscan says that a photo held different codes in one place.
package enum PhotoConflictText {
    /// "two different codes read in one place (A or B): neither is taken; look at the photo".
    package static func sentence(_ codes: [String]) -> String {
        "two different codes read in one place (\(codes.map { Displayable.escaped($0) }.joined(separator: " or "))): "
            + "neither is taken; look at the photo"
    }
}
