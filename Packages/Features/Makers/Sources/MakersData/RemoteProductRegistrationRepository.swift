import MakersDomain
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

/// Both phases: a product's registration over the SnapFit API, its pictures through signed URLs, then the product.
/// The product is sent once: the provider retries only reads.
public struct RemoteProductRegistrationRepository: ProductRegistrationRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func register(
        _ product: ProductSubmission, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> ProductDetail {
        let uploads = product.uploads
        let names = try await ImageUploader(provider: provider).upload(uploads, progress: progress)
        let name = { (file: ImageFile) in names[uploads.firstIndex(of: file) ?? 0] }
        let body = CreatePostDTO(
            vibes: product.vibes, locations: product.locations, imageNames: product.images.map(name),
            thumbnail: name(product.thumbnail), title: product.title, desc: product.description,
            studio: product.isStudio, prices: product.options.map { .init(min: $0.minutes, price: $0.price) },
            personPrice: product.personPrice)
        return try await provider.send(
            ProductRegistrationEndpoints.createPost(body), overrides: ProductRegistrationErrorCodes.all
        ).toDomain()
    }
}
