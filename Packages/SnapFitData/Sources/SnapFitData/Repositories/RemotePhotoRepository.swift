import Foundation
import SnapFitDomain
import SnapFitNetworking

/// Both phases: a photo's bytes from its own address (the storage's, or another host's), without SnapFit's tokens.
public struct RemotePhotoRepository: PhotoRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func photo(at url: URL) async throws(DomainError) -> Photo {
        Photo(data: try await provider.send(Endpoint.download(from: url)))
    }
}
