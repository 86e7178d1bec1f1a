import Barcode
import Catalog
import CommandLineKit
import Lookup
import Presentation
import Terminal

// The options several commands declare alike, each written here once.

extension OptionDeclaration where Value == String? {
    /// `--index PATH`: the dump index to ask, one `cdscan dump import --index PATH` made
    /// (`SourceOptions`, and `items import` beside a `--source` of its own).
    package static var dumpIndex: Self {
        .text(
            "index", "path",
            help: "The dump index to ask, as made by 'cdscan dump import --index' (default: "
                + "discogs-dump.sqlite beside the catalogue, when there is one).")
    }

    /// `--db PATH`.
    package static var database: Self {
        .text("db", "path", help: "The catalog database.") { $0 ?? CatalogStore.defaultPathDescription }
    }

    /// `-o, --output FILE.csv`.
    package static var csvOutput: Self {
        .text("output", short: "o", "file.csv", help: "Write the CSV here.") { $0 ?? "standard output" }
    }
}

extension OptionDeclaration where Value == Bool {
    /// `--any-prefix`.
    package static var anyPrefix: Self {
        .flag(
            "any-prefix", help: "Look up codes whose prefix is not a CD's too (ISBN, ISSN, coupons, in-store numbers).",
            sets: true)
    }

    /// `--no-bell`.
    package static var noBell: Self {
        .flag("no-bell", help: "No bell when a code typed or scanned at the terminal ('-') is found.", sets: false)
    }

    /// `--no-progress`.
    package static var noProgress: Self {
        .flag("no-progress", help: "No progress bar or progress lines on stderr.", sets: false)
    }

    /// `--no-recursive`, for the option that names the photos.
    package static func noRecursive(of photos: String) -> Self {
        .flag("no-recursive", help: "With \(photos): read each folder's own photos, not its subfolders'.", sets: false)
    }
}

extension OptionDeclaration where Value == CatalogCSV.Format {
    /// `--format cdscan|discogs|spreadsheet|jsonl` (export's also takes html: `ExportFormat`).
    package static var csvFormat: Self {
        .value(
            "format", "cdscan|discogs|spreadsheet|jsonl",
            help: "cdscan, discogs (Discogs' collection import: its release ids only), spreadsheet "
                + "(cdscan's columns for Excel: a BOM, barcodes kept as text), or jsonl (one JSON object a line).",
            shown: \.rawValue
        ) { text throws(UsageError) in
            guard let format = CatalogCSV.Format(rawValue: text) else {
                throw UsageError("'--format' is cdscan, discogs, spreadsheet or jsonl, not '\(text)'")
            }
            return format
        }
    }
}

extension OptionDeclaration where Value == [String] {
    /// `--barcode CODE`, repeatable: the copies of these barcodes (EAN-13).
    package static var barcode: Self {
        .adding("barcode", "code", help: "The copies of this barcode (repeatable).") {
            barcodes, text throws(UsageError) in
            do throws(BarcodeError) {
                barcodes.append(try GTIN(parsing: text).ean13)
            } catch {
                throw UsageError("'--barcode': \(error)")
            }
        }
    }
}

extension OptionDeclaration where Value == Set<ItemStatus> {
    /// `--status STATUS`, repeatable.
    package static var status: Self {
        let names = ItemStatus.allCases.map(\.rawValue)
        return .adding(
            "status", "status", help: "The items in this status: \(names.joined(separator: ", ")) (repeatable).",
            choices: names
        ) { statuses, text throws(UsageError) in
            guard let status = ItemStatus(rawValue: text) else {
                throw UsageError(
                    "'--status' is one of \(names.joined(separator: ", ")), not '\(Displayable.escaped(text))'")
            }
            statuses.insert(status)
        }
    }
}
