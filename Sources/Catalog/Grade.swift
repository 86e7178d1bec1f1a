import Foundation

/// A grade on Discogs' scale for a copy's media or sleeve ("Near Mint (NM or M-)").
///
/// Stored and exported by its full name, as Discogs' collection export and importer write it;
/// typed also by its short form (M, NM or M-, VG+, VG, G+, G, F, P) in any case.
/// - SeeAlso: https://www.discogs.com/selling/resources/how-to-grade-items
package enum Grade: String, Sendable, CaseIterable, Codable {
    case mint = "Mint (M)"
    case nearMint = "Near Mint (NM or M-)"
    case veryGoodPlus = "Very Good Plus (VG+)"
    case veryGood = "Very Good (VG)"
    case goodPlus = "Good Plus (G+)"
    case good = "Good (G)"
    case fair = "Fair (F)"
    case poor = "Poor (P)"
    /// The sleeve's alone: a plain sleeve, one not graded, none at all.
    case generic = "Generic"
    case notGraded = "Not Graded"
    case noCover = "No Cover"

    /// What is graded: the disc or its sleeve (the sleeve has three more grades).
    package enum Part: String, Sendable {
        case media, sleeve

        /// The grades this part may have, best first.
        package var grades: [Grade] {
            switch self {
            case .media: Array(Grade.allCases.prefix(8))
            case .sleeve: Grade.allCases
            }
        }
    }

    /// The full name, as Discogs writes it.
    package var fullName: String { rawValue }

    /// The short forms a person may type for it (lowercase).
    var shortForms: [String] {
        switch self {
        case .mint: ["m"]
        case .nearMint: ["nm", "m-"]
        case .veryGoodPlus: ["vg+"]
        case .veryGood: ["vg"]
        case .goodPlus: ["g+"]
        case .good: ["g"]
        case .fair: ["f"]
        case .poor: ["p"]
        case .generic, .notGraded, .noCover: []
        }
    }

    /// The grade `text` names for `part`: its full name or a short form, in any case, spaces
    /// around it ignored; throws ``CopyFieldError/grade(_:part:)`` naming what is accepted.
    package init(parsing text: String, for part: Part) throws(CopyFieldError) {
        let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let found = part.grades.first { grade in
            grade.fullName.lowercased() == typed || grade.shortForms.contains(typed)
        }
        guard let found else { throw .grade(text, part: part) }
        self = found
    }

    /// A grade as stored: a full name, or (from an import) a short form; nil for other text.
    package init?(stored text: String) {
        guard let grade = try? Grade(parsing: text, for: .sleeve) else { return nil }
        self = grade
    }
}
