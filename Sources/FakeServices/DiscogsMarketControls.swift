extension FakeDiscogs {
    /// The marketplace as it stands: seller settings, scripted prices, the collection's value.
    package var market: DiscogsMarketState {
        emulator.state.withLock { $0.market }
    }

    /// Changes the marketplace in place: no seller settings, a release's suggestions or statistics.
    ///
    /// ```swift
    /// discogs.updateMarket { $0.suggestions[4707982] = ["Mint (M)": "12.3456"] }
    /// ```
    package func updateMarket(_ change: (inout DiscogsMarketState) -> Void) {
        emulator.state.withLock { change(&$0.market) }
    }
}
