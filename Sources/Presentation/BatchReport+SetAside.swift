import Cataloging

extension BatchReport {
    /// The one line that says why `setAside` was not asked; nil when nothing was set aside.
    package var setAsideNote: String? {
        guard !setAside.isEmpty else { return nil }
        let count = Plural.count(setAside.count, "release")
        if indexOnly {
            return "\(count) left as they are: the dump index does not hold them, and only Discogs "
                + "(DISCOGS_TOKEN) can say whether a release still exists"
        }
        return "\(count) left as they are: a release is fetched by its id "
            + "from Discogs (DISCOGS_TOKEN) or a dump index, and this run has neither"
    }
}
