/// What every event loop of one server shares: its settings, its handler, its listening socket and the bounds kept
/// across all its connections. A class: reading it through the reactor retains one reference, where the struct it was
/// showed in profiles as copies of its fields.
final class ServerContext: Sendable {
    let configuration: ServerConfiguration
    let logger: (any RequestLogging)?
    let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    /// The listening socket, non-blocking; every loop accepts on it.
    let listener: Int32
    let table: ConnectionTable
    let answers: AnswerBudget
    /// Every loop of the server: a new client goes to the one with the fewest connections.
    let loops: [EventLoop]

    init(
        configuration: ServerConfiguration, logger: (any RequestLogging)?,
        handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse, listener: Int32, table: ConnectionTable,
        answers: AnswerBudget, loops: [EventLoop]
    ) {
        self.configuration = configuration
        self.logger = logger
        self.handler = handler
        self.listener = listener
        self.table = table
        self.answers = answers
        self.loops = loops
    }

    /// The loop a client accepted by `acceptor` is served on: the one with the fewest connections, `acceptor` when
    /// none has fewer. Counted as that loop's at once, so a burst of clients spreads over the loops.
    func loopForNewClient(acceptedBy acceptor: EventLoop) -> EventLoop {
        var chosen = acceptor
        var fewest = acceptor.connectionCount.load(ordering: .relaxed)
        for loop in loops where loop !== acceptor {
            let count = loop.connectionCount.load(ordering: .relaxed)
            if count < fewest { (chosen, fewest) = (loop, count) }
        }
        chosen.connectionCount.add(1, ordering: .relaxed)
        return chosen
    }
}
