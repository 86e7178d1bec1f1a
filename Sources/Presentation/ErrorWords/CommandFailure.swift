import Catalog
import Terminal

/// A failure a command's run finds itself, where no module below has an error of its own for it
/// (a restore over a catalogue that exists, an item with no release to pick): the data, worded
/// here with the rest of the errors. `ErrorReport` maps each case to its exit status.
package enum CommandFailure: Error, Equatable {
    /// `lookup -` (or a pipe) read standard input and found no barcode in it.
    case noBarcodeOnStandardInput
    /// `restore FILE`: there is no such file (`path` as typed).
    case noSuchBackup(path: String)
    /// `restore` without `--force`, and a catalogue is at `database` already.
    case catalogExists(database: String, backup: String)
    /// `items import FILE`: the file cannot be imported (`name` as typed); nothing was recorded.
    case unimportableCollection(name: String, reason: DiscogsCollectionImport.Failure)
    /// `items pick ITEM N`: the item has no release to choose among (it is `status`).
    case noReleaseToChoose(item: Int64, status: ItemStatus)
    /// `items pick ITEM N`: N is not one of the item's `count` releases.
    case noSuchRelease(item: Int64, count: Int)
}

extension CommandFailure: CustomStringConvertible {
    package var description: String {
        switch self {
        case .noBarcodeOnStandardInput:
            "standard input held no barcode to look up"
        case .noSuchBackup(let path):
            "cannot read \(Displayable.escaped(path)): there is no such file"
        case .catalogExists(let database, let backup):
            "the catalog \(Displayable.escaped(database)) exists: add --force to replace it with "
                + "\(Displayable.escaped(backup)) (first 'cdscan backup FILE' to keep it)"
        case .unimportableCollection(let name, let reason):
            "\(Displayable.escaped(name)): \(reason); nothing was imported"
        case .noReleaseToChoose(let item, let status) where status == .invalid || status == .unidentified:
            // An invalid line or a photo without a code has nothing to look up by: refresh leaves it as it is.
            "item \(item) has no release to choose (it is \(status.rawValue): it has no code to look up)"
        case .noReleaseToChoose(let item, let status):
            "item \(item) has no release to choose (it is \(status.rawValue)); "
                + "'cdscan items refresh \(item)' looks it up again"
        case .noSuchRelease(let item, let count):
            "item \(item) has \(Plural.count(count, "release")): choose \(count == 1 ? "1" : "1 to \(count)") "
                + "('cdscan items show \(item)' lists them)"
        }
    }
}
