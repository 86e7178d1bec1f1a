/// The bounds on the phone server's connections, so that a flood from the network costs little.
package struct ServerLimits: Sendable, Equatable {
    /// Connections open at once, in all (libmicrohttpd's MHD_OPTION_CONNECTION_LIMIT).
    package var connections: Int
    /// Connections open at once from one address (MHD_OPTION_PER_IP_CONNECTION_LIMIT).
    var connectionsPerClient: Int
    /// Seconds a connection may stay idle before it is closed (MHD_OPTION_CONNECTION_TIMEOUT).
    var idleSeconds: Int
    /// Bytes of buffer per connection for its head (MHD_OPTION_CONNECTION_MEMORY_LIMIT).
    var connectionMemory: Int
    /// Seconds a connection has to finish a request, from its opening or its last answer
    /// (`ConnectionDeadlines`: libmicrohttpd's idle timeout starts again at each byte).
    var requestSeconds: Int
    /// Seconds a connection may stay open, however busy (`ConnectionDeadlines`).
    var lifetimeSeconds: Int

    package init(
        connections: Int, connectionsPerClient: Int, idleSeconds: Int, connectionMemory: Int, requestSeconds: Int,
        lifetimeSeconds: Int
    ) {
        (self.connections, self.connectionsPerClient) = (connections, connectionsPerClient)
        (self.idleSeconds, self.connectionMemory) = (idleSeconds, connectionMemory)
        (self.requestSeconds, self.lifetimeSeconds) = (requestSeconds, lifetimeSeconds)
    }

    /// A few phones, each with a browser's handful of connections; 15 s idle is longer than
    /// any gap between frames; 64 kB holds a head with its cookie many times over; 30 s sends
    /// a 4 MB photo over a link of 1 Mbit/s; after 5 minutes a browser opens a new connection
    /// without the page noticing (at worst one frame is lost).
    package static let standard = ServerLimits(
        connections: 32, connectionsPerClient: 8, idleSeconds: 15, connectionMemory: 64 * 1024, requestSeconds: 30,
        lifetimeSeconds: 300)
}
