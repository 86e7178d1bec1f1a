import Scanner

/// Where a code is in its photo, as the records of `scan --image --json` print it: `index`,
/// its number among the photo's codes (1 for the first, in reading order), and `box`, its
/// bounding box in the photo's pixels as `{"x", "y", "width", "height"}` (null when the
/// engine gave none).
package struct PhotoPlace: Sendable, Equatable {
    /// Nil for a place that holds no code of its own (a conflict).
    package var index: Int?
    package var box: Box?

    package init(index: Int?, box: Box?) {
        self.index = index
        self.box = box
    }

    enum BoxKeys: String, CodingKey {
        case x, y, width, height
    }

    /// Writes `index` and `box` of `place` (each null when there is no place) under the keys given.
    static func encode<Key: CodingKey>(
        _ place: PhotoPlace?, in container: inout KeyedEncodingContainer<Key>, index: Key, box: Key
    ) throws {
        try container.encode(place?.index ?? nil, forKey: index)
        guard let found = place?.box else {
            try container.encodeNil(forKey: box)
            return
        }
        var nested = container.nestedContainer(keyedBy: BoxKeys.self, forKey: box)
        try nested.encode(found.minX, forKey: .x)
        try nested.encode(found.minY, forKey: .y)
        try nested.encode(found.width, forKey: .width)
        try nested.encode(found.height, forKey: .height)
    }
}
