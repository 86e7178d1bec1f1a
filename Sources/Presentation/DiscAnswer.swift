import Disc
import Lookup

/// A disc and what the databases said about it (`LookupSession.identify`), for `DiscPrinter`.
@dynamicMemberLookup
public struct DiscAnswer {
    public var disc: Disc
    public var identification: DiscIdentification

    public init(disc: Disc, identification: DiscIdentification) {
        self.disc = disc
        self.identification = identification
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<DiscIdentification, Value>) -> Value {
        identification[keyPath: keyPath]
    }
}
