import Cataloging

/// A catalog batch looks its barcodes up, and finishes their releases, with the command's session.
extension LookupSession: CatalogLookups {}
