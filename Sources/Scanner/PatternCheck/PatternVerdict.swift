/// What `PatternCheck` says of a candidate code whose fit it trusts (no opinion is nil).
package enum PatternVerdict: Sendable, Equatable {
    /// Every digit's bars match the candidate's pattern better than any other digit's there.
    case accept
    /// Some digit's bars match another digit's pattern better: the code was misread.
    case reject
}
