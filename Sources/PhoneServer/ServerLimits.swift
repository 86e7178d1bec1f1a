/// The bounds on the phone server's connections, so that a flood from the network costs little.
package struct ServerLimits: Sendable, Equatable {
    /// Connections open at once, in all (libmicrohttpd's MHD_OPTION_CONNECTION_LIMIT).
    package var connections: Int
    /// Connections open at once from one address (MHD_OPTION_PER_IP_CONNECTION_LIMIT).
    package var connectionsPerClient: Int
    /// Seconds a connection may stay idle before it is closed (MHD_OPTION_CONNECTION_TIMEOUT).
    package var idleSeconds: Int
    /// Bytes of buffer per connection for its head (MHD_OPTION_CONNECTION_MEMORY_LIMIT).
    package var connectionMemory: Int

    package init(connections: Int, connectionsPerClient: Int, idleSeconds: Int, connectionMemory: Int) {
        (self.connections, self.connectionsPerClient) = (connections, connectionsPerClient)
        (self.idleSeconds, self.connectionMemory) = (idleSeconds, connectionMemory)
    }

    /// A few phones, each with a browser's handful of connections; 15 s idle is longer than
    /// any gap between frames; 64 kB holds a head with its cookie many times over.
    package static let standard = ServerLimits(
        connections: 32, connectionsPerClient: 8, idleSeconds: 15, connectionMemory: 64 * 1024)
}
