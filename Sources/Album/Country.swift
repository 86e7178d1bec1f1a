/// A release's country in one form whatever database answered: MusicBrainz says "United
/// States" (or "US" in its data), Discogs "US", the gallery drew two bars for one country.
///
/// The catalogue, the CSV and the JSON hold the ISO 3166-1 alpha-2 code ("US", "GB"); cards
/// and the gallery show its English name (``name(_:)``). What is no country is kept as the
/// database wrote it: Discogs' regions ("Europe", "UK & Europe", "USA & Canada", "Worldwide",
/// "Benelux"...) and countries that no longer exist ("USSR", "Yugoslavia").
///
/// The table is written into cdscan, not read from Debian's `iso-codes` package
/// (/usr/share/iso-codes/json/iso_3166-1.json): cdscan must give the same answer on a
/// machine without it, and the names are the short ones sleeves and Discogs use ("Russia",
/// "South Korea", "United Kingdom"), not the formal ones of the standard; it was taken once
/// from iso-codes 4.x and those names put in by hand.
package enum Country {
    /// The form a country is stored in: the ISO code for a country given by code or by name
    /// (any case; Discogs' "UK", "USA" too), else the text as given (a region); nil for none.
    package static func stored(_ text: String?) -> String? {
        guard let text, let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return nil }
        let trimmed = String(text[first...last])
        let upper = trimmed.uppercased()
        if upper.count == 2, names[upper] != nil { return upper }
        return codes[trimmed.lowercased()] ?? trimmed
    }

    /// The English name of a stored country ("United States" for "US"); a region or a name no
    /// code has, as it is; nil for none.
    package static func name(_ stored: String?) -> String? {
        guard let stored, !stored.isEmpty else { return nil }
        return names[stored] ?? stored
    }

    /// The code of each name (lower-cased), and of the other names the databases use for a country.
    static let codes: [String: String] = {
        var codes = Dictionary(names.map { ($0.value.lowercased(), $0.key) }, uniquingKeysWith: { first, _ in first })
        for (alias, code) in aliases { codes[alias.lowercased()] = code }
        return codes
    }()

    /// Names the databases give a country besides its table name: Discogs' "UK" and "USA",
    /// MusicBrainz' formal ISO names.
    static let aliases = [
        "UK": "GB", "USA": "US", "U.S.A.": "US", "United States of America": "US", "Great Britain": "GB",
        "England": "GB", "Russian Federation": "RU", "Korea": "KR", "Korea, Republic of": "KR",
        "Republic of Korea": "KR", "Taiwan, Province of China": "TW", "Czechia": "CZ", "Macedonia": "MK",
        "Viet Nam": "VN", "Iran, Islamic Republic of": "IR", "Bolivia, Plurinational State of": "BO",
        "Venezuela, Bolivarian Republic of": "VE", "Moldova, Republic of": "MD", "Tanzania, United Republic of": "TZ",
        "Syrian Arab Republic": "SY", "Türkiye": "TR", "Holland": "NL", "Hong Kong SAR China": "HK",
        "Ivory Coast": "CI", "Lao People's Democratic Republic": "LA",
    ]

    /// ISO 3166-1 alpha-2 codes and their short English names.
    static let names: [String: String] = [
        "AD": "Andorra", "AE": "United Arab Emirates", "AF": "Afghanistan", "AG": "Antigua and Barbuda",
        "AI": "Anguilla", "AL": "Albania", "AM": "Armenia", "AO": "Angola", "AQ": "Antarctica", "AR": "Argentina",
        "AS": "American Samoa", "AT": "Austria", "AU": "Australia", "AW": "Aruba", "AX": "Åland Islands",
        "AZ": "Azerbaijan", "BA": "Bosnia and Herzegovina", "BB": "Barbados", "BD": "Bangladesh", "BE": "Belgium",
        "BF": "Burkina Faso", "BG": "Bulgaria", "BH": "Bahrain", "BI": "Burundi", "BJ": "Benin",
        "BL": "Saint Barthélemy", "BM": "Bermuda", "BN": "Brunei", "BO": "Bolivia",
        "BQ": "Bonaire, Sint Eustatius and Saba", "BR": "Brazil", "BS": "Bahamas", "BT": "Bhutan",
        "BV": "Bouvet Island", "BW": "Botswana", "BY": "Belarus", "BZ": "Belize", "CA": "Canada",
        "CC": "Cocos (Keeling) Islands", "CD": "Congo, Democratic Republic of the", "CF": "Central African Republic",
        "CG": "Congo", "CH": "Switzerland", "CI": "Côte d'Ivoire", "CK": "Cook Islands", "CL": "Chile",
        "CM": "Cameroon", "CN": "China", "CO": "Colombia", "CR": "Costa Rica", "CU": "Cuba", "CV": "Cape Verde",
        "CW": "Curaçao", "CX": "Christmas Island", "CY": "Cyprus", "CZ": "Czech Republic", "DE": "Germany",
        "DJ": "Djibouti", "DK": "Denmark", "DM": "Dominica", "DO": "Dominican Republic", "DZ": "Algeria",
        "EC": "Ecuador", "EE": "Estonia", "EG": "Egypt", "EH": "Western Sahara", "ER": "Eritrea", "ES": "Spain",
        "ET": "Ethiopia", "FI": "Finland", "FJ": "Fiji", "FK": "Falkland Islands", "FM": "Micronesia",
        "FO": "Faroe Islands", "FR": "France", "GA": "Gabon", "GB": "United Kingdom", "GD": "Grenada",
        "GE": "Georgia", "GF": "French Guiana", "GG": "Guernsey", "GH": "Ghana", "GI": "Gibraltar", "GL": "Greenland",
        "GM": "Gambia", "GN": "Guinea", "GP": "Guadeloupe", "GQ": "Equatorial Guinea", "GR": "Greece",
        "GS": "South Georgia and the South Sandwich Islands", "GT": "Guatemala", "GU": "Guam", "GW": "Guinea-Bissau",
        "GY": "Guyana", "HK": "Hong Kong", "HM": "Heard Island and McDonald Islands", "HN": "Honduras",
        "HR": "Croatia", "HT": "Haiti", "HU": "Hungary", "ID": "Indonesia", "IE": "Ireland", "IL": "Israel",
        "IM": "Isle of Man", "IN": "India", "IO": "British Indian Ocean Territory", "IQ": "Iraq", "IR": "Iran",
        "IS": "Iceland", "IT": "Italy", "JE": "Jersey", "JM": "Jamaica", "JO": "Jordan", "JP": "Japan", "KE": "Kenya",
        "KG": "Kyrgyzstan", "KH": "Cambodia", "KI": "Kiribati", "KM": "Comoros", "KN": "Saint Kitts and Nevis",
        "KP": "North Korea", "KR": "South Korea", "KW": "Kuwait", "KY": "Cayman Islands", "KZ": "Kazakhstan",
        "LA": "Laos", "LB": "Lebanon", "LC": "Saint Lucia", "LI": "Liechtenstein", "LK": "Sri Lanka", "LR": "Liberia",
        "LS": "Lesotho", "LT": "Lithuania", "LU": "Luxembourg", "LV": "Latvia", "LY": "Libya", "MA": "Morocco",
        "MC": "Monaco", "MD": "Moldova", "ME": "Montenegro", "MF": "Saint Martin", "MG": "Madagascar",
        "MH": "Marshall Islands", "MK": "North Macedonia", "ML": "Mali", "MM": "Myanmar", "MN": "Mongolia",
        "MO": "Macau", "MP": "Northern Mariana Islands", "MQ": "Martinique", "MR": "Mauritania", "MS": "Montserrat",
        "MT": "Malta", "MU": "Mauritius", "MV": "Maldives", "MW": "Malawi", "MX": "Mexico", "MY": "Malaysia",
        "MZ": "Mozambique", "NA": "Namibia", "NC": "New Caledonia", "NE": "Niger", "NF": "Norfolk Island",
        "NG": "Nigeria", "NI": "Nicaragua", "NL": "Netherlands", "NO": "Norway", "NP": "Nepal", "NR": "Nauru",
        "NU": "Niue", "NZ": "New Zealand", "OM": "Oman", "PA": "Panama", "PE": "Peru", "PF": "French Polynesia",
        "PG": "Papua New Guinea", "PH": "Philippines", "PK": "Pakistan", "PL": "Poland",
        "PM": "Saint Pierre and Miquelon", "PN": "Pitcairn", "PR": "Puerto Rico", "PS": "Palestine", "PT": "Portugal",
        "PW": "Palau", "PY": "Paraguay", "QA": "Qatar", "RE": "Réunion", "RO": "Romania", "RS": "Serbia",
        "RU": "Russia", "RW": "Rwanda", "SA": "Saudi Arabia", "SB": "Solomon Islands", "SC": "Seychelles",
        "SD": "Sudan", "SE": "Sweden", "SG": "Singapore", "SH": "Saint Helena", "SI": "Slovenia",
        "SJ": "Svalbard and Jan Mayen", "SK": "Slovakia", "SL": "Sierra Leone", "SM": "San Marino", "SN": "Senegal",
        "SO": "Somalia", "SR": "Suriname", "SS": "South Sudan", "ST": "Sao Tome and Principe", "SV": "El Salvador",
        "SX": "Sint Maarten", "SY": "Syria", "SZ": "Eswatini", "TC": "Turks and Caicos Islands", "TD": "Chad",
        "TF": "French Southern Territories", "TG": "Togo", "TH": "Thailand", "TJ": "Tajikistan", "TK": "Tokelau",
        "TL": "Timor-Leste", "TM": "Turkmenistan", "TN": "Tunisia", "TO": "Tonga", "TR": "Turkey",
        "TT": "Trinidad and Tobago", "TV": "Tuvalu", "TW": "Taiwan", "TZ": "Tanzania", "UA": "Ukraine",
        "UG": "Uganda", "UM": "United States Minor Outlying Islands", "US": "United States", "UY": "Uruguay",
        "UZ": "Uzbekistan", "VA": "Vatican City", "VC": "Saint Vincent and the Grenadines", "VE": "Venezuela",
        "VG": "British Virgin Islands", "VI": "US Virgin Islands", "VN": "Vietnam", "VU": "Vanuatu",
        "WF": "Wallis and Futuna", "WS": "Samoa", "YE": "Yemen", "YT": "Mayotte", "ZA": "South Africa",
        "ZM": "Zambia", "ZW": "Zimbabwe",
    ]
}
