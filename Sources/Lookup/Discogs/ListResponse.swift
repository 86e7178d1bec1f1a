/// A row of a response that is one list: a Discogs search result, folder or collection copy,
/// a MusicBrainz release.
protocol ListResponseRow: Decodable {
    /// The member of the response that holds the rows: "results", "folders", "releases".
    static var listKey: String { get }
}

/// A response whose one required member is a list of rows (Discogs' and MusicBrainz' searches,
/// Discogs' collection folders and copies):
/// the rows that decode are kept, the other members (pagination, counts) are not read.
struct ListResponse<Row: ListResponseRow>: Decodable {
    let rows: [Row]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        // The list is the one member that must be there: without it this is not the response asked for.
        rows = try container.requiredElements(Key(stringValue: Row.listKey))
    }
}

/// A row that stands for one value of the domain (a folder, a copy), or for none when it lacks
/// what the value needs.
protocol MappedListRow: ListResponseRow {
    associatedtype Value
    var value: Value? { get }
}

extension ListResponse where Row: MappedListRow {
    /// The values of the rows that make one.
    var values: [Row.Value] { rows.compactMap(\.value) }
}
