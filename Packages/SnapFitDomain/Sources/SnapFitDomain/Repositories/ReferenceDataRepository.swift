/// The catalog's reference data: the known vibes and shooting regions.
public protocol ReferenceDataRepository: Sendable {
    /// Every vibe the catalog knows, in no particular order.
    func vibes() async throws(DomainError) -> [Vibe]
    /// Every shooting region the catalog knows, in no particular order.
    func locations() async throws(DomainError) -> [Location]
}
