// Placeholder: filled in by the Catalog work.
