/// "Did you mean ...?" for a misspelt command or option: the nearest known name by edit distance.
package enum Suggestion {
    /// The candidate nearest `word`, if it is near enough to be a typo (at most a third of its letters off).
    package static func nearest(_ word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance, with a swap of neighbours counted as one edit ("lokoup").
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }

    /// "; did you mean 'X'?" or nothing.
    package static func phrase(_ word: String, among candidates: [String], prefix: String = "") -> String {
        nearest(word, among: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }
}
