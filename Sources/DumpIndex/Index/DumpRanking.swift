/// How the index orders releases that share a barcode, in place of the owner
/// counts API answers are ranked by (the dump has none).
///
/// `Ranking.rank` is applied afterwards, as to API answers: CDs first, then
/// owners (all unknown here, so equal), then the order given. That order is:
/// the main release of its master first (Discogs' own pick of the version
/// people mean), then better data quality, then the lower release id (the
/// earlier entry, which for one barcode is usually the original pressing and
/// the one most collections hold).
enum DumpRanking {
    /// `data_quality` as a number, higher is better; an unknown value counts as "Needs Vote".
    static func quality(_ text: String) -> Int {
        switch text.trimmingWhitespace {
        case "Complete and Correct": 5
        case "Correct": 4
        case "Needs Minor Changes": 3
        case "Needs Major Changes": 1
        case "Entirely Incorrect": 0
        default: 2
        }
    }
}
