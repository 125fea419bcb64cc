import Foundation
import SnapFitDomain
import SnapFitNetworking

/// Both phases: a photo's bytes from its own address (the storage's, or another host's), without SnapFit's tokens.
/// Only `http` and `https` addresses are read.
public struct RemotePhotoRepository: PhotoRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func photo(at url: URL) async throws(DomainError) -> Photo {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw .invalidResponse(detail: "a photo address that is not http or https")
        }
        return Photo(data: try await provider.send(Endpoint.download(from: url)))
    }
}
