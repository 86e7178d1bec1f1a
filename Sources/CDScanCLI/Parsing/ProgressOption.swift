import Workflows

/// The options of the commands that show a batch's progress: `catalog`, `items import`,
/// `items refresh`, and `export --format html` while it fetches covers.
protocol ProgressOption: Sendable {
    /// False after `--no-progress`.
    var progress: Bool { get }
}

extension CatalogOptions: ProgressOption {}
extension ItemsImportOptions: ProgressOption {}
extension ItemsRefreshOptions: ProgressOption {}
extension ExportOptions: ProgressOption {}
extension AuditOptions: ProgressOption {}
