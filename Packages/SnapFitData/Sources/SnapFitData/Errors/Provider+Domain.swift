import SnapFitDomain
import SnapFitNetworking

extension Provider {
    /// Sends `endpoint` and reports any failure as a `DomainError`, with the endpoint's code `overrides`.
    public func send<E: Requestable & Responsible>(
        _ endpoint: E, overrides: [Int: DomainError] = [:]
    ) async throws(DomainError) -> E.Response {
        do {
            return try await request(endpoint)
        } catch {
            throw error.toDomain(
                overrides: overrides, publicRoute: !endpoint.requiresAuthentication, path: endpoint.path)
        }
    }
}
