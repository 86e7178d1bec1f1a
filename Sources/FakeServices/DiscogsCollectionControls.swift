extension FakeDiscogs {
    /// The user's collection as it stands: username, folders and every copy added.
    package var collection: DiscogsCollectionState {
        emulator.state.withLock { $0.collection }
    }

    /// Changes the collection in place: another username, more folders, copies already there.
    ///
    /// ```swift
    /// discogs.updateCollection { $0.add(releaseID: 4707982, folderID: 1) }
    /// ```
    package func updateCollection(_ change: (inout DiscogsCollectionState) -> Void) {
        emulator.state.withLock { change(&$0.collection) }
    }
}
