import SnapFitDomain
import SnapFitNetworking

/// REAL: product registration (pictures through signed URLs, then the product) and the bookings on the maker's
/// products.
public struct RemoteMakerRepository: MakerRepository {
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
        return try await provider.send(MakerEndpoints.createPost(body), overrides: ReservationErrorCodes.createPost)
            .toDomain()
    }

    public func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        let endpoint = MakerEndpoints.reservations(limit: page.limit, offset: page.offset)
        return try await provider.send(endpoint, overrides: ReservationErrorCodes.makerList).toDomain(
            askedFor: page.limit)
    }
}
