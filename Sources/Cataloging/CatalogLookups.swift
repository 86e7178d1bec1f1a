import Album
import Barcode
import Lookup

/// What a batch asks of the lookup services: one session serves the whole batch, so its
/// clients' rate limiters keep the batch within the budget each service allows.
///
/// Not `Sendable`: the clients own libcurl handles. The `LookupWorker` touches a session
/// from its own queue, one job at a time.
public protocol CatalogLookups: AnyObject {
    /// HTTP requests sent so far by every client, retries included.
    var requestCount: Int { get }

    /// The releases carrying `gtin`, from the first service that knows it.
    func lookup(_ gtin: GTIN) throws(LookupError) -> LookupOutcome

    /// Failures of a service that another made up for during the last lookup, for stderr.
    func warnings(after outcome: LookupOutcome) -> [String]

    /// The tracklist, credits and identifiers of `album`'s release; nil when it is not a Discogs release.
    func details(of album: Album) throws(LookupError) -> ReleaseDetails?

    /// The collection folder `nameOrID` names (nil: "Uncategorized"), asked once and remembered.
    func collectionFolder(_ nameOrID: String?) throws(LookupError) -> CollectionFolder?

    /// Adds `album`'s release to the folder unless a copy is there already; nil when it is not
    /// a Discogs release.
    func addToCollection(_ album: Album, folder nameOrID: String?) throws(LookupError) -> CollectionAddResult?
}
