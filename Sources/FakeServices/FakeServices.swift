// Placeholder: filled in by the FakeServices work.
