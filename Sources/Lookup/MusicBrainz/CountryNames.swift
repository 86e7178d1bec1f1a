import Foundation

/// Names for the country codes MusicBrainz gives a release: ISO 3166-1 codes, plus the
/// user-assigned ones it uses for regions and for countries that no longer exist.
///
/// Foundation (ICU's data, on Linux too) names the ISO codes; the table names what ICU
/// does not know (XE, XW) or would name as today's country (SU is not "Russia").
/// - SeeAlso: https://musicbrainz.org/doc/Release/Country
enum CountryNames {
    static let musicBrainzCodes = [
        "XE": "Europe", "XW": "Worldwide", "XU": "Unknown country", "SU": "Soviet Union", "XC": "Czechoslovakia",
        "XG": "East Germany", "DD": "East Germany", "YU": "Yugoslavia", "CS": "Serbia and Montenegro",
        "AN": "Netherlands Antilles", "XK": "Kosovo",
    ]

    /// "United Kingdom" for "GB", "Europe" for "XE"; nil for a code no one names.
    static func name(for code: String) -> String? {
        let upper = code.uppercased()
        if let name = musicBrainzCodes[upper] { return name }
        guard upper.count == 2, upper.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return Locale(identifier: "en_US").localizedString(forRegionCode: upper)
    }
}
