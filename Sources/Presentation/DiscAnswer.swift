import Disc
import Lookup

/// A disc and what the databases said about it (`LookupSession.identify`), as `DiscPrinter` and `DiscRecord` read it.
@dynamicMemberLookup
struct DiscAnswer {
    var disc: Disc
    var identification: DiscIdentification

    subscript<Value>(dynamicMember keyPath: KeyPath<DiscIdentification, Value>) -> Value {
        identification[keyPath: keyPath]
    }
}
