import Foundation
import SnapFitDomain
import SnapFitFixtures

/// DEV: registration into the in-memory catalog (pictures kept in in-memory storage), and the bookings on the
/// maker's products. Only makers may do either.
public struct MockMakerRepository: MakerRepository {
    private let catalog: MockCatalog
    private let accounts: MockAccountState
    private let activity: MockActivityState
    private let storage: MockStorage
    private let now: @Sendable () -> Date

    init(
        catalog: MockCatalog, accounts: MockAccountState, activity: MockActivityState, storage: MockStorage,
        now: @escaping @Sendable () -> Date
    ) {
        self.catalog = catalog
        self.accounts = accounts
        self.activity = activity
        self.storage = storage
        self.now = now
    }

    public func register(
        _ product: ProductSubmission, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> ProductDetail {
        let makerID = try await signedInMaker()
        let uploads = product.uploads
        var urls: [ImageFile: String] = [:]
        let totalBytes = uploads.reduce(0) { $0 + $1.data.count }
        var sentBytes = 0
        for (index, file) in uploads.enumerated() {
            let name = await storage.store(file.data, fileExtension: file.kind?.rawValue ?? "png")
            urls[file] = MockStorage.baseURL + name
            sentBytes += file.data.count
            progress(
                UploadProgress(
                    file: file.name, completedFiles: index + 1, totalFiles: uploads.count, sentBytes: sentBytes,
                    totalBytes: totalBytes))
        }
        let createdAt = KoreaTime.format(now()) + ":00"
        let stored = await catalog.add { id in
            SeedProduct(
                id: id, makerId: makerID, title: product.title, description: product.description, vibes: product.vibes,
                locations: product.locations, studio: product.isStudio, images: product.images.compactMap { urls[$0] },
                thumbnail: urls[product.thumbnail] ?? "",
                prices: product.options.map { SeedPrice(minutes: $0.minutes, price: $0.price) },
                personPrice: product.personPrice, createdAt: createdAt)
        }
        return catalog.detail(stored, liked: false)
    }

    public func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        let makerID = try await signedInMaker()
        var rows: [ReservationSummary] = []
        for booking in await activity.bookings(ofMaker: makerID).page(page) {
            guard let product = await catalog.product(id: booking.request.productID) else { continue }
            let liked = await activity.isLiked(productID: product.id, by: makerID)
            rows.append(
                ReservationSummary(
                    id: booking.id, product: catalog.summary(product, liked: liked), time: booking.request.time,
                    status: booking.status))
        }
        return rows
    }

    private func signedInMaker() async throws(DomainError) -> Int {
        let user = try await accounts.profile()
        guard user.role == .maker else { throw .notAMaker }
        return user.id
    }
}
