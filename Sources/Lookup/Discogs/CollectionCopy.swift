import Album

/// One instance of the user's Discogs collection as a folder listing shows it: which release,
/// where, and what the user recorded about it.
package struct CollectionCopy: Sendable, Equatable {
    package var releaseID: Int
    /// The copy's own id, needed to move, rate, edit or remove it.
    package var instanceID: Int
    package var folderID: Int
    /// 1 to 5 stars; 0: not rated.
    package var rating: Int
    /// The values of the user's collection fields (``CollectionField``) by field id.
    package var fields: [Int: String]
    /// The release as the listing's `basic_information` describes it; nil when it had none.
    package var album: Album?

    package init(
        releaseID: Int, instanceID: Int, folderID: Int, rating: Int = 0, fields: [Int: String] = [:],
        album: Album? = nil
    ) {
        self.releaseID = releaseID
        self.instanceID = instanceID
        self.folderID = folderID
        self.rating = rating
        self.fields = fields
        self.album = album
    }
}

/// A field of the user's collection (`GET /users/{username}/collection/fields`): Discogs gives
/// every user "Media Condition", "Sleeve Condition" (dropdowns) and "Notes"; users add their own.
/// Their ids differ from user to user, so they are found by name.
package struct CollectionField: Sendable, Equatable {
    package var id: Int
    package var name: String
    /// The values a dropdown offers; nil for a text field.
    package var options: [String]?

    package init(id: Int, name: String, options: [String]? = nil) {
        self.id = id
        self.name = name
        self.options = options
    }
}

/// What writing a collection field came to.
package enum FieldWrite: Sendable, Equatable {
    case written
    /// Discogs refused the value (422): not one the dropdown offers.
    case refused
}
