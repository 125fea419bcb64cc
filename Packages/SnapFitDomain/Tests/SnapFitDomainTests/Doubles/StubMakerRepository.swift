import Foundation
import SnapFitDomain
import Testing

/// A `MakerRepository` whose every call fails the test unless the test sets it.
struct StubMakerRepository: MakerRepository {
    var onRegister: @Sendable (ProductSubmission) async throws(DomainError) -> ProductDetail = {
        (_) throws(DomainError) in throw unexpected("register")
    }
    var onMakerReservations: @Sendable (PageRequest) async throws(DomainError) -> [ReservationSummary] = {
        (_) throws(DomainError) in throw unexpected("makerReservations")
    }

    func register(
        _ product: ProductSubmission, progress: @escaping @Sendable (UploadProgress) -> Void
    ) async throws(DomainError) -> ProductDetail {
        try await onRegister(product)
    }
    func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        try await onMakerReservations(page)
    }
}

extension ImageFile {
    static let png = ImageFile(name: "a.png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]))
    static let heic = ImageFile(name: "b.heic", data: Data([0, 0, 0, 24] + Array("ftypheic".utf8)))
    static let jpeg = ImageFile(name: "c.jpg", data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0, 0, 0, 0, 0, 0]))
}
