// Placeholder: filled in by the Lookup work.
