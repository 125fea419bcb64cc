import Foundation

/// A booking as lists show it. Lists carry no head-count, so the total is known only from the detail.
public struct ReservationSummary: Sendable, Equatable, Identifiable {
    public let id: Int
    public let product: ProductSummary
    public let time: Date
    public let status: ReservationStatus

    public init(id: Int, product: ProductSummary, time: Date, status: ReservationStatus) {
        self.id = id
        self.product = product
        self.time = time
        self.status = status
    }
}
