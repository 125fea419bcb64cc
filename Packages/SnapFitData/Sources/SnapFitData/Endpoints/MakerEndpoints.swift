import Foundation
import SnapFitNetworking

/// The maker routes (§3.21).
enum MakerEndpoints {
    /// `GET /snapfit/reservation/maker?limit=&offset=`.
    static func reservations(limit: Int, offset: Int) -> Endpoint<PageDTO<ReservationSummaryDTO>> {
        Endpoint(
            method: .get, path: "/snapfit/reservation/maker",
            queryItems: [.init(name: "limit", value: "\(limit)"), .init(name: "offset", value: "\(offset)")])
    }
}
