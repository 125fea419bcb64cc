import Foundation
import SnapFitNetworking

/// The maker routes (§3.10, §3.11, §3.21).
enum MakerEndpoints {
    /// `GET /snapfit/image/paths?ext=png&ext=heic…`: one signed PUT URL per extension.
    static func imagePaths(extensions: [String]) -> Endpoint<PostFileDTO> {
        Endpoint(
            method: .get, path: "/snapfit/image/paths", queryItems: extensions.map { .init(name: "ext", value: $0) })
    }

    /// `POST /snapfit/post`.
    static func createPost(_ body: CreatePostDTO) -> Endpoint<PostDetailDTO> {
        Endpoint(method: .post, path: "/snapfit/post", body: .json(body))
    }

    /// `GET /snapfit/reservation/maker?limit=&offset=`.
    static func reservations(limit: Int, offset: Int) -> Endpoint<PageDTO<ReservationSummaryDTO>> {
        Endpoint(
            method: .get, path: "/snapfit/reservation/maker",
            queryItems: [.init(name: "limit", value: "\(limit)"), .init(name: "offset", value: "\(offset)")])
    }
}
