import Album
import Catalog
import CommandLineKit
import Presentation

/// What `cdscan value` was asked to do, as its command line set it: each field declares its option.
package struct ValueOptions: ParsableOptions {
    /// `--currency`: the currency asked of Discogs; nil: `CDSCAN_CURRENCY`, else USD.
    @Option(
        .value(
            "currency", "code",
            help: "The currency to ask Discogs for (one of " + MarketPrice.discogsCurrencies.joined(separator: " ")
                + "; default: CDSCAN_CURRENCY, else USD).", choices: MarketPrice.discogsCurrencies
        ) { text throws(UsageError) in try ValueOptions.currency(text, from: "'--currency'") })
    package var currency: String? = nil
    /// `--max-age`: answers younger than this are reused.
    @Option(
        .value(
            "max-age", "duration",
            help: "Reuse prices fetched less than this long ago (e.g. 12h, 30d; at most 365d, older ones are deleted).",
            shown: { OptionValues.durationText($0) }
        ) { text throws(UsageError) in
            // Older prices are deleted (`CatalogStore.longestPriceAge`): none could be reused.
            try OptionValues.duration(text, option: "max-age", maximum: CatalogStore.longestPriceAge)
        })
    package var maxAge: Double = 7 * 86_400
    /// `--offline`: only what is kept.
    @Option(
        .flag("offline", help: "Ask Discogs nothing: value from the prices kept, and say how old they are.", sets: true)
    )
    package var offline = false
    /// `--json`: one object per copy, then the summary.
    @Option(
        .flag(
            "json", help: "Print one JSON object per copy (item, release_id, value, currency, basis), then a summary.",
            sets: true))
    package var json = false
    /// `--no-progress` clears it: no progress bar on stderr.
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil

    /// The defaults, before the configuration and the command line.
    package init() {}

    /// `text` as one of Discogs' currencies (in any case); a usage error naming them else.
    package static func currency(_ text: String, from origin: String) throws(UsageError) -> String {
        let code = text.uppercased()
        guard MarketPrice.discogsCurrencies.contains(code) else {
            throw UsageError(
                "\(origin) is one of " + MarketPrice.discogsCurrencies.joined(separator: ", ")
                    + ", not '\(text)'")
        }
        return code
    }
}
