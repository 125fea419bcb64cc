import Foundation
import SnapFitNetworking

/// The reservation routes (§3.20, §3.22–3.24).
enum ReservationEndpoints {
    /// `POST /snapfit/reservation`.
    static func create(_ body: ReservationCreateDTO) -> Endpoint<ReservationDetailDTO> {
        Endpoint(method: .post, path: "/snapfit/reservation", body: .json(body))
    }

    /// `GET /snapfit/reservation/user?limit=&offset=`.
    static func mine(limit: Int, offset: Int) -> Endpoint<PageDTO<ReservationSummaryDTO>> {
        Endpoint(
            method: .get, path: "/snapfit/reservation/user",
            queryItems: [.init(name: "limit", value: "\(limit)"), .init(name: "offset", value: "\(offset)")])
    }

    /// `GET /snapfit/reservation?id=`.
    static func detail(id: Int) -> Endpoint<ReservationDetailDTO> {
        Endpoint(method: .get, path: "/snapfit/reservation", queryItems: [.init(name: "id", value: "\(id)")])
    }

    /// `DELETE /snapfit/reservation?id=&message=`; the reason is percent-encoded by the provider.
    static func cancel(id: Int, reason: String) -> Endpoint<ReservationDetailDTO> {
        Endpoint(
            method: .delete, path: "/snapfit/reservation",
            queryItems: [.init(name: "id", value: "\(id)"), .init(name: "message", value: reason)])
    }
}
