/// What every event loop of one server shares: its settings, its handler, its listening socket and the bounds kept
/// across all its connections.
struct ServerContext: Sendable {
    let configuration: ServerConfiguration
    let logger: (any RequestLogging)?
    let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    /// The listening socket, non-blocking; every loop accepts on it.
    let listener: Int32
    let table: ConnectionTable
    let answers: AnswerBudget
}
